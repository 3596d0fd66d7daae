import type { GameState, PieceSpec } from '../../../src/engine/index.ts';
import type { GameRecord, Json } from '../../../src/store/types.ts';

/** A game as the store would hand it out, playing `state` (two seats, Ada and Bo, unless `fields` says otherwise). */
export const storedGame = (state: GameState, fields: Partial<GameRecord> = {}): GameRecord => ({
  id: 7,
  guildId: '100000000000000002',
  channelId: '100000000000000003',
  parentChannelId: undefined,
  name: undefined,
  status: 'playing',
  hostUserId: '100000000000000001',
  options: state.options as unknown as Json,
  seed: 99,
  rulesVersion: state.rulesVersion,
  version: 12,
  state: state as unknown as Json,
  liveMessageId: undefined,
  resultsMessageId: undefined,
  endReason: undefined,
  createdAt: new Date(0),
  startedAt: new Date(0),
  endedAt: undefined,
  seats: [
    { order: 0, kind: 'human', discordUserId: '100000000000000001', displayName: 'Ada' },
    { order: 1, kind: 'human', discordUserId: '100000000000000005', displayName: 'Bo' },
  ],
  ...fields,
});

/** Every borough's starting tiles (rulebook set-up). */
export const STARTING: readonly PieceSpec[] = [
  { tileId: 'suburbs', at: { q: 0, r: 0 } },
  { tileId: 'community-park', at: { q: 0, r: -1 } },
  { tileId: 'heavy-factory', at: { q: 0, r: -2 } },
];
