import { describe, expect, it } from 'vitest';
import { beginsWords } from '../../../src/bot/flow/play.ts';
import { applyMove, choosePolicyMove, newGame, type GameOptions, type GameState } from '../../../src/engine/index.ts';

/** The game at the move that keeps the last secret goal, and after it. */
const lastGoalKept = (options: GameOptions): { readonly from: GameState; readonly last: GameState } => {
  let from = newGame(options, 1);
  for (;;) {
    const applied = applyMove(from, choosePolicyMove(from));
    if (!applied.ok) throw new Error(applied.rejection.code);
    if (applied.state.phase !== 'goals') return { from, last: applied.state };
    from = applied.state;
  }
};

describe('the words that open the first turn once the secret goals are kept', () => {
  it('say every player has kept one, at a table', () => {
    const { from, last } = lastGoalKept({ players: 3 });
    expect(beginsWords(from, last)).toBe('Every player has kept a secret goal: the game begins! ');
    expect(beginsWords(last, last)).toBe('');
  });

  it('speak to the one player of a solo game', () => {
    const { from, last } = lastGoalKept({ players: 1, solo: 'dale' });
    expect(beginsWords(from, last)).toBe('You have kept your secret goal: the game begins! ');
  });
});
