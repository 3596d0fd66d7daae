import { describe, expect, it } from 'vitest';
import { applyMove, chooseMove, choosePolicyMove, newGame, STRENGTHS, type GameOptions, type GameState, type Move } from '../../../src/engine/index.ts';
import { stopThinking, think, ThinkingStopped } from '../../../src/bot/thinking/think.ts';

/** A small budget for the hard player: the same search in both threads, quickly. */
const BUDGET = 400;

/** Suburbia Inc with Nightlife, Con and Essen (the Star tiles join once the hard player samples their borders) */
const MANY_SETS: GameOptions = { players: 4, sets: ['inc', 'nightlife', 'con', 'essen'] };

/** The state after `turns` moves of the built-in policy from a seeded start (goals first). */
const after = (options: GameOptions, seed: number, turns: number): GameState => {
  let state = newGame(options, seed);
  for (let i = 0; i < turns; i++) {
    const applied = applyMove(state, choosePolicyMove(state));
    if (!applied.ok) throw new Error(`the policy's move was refused: ${applied.rejection.code}`);
    state = applied.state;
  }
  return state;
};

/** The seat with a decision now: the first still choosing a goal, or the seat to move. */
const decider = (state: GameState): number => (state.phase === 'goals' ? state.players.findIndex((p) => p.secretGoalOffers.length > 0) : state.toMove);

describe('thinking in the worker thread', { timeout: 120_000 }, () => {
  const states: readonly [string, GameState][] = [
    ['base game, goals', after({ players: 4 }, 11, 0)],
    ['base game, round 3', after({ players: 4 }, 11, 14)],
    ['Inc, Nightlife, Con and Essen, round 4', after(MANY_SETS, 12, 18)],
  ];

  for (const [name, state] of states) {
    for (const strength of STRENGTHS) {
      it(`gives the main thread's move: ${strength}, ${name}`, async () => {
        const seat = decider(state);
        const move = await think({ state, seat, strength, budget: BUDGET, due: 0 });
        expect(move).toEqual(chooseMove(state, seat, strength, { budget: BUDGET }));
      });
    }
  }

  it('thinks one search at a time, the earliest due first', async () => {
    const state = states[1]?.[1];
    if (state === undefined) throw new Error('no state');
    const seat = decider(state);
    const done: number[] = [];
    const ask = (due: number): Promise<Move> => think({ state, seat, strength: 'hard', budget: BUDGET, due }).then((move) => (done.push(due), move));
    // the first starts at once; the others wait, the earlier due first whatever order they came in
    const moves = await Promise.all([ask(100), ask(300), ask(200), ask(250)]);
    expect(done).toEqual([100, 200, 250, 300]);
    expect(new Set(moves.map((m) => JSON.stringify(m))).size).toBe(1);
  });

  it('refuses a search that fails, and thinks on afterwards', async () => {
    const state = states[1]?.[1];
    if (state === undefined) throw new Error('no state');
    const idle = (decider(state) + 1) % 4;
    await expect(think({ state, seat: idle, strength: 'normal', budget: BUDGET, due: 0 })).rejects.toThrow(/the bot's search failed: Error: chooseMove: seat \d has nothing to decide/);
    expect(await think({ state, seat: decider(state), strength: 'normal', budget: BUDGET, due: 0 })).toEqual(choosePolicyMove(state));
  });

  // last: the worker stays stopped
  it('stops for good when the process shuts down: the search under way and every later one are refused', async () => {
    const state = states[1]?.[1];
    if (state === undefined) throw new Error('no state');
    const seat = decider(state);
    const running = think({ state, seat, strength: 'hard', budget: 1_000_000, due: 0 });
    const waiting = think({ state, seat, strength: 'normal', budget: BUDGET, due: 1 });
    // both are awaited from the start, as a bot's job awaits its search: their refusals are handled when they come
    const runningRefused = expect(running).rejects.toBeInstanceOf(ThinkingStopped);
    const waitingRefused = expect(waiting).rejects.toBeInstanceOf(ThinkingStopped);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopThinking();
    await runningRefused;
    await waitingRefused;
    await expect(think({ state, seat, strength: 'normal', budget: BUDGET, due: 2 })).rejects.toBeInstanceOf(ThinkingStopped);
  });
});
