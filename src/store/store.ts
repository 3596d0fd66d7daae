/**
 * The repository the other layers call. It keeps and hands out records; it knows nothing of the
 * game's rules. Every write that changes a game bumps its version in the same transaction, so a
 * writer holding an older version is refused ('stale-version') instead of silently retried.
 */
import type { AbandonMotionRecord, GameRecord, JobKind, JobRecord, Json, LiveMessageRef, MoveActor, MoveRecord, NewSeat, OccupancyRecord, PauseRecord, Result, UserPreferences } from './types.ts';

export type NewGame = {
  readonly guildId: string;
  readonly channelId: string;
  readonly parentChannelId?: string | undefined;
  readonly name?: string | undefined;
  readonly hostUserId: string;
  readonly options: Json;
  readonly seed: number;
  readonly rulesVersion: string;
  /** seated in this order (e.g. the host, or the bot seat of a solo game) */
  readonly seats: readonly NewSeat[];
};

export type NewMove = {
  readonly gameId: number;
  /** the version the mover saw; anything else is refused as stale */
  readonly expectedVersion: number;
  /** seat order of the mover; undefined for entries the game itself makes */
  readonly seat: number | undefined;
  /** who made it: the person, or the built-in player and why (undefined when the caller cannot tell) */
  readonly actor?: MoveActor | undefined;
  readonly entry: Json;
  /** the engine state after this entry, cached on the game */
  readonly state: Json;
  /** this entry ends the game: status becomes finished and pending jobs are cancelled */
  readonly finishes?: boolean;
  /**
   * the jobs of the game after this entry (e.g. the next turn's reminder and deadline, a bot's move), in place of
   * its pending jobs of `kinds`, in the same transaction: a move is never recorded without the jobs that carry the
   * game on, and a refused move changes none
   */
  readonly jobs?: JobReplacement;
};

/** Jobs of a game that take the place of its pending jobs of some kinds (each job of one of those kinds). */
export type JobReplacement = { readonly kinds: readonly JobKind[]; readonly jobs: readonly GameJob[] };

export type NewJob = {
  readonly gameId: number;
  readonly kind: JobKind;
  /** tells apart jobs of one kind in one game; scheduling replaces the pending job with the same key */
  readonly key?: string;
  /** due this long after the database's clock now (negative: already due) */
  readonly delayMs: number;
  /** what the job is about, e.g. the game version it was scheduled for, so a late job can tell it is outdated */
  readonly payload?: Json;
};

/** A job of a game, scheduled together with a change to that game. */
export type GameJob = Omit<NewJob, 'gameId'>;

export type AbandonVote = {
  readonly gameId: number;
  /** the motion a vote button names; undefined: the game's motion, opened now when it has none */
  readonly motionId: number | undefined;
  /** who votes: the person who clicked or ran the command */
  readonly voterUserId: string;
  /** the game's endReason when the vote carries the motion */
  readonly reason: string;
  /** whether the motion carries, given the game as it is under the lock and every vote cast, this one included */
  readonly carries: (game: GameRecord, voters: readonly string[]) => boolean;
};

export type VoteOutcome = {
  /** the game after the vote (abandoned when `carried`) */
  readonly game: GameRecord;
  readonly motion: AbandonMotionRecord;
  /** the motion was opened by this vote */
  readonly opened: boolean;
  /** false when this person had voted already (their vote counts once) */
  readonly counted: boolean;
  readonly carried: boolean;
};

export type NewPause = {
  readonly gameId: number;
  /** who pauses it (the host) */
  readonly pausedByUserId: string;
  /** the pause runs out this long after the database's clock now */
  readonly durationMs: number;
  /** the most time the game's pauses may take together, this one included */
  readonly maxTotalMs: number;
  /** the jobs of the paused game in place of its pending ones (e.g. only the job that resumes it at `until`) */
  readonly jobs: (pause: PauseRecord) => JobReplacement;
};

