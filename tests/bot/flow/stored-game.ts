import { RULES_VERSION, type GameState } from '../../../src/engine/index.ts';
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
  rulesVersion: RULES_VERSION,
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
  ...fields,
});
