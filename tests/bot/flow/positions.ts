/** Fixtures for flow tests on engine positions: a stored record of a 2-player game in play, and the starting column. */
import type { GameState, PieceSpec } from '../../../src/engine/index.ts';
import type { GameRecord, Json } from '../../../src/store/types.ts';

/** Ada (seat 0) and Bo (seat 1) playing `state`, stored as game 7 at version 12. */
export const recordOf = (state: GameState): GameRecord => ({
  id: 7,
  guildId: '100000000000000002',
  channelId: '100000000000000003',
  parentChannelId: undefined,
  name: undefined,
  status: 'playing',
  hostUserId: '100000000000000001',
  options: { players: 2, ...(state.options.sets === undefined ? {} : { sets: state.options.sets }) },
  seed: 99,
  rulesVersion: state.rulesVersion,
  version: 12,
  state: state as unknown as Json,
  liveMessageId: undefined,
  endReason: undefined,
  createdAt: new Date(0),
  startedAt: new Date(0),
  endedAt: undefined,
  seats: [
    { order: 0, kind: 'human', discordUserId: '100000000000000001', displayName: 'Ada' },
    { order: 1, kind: 'human', discordUserId: '100000000000000005', displayName: 'Bo' },
  ],
});

/** Every borough's starting tiles (rulebook set-up). */
export const STARTING: readonly PieceSpec[] = [
  { tileId: 'suburbs', at: { q: 0, r: 0 } },
  { tileId: 'community-park', at: { q: 0, r: -1 } },
  { tileId: 'heavy-factory', at: { q: 0, r: -2 } },
];