export type Store = {
  readonly backend: 'postgresql' | 'pglite';
  /** migrations applied when this store was opened (empty when the database was up to date) */
  readonly appliedMigrations: readonly string[];

  /** a lobby with its first seats; refused with 'channel-busy' while the channel has an unfinished game */
  createGame(game: NewGame): Promise<Result<{ readonly game: GameRecord }>>;
  loadById(gameId: number): Promise<GameRecord | undefined>;
  /** the channel's unfinished (lobby or playing) game */
  loadByChannel(channelId: string): Promise<GameRecord | undefined>;
  /** the channel's newest game of any status, or with `before` the newest opened before that game */
  newestGameInChannel(channelId: string, before?: number): Promise<GameRecord | undefined>;
  /** a guild's unfinished games, newest first; only those where the user has a seat when one is given */
  listUnfinishedGames(filter: { readonly guildId: string; readonly discordUserId?: string }): Promise<readonly GameRecord[]>;

  /**
   * seats a person or a bot at the lobby's next seat; with `expectedVersion`, only in the lobby as it was then
   * (e.g. the host's bot, added from the lobby's message of that version)
   */
  addSeat(gameId: number, seat: NewSeat, limits: { readonly maxSeats: number; readonly expectedVersion?: number }): Promise<Result<{ readonly game: GameRecord }>>;
  /** leaves the lobby; later seats move up */
  removeSeat(gameId: number, discordUserId: string): Promise<Result<{ readonly game: GameRecord }>>;
  /** empties the lobby's last bot seat, only in the lobby as it was at `expectedVersion`; later seats move up; 'not-seated' without a bot */
  removeLastBotSeat(gameId: number, expectedVersion: number): Promise<Result<{ readonly game: GameRecord }>>;
  /** hands a seat of an unfinished game to someone else or to the bot (kick, replace); in play, recorded as the seat's holder from the next move on */
  replaceSeat(gameId: number, order: number, seat: NewSeat): Promise<Result<{ readonly game: GameRecord }>>;

  /**
   * lobby → playing, with the engine's initial state, recording each seat's holder from the first move on; `jobs` of the started game (e.g. the goal deadline) are
   * scheduled in the same transaction, so a game never starts without them; `rulesVersion`, when given, replaces
   * the lobby's (the rules version the options call for at the start)
   */
  startGame(start: {
    readonly gameId: number;
    readonly expectedVersion: number;
    readonly state: Json;
    readonly rulesVersion?: string;
    readonly jobs?: (started: GameRecord) => readonly GameJob[];
  }): Promise<Result<{ readonly game: GameRecord }>>;
  /** appends to the move log and caches the state, in one transaction with the version check */
  appendMove(move: NewMove): Promise<Result<{ readonly move: MoveRecord; readonly version: number }>>;
  /** the log from an index on, in order */
  loadMoves(gameId: number, fromIndex?: number): Promise<readonly MoveRecord[]>;
  /** who held each seat from which move on, by seat, then move, then as recorded */
  loadOccupancy(gameId: number): Promise<readonly OccupancyRecord[]>;
  /** a guild's finished and abandoned games, in the order they ended */
  listEndedGames(filter: { readonly guildId: string }): Promise<readonly GameRecord[]>;
  /** the last `count` entries, in order */
  loadRecentMoves(gameId: number, count: number): Promise<readonly MoveRecord[]>;
  /** playing → finished, with the final state; pending jobs are cancelled */
  finishGame(finish: { readonly gameId: number; readonly expectedVersion: number; readonly state: Json }): Promise<Result<{ readonly game: GameRecord }>>;
  /** lobby or playing → abandoned (host, vote, deleted channel); pending jobs are cancelled */
  abandonGame(gameId: number, reason: string): Promise<Result<{ readonly game: GameRecord }>>;
  /**
   * Records a vote to abandon an unfinished game, under the game's row lock: the vote is added (once per person),
   * the tally is read in the same transaction, and when `carries` says so the game is abandoned in it too (its
   * pending jobs cancelled). Votes racing each other queue on the lock, so none is lost and exactly one carries.
   */
  castAbandonVote(vote: AbandonVote): Promise<Result<VoteOutcome>>;
  /** the game's motion to abandon it, if one was opened */
  abandonMotion(gameId: number): Promise<AbandonMotionRecord | undefined>;
  /**
   * Records a posted message carrying the game's components, built for the game's `version`. Under the game's
   * row lock, every unretired message of the game but the newest (highest version, then latest recorded) is
   * retired — all of them, this one included, once the game has ended — and returned: the caller disables their
   * components. Posts may finish in any order; whichever records last sees them all. A motion's message (with
   * `motionId`) takes no part in that: it stays live until the game ends. Not a change to the game, so no version
   * bump.
   */
  recordLiveMessage(message: LiveMessageRef & { readonly gameId: number; readonly version: number; readonly motionId?: number }): Promise<readonly LiveMessageRef[]>;
  /** the game ended: retires all its messages with components and returns them to be disabled */
  retireLiveMessages(gameId: number): Promise<readonly LiveMessageRef[]>;
  /** the version the game's live message (a motion's aside) was built for; undefined when none is live */
  liveVersion(gameId: number): Promise<number | undefined>;
  /**
   * replaces the options of a lobby or a game in play (e.g. the host's timing settings); they are not part of
   * the game's state, so no version bump: the live components stay valid
   */
  setOptions(gameId: number, options: Json): Promise<Result<{ readonly game: GameRecord }>>;
  /**
   * replaces a lobby's options and rules version (e.g. the sets in play) at `expectedVersion`, bumping it: a
   * choice made on an older view of the lobby is refused ('stale-version')
   */
  setLobbyOptions(change: { readonly gameId: number; readonly expectedVersion: number; readonly options: Json; readonly rulesVersion: string }): Promise<Result<{ readonly game: GameRecord }>>;

  /**
   * Pauses a game in play, under the game's row lock: refused while it is paused ('paused') or when the time its
   * pauses take would pass `maxTotalMs` ('pause-allowance'; an ended pause counts until it ended, never past its
   * `until`). Bumps the version (a move built before the pause is refused as stale) and replaces the pending jobs.
   */
  pauseGame(pause: NewPause): Promise<Result<{ readonly game: GameRecord; readonly pause: PauseRecord }>>;
  /**
   * Ends the open pause of a game in play (only the pause `pauseId` when given), under the game's row lock:
   * 'not-paused' without one. Bumps the version and replaces the pending jobs with `jobs` of the resumed game.
   */
  resumeGame(resume: { readonly gameId: number; readonly pauseId?: number; readonly jobs: (game: GameRecord) => JobReplacement }): Promise<Result<{ readonly game: GameRecord; readonly pause: PauseRecord }>>;
  /** the open pause of a game in play; undefined when it is not paused (or no longer played) */
  openPause(gameId: number): Promise<PauseRecord | undefined>;
  /** every pause of a game, in the order they began */
  loadPauses(gameId: number): Promise<readonly PauseRecord[]>;

  scheduleJob(job: NewJob): Promise<JobRecord>;
  /**
   * In one transaction, removes the game's pending jobs of the given kinds and schedules `jobs` (each of one
   * of those kinds) in their place; returns the new jobs in the order given
   */
  replaceJobs(replacement: {
    readonly gameId: number;
    readonly kinds: readonly JobKind[];
    readonly jobs: readonly Omit<NewJob, 'gameId'>[];
  }): Promise<readonly JobRecord[]>;
  /** removes pending jobs of a game (of one kind, or one key, when given); returns how many */
  cancelJobs(filter: { readonly gameId: number; readonly kind?: JobKind; readonly key?: string }): Promise<number>;
  /**
   * Claims up to `limit` jobs that are due by the database's clock. A claimed job is handed to no
   * one else while its lease lasts (two processes never both get it); a job whose claimer died
   * without completing it is handed out again after the lease. Only jobs of `kinds`, when given.
   */
  claimDueJobs(claim: { readonly owner: string; readonly limit: number; readonly leaseMs: number; readonly kinds?: readonly JobKind[] }): Promise<readonly JobRecord[]>;
  /** marks a claimed job done; false when this owner no longer holds it (cancelled, or the lease passed) */
  completeJob(jobId: number, owner: string): Promise<boolean>;
  /**
   * Records why a claimed job's run failed. A job claimed `maxAttempts` times is given up (marked done, never
   * handed out again); otherwise it is handed out again after its lease. 'not-held' when another claimer took it
   * over meanwhile, or it was cancelled.
   */
  failJob(jobId: number, owner: string, failure: { readonly error: string; readonly maxAttempts: number }): Promise<'retry-later' | 'given-up' | 'not-held'>;
  /**
   * Hands a claimed job back unrun (its process is shutting down): due again at once for any claimer, and the
   * claim does not count as an attempt. False when this owner no longer holds it.
   */
  releaseJob(jobId: number, owner: string): Promise<boolean>;

  userPreferences(discordUserId: string): Promise<UserPreferences>;
  setDmsClosed(discordUserId: string, closed: boolean): Promise<void>;
  /** keeps the id of a finished game's final results message (posted in the game's channel); not a change to the game, so no version bump */
  recordResultsMessage(gameId: number, messageId: string): Promise<void>;
  /** a DM to this user failed in this game; it is not retried for the game */
  recordDmFailure(gameId: number, discordUserId: string, code: number): Promise<void>;
  dmFailures(gameId: number): Promise<ReadonlySet<string>>;

  /** the database's clock, which due times are compared with */
  now(): Promise<Date>;
  close(): Promise<void>;
};
