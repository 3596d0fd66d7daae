/**
 * What the store keeps and hands out. Plain readonly records: no Prisma types leave src/store.
 * JSON columns (options, state, move entries, job payloads) are opaque here: the store never looks
 * inside them (no game logic in the database layer).
 */

/** Anything JSON.stringify round-trips. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

export const GAME_STATUSES = ['lobby', 'playing', 'finished', 'abandoned'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
/** lobby and playing: at most one such game per channel */
export const UNFINISHED_STATUSES = ['lobby', 'playing'] as const satisfies readonly GameStatus[];

export const SEAT_KINDS = ['human', 'bot'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/** The built-in players' strengths, weakest first: the engine's own list (src/store imports no other layer). */
export const BOT_STRENGTHS = ['easy', 'normal', 'hard'] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];

export const JOB_KINDS = ['reminder', 'deadline', 'goal_deadline', 'bot_move', 'resume', 'board'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export type SeatRecord = {
  /** 0-based turn order */
  readonly order: number;
  readonly kind: SeatKind;
  /** undefined for a bot seat */
  readonly discordUserId: string | undefined;
  readonly displayName: string;
  /** the strength the bot plays at: present on every bot seat, absent on a human seat */
  readonly strength?: BotStrength;
};

/** A seat to fill: a person, or a bot of some strength. */
export type NewSeat =
  | { readonly kind: 'human'; readonly discordUserId: string; readonly displayName: string }
  | { readonly kind: 'bot'; readonly discordUserId?: undefined; readonly displayName: string; readonly strength: BotStrength };

/** Who holds a seat: a person, or the built-in player at a strength. */
export type Holder =
  | { readonly kind: 'human'; readonly discordUserId: string; readonly displayName: string }
  | { readonly kind: 'bot'; readonly strength: BotStrength; readonly displayName: string };

/** A seat's holder from move `fromMove` on, until the seat's next row (seats change hands by kick or replacement). */
export type OccupancyRecord = {
  readonly seat: number;
  /** the log's length when the holder took the seat: the first move they answer for */
  readonly fromMove: number;
  readonly holder: Holder;
  readonly since: Date;
};

/** Who made a move: the person holding the seat, or the built-in player and why it played. */
export type MoveActor =
  | { readonly kind: 'human'; readonly discordUserId: string }
  /** `seat`: a bot seat played its own turn; `skip`: the host skipped the turn; `deadline`: a deadline passed */
  | { readonly kind: 'bot'; readonly why: 'seat' | 'skip' | 'deadline'; readonly strength: BotStrength };

export type GameRecord = {
  readonly id: number;
  readonly guildId: string;
  /** where the game is played: the thread's id when it is in a thread */
  readonly channelId: string;
  /** the channel a thread belongs to; undefined when not in a thread */
  readonly parentChannelId: string | undefined;
  readonly name: string | undefined;
  readonly status: GameStatus;
  readonly hostUserId: string;
  readonly options: Json;
  /** uint32 seed of the engine's RNG */
  readonly seed: number;
  readonly rulesVersion: string;
  /** grows by one with every change to the game (moves, seats, status); never goes back */
  readonly version: number;
  /** the engine state cached after the latest move; undefined before the game starts */
  readonly state: Json | undefined;
  readonly liveMessageId: string | undefined;
  /** the finished game's final results message, in its channel; undefined until posted (and for games finished before it was kept) */
  readonly resultsMessageId: string | undefined;
  readonly endReason: string | undefined;
  readonly createdAt: Date;
  readonly startedAt: Date | undefined;
  readonly endedAt: Date | undefined;
  /** in seat order */
  readonly seats: readonly SeatRecord[];
};

export type MoveRecord = {
  readonly gameId: number;
  /** 0-based position in the log */
  readonly index: number;
  /** seat order of the mover; undefined for entries the game itself makes */
  readonly seat: number | undefined;
  readonly entry: Json;
  /** the game's version after this entry */
  readonly stateVersion: number;
  readonly createdAt: Date;
  /** who made it; undefined for entries logged before actors were recorded */
  readonly actor: MoveActor | undefined;
};

export type JobRecord = {
  readonly id: number;
  readonly gameId: number;
  readonly kind: JobKind;
  readonly key: string;
  readonly dueAt: Date;
  readonly payload: Json;
};

/** A host's pause of a game in play: open (no `endedAt`) until it runs out at `until` or the game is resumed earlier. */
export type PauseRecord = {
  readonly id: number;
  readonly gameId: number;
  readonly pausedByUserId: string;
  readonly startedAt: Date;
  readonly until: Date;
  /** when the game resumed; undefined while paused */
  readonly endedAt: Date | undefined;
};

/** A game's motion to abandon it, and who voted for it so far (Discord user ids, in the order they voted). */
export type AbandonMotionRecord = { readonly id: number; readonly gameId: number; readonly voters: readonly string[] };

/** A posted message whose components act on a game. */
export type LiveMessageRef = { readonly channelId: string; readonly messageId: string };

export type UserPreferences = {
  /** a DM to this user failed because their DMs are closed */
  readonly dmsClosed: boolean;
};

/** Why a write was refused. Each is a normal outcome the caller answers, never an exception. */
export type Rejection =
  | { readonly reason: 'game-not-found' }
  /** another write got there first; the caller shows the fresh state instead of retrying */
  | { readonly reason: 'stale-version'; readonly currentVersion: number }
  | { readonly reason: 'wrong-status'; readonly status: GameStatus }
  | { readonly reason: 'channel-busy'; readonly gameId: number }
  | { readonly reason: 'already-seated'; readonly order: number }
  | { readonly reason: 'not-seated' }
  | { readonly reason: 'table-full' }
  /** a vote names a motion the game does not have */
  | { readonly reason: 'no-such-motion' }
  /** the game is paused already (until then) */
  | { readonly reason: 'paused'; readonly until: Date }
  /** the game is not paused */
  | { readonly reason: 'not-paused' }
  /** the pause would take the game past the total time it may spend paused; `leftMs` of it is left */
  | { readonly reason: 'pause-allowance'; readonly leftMs: number };

export type Result<T> = ({ readonly ok: true } & T) | ({ readonly ok: false } & Rejection);
