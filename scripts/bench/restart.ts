/**
 * Restart: a fresh process started the way `npm start` starts the bot, timed from process start to ready to
 * serve, with 1,000 unfinished games in the PostgreSQL database (seeded through the store).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { newGame, rulesVersionFor, type SetId } from '../../src/engine/index.ts';
import type { Store } from '../../src/store/store.ts';
import type { Json } from '../../src/store/types.ts';
import { withSets } from '../sets-flag.ts';
import { GUILD } from './pipeline.ts';
import { now, round } from './stats.ts';

const CHILD = fileURLToPath(new URL('./restart-child.ts', import.meta.url));

type Marks = { readonly entered: number; readonly imported: number; readonly open: number; readonly ready: number; readonly validated: number; readonly games: number; readonly dueJobs: number };

const runChild = (url: string): Promise<Marks & { readonly wallMs: number }> =>
  new Promise((resolve, reject) => {
    const t0 = now();
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_GUILD_ID: GUILD }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = now() - t0;
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || line === '') return reject(new Error(`restart probe exited with ${code}: ${err.trim().split('\n').slice(0, 3).join(' ')}`));
      resolve({ ...(JSON.parse(line) as Marks), wallMs });
    });
  });

export type Restart = {
  readonly unfinishedGames: number;
  readonly seedSeconds: number;
  readonly runs: number;
  /** medians over the runs, milliseconds since the probe process started: Node and tsx up, the probe's first line */
  readonly processBootMs: number;
  /** the bot's modules (discord.js, flow, engine, renderer, store) loaded */
  readonly modulesLoadedMs: number;
  readonly storeOpenMs: number;
  readonly readyMs: number;
  /** beyond the bot's start-up: every unfinished game and its engine state loaded */
  readonly allGamesLoadedMs: number;
  /** from spawning the process to its exit, as the parent saw it */
  readonly spawnToExitMs: number;
};

/**
 * `count` started games of 2-4 people waiting for their secret goals, each with its goal deadline scheduled (what
 * the flow's start leaves behind), `parallel` at a time.
 */
const seedUnfinished = async (store: Store, count: number, parallel: number, sets: readonly SetId[]): Promise<void> => {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      const players = 2 + (i % 3);
      const options = withSets({ players }, sets);
      const users = Array.from({ length: players }, (_, seat) => String(710_000_000_000_000_000n + BigInt(i * 10 + seat)));
      const created = await store.createGame({
        guildId: GUILD,
        channelId: String(810_000_000_000_000_000n + BigInt(i)),
        hostUserId: users[0] ?? '',
        options: { ...options, deadlineHours: 48, reminderHours: 24 },
        seed: i,
        rulesVersion: rulesVersionFor(options),
        seats: users.map((discordUserId, seat) => ({ kind: 'human', discordUserId, displayName: `Player ${seat + 1}` })),
      });
      if (!created.ok) throw new Error(`seeding unfinished game ${i}: ${created.reason}`);
      const started = await store.startGame({ gameId: created.game.id, expectedVersion: created.game.version, state: newGame(options, i) as unknown as Json });
      if (!started.ok) throw new Error(`starting unfinished game ${i}: ${started.reason}`);
      await store.scheduleJob({ gameId: created.game.id, kind: 'goal_deadline', delayMs: 48 * 3_600_000, payload: { version: started.game.version } });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
};

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export const restartBench = async (store: Store, url: string, games: number, runs: number, sets: readonly SetId[]): Promise<Restart> => {
  const seedStarted = now();
  await seedUnfinished(store, games, 25, sets);
  const seedSeconds = round((now() - seedStarted) / 1000, 1);
  const marks: (Marks & { wallMs: number })[] = [];
  for (let i = 0; i < runs; i++) marks.push(await runChild(url));
  const loaded = marks[0]?.games ?? 0;
  if (loaded !== games) throw new Error(`the restart probe found ${loaded} unfinished games, expected ${games}`);
  return {
    unfinishedGames: loaded,
    seedSeconds,
    runs,
    processBootMs: round(median(marks.map((m) => m.entered)), 0),
    modulesLoadedMs: round(median(marks.map((m) => m.imported)), 0),
    storeOpenMs: round(median(marks.map((m) => m.open)), 0),
    readyMs: round(median(marks.map((m) => m.ready)), 0),
    allGamesLoadedMs: round(median(marks.map((m) => m.validated)), 0),
    spawnToExitMs: round(median(marks.map((m) => m.wallMs)), 0),
  };
};
