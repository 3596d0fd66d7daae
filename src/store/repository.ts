/** The Store on top of a Prisma client; the same code serves PostgreSQL and PGlite. */
import { Prisma } from './generated/client.ts';
import type { PrismaClient } from './generated/client.ts';
import { actorColumns, gameRecord, holderColumns, jobRecord, moveRecord, occupancyRecord, pauseRecord } from './records.ts';
import type { JobReplacement, Store } from './store.ts';
import type { AbandonMotionRecord, GameRecord, GameStatus, JobRecord, Json, NewSeat, Rejection, Result } from './types.ts';
import { UNFINISHED_STATUSES } from './types.ts';

type Tx = Prisma.TransactionClient;

/**
 * Waiting limits for interactive transactions: PGlite runs one transaction at a time, and under a
 * burst of moves PostgreSQL's pool has no free connection, so a transaction may queue behind others
 * for a long while before it starts. A move that waits should succeed late rather than fail.
 */
const transactionLimits = { maxWait: 60_000, timeout: 60_000 } as const;

const withSeats = { seats: { orderBy: { order: 'asc' } } } as const satisfies Prisma.GameInclude;

const json = (value: Json): Prisma.InputJsonValue => value as Prisma.InputJsonValue;

/** A seat's columns: a person has a user id and no strength, a bot the other way round. */
const seatColumns = (seat: NewSeat) => ({
  kind: seat.kind,
  displayName: seat.displayName,
  discordUserId: seat.kind === 'human' ? seat.discordUserId : null,
  botStrength: seat.kind === 'bot' ? seat.strength : null,
});

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** Carries a refusal out of a transaction, rolling it back. */
class Refusal extends Error {
  constructor(readonly rejection: Rejection) {
    super(rejection.reason);
  }
}

const refuse = <T>(rejection: Rejection): Result<T> => ({ ok: false, ...rejection });

/**
 * Bumps the game's version if it has one of `statuses` (and `expectedVersion`, when given), taking
 * the row's lock until the transaction ends; otherwise says why not.
 */
const bumpVersion = async (
  tx: Tx,
  gameId: number,
  guard: { readonly statuses: readonly GameStatus[]; readonly expectedVersion?: number },
  data: Prisma.GameUpdateManyMutationInput = {},
): Promise<Rejection | undefined> => {
  const { count } = await tx.game.updateMany({
    where: {
      id: gameId,
      status: { in: [...guard.statuses] },
      ...(guard.expectedVersion === undefined ? {} : { version: guard.expectedVersion }),
    },
    data: { ...data, version: { increment: 1 } },
  });
  if (count === 1) return undefined;
  const current = await tx.game.findUnique({ where: { id: gameId }, select: { status: true, version: true } });
  if (current === null) return { reason: 'game-not-found' };
  if (!guard.statuses.includes(current.status)) return { reason: 'wrong-status', status: current.status };
  return { reason: 'stale-version', currentVersion: current.version };
};

/** Removes a lobby's seat; the later seats move up. */
const vacate = async (tx: Tx, gameId: number, order: number): Promise<void> => {
  await tx.seat.delete({ where: { gameId_order: { gameId, order } } });
  const later = await tx.seat.findMany({ where: { gameId, order: { gt: order } }, orderBy: { order: 'asc' } });
  // one row at a time, upwards, so no two seats ever share an order
  for (const s of later) {
    await tx.seat.update({ where: { gameId_order: { gameId, order: s.order } }, data: { order: s.order - 1 } });
  }
};

const loadGame = async (tx: Tx, gameId: number): Promise<GameRecord> =>
  gameRecord(await tx.game.findUniqueOrThrow({ where: { id: gameId }, include: withSeats }));

const cancelPendingJobs = (tx: Tx, gameId: number): Promise<unknown> =>
  tx.scheduledJob.deleteMany({ where: { gameId, completedAt: null } });

