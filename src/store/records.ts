/** Prisma rows → the store's plain records (undefined instead of null, numbers instead of bigint). */
import type { Game, Move, ScheduledJob, Seat } from './generated/client.ts';
import type { GameRecord, JobRecord, Json, MoveRecord, SeatRecord } from './types.ts';

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

export const seatRecord = (seat: Seat): SeatRecord => ({
  order: seat.order,
  kind: seat.kind,
  discordUserId: orUndefined(seat.discordUserId),
  displayName: seat.displayName,
  ...(seat.botStrength === null ? {} : { strength: seat.botStrength }),
});

export const gameRecord = (game: Game & { readonly seats: readonly Seat[] }): GameRecord => ({
  id: game.id,
  guildId: game.guildId,
  channelId: game.channelId,
  parentChannelId: orUndefined(game.parentChannelId),
  name: orUndefined(game.name),
  status: game.status,
  hostUserId: game.hostUserId,
  options: game.options as Json,
  seed: Number(game.seed),
  rulesVersion: game.rulesVersion,
  version: game.version,
  state: orUndefined(game.state as Json | null),
  liveMessageId: orUndefined(game.liveMessageId),
  endReason: orUndefined(game.endReason),
  createdAt: game.createdAt,
  startedAt: orUndefined(game.startedAt),
  endedAt: orUndefined(game.endedAt),
  seats: [...game.seats].sort((a, b) => a.order - b.order).map(seatRecord),
});

export const moveRecord = (move: Move): MoveRecord => ({
  gameId: move.gameId,
  index: move.index,
  seat: orUndefined(move.seat),
  entry: move.entry as Json,
  stateVersion: move.stateVersion,
  createdAt: move.createdAt,
});

export const jobRecord = (job: ScheduledJob): JobRecord => ({
  id: job.id,
  gameId: job.gameId,
  kind: job.kind,
  key: job.key,
  dueAt: job.dueAt,
  payload: job.payload as Json,
});
