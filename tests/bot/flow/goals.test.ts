import { describe, expect, it } from 'vitest';
import { startMessage } from '../../../src/bot/flow/goals.ts';
import { newGame } from '../../../src/engine/index.ts';
import { storedGame } from './stored-game.ts';

const ADA = { order: 0, kind: 'human', discordUserId: '100000000000000001', displayName: 'Ada' } as const;
const CHOOSING = 'Press the button below (only you will see your offers); if your DMs are open, the offers are in your DMs too.';

/** The start message names every seat and tells the people at the table to keep a secret goal. */
describe('the start message', () => {
  it('speaks to the table in a game of several players', () => {
    const state = newGame({ players: 2 }, 1);
    expect(startMessage(storedGame(state), state).content).toBe(
      `**Suburbia #7** has started! Seats: Ada, Bo.\n<@100000000000000001> <@100000000000000005>: each of you keeps one of two secret goals. ${CHOOSING} Turn 1 begins once everyone has chosen.`,
    );
  });

  it('names Dale the Bot among the seats of a Dale game and speaks to its one player', () => {
    const state = newGame({ players: 1, solo: 'dale' }, 1);
    expect(startMessage(storedGame(state, { seats: [ADA] }), state).content).toBe(
      `**Suburbia #7** has started! Seats: Ada, Dale the Bot.\n<@100000000000000001>: you keep one of two secret goals. ${CHOOSING} Turn 1 begins once you have chosen.`,
    );
  });

  it("speaks to the Lone Architect's one player", () => {
    const state = newGame({ players: 1, solo: 'architect' }, 1);
    expect(startMessage(storedGame(state, { seats: [ADA] }), state).content).toBe(
      `**Suburbia #7** has started! Seats: Ada.\n<@100000000000000001>: you keep one of two secret goals. ${CHOOSING} Turn 1 begins once you have chosen.`,
    );
  });
});
