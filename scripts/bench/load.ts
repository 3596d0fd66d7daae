/**
 * Load: many games at once, each a player pressing Confirm as soon as the previous answer came back, through
 * the whole-turn pipeline against one database, for a bounded time per variant.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { stateOf } from '../../src/bot/flow/game.ts';
import type { SetId } from '../../src/engine/index.ts';
import type { Store } from '../../src/store/store.ts';
import { advance, confirmThroughFlow, confirmWithoutPictures, scriptGame, seedGame, type Click, type TableGame, type TurnResult } from './pipeline.ts';
import { cpuMs, errorText, now, round, roundSpread, spread, type Spread } from './stats.ts';

export type LoadVariant = {
  readonly variant: string;
  readonly games: number;
  /** new clicks are made during the window; the clicks still in flight at its end are waited for */
  readonly windowSeconds: number;
  /** the window and the wait for the last answers */
  readonly seconds: number;
  readonly moves: number;
  /** every answered move over `seconds` */
  readonly movesPerSecond: number;
  /** moves answered inside the window, over the window */
  readonly movesInWindowPerSecond: number;
  readonly latencyMs: Spread;
  readonly errors: number;
  readonly firstError?: string;
  readonly peakRssMiB: number;
  /** RSS when the variant began (memory the process already held) */
  readonly rssAtStartMiB: number;
  /** this process's CPU time over wall time (1 = one core busy all the time) */
  readonly cpuCoresUsed: number;
  /** how late timers ran: the main thread's backlog */
  readonly eventLoopDelayP99Ms: number;
  readonly gamesFinishedAndReplaced: number;
};

/** Seeds `count` games of 2, 3 and 4 players with `sets` in turn, `parallel` at a time. */
export const seedGames = async (store: Store, count: number, offset: number, parallel: number, sets: readonly SetId[]): Promise<TableGame[]> => {
  const tables: TableGame[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      tables[i] = await seedGame(store, offset + i, 2 + (i % 3), sets);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return tables;
};

const MiB = 2 ** 20;

/** A game in the load test with the Confirm clicks its players will make, in order. */
type Seat = { table: TableGame; clicks: readonly Click[]; next: number };

const scripted = (table: TableGame): Seat => ({ table, clicks: scriptGame(table), next: 0 });

/** After a failed click: the game as the database has it, with the rest of its clicks. */
const resync = async (store: Store, table: TableGame): Promise<Seat> => {
  const game = await store.loadById(table.gameId);
  const state = game === undefined ? undefined : await stateOf(store, game);
  if (game === undefined || state === undefined) throw new Error(`game ${table.gameId} is gone`);
  return scripted({ ...table, version: game.version, state, finished: state.phase === 'finished' });
};

export const runLoad = async (
  store: Store,
  seats: Seat[],
  variant: { readonly name: string; readonly confirm: (click: Click) => Promise<TurnResult> },
  limits: { readonly seconds: number; readonly maxMoves: number; readonly replacementOffset: number; readonly sets: readonly SetId[] },
): Promise<LoadVariant> => {
  const rssAtStart = process.memoryUsage().rss;
  let peakRss = rssAtStart;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const latencies: number[] = [];
  let moves = 0;
  let inWindow = 0;
  let errors = 0;
  let firstError: string | undefined;
  let replaced = 0;
  let started = 0;
  const t0 = now();
  const c0 = cpuMs();
  const deadline = t0 + limits.seconds * 1000;
  const worker = async (slot: number): Promise<void> => {
    while (now() < deadline && started < limits.maxMoves) {
      const seat = seats[slot];
      if (seat === undefined) return;
      const click = seat.clicks[seat.next];
      if (click === undefined) {
        seats[slot] = scripted(await seedGame(store, limits.replacementOffset + replaced++, 2 + (slot % 3), limits.sets));
        continue;
      }
      started += 1;
      let result: TurnResult;
      try {
        result = await variant.confirm(click);
      } catch (error) {
        result = { ok: false, ms: 0, why: errorText(error) };
      }
      if (!result.ok) {
        errors += 1;
        firstError ??= result.why;
        seats[slot] = await resync(store, seat.table);
        continue;
      }
      advance(seat.table, click);
      seat.next += 1;
      moves += 1;
      if (now() <= deadline) inWindow += 1;
      latencies.push(result.ms);
    }
  };
  try {
    await Promise.all(seats.map((_, slot) => worker(slot)));
  } finally {
    clearInterval(sampler);
    loopDelay.disable();
  }
  const seconds = (now() - t0) / 1000;
  const cpuSeconds = (cpuMs() - c0) / 1000;
  return {
    variant: variant.name,
    games: seats.length,
    windowSeconds: limits.seconds,
    seconds: round(seconds, 1),
    moves,
    movesPerSecond: round(moves / seconds, 1),
    movesInWindowPerSecond: round(inWindow / limits.seconds, 1),
    latencyMs: roundSpread(spread(latencies), 0),
    errors,
    ...(firstError === undefined ? {} : { firstError }),
    peakRssMiB: round(Math.max(peakRss, process.memoryUsage().rss) / MiB, 0),
    rssAtStartMiB: round(rssAtStart / MiB, 0),
    cpuCoresUsed: round(cpuSeconds / seconds, 2),
    eventLoopDelayP99Ms: round(loopDelay.percentile(99) / 1e6, 0),
    gamesFinishedAndReplaced: replaced,
  };
};

export const loadBench = async (store: Store, options: { readonly games: number; readonly seconds: number; readonly maxMoves: number; readonly sets: readonly SetId[] }) => {
  const seedStarted = now();
  const seats = (await seedGames(store, options.games, 100_000, 20, options.sets)).map(scripted);
  const seedSeconds = round((now() - seedStarted) / 1000, 1);
  const deps = { store, newSeed: () => 0x5eed };
  // without pictures first: RSS rarely shrinks, so the variant that needs more memory goes second
  const withoutPictures = await runLoad(store, seats, { name: 'without pictures', confirm: (click) => confirmWithoutPictures(store, click) }, { ...options, replacementOffset: 300_000 });
  const withPictures = await runLoad(store, seats, { name: 'with pictures', confirm: (click) => confirmThroughFlow(deps, click) }, { ...options, replacementOffset: 200_000 });
  return { seedSeconds, withPictures, withoutPictures };
};
