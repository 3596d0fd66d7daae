import { describe, expect, it } from 'vitest';
import { applyMove, areAdjacent, newGame, type GameState, type Move } from '../../../src/engine/index.ts';
import { choosePolicyGoal, choosePolicyMove } from '../../../src/engine/policy/index.ts';
import { turnsAfterThis } from '../../../src/engine/policy/horizon.ts';
import { cell, position } from '../fixtures.ts';

const accepted = (state: GameState, move: Move): GameState => {
  const applied = applyMove(state, move);
  if (!applied.ok) throw new Error(`policy move refused: ${applied.rejection.code}`);
  return applied.state;
};

describe('the policy answers the goals phase', () => {
  it('the first seat still choosing keeps the offer with the bigger bonus', () => {
    const start = newGame({ players: 2 }, 5);
    const offered: GameState = {
      ...start,
      players: start.players.map((p, seat) => ({ ...p, secretGoalOffers: seat === 0 ? ['developer', 'capitalist'] : ['builder', 'luminary'] })),
    };
    // Developer 10, Capitalist 20
    expect(choosePolicyMove(offered)).toEqual({ kind: 'chooseGoal', seat: 0, goal: 'capitalist' });
    const next = accepted(offered, { kind: 'chooseGoal', seat: 0, goal: 'capitalist' });
    // Builder 15, Luminary 10
    expect(choosePolicyMove(next)).toEqual({ kind: 'chooseGoal', seat: 1, goal: 'builder' });
  });

  it('answers for a given seat too (a bot seat while others still choose)', () => {
    const start = newGame({ players: 3 }, 5);
    const offered: GameState = { ...start, players: start.players.map((p) => ({ ...p, secretGoalOffers: ['miser', 'miscreant'] })) };
    // Miser 15, Miscreant 20
    expect(choosePolicyGoal(offered, 2)).toEqual({ kind: 'chooseGoal', seat: 2, goal: 'miscreant' });
  });
});

describe('the policy is deterministic', () => {
  it('gives the same move for the same state, also after a JSON round trip', () => {
    let state = newGame({ players: 3 }, 11);
    for (let i = 0; i < 12; i++) {
      const move = choosePolicyMove(state);
      expect(choosePolicyMove(JSON.parse(JSON.stringify(state)) as GameState)).toEqual(move);
      state = accepted(state, move);
    }
  });
});

describe('the policy always finds a legal move', () => {
  it('with no money at all it still plays (a lake from a $0 slot)', () => {
    const broke = position({ players: [{ money: 0 }, {}] });
    const move = choosePolicyMove(broke);
    expect(move.kind).toBe('lake');
    accepted(broke, move);
  });

  it('in the Lone Architect game it adds the extra discard', () => {
    const solo = position({ solo: 'architect', players: [{ money: 30 }] });
    const move = choosePolicyMove(solo);
    expect(move).toHaveProperty('extraDiscardSlot');
    accepted(solo, move);
  });
});

// Market, leftmost first ($10 $8 $6 $4 $2 $0 $0): three Casinos and a Mint nobody here can pay, then a Mobile Home
// Community ($4, +6 population) and a Convenience Store ($6, +1 income) on the $0 slots.
const MARKET = ['casino', 'mint', 'casino', 'mint', 'casino', 'mobile-home-community', 'convenience-store'];

describe('the policy weighs income and reputation by the turns left', () => {
  it('early on, a Convenience Store beside the Park (+1 income, +1 reputation) beats +6 population', () => {
    const early = position({ players: [{ money: 12 }, {}], market: MARKET });
    const move = choosePolicyMove(early);
    expect(move).toMatchObject({ kind: 'buy', slot: 6 });
    // the Park at (0,-1) gives +1 reputation per adjacent commercial tile
    if (move.kind === 'buy') expect(areAdjacent(move.at, cell(0, -1))).toBe(true);
    accepted(early, move);
  });

  it('on its very last turn it takes the population instead', () => {
    const last: GameState = { ...position({ players: [{ money: 12 }, {}], market: MARKET }), finalRound: 1 };
    expect(choosePolicyMove(last)).toMatchObject({ kind: 'buy', slot: 5 });
  });
});

describe('turns left, from public information only', () => {
  it('a new 2-player game: 8 A + 15 B + 9 C above the band + half the 6-tile band, two per round, plus the last round', () => {
    expect(turnsAfterThis({ ...newGame({ players: 2 }, 1), phase: 'playing' })).toBe(18.5);
  });

  it('a new 4-player game: (14 + 21 + 9 + 6) / 4 + 1', () => {
    expect(turnsAfterThis({ ...newGame({ players: 4 }, 1), phase: 'playing' })).toBe(13.5);
  });

  it('once the 1 More Round tile is out, exactly the rounds that remain', () => {
    const state = newGame({ players: 3 }, 1);
    expect(turnsAfterThis({ ...state, round: 9, finalRound: 10 })).toBe(1);
    expect(turnsAfterThis({ ...state, round: 10, finalRound: 10 })).toBe(0);
  });
});
