import { describe, expect, it } from 'vitest';
import { turnRows } from '../../../src/bot/flow/board.ts';
import { applyMove, choosePolicyGoal, newGame, type GameOptions, type GameState } from '../../../src/engine/index.ts';
import { storedGame } from './stored-game.ts';

/** A game in its first turn: every seat has kept the policy's goal (a Lone Architect game has none to keep). */
const firstTurn = (options: GameOptions): GameState => {
  let state = newGame(options, 11);
  for (let seat = 0; state.phase === 'goals'; seat++) {
    const applied = applyMove(state, choosePolicyGoal(state, seat));
    if (!applied.ok) throw new Error(applied.rejection.code);
    state = applied.state;
  }
  return state;
};


const labels = (options: GameOptions): readonly string[] => {
  const state = firstTurn(options);
  expect(state.phase).toBe('playing');
  return turnRows(storedGame(state), state).flatMap((row) => ('buttons' in row ? row.buttons.map((b) => b.label) : []));
};

describe("the turn message's buttons", () => {
  it('offer the secret goal beside the turn wherever players keep one', () => {
    expect(labels({ players: 2 })).toEqual(['Take your turn', 'My secret goal']);
    expect(labels({ players: 1, solo: 'dale' })).toEqual(['Take your turn', 'My secret goal']);
  });

  it('offer only the turn in a Lone Architect game, which deals no goals', () => {
    expect(labels({ players: 1, solo: 'architect' })).toEqual(['Take your turn']);
  });
});
