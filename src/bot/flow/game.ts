/**
 * A stored game as the flow uses it: the record, the engine state (rebuilt from the move log when the cached
 * snapshot is missing or of another schema), and who sits where.
 */
import { isSetId, newGame, normalizedSets, replay, SCHEMA, type Applied, type GameOptions, type GameState, type Move, type Rejected, type Seat, type SetId, type SoloMode, type Strength } from '../../engine/index.ts';
import type { TableInfo } from '../../render/index.ts';
import type { Store } from '../../store/store.ts';
import type { GameRecord, Json, SeatRecord } from '../../store/types.ts';
import { DEFAULT_DEADLINE_HOURS, DEFAULT_REMINDER_HOURS } from '../scheduler/settings.ts';

/** What `/suburbia new` stores as the game's options: the engine's, plus the bot's timing settings. */
export type StoredOptions = {
  readonly players: number;
  readonly solo?: SoloMode;
  /** the expansions in play, in SETS order; absent for the base game */
  readonly sets?: readonly SetId[];
  readonly deadlineHours: number;
  readonly reminderHours: number;
  /** whether a passed turn deadline plays the turn automatically; absent: the default (src/bot/scheduler/settings.ts) */
  readonly autoSkip?: boolean;
};

export const DALE_NAME = 'Dale the Bot';
const DALE_SHORT = 'Dale';

