/** Prisma rows → the store's plain records (undefined instead of null, numbers instead of bigint). */
import type { Game, GamePause, Move, ScheduledJob, Seat, SeatOccupancy } from './generated/client.ts';
import type { GameRecord, JobRecord, Json, MoveActor, MoveRecord, NewSeat, OccupancyRecord, PauseRecord, SeatRecord } from './types.ts';

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
  resultsMessageId: orUndefined(game.resultsMessageId),
  endReason: orUndefined(game.endReason),
  createdAt: game.createdAt,
  startedAt: orUndefined(game.startedAt),
  endedAt: orUndefined(game.endedAt),
  seats: [...game.seats].sort((a, b) => a.order - b.order).map(seatRecord),
});

/** The actor columns of a move; a row that does not hold a whole actor has none (logged before actors were). */
const moveActor = (move: Move): MoveActor | undefined => {
  if (move.actorKind === 'person') return move.actorUserId === null ? undefined : { kind: 'human', discordUserId: move.actorUserId };
  if (move.actorKind === null || move.actorStrength === null) return undefined;
  const why = move.actorKind === 'bot_seat' ? 'seat' : move.actorKind === 'bot_skip' ? 'skip' : 'deadline';
  return { kind: 'bot', why, strength: move.actorStrength };
};

/** A move's actor as its columns. */
export const actorColumns = (actor: MoveActor | undefined): Pick<Move, 'actorKind' | 'actorUserId' | 'actorStrength'> => {
  if (actor === undefined) return { actorKind: null, actorUserId: null, actorStrength: null };
  if (actor.kind === 'human') return { actorKind: 'person', actorUserId: actor.discordUserId, actorStrength: null };
  return { actorKind: `bot_${actor.why}`, actorUserId: null, actorStrength: actor.strength };
};

export const moveRecord = (move: Move): MoveRecord => ({
  gameId: move.gameId,
  index: move.index,
  seat: orUndefined(move.seat),
  entry: move.entry as Json,
  stateVersion: move.stateVersion,
  createdAt: move.createdAt,
  actor: moveActor(move),
});

export const occupancyRecord = (row: SeatOccupancy): OccupancyRecord => ({
  seat: row.seat,
  fromMove: row.fromMove,
  holder:
    row.kind === 'human' && row.discordUserId !== null
      ? { kind: 'human', discordUserId: row.discordUserId, displayName: row.displayName }
      : { kind: 'bot', strength: row.strength ?? 'normal', displayName: row.displayName },
  since: row.since,
});

/** The holder a seat record stands for; a bot seat plays at the normal strength (kicks, skips and deadlines use it). */
export const holderColumns = (seat: NewSeat | SeatRecord): Pick<SeatOccupancy, 'kind' | 'discordUserId' | 'displayName' | 'strength'> =>
  seat.kind === 'human' && seat.discordUserId !== undefined
    ? { kind: 'human', discordUserId: seat.discordUserId, displayName: seat.displayName, strength: null }
    : { kind: 'bot', discordUserId: null, displayName: seat.displayName, strength: seat.strength ?? 'normal' };

export const jobRecord = (job: ScheduledJob): JobRecord => ({
  id: job.id,
  gameId: job.gameId,
  kind: job.kind,
  key: job.key,
  dueAt: job.dueAt,
  payload: job.payload as Json,
});

export const pauseRecord = (pause: GamePause): PauseRecord => ({
  id: pause.id,
  gameId: pause.gameId,
  pausedByUserId: pause.pausedByUserId,
  startedAt: pause.startedAt,
  until: pause.until,
  endedAt: orUndefined(pause.endedAt),
});
