/**
 * A hard bot thinking in the worker thread while the main thread keeps answering: the main thread's event-loop
 * delay (perf_hooks.monitorEventLoopDelay) over a series of hard decisions at the full SEARCH_BUDGET, in 4-player
 * games with every set, through `think` exactly as a bot_move job calls it. Beside it, how long each decision
 * would have held the event loop had it run on the main thread (the search's wall time in the worker).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { applyMove, choosePolicyMove, newGame, SEARCH_BUDGET, SETS, type GameState } from '../../src/engine/index.ts';
import { stopThinking, think } from '../../src/bot/thinking/think.ts';
import { now, round, roundSpread, spread, type Spread } from './stats.ts';

export type BotsBench = {
  readonly sets: readonly string[];
  readonly players: number;
  readonly budget: number;
  readonly decisions: number;
  /** each decision's wall time in the worker, request to answer */
  readonly thinkMs: Spread;
  /** the main thread's event-loop delay while the decisions ran (Node's samples: the resolution, 10 ms, plus the lateness) */
  readonly loopDelayMs: LoopDelay;
  /** the same with nothing running, over the same length of time: what the machine alone adds */
  readonly idleLoopDelayMs: LoopDelay;
};

type LoopDelay = { readonly p50: number; readonly p99: number; readonly max: number; readonly mean: number };

const toMs = (ns: number): number => round(ns / 1e6, 2);

/** The event-loop delay while `work` runs. */
const loopDelayDuring = async (work: () => Promise<void>): Promise<LoopDelay> => {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await work();
  delay.disable();
  return { p50: toMs(delay.percentile(50)), p99: toMs(delay.percentile(99)), max: toMs(delay.max), mean: toMs(delay.mean) };
};

/** Turns into a seeded game at which a decision is measured: the goal choice, then early, middle and late turns. */
const AT_TURNS = [0, 8, 20, 32, 44, 56] as const;

const positions = (seeds: readonly number[], players: number): readonly GameState[] =>
  seeds.flatMap((seed) => {
    let state = newGame({ players, sets: SETS }, seed);
    const found: GameState[] = [];
    for (let turn = 0; turn <= (AT_TURNS.at(-1) ?? 0) && state.phase !== 'finished'; turn++) {
      if ((AT_TURNS as readonly number[]).includes(turn)) found.push(state);
      const applied = applyMove(state, choosePolicyMove(state));
      if (!applied.ok) throw new Error(`the policy's move was refused: ${applied.rejection.code}`);
      state = applied.state;
    }
    return found;
  });

const decider = (state: GameState): number => (state.phase === 'goals' ? state.players.findIndex((p) => p.secretGoalOffers.length > 0) : state.toMove);

export const botsBench = async (options: { readonly seeds: readonly number[]; readonly players: number }): Promise<BotsBench> => {
  const states = positions(options.seeds, options.players);
  // the worker's start-up (loading the engine) is not a decision
  const first = states[0];
  if (first !== undefined) await think({ state: first, seat: decider(first), strength: 'normal', budget: SEARCH_BUDGET, due: 0 });
  const thinkMs: number[] = [];
  const started = now();
  const loopDelayMs = await loopDelayDuring(async () => {
    for (const state of states) {
      const asked = now();
      await think({ state, seat: decider(state), strength: 'hard', budget: SEARCH_BUDGET, due: 0 });
      thinkMs.push(now() - asked);
    }
  });
  const elapsed = now() - started;
  await stopThinking();
  const idleLoopDelayMs = await loopDelayDuring(() => new Promise((resolve) => setTimeout(resolve, elapsed)));
  return {
    sets: SETS,
    players: options.players,
    budget: SEARCH_BUDGET,
    decisions: states.length,
    thinkMs: roundSpread(spread(thinkMs)),
    loopDelayMs,
    idleLoopDelayMs,
  };
};
