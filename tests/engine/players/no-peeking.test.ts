/**
 * No peeking: a built-in player decides from its seat's view alone. Two states that differ only in what the seat
 * cannot see — the stack order, the game's RNG and the other seats' secret goals or offers; with Suburbia Inc the
 * order of the face-down borders (5★'s Star borders among them), and which border lies under a Lake Border — get
 * the same move from every strength, in every set mix, player count and mode.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, chooseMove, choosePolicyMove, goalPool, newGame, privateView, seatSeed, STRENGTHS, type GameOptions, type GameState, type GoalId, type Seat } from '../../../src/engine/index.ts';
import { rulesOf } from '../../../src/engine/rules/index.ts';
import { TEST_BUDGET } from './players-games.ts';

/** The face-down borders turned over, and the border under the first Lake Border swapped with the bottom face-down one. */
const otherBorders = (state: GameState): GameState => {
  const stack = [...(state.borderStack ?? [])].reverse();
  const lake = state.players.flatMap((p) => p.borders ?? []).find((b) => b.faceDown === 'lake');
  const bottom = stack.length - 1;
  const swapped = stack[bottom];
  if (lake === undefined || swapped === undefined) return { ...state, borderStack: stack };
  stack[bottom] = lake.borderId;
  return {
    ...state,
    borderStack: stack,
    players: state.players.map((p) => (p.borders === undefined ? p : { ...p, borders: p.borders.map((b) => (b === lake ? { ...b, borderId: swapped } : b)) })),
  };
};

/** Reverses each stack, and gives every other seat goals it does not have (from those nobody holds). */
const otherHiddenInfo = (state: GameState, seat: Seat): GameState => {
  const held = new Set([...state.publicGoals, ...state.players.flatMap((p) => [...p.secretGoalOffers, ...(p.secretGoal === undefined ? [] : [p.secretGoal])])]);
  const spare = goalPool(rulesOf(state.options).sets, rulesOf(state.options).mode)
    .map((g) => g.id)
    .filter((id) => !held.has(id));
  let next = 0;
  const take = (): GoalId => spare[next++] ?? 'builder';
  return {
    ...state,
    stacks: { A: [...state.stacks.A].reverse(), B: [...state.stacks.B].reverse(), C: [...state.stacks.C].reverse() },
    rng: (state.rng + 12_345) >>> 0,
    players: state.players.map((p, i) => {
      if (i === seat || p.isDale === true) return p;
      const offers = p.secretGoalOffers.map(take);
      return p.secretGoal === undefined ? { ...p, secretGoalOffers: offers } : { ...p, secretGoalOffers: offers, secretGoal: take() };
    }),
  };
};

const afterPolicyTurns = (options: GameOptions, seed: number, turns: number): GameState => {
  let state = newGame(options, seed);
  for (let i = 0; i < turns && state.phase !== 'finished'; i++) {
    const applied = applyMove(state, choosePolicyMove(state));
    if (!applied.ok) throw new Error('policy move refused');
    state = applied.state;
  }
  return state;
};

const CASES: readonly { readonly name: string; readonly options: GameOptions; readonly turns: number }[] = [
  { name: '4 players, the goals phase', options: { players: 4 }, turns: 1 },
  { name: '4 players, mid-game', options: { players: 4 }, turns: 24 },
  { name: '3 players with Nightlife, Con and Essen, late', options: { players: 3, sets: ['nightlife', 'con', 'essen'] }, turns: 40 },
  { name: 'Dale the Bot', options: { players: 1, solo: 'dale' }, turns: 6 },
  { name: '3 players with Suburbia Inc, a Lake Border taken', options: { players: 3, sets: ['inc'] }, turns: 15 },
  { name: '4 players with Suburbia Inc and every set, mid-game', options: { players: 4, sets: ['inc', 'nightlife', 'con', 'essen'] }, turns: 30 },
  { name: 'the Lone Architect with Suburbia Inc', options: { players: 1, solo: 'architect', sets: ['inc'] }, turns: 10 },
  { name: 'Dale the Bot with Suburbia Inc', options: { players: 1, solo: 'dale', sets: ['inc'] }, turns: 10 },
  { name: '4 players with 5★, late', options: { players: 4, sets: ['star'] }, turns: 40 },
  { name: '5 players, the goals phase', options: { players: 5 }, turns: 2 },
  { name: '5 players with every set (Suburbia Inc and 5★ too), mid-game', options: { players: 5, sets: ['inc', 'star', 'nightlife', 'con', 'essen'] }, turns: 35 },
  { name: 'the Lone Architect with every set', options: { players: 1, solo: 'architect', sets: ['inc', 'star', 'nightlife', 'con', 'essen'] }, turns: 10 },
  { name: 'Dale the Bot with every set', options: { players: 1, solo: 'dale', sets: ['inc', 'star', 'nightlife', 'con', 'essen'] }, turns: 10 },
];

/** The Suburbia Inc positions, seen again with only their face-down borders changed. */
const INC_CASES = CASES.filter((c) => c.options.sets?.includes('inc') === true);

describe('built-in players do not peek', () => {
  for (const { name, options, turns } of CASES) {
    it(`${name}: the same move for every strength whatever the hidden information`, () => {
      const state = afterPolicyTurns(options, 404, turns);
      const seat = state.phase === 'goals' ? state.players.findIndex((p) => p.secretGoalOffers.length > 0) : state.toMove;
      const other = otherHiddenInfo(state, seat);
      expect(other.stacks).not.toEqual(state.stacks);
      expect(privateView(other, seat)).toEqual(privateView(state, seat));
      for (const strength of STRENGTHS) expect(chooseMove(other, seat, strength, { budget: TEST_BUDGET * 4 }), strength).toEqual(chooseMove(state, seat, strength, { budget: TEST_BUDGET * 4 }));
    });
  }

  for (const { name, options, turns } of INC_CASES) {
    it(`${name}: the same move for every strength whatever the face-down borders`, () => {
      const state = afterPolicyTurns(options, 404, turns);
      const seat = state.phase === 'goals' ? state.players.findIndex((p) => p.secretGoalOffers.length > 0) : state.toMove;
      const other = otherBorders(state);
      expect(other.borderStack).not.toEqual(state.borderStack);
      expect({ ...other, borderStack: undefined, players: undefined }).toEqual({ ...state, borderStack: undefined, players: undefined });
      expect(privateView(other, seat)).toEqual(privateView(state, seat));
      expect(seatSeed(other, seat)).toBe(seatSeed(state, seat));
      for (const strength of STRENGTHS) expect(chooseMove(other, seat, strength, { budget: TEST_BUDGET * 4 }), strength).toEqual(chooseMove(state, seat, strength, { budget: TEST_BUDGET * 4 }));
    });
  }
});