/** In place of the game's pending jobs of `kinds`, `jobs` (each of one of those kinds), due from the database's clock. */
const replacePendingJobs = async (tx: Tx, gameId: number, { kinds, jobs }: JobReplacement): Promise<JobRecord[]> => {
  const stray = jobs.find((job) => !kinds.includes(job.kind));
  if (stray !== undefined) throw new Error(`replaceJobs: a ${stray.kind} job is not of the replaced kinds ${kinds.join(', ')}`);
  await tx.scheduledJob.deleteMany({ where: { gameId, kind: { in: [...kinds] }, completedAt: null } });
  const now = (await dbNow(tx)).getTime();
  const created: JobRecord[] = [];
  for (const { kind, key = '', delayMs, payload = {} } of jobs) {
    created.push(jobRecord(await tx.scheduledJob.create({ data: { gameId, kind, key, dueAt: new Date(now + delayMs), payload: json(payload) } })));
  }
  return created;
};

const isUnfinished = (status: GameStatus): boolean => (UNFINISHED_STATUSES as readonly GameStatus[]).includes(status);

/** Takes the game's row lock until the transaction ends; its status, or undefined when there is no such game. */
const lockGame = async (tx: Tx, gameId: number): Promise<GameStatus | undefined> => {
  const [game] = await tx.$queryRaw<{ status: GameStatus }[]>`SELECT status FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
  return game?.status;
};

/** A motion with its voters in the order they voted. */
const loadMotion = async (tx: Tx | PrismaClient, where: { readonly gameId: number }): Promise<AbandonMotionRecord | undefined> => {
  const motion = await tx.abandonMotion.findUnique({ where, include: { votes: { orderBy: [{ castAt: 'asc' }, { voterUserId: 'asc' }] } } });
  return motion === null ? undefined : { id: motion.id, gameId: motion.gameId, voters: motion.votes.map((v) => v.voterUserId) };
};

/** The time a game's pauses took: each until it ended (never past its `until`), an open one until its `until`. */
const pausedMs = (pauses: readonly { readonly startedAt: Date; readonly until: Date; readonly endedAt: Date | null }[]): number =>
  pauses.reduce((sum, p) => sum + Math.min(p.until.getTime(), (p.endedAt ?? p.until).getTime()) - p.startedAt.getTime(), 0);

const dbNow = async (tx: Tx | PrismaClient): Promise<Date> => {
  const [row] = await tx.$queryRaw<{ now: Date }[]>`SELECT now() AS now`;
  if (row === undefined) throw new Error('SELECT now() returned no row');
  return row.now;
};

export const createRepository = (
  prisma: PrismaClient,
  meta: { readonly backend: Store['backend']; readonly appliedMigrations: readonly string[]; readonly close: () => Promise<void> },
): Store => {
  const transaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => prisma.$transaction(work, transactionLimits);

  /**
   * A change to a game under bumpVersion's guard, answered with the game as it is afterwards. When
   * `then` refuses after the bump, the transaction is rolled back (Prisma rolls back only when the
   * transaction's function throws) and the refusal is returned.
   */
  const changeGame = async (
    gameId: number,
    guard: Parameters<typeof bumpVersion>[2],
    data: Prisma.GameUpdateManyMutationInput,
    then: (tx: Tx) => Promise<Rejection | undefined> = async () => undefined,
  ): Promise<Result<{ readonly game: GameRecord }>> => {
    try {
      const game = await transaction(async (tx) => {
        const refused = (await bumpVersion(tx, gameId, guard, data)) ?? (await then(tx));
        if (refused !== undefined) throw new Refusal(refused);
        return loadGame(tx, gameId);
      });
      return { ok: true, game };
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.rejection);
      throw error;
    }
  };

  const store: Store = {
    backend: meta.backend,
    appliedMigrations: meta.appliedMigrations,

    async createGame(game) {
      try {
        const created = await prisma.game.create({
          data: {
            guildId: game.guildId,
            channelId: game.channelId,
            parentChannelId: game.parentChannelId ?? null,
            name: game.name ?? null,
            hostUserId: game.hostUserId,
            options: json(game.options),
            seed: BigInt(game.seed),
            rulesVersion: game.rulesVersion,
            seats: { create: game.seats.map((seat, order) => ({ ...seatColumns(seat), order })) },
          },
          include: withSeats,
        });
        return { ok: true, game: gameRecord(created) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const existing = await store.loadByChannel(game.channelId);
        if (existing === undefined) throw error;
        return refuse({ reason: 'channel-busy', gameId: existing.id });
      }
    },

    async loadById(gameId) {
      const game = await prisma.game.findUnique({ where: { id: gameId }, include: withSeats });
      return game === null ? undefined : gameRecord(game);
    },

    async loadByChannel(channelId) {
      const game = await prisma.game.findFirst({
        where: { channelId, status: { in: [...UNFINISHED_STATUSES] } },
        include: withSeats,
      });
      return game === null ? undefined : gameRecord(game);
    },

    async newestGameInChannel(channelId, before) {
      const game = await prisma.game.findFirst({
        where: { channelId, ...(before === undefined ? {} : { id: { lt: before } }) },
        include: withSeats,
        orderBy: { id: 'desc' },
      });
      return game === null ? undefined : gameRecord(game);
    },

    async listUnfinishedGames({ guildId, discordUserId }) {
      const games = await prisma.game.findMany({
        where: {
          guildId,
          status: { in: [...UNFINISHED_STATUSES] },
          ...(discordUserId === undefined ? {} : { seats: { some: { discordUserId } } }),
        },
        include: withSeats,
        orderBy: { id: 'desc' },
      });
      return games.map(gameRecord);
    },

    addSeat(gameId, seat, { maxSeats, expectedVersion }) {
      return changeGame(gameId, { statuses: ['lobby'], expectedVersion }, {}, async (tx) => {
        const seats = await tx.seat.findMany({ where: { gameId }, orderBy: { order: 'asc' } });
        const mine = seats.find((s) => seat.discordUserId !== undefined && s.discordUserId === seat.discordUserId);
        if (mine !== undefined) return ({ reason: 'already-seated', order: mine.order });
        if (seats.length >= maxSeats) return ({ reason: 'table-full' });
        await tx.seat.create({ data: { gameId, order: seats.length, ...seatColumns(seat) } });
        return undefined;
      });
    },

    removeSeat(gameId, discordUserId) {
      return changeGame(gameId, { statuses: ['lobby'] }, {}, async (tx) => {
        const seat = await tx.seat.findUnique({ where: { gameId_discordUserId: { gameId, discordUserId } } });
        if (seat === null) return ({ reason: 'not-seated' });
        await vacate(tx, gameId, seat.order);
        return undefined;
      });
    },

    removeLastBotSeat(gameId, expectedVersion) {
      return changeGame(gameId, { statuses: ['lobby'], expectedVersion }, {}, async (tx) => {
        const seat = await tx.seat.findFirst({ where: { gameId, kind: 'bot' }, orderBy: { order: 'desc' } });
        if (seat === null) return ({ reason: 'not-seated' });
        await vacate(tx, gameId, seat.order);
        return undefined;
      });
    },

    replaceSeat(gameId, order, seat) {
      return changeGame(gameId, { statuses: UNFINISHED_STATUSES }, {}, async (tx) => {
        if (seat.discordUserId !== undefined) {
          const other = await tx.seat.findUnique({ where: { gameId_discordUserId: { gameId, discordUserId: seat.discordUserId } } });
          if (other !== null && other.order !== order) return ({ reason: 'already-seated', order: other.order });
        }
        const { count } = await tx.seat.updateMany({
          where: { gameId, order },
          data: seatColumns(seat),
        });
        if (count !== 1) return { reason: 'not-seated' };
        // in play, the new holder answers for the seat from the next move on (a lobby's seats are recorded at the start)
        const { status } = await tx.game.findUniqueOrThrow({ where: { id: gameId }, select: { status: true } });
        if (status === 'playing') await tx.seatOccupancy.create({ data: { gameId, seat: order, fromMove: await tx.move.count({ where: { gameId } }), ...holderColumns(seat) } });
        return undefined;
      });
    },

    startGame({ gameId, expectedVersion, state, rulesVersion, jobs }) {
      const started = { status: 'playing' as const, state: json(state), startedAt: new Date(), ...(rulesVersion === undefined ? {} : { rulesVersion }) };
      return changeGame(gameId, { statuses: ['lobby'], expectedVersion }, started, async (tx) => {
        const game = await loadGame(tx, gameId);
        // who holds each seat from the first move on
        await tx.seatOccupancy.createMany({ data: game.seats.map((seat) => ({ gameId, seat: seat.order, fromMove: 0, ...holderColumns(seat) })) });
        if (jobs === undefined) return undefined;
        const now = (await dbNow(tx)).getTime();
        // a lobby has no pending jobs: nothing to replace
        for (const { kind, key = '', delayMs, payload = {} } of jobs(game)) {
          await tx.scheduledJob.create({ data: { gameId, kind, key, dueAt: new Date(now + delayMs), payload: json(payload) } });
        }
        return undefined;
      });
    },

    async appendMove({ gameId, expectedVersion, seat, actor, entry, state, finishes = false, jobs }) {
      const outcome = await transaction(async (tx) => {
        const refused = await bumpVersion(
          tx,
          gameId,
          { statuses: UNFINISHED_STATUSES, expectedVersion },
          { state: json(state), ...(finishes ? { status: 'finished', endedAt: new Date() } : {}) },
        );
        if (refused !== undefined) return refused;
        const last = await tx.move.findFirst({ where: { gameId }, orderBy: { index: 'desc' }, select: { index: true } });
        const move = await tx.move.create({
          data: { gameId, index: (last?.index ?? -1) + 1, seat: seat ?? null, ...actorColumns(actor), entry: json(entry), stateVersion: expectedVersion + 1 },
        });
        if (finishes) await cancelPendingJobs(tx, gameId);
        else if (jobs !== undefined) await replacePendingJobs(tx, gameId, jobs);
        return { move: moveRecord(move), version: expectedVersion + 1 };
      });
      return 'reason' in outcome ? refuse(outcome) : { ok: true, ...outcome };
    },

    async loadMoves(gameId, fromIndex = 0) {
      const moves = await prisma.move.findMany({ where: { gameId, index: { gte: fromIndex } }, orderBy: { index: 'asc' } });
      return moves.map(moveRecord);
    },

    async loadOccupancy(gameId) {
      const rows = await prisma.seatOccupancy.findMany({ where: { gameId }, orderBy: [{ seat: 'asc' }, { fromMove: 'asc' }, { id: 'asc' }] });
      return rows.map(occupancyRecord);
    },

    async listEndedGames({ guildId }) {
      const games = await prisma.game.findMany({ where: { guildId, status: { in: ['finished', 'abandoned'] } }, include: withSeats, orderBy: [{ endedAt: 'asc' }, { id: 'asc' }] });
      return games.map(gameRecord);
    },

    async loadRecentMoves(gameId, count) {
      const moves = await prisma.move.findMany({ where: { gameId }, orderBy: { index: 'desc' }, take: count });
      return moves.reverse().map(moveRecord);
    },

    finishGame({ gameId, expectedVersion, state }) {
      return changeGame(
        gameId,
        { statuses: ['playing'], expectedVersion },
        { status: 'finished', state: json(state), endedAt: new Date() },
        async (tx) => {
          await cancelPendingJobs(tx, gameId);
          return undefined;
        },
      );
    },

    abandonGame(gameId, reason) {
      return changeGame(gameId, { statuses: UNFINISHED_STATUSES }, { status: 'abandoned', endReason: reason, endedAt: new Date() }, async (tx) => {
        await cancelPendingJobs(tx, gameId);
        return undefined;
      });
    },

    async castAbandonVote({ gameId, motionId, voterUserId, reason, carries }) {
      try {
        return await transaction(async (tx) => {
          // the game's row lock puts concurrent votes (and the motion's opening) in a line
          const status = await lockGame(tx, gameId);
          if (status === undefined) throw new Refusal({ reason: 'game-not-found' });
          if (!isUnfinished(status)) throw new Refusal({ reason: 'wrong-status', status });
          const existing = await tx.abandonMotion.findUnique({ where: { gameId } });
          if (motionId !== undefined && existing?.id !== motionId) throw new Refusal({ reason: 'no-such-motion' });
          const id = existing?.id ?? (await tx.abandonMotion.create({ data: { gameId } })).id;
          const { count } = await tx.abandonVote.createMany({ data: [{ motionId: id, voterUserId }], skipDuplicates: true });
          const motion = await loadMotion(tx, { gameId });
          if (motion === undefined) throw new Error(`the motion of game ${gameId} vanished inside its transaction`);
          const game = await loadGame(tx, gameId);
          const carried = carries(game, motion.voters);
          // a vote that does not carry is no change to the game: its version (and so its live buttons) stays
          if (carried) {
            const refused = await bumpVersion(tx, gameId, { statuses: UNFINISHED_STATUSES }, { status: 'abandoned', endReason: reason, endedAt: new Date() });
            if (refused !== undefined) throw new Refusal(refused);
            await cancelPendingJobs(tx, gameId);
          }
          return { ok: true as const, game: carried ? await loadGame(tx, gameId) : game, motion, opened: existing === null, counted: count === 1, carried };
        });
      } catch (error) {
        if (error instanceof Refusal) return refuse(error.rejection);
        throw error;
      }
    },

    abandonMotion: (gameId) => loadMotion(prisma, { gameId }),

    recordLiveMessage({ gameId, channelId, messageId, version, motionId }) {
      return transaction(async (tx) => {
        // the game's row lock puts concurrent recorders of one game in a line
        const status = await lockGame(tx, gameId);
        if (status === undefined) return [{ channelId, messageId }];
        await tx.liveMessage.create({ data: { gameId, channelId, messageId, version, motionId: motionId ?? null } });
        const unretired = await tx.liveMessage.findMany({ where: { gameId, retired: false }, orderBy: [{ version: 'desc' }, { id: 'desc' }] });
        const unfinished = isUnfinished(status);
        // while the game goes on, the newest message of the turn stays live, and so do motions' messages
        const keep = unfinished ? unretired.find((m) => m.motionId === null) : undefined;
        const retire = unretired.filter((m) => m !== keep && !(unfinished && m.motionId !== null));
        await tx.liveMessage.updateMany({ where: { id: { in: retire.map((m) => m.id) } }, data: { retired: true } });
        await tx.game.update({ where: { id: gameId }, data: { liveMessageId: keep?.messageId ?? null } });
        return retire.map((m) => ({ channelId: m.channelId, messageId: m.messageId }));
      });
    },

    retireLiveMessages(gameId) {
      return transaction(async (tx) => {
        await lockGame(tx, gameId);
        const unretired = await tx.liveMessage.findMany({ where: { gameId, retired: false }, orderBy: { id: 'asc' } });
        await tx.liveMessage.updateMany({ where: { id: { in: unretired.map((m) => m.id) } }, data: { retired: true } });
        await tx.game.update({ where: { id: gameId }, data: { liveMessageId: null } });
        return unretired.map((m) => ({ channelId: m.channelId, messageId: m.messageId }));
      });
    },

    async liveVersion(gameId) {
      const live = await prisma.liveMessage.findFirst({ where: { gameId, retired: false, motionId: null }, orderBy: [{ version: 'desc' }, { id: 'desc' }], select: { version: true } });
      return live?.version ?? undefined;
    },

    async setOptions(gameId, options) {
      const { count } = await prisma.game.updateMany({ where: { id: gameId, status: { in: [...UNFINISHED_STATUSES] } }, data: { options: json(options) } });
      const game = await store.loadById(gameId);
      if (game === undefined) return refuse({ reason: 'game-not-found' });
      return count === 1 ? { ok: true, game } : refuse({ reason: 'wrong-status', status: game.status });
    },

    setLobbyOptions({ gameId, expectedVersion, options, rulesVersion }) {
      return changeGame(gameId, { statuses: ['lobby'], expectedVersion }, { options: json(options), rulesVersion });
    },

    async pauseGame({ gameId, pausedByUserId, durationMs, maxTotalMs, jobs }) {
      try {
        return await transaction(async (tx) => {
          const refused = await bumpVersion(tx, gameId, { statuses: ['playing'] });
          if (refused !== undefined) throw new Refusal(refused);
          const pauses = await tx.gamePause.findMany({ where: { gameId } });
          const open = pauses.find((p) => p.endedAt === null);
          if (open !== undefined) throw new Refusal({ reason: 'paused', until: open.until });
          const leftMs = maxTotalMs - pausedMs(pauses);
          if (durationMs > leftMs) throw new Refusal({ reason: 'pause-allowance', leftMs: Math.max(0, leftMs) });
          const startedAt = await dbNow(tx);
          const pause = pauseRecord(await tx.gamePause.create({ data: { gameId, pausedByUserId, startedAt, until: new Date(startedAt.getTime() + durationMs) } }));
          await replacePendingJobs(tx, gameId, jobs(pause));
          return { ok: true as const, game: await loadGame(tx, gameId), pause };
        });
      } catch (error) {
        if (error instanceof Refusal) return refuse(error.rejection);
        throw error;
      }
    },

    async resumeGame({ gameId, pauseId, jobs }) {
      try {
        return await transaction(async (tx) => {
          const refused = await bumpVersion(tx, gameId, { statuses: ['playing'] });
          if (refused !== undefined) throw new Refusal(refused);
          const open = await tx.gamePause.findFirst({ where: { gameId, endedAt: null, ...(pauseId === undefined ? {} : { id: pauseId }) } });
          if (open === null) throw new Refusal({ reason: 'not-paused' });
          const pause = pauseRecord(await tx.gamePause.update({ where: { id: open.id }, data: { endedAt: await dbNow(tx) } }));
          const game = await loadGame(tx, gameId);
          await replacePendingJobs(tx, gameId, jobs(game));
          return { ok: true as const, game, pause };
        });
      } catch (error) {
        if (error instanceof Refusal) return refuse(error.rejection);
        throw error;
      }
    },

    async openPause(gameId) {
      const pause = await prisma.gamePause.findFirst({ where: { gameId, endedAt: null, game: { status: 'playing' } } });
      return pause === null ? undefined : pauseRecord(pause);
    },

    async loadPauses(gameId) {
      const pauses = await prisma.gamePause.findMany({ where: { gameId }, orderBy: [{ startedAt: 'asc' }, { id: 'asc' }] });
      return pauses.map(pauseRecord);
    },

    async scheduleJob({ gameId, kind, key = '', delayMs, payload = {} }) {
      const schedule = (): Promise<JobRecord> =>
        transaction(async (tx) => {
          await tx.scheduledJob.deleteMany({ where: { gameId, kind, key, completedAt: null } });
          const dueAt = new Date((await dbNow(tx)).getTime() + delayMs);
          return jobRecord(await tx.scheduledJob.create({ data: { gameId, kind, key, dueAt, payload: json(payload) } }));
        });
      try {
        return await schedule();
      } catch (error) {
        // another process scheduled the same key at the same moment: replace theirs instead
        if (!isUniqueViolation(error)) throw error;
        return schedule();
      }
    },

    async replaceJobs({ gameId, kinds, jobs }) {
      if (jobs.length === 0) {
        await prisma.scheduledJob.deleteMany({ where: { gameId, kind: { in: [...kinds] }, completedAt: null } });
        return [];
      }
      const replace = (): Promise<JobRecord[]> => transaction((tx) => replacePendingJobs(tx, gameId, { kinds, jobs }));
      try {
        return await replace();
      } catch (error) {
        // another process scheduled the same key at the same moment: replace theirs instead
        if (!isUniqueViolation(error)) throw error;
        return replace();
      }
    },

    async cancelJobs({ gameId, kind, key }) {
      const { count } = await prisma.scheduledJob.deleteMany({
        where: { gameId, completedAt: null, ...(kind === undefined ? {} : { kind }), ...(key === undefined ? {} : { key }) },
      });
      return count;
    },

    async claimDueJobs({ owner, limit, leaseMs, kinds }) {
      if (kinds?.length === 0) return [];
      const onlyKinds = kinds === undefined ? Prisma.empty : Prisma.sql`AND kind::text IN (${Prisma.join(kinds)})`;
      // SKIP LOCKED: rows another claimer is taking right now are left to it; the WHERE clause is
      // re-checked on the latest row version, so a job claimed a moment ago is not claimed again.
      const claimed = await prisma.$queryRaw<{ id: number }[]>`
        UPDATE "ScheduledJob"
        SET "claimedBy" = ${owner}, "leaseUntil" = now() + make_interval(secs => ${leaseMs / 1000}::double precision),
            attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM "ScheduledJob"
          WHERE "completedAt" IS NULL AND "dueAt" <= now() AND ("leaseUntil" IS NULL OR "leaseUntil" < now())
            ${onlyKinds}
          ORDER BY "dueAt", id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id`;
      if (claimed.length === 0) return [];
      const jobs = await prisma.scheduledJob.findMany({ where: { id: { in: claimed.map((row) => row.id) } }, orderBy: [{ dueAt: 'asc' }, { id: 'asc' }] });
      return jobs.map(jobRecord);
    },

    async completeJob(jobId, owner) {
      const count = await prisma.$executeRaw`
        UPDATE "ScheduledJob" SET "completedAt" = now()
        WHERE id = ${jobId} AND "claimedBy" = ${owner} AND "completedAt" IS NULL AND "leaseUntil" >= now()`;
      return count === 1;
    },

    async failJob(jobId, owner, { error, maxAttempts }) {
      const [row] = await prisma.$queryRaw<{ givenUp: boolean }[]>`
        UPDATE "ScheduledJob" SET "lastError" = ${error}, "completedAt" = CASE WHEN attempts >= ${maxAttempts} THEN now() END
        WHERE id = ${jobId} AND "claimedBy" = ${owner} AND "completedAt" IS NULL
        RETURNING "completedAt" IS NOT NULL AS "givenUp"`;
      if (row === undefined) return 'not-held';
      return row.givenUp ? 'given-up' : 'retry-later';
    },

    async releaseJob(jobId, owner) {
      const count = await prisma.$executeRaw`
        UPDATE "ScheduledJob" SET "claimedBy" = NULL, "leaseUntil" = NULL, attempts = GREATEST(attempts - 1, 0)
        WHERE id = ${jobId} AND "claimedBy" = ${owner} AND "completedAt" IS NULL`;
      return count === 1;
    },

    async userPreferences(discordUserId) {
      const preference = await prisma.userPreference.findUnique({ where: { discordUserId } });
      return { dmsClosed: preference?.dmsClosed ?? false };
    },

    async setDmsClosed(discordUserId, closed) {
      await prisma.userPreference.upsert({
        where: { discordUserId },
        create: { discordUserId, dmsClosed: closed },
        update: { dmsClosed: closed },
      });
    },

    async recordResultsMessage(gameId, messageId) {
      // only a finished game has final results; the message is no part of the game's state, so no version bump
      await prisma.game.updateMany({ where: { id: gameId, status: 'finished' }, data: { resultsMessageId: messageId } });
    },

    async recordDmFailure(gameId, discordUserId, code) {
      await prisma.dmFailure.upsert({
        where: { gameId_discordUserId: { gameId, discordUserId } },
        create: { gameId, discordUserId, code },
        update: {},
      });
    },

    async dmFailures(gameId) {
      const failures = await prisma.dmFailure.findMany({ where: { gameId }, select: { discordUserId: true } });
      return new Set(failures.map((failure) => failure.discordUserId));
    },

    now: () => dbNow(prisma),
    close: meta.close,
  };
  return store;
};
