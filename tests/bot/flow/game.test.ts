import { describe, expect, it } from 'vitest';
import { tableInfo } from '../../../src/bot/flow/game.ts';
import { newGame } from '../../../src/engine/index.ts';
import { storedGame } from './stored-game.ts';

/** The seats as the pictures name them: the full name everywhere, a short one where room is short (Star track tokens). */
describe('the table the pictures name', () => {
  it('names a bot with its strength and, short, without it; a kicked seat short by its person\'s name; a person has no short name', () => {
    const state = newGame({ players: 3 }, 1);
    const game = storedGame(state, {
      seats: [
        { order: 0, kind: 'human', discordUserId: '100000000000000001', displayName: 'Ada' },
        { order: 1, kind: 'bot', discordUserId: undefined, displayName: 'Bot 2', strength: 'hard' },
        { order: 2, kind: 'bot', discordUserId: undefined, displayName: 'Bo (bot)', strength: 'normal' },
      ],
    });
    expect(tableInfo(game, state).seats).toEqual([
      { name: 'Ada', bot: false },
      { name: 'Bot 2 (hard)', bot: true, short: 'Bot 2' },
      { name: 'Bo (normal bot)', bot: true, short: 'Bo' },
    ]);
  });

  it('names Dale the Bot, short "Dale"', () => {
    const state = newGame({ players: 1, solo: 'dale' }, 1);
    const game = storedGame(state, { seats: [{ order: 0, kind: 'human', discordUserId: '100000000000000001', displayName: 'Ada' }] });
    expect(tableInfo(game, state).seats).toEqual([
      { name: 'Ada', bot: false },
      { name: 'Dale the Bot', bot: true, short: 'Dale' },
    ]);
  });
});
