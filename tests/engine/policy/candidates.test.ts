/**
 * The policy's best few moves and its weights: its first candidate is its move, every candidate is accepted by the
 * engine, and other value weights give another player (NORMAL_WEIGHTS the usual one).
 */
import { describe, expect, it } from 'vitest';
import { applyMove, choosePolicyCandidates, choosePolicyMove, newGame, NORMAL_WEIGHTS, type GameState, type Move } from '../../../src/engine/index.ts';

const playedStates = (seed: number): GameState[] => {
  const states: GameState[] = [];
  let state = newGame({ players: 3, sets: ['nightlife', 'con', 'essen'] }, seed);
  while (state.phase !== 'finished') {
    if (state.phase === 'playing') states.push(state);
    const applied = applyMove(state, choosePolicyMove(state));
    if (!applied.ok) throw new Error('policy move refused');
    state = applied.state;
  }
  return states;
};

describe("the policy's candidates", () => {
  it('the first of its 5 best moves is its move; all are accepted and differ', () => {
    for (const state of playedStates(21)) {
      const candidates = choosePolicyCandidates(state, 5);
      expect(candidates[0]).toEqual(choosePolicyMove(state));
      expect(new Set(candidates.map((m) => JSON.stringify(m))).size).toBe(candidates.length);
      for (const move of candidates) expect(applyMove(state, move).ok).toBe(true);
    }
  });

  it('NORMAL_WEIGHTS give its usual moves; other weights give other moves in some turns', () => {
    const states = playedStates(22);
    const greedy = { ...NORMAL_WEIGHTS, moneyAtEnd: 0.4, reputationDiscount: 0.8 };
    const differ = (a: Move, b: Move): boolean => JSON.stringify(a) !== JSON.stringify(b);
    expect(states.filter((s) => differ(choosePolicyMove(s, NORMAL_WEIGHTS), choosePolicyMove(s))).length).toBe(0);
    expect(states.filter((s) => differ(choosePolicyMove(s, greedy), choosePolicyMove(s))).length).toBeGreaterThan(0);
  });
});