const isRecord = (value: Json | undefined): value is { readonly [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

const setsOf = (value: Json | undefined): readonly SetId[] =>
  normalizedSets(Array.isArray(value) ? value.filter((s): s is SetId => typeof s === 'string' && isSetId(s)) : []);

export const storedOptions = (game: Pick<GameRecord, 'options'>): StoredOptions => {
  const o = isRecord(game.options) ? game.options : {};
  const solo = o['solo'] === 'architect' || o['solo'] === 'dale' ? o['solo'] : undefined;
  const sets = setsOf(o['sets']);
  return {
    players: typeof o['players'] === 'number' ? o['players'] : 1,
    ...(solo === undefined ? {} : { solo }),
    ...(sets.length === 0 ? {} : { sets }),
    deadlineHours: typeof o['deadlineHours'] === 'number' ? o['deadlineHours'] : DEFAULT_DEADLINE_HOURS,
    reminderHours: typeof o['reminderHours'] === 'number' ? o['reminderHours'] : DEFAULT_REMINDER_HOURS,
    ...(typeof o['autoSkip'] === 'boolean' ? { autoSkip: o['autoSkip'] } : {}),
  };
};

/** The game's stored options with `sets` in play instead of the ones before; every other key stays as it is. */
export const optionsWithSets = (game: Pick<GameRecord, 'options'>, sets: readonly SetId[]): Json => {
  const rest = Object.fromEntries(Object.entries(isRecord(game.options) ? game.options : {}).filter(([key]) => key !== 'sets'));
  return sets.length === 0 ? rest : { ...rest, sets: [...sets] };
};

/** The engine's options; a base game has no `sets` at all, as games stored before the expansions do. */
export const engineOptions = (options: StoredOptions): GameOptions => ({
  players: options.players,
  ...(options.solo === undefined ? {} : { solo: options.solo }),
  ...(options.sets === undefined || options.sets.length === 0 ? {} : { sets: options.sets }),
});

/** The name every message about the game carries. */
export const gameTitle = (game: Pick<GameRecord, 'id' | 'name'>): string => game.name ?? `Suburbia #${game.id}`;

/** Moves in the log, in order (entries are engine Moves as JSON). */
export const logMoves = async (store: Store, gameId: number): Promise<readonly Move[]> =>
  (await store.loadMoves(gameId)).map((m) => m.entry as unknown as Move);

/** The engine's replay of a stored game's log; `moves` may end with a move not stored yet (an undo). */
export const replayLog = (game: GameRecord, moves: readonly Move[]): Applied | Rejected =>
  replay({ options: engineOptions(storedOptions(game)), seed: game.seed, rulesVersion: game.rulesVersion, moves });

const cachedState = (game: GameRecord): GameState | undefined => {
  const state = game.state as unknown as GameState | undefined;
  return state !== undefined && state.schema === SCHEMA && state.rulesVersion === game.rulesVersion ? state : undefined;
};

export type LoadedGame = { readonly game: GameRecord; readonly state: GameState };

/** The engine state of a started game; undefined for a lobby. Throws if the log no longer replays (a broken invariant). */
export const stateOf = async (store: Store, game: GameRecord): Promise<GameState | undefined> => {
  if (game.status === 'lobby') return undefined;
  const cached = cachedState(game);
  if (cached !== undefined) return cached;
  const moves = await logMoves(store, game.id);
  if (moves.length === 0) return newGame(engineOptions(storedOptions(game)), game.seed);
  const replayed = replayLog(game, moves);
  if (!replayed.ok) throw new Error(`game ${game.id} does not replay: ${replayed.rejection.code} ${replayed.rejection.detail ?? ''}`);
  return replayed.state;
};

/** How a kicked seat is named: the person's name, marked as now played by the bot. */
const KICKED = ' (bot)';
export const kickedSeatName = (name: string): string => `${name}${KICKED}`;

/** A seat's name as every message and picture shows it: a bot's with its strength ("Bot 2 (hard)", a kicked "Ann (normal bot)"). */
export const seatLabel = (seat: SeatRecord): string => {
  if (seat.kind !== 'bot' || seat.strength === undefined) return seat.displayName;
  return seat.displayName.endsWith(KICKED) ? `${seat.displayName.slice(0, -KICKED.length)} (${seat.strength} bot)` : `${seat.displayName} (${seat.strength})`;
};

/** A bot seat's name without its strength where room is short ("Bot 2", a kicked seat's "Ann"); a person's has none. */
const shortLabel = (seat: SeatRecord): string | undefined => {
  if (seat.kind !== 'bot') return undefined;
  return seat.displayName.endsWith(KICKED) ? seat.displayName.slice(0, -KICKED.length) : seat.displayName;
};

/** Seats as the pictures name them; Dale the Bot's engine seat has no stored seat. */
export const tableInfo = (game: GameRecord, state: GameState | undefined): TableInfo => {
  const count = Math.max(game.seats.length, state?.players.length ?? 0);
  return {
    title: gameTitle(game),
    seats: Array.from({ length: count }, (_, i) => {
      const seat = game.seats[i];
      if (state?.players[i]?.isDale === true || seat === undefined) return { name: DALE_NAME, bot: true, short: DALE_SHORT };
      const short = shortLabel(seat);
      return { name: seatLabel(seat), bot: seat.kind === 'bot', ...(short === undefined ? {} : { short }) };
    }),
  };
};

export const seatName = (game: GameRecord, state: GameState | undefined, seat: Seat): string => tableInfo(game, state).seats[seat]?.name ?? `Seat ${seat + 1}`;

/** The seat a Discord user holds in the game, if any. */
export const seatOf = (game: GameRecord, userId: string): Seat | undefined => game.seats.find((s) => s.discordUserId === userId)?.order;

/** A solo game (Dale the Bot or the Lone Architect): one person, whom the messages address alone. */
export const isSolo = (state: GameState): boolean => state.options.players === 1;

/** The Discord user to act for a seat, when a person sits there. */
export const userAt = (game: GameRecord, seat: Seat): string | undefined => {
  const s = game.seats[seat];
  return s?.kind === 'human' ? s.discordUserId : undefined;
};

/** The strength a stored bot seat plays at; undefined for a person's seat (and Dale, who has no stored seat). */
export const botStrengthAt = (game: GameRecord, seat: Seat): Strength | undefined => {
  const s = game.seats[seat];
  return s?.kind === 'bot' ? s.strength : undefined;
};

export const isBotSeat = (game: GameRecord, state: GameState, seat: Seat): boolean =>
  state.players[seat]?.isDale !== true && game.seats[seat]?.kind === 'bot';

export const messageLink = (game: GameRecord): string =>
  `https://discord.com/channels/${game.guildId}/${game.channelId}${game.liveMessageId === undefined ? '' : `/${game.liveMessageId}`}`;
