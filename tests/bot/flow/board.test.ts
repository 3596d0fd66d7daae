import { describe, expect, it } from 'vitest';
import { turnRows } from '../../../src/bot/flow/board.ts';
import { applyMove, choosePolicyGoal, newGame, RULES_VERSION, type GameOptions, type GameState } from '../../../src/engine/index.ts';
import type { GameRecord, Json } from '../../../src/store/types.ts';

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

const record = (state: GameState, options: GameOptions): GameRecord => ({
  id: 3,
  guildId: '100000000000000002',
  channelId: '100000000000000003',
  parentChannelId: undefined,
  name: undefined,
  status: 'playing',
  hostUserId: '100000000000000001',
  options: options as unknown as Json,
  seed: 11,
  rulesVersion: RULES_VERSION,
  version: 4,
  state: state as unknown as Json,
  liveMessageId: undefined,
  endReason: undefined,
  createdAt: new Date(0),
  startedAt: new Date(0),
  endedAt: undefined,
  seats: [{ order: 0, kind: 'human', discordUserId: '100000000000000001', displayName: 'Ada' }],
});

const labels = (options: GameOptions): readonly string[] => {
  const state = firstTurn(options);
  expect(state.phase).toBe('playing');
  return turnRows(record(state, options), state).flatMap((row) => ('buttons' in row ? row.buttons.map((b) => b.label) : []));
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
