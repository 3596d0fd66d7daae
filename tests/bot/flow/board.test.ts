import { describe, expect, it } from 'vitest';
import { boardLeftToBots, turnMessage, turnRows } from '../../../src/bot/flow/board.ts';
import { applyMove, choosePolicyGoal, newGame, type GameOptions, type GameState } from '../../../src/engine/index.ts';
import type { GameRecord, SeatRecord } from '../../../src/store/types.ts';
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

describe('the post of a move that bot seats follow', () => {
  const person = (order: number): SeatRecord => ({ order, kind: 'human', discordUserId: `10000000000000000${order + 1}`, displayName: `Person ${order + 1}` });
  const bot = (order: number): SeatRecord => ({ order, kind: 'bot', discordUserId: undefined, displayName: `Bot ${order + 1}`, strength: 'easy' });
  /** `state` stored with a bot at each seat `isBot` names and a person at every other. */
  const seated = (state: GameState, isBot: (seat: number) => boolean, fields: Partial<GameRecord> = {}): GameRecord =>
    storedGame(state, { seats: state.players.map((_, seat) => (isBot(seat) ? bot(seat) : person(seat))), ...fields });
  const threePlayers = firstTurn({ players: 3 });

  it("leaves the board to the bots when a bot seat's turn is next: their job posts it with their turns", () => {
    expect(boardLeftToBots(seated(threePlayers, (seat) => seat === threePlayers.toMove), threePlayers)).toBe(true);
  });

  it("keeps the board when a person's turn is next, whoever else is a bot, or when the game is no longer played", () => {
    expect(boardLeftToBots(seated(threePlayers, (seat) => seat !== threePlayers.toMove), threePlayers)).toBe(false);
    expect(boardLeftToBots(seated(threePlayers, () => true, { status: 'finished' }), threePlayers)).toBe(false);
  });

  it('leaves nothing to the bots while secret goals are kept: those choices post no turn message', () => {
    const goals = newGame({ players: 2 }, 11);
    expect(goals.phase).toBe('goals');
    expect(boardLeftToBots(seated(goals, () => true), goals)).toBe(false);
  });

  it('says who is thinking, without the pictures, and keeps the secret-goal button', async () => {
    const game = seated(threePlayers, (seat) => seat === threePlayers.toMove);
    const without = await turnMessage(game, threePlayers, [], false, false);
    expect(without.content).toContain(`**Bot ${threePlayers.toMove + 1} (easy)** is thinking about its move`);
    expect(without.files).toBeUndefined();
    expect(without.rows).toEqual(turnRows(game, threePlayers));
    expect(without.rows?.flatMap((r) => ('buttons' in r ? r.buttons.map((b) => b.label) : []))).toEqual(['My secret goal']);
    const withBoard = await turnMessage(game, threePlayers, [], false);
    expect(withBoard.files?.map((f) => f.name)).toEqual(['market.png', 'boroughs-1.png', 'boroughs-2.png']);
  });
});
