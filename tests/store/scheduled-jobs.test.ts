import { describe, expect, it } from 'vitest';
import { runBackends } from './backends.ts';
import { freshStoreFor, open, playing } from './fixtures.ts';

const hour = 3_600_000;
const lease = { limit: 100, leaseMs: 60_000 };

describe.each(runBackends())('scheduled jobs on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);

  /** Jobs from earlier tests are claimed away so that each test sees only its own. */
  const drain = async (): Promise<void> => {
    for (const job of await db.store.claimDueJobs({ owner: 'drain', ...lease })) await db.store.completeJob(job.id, 'drain');
  };

  it('are due by the database clock: a future job is not handed out, a past one is, once', async () => {
    await drain();
    const game = await playing(db.store);
    const now = await db.store.now();
    const later = await db.store.scheduleJob({ gameId: game.id, kind: 'deadline', delayMs: 48 * hour, payload: { version: game.version } });
    expect(later.dueAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(48 * hour);
    const due = await db.store.scheduleJob({ gameId: game.id, kind: 'reminder', delayMs: -1000, payload: { version: game.version } });

    const claimed = await db.store.claimDueJobs({ owner: 'a', ...lease });
    expect(claimed).toEqual([due]);
    expect(await db.store.claimDueJobs({ owner: 'b', ...lease })).toEqual([]);
    expect(await db.store.completeJob(due.id, 'b')).toBe(false);
    expect(await db.store.completeJob(due.id, 'a')).toBe(true);
    expect(await db.store.completeJob(due.id, 'a')).toBe(false);
  });

  it('scheduling again replaces the pending job with the same game, kind and key', async () => {
    await drain();
    const game = await playing(db.store);
    await db.store.scheduleJob({ gameId: game.id, kind: 'reminder', key: 'seat-0', delayMs: -2000, payload: { n: 1 } });
    const replacement = await db.store.scheduleJob({ gameId: game.id, kind: 'reminder', key: 'seat-0', delayMs: -1000, payload: { n: 2 } });
    const other = await db.store.scheduleJob({ gameId: game.id, kind: 'reminder', key: 'seat-1', delayMs: -1000 });
    const claimed = await db.store.claimDueJobs({ owner: 'a', ...lease });
    expect(claimed.map((job) => job.id).sort()).toEqual([replacement.id, other.id].sort());
    expect(claimed.find((job) => job.id === replacement.id)?.payload).toEqual({ n: 2 });
  });

  it('cancelled jobs never fire', async () => {
    await drain();
    const game = await playing(db.store);
    await db.store.scheduleJob({ gameId: game.id, kind: 'reminder', delayMs: -1000 });
    await db.store.scheduleJob({ gameId: game.id, kind: 'deadline', delayMs: -1000 });
    expect(await db.store.cancelJobs({ gameId: game.id, kind: 'reminder' })).toBe(1);
    expect((await db.store.claimDueJobs({ owner: 'a', ...lease })).map((job) => job.kind)).toEqual(['deadline']);
    await db.store.abandonGame(game.id, 'host');
    expect(await db.store.cancelJobs({ gameId: game.id })).toBe(0);
  });

  it('replacing jobs removes the pending jobs of the given kinds only and schedules the new ones in their place', async () => {
    await drain();
    const game = await playing(db.store);
    await db.store.scheduleJob({ gameId: game.id, kind: 'reminder', key: '1', delayMs: -1000 });
    await db.store.scheduleJob({ gameId: game.id, kind: 'deadline', key: '1', delayMs: -1000 });
    const goal = await db.store.scheduleJob({ gameId: game.id, kind: 'goal_deadline', delayMs: -1000 });
    const [reminder, deadline] = await db.store.replaceJobs({
      gameId: game.id,
      kinds: ['reminder', 'deadline'],
      jobs: [
        { kind: 'reminder', key: '2', delayMs: -1000, payload: { version: 2 } },
        { kind: 'deadline', key: '2', delayMs: 48 * hour, payload: { version: 2 } },
      ],
    });
    expect([reminder?.kind, deadline?.kind]).toEqual(['reminder', 'deadline']);
    const claimed = await db.store.claimDueJobs({ owner: 'a', ...lease });
    expect(claimed.map((job) => job.id).sort((a, b) => a - b)).toEqual([goal.id, reminder?.id].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(claimed.find((job) => job.kind === 'reminder')?.payload).toEqual({ version: 2 });

    expect(await db.store.replaceJobs({ gameId: game.id, kinds: ['reminder', 'deadline'], jobs: [] })).toEqual([]);
    expect(await db.store.cancelJobs({ gameId: game.id, kind: 'reminder' })).toBe(0);
    expect(await db.store.cancelJobs({ gameId: game.id, kind: 'deadline' })).toBe(0);
    expect(await db.store.cancelJobs({ gameId: game.id, kind: 'goal_deadline' })).toBe(1);
  });

  it('replacing jobs with the same key twice at once leaves one pending job per kind and key', async () => {
    await drain();
    const game = await playing(db.store);
    const replace = (n: number) =>
      db.store.replaceJobs({ gameId: game.id, kinds: ['reminder'], jobs: [{ kind: 'reminder', key: '3', delayMs: -1000, payload: { n } }] });
    await Promise.all([replace(1), replace(2)]);
    expect((await db.store.claimDueJobs({ owner: 'a', ...lease })).map((job) => job.key)).toEqual(['3']);
  });

  it('a claim for some kinds hands out only due jobs of those kinds, and leaves the others due', async () => {
    await drain();
    const game = await playing(db.store);
    const bot = await db.store.scheduleJob({ gameId: game.id, kind: 'bot_move', delayMs: -2000 });
    const board = await db.store.scheduleJob({ gameId: game.id, kind: 'board', delayMs: -1000 });
    expect(await db.store.claimDueJobs({ owner: 'a', ...lease, kinds: [] })).toEqual([]);
    expect(await db.store.claimDueJobs({ owner: 'a', ...lease, kinds: ['board'] })).toEqual([board]);
    expect((await db.store.claimDueJobs({ owner: 'b', ...lease })).map((job) => job.id)).toEqual([bot.id]);
  });

  it('a job whose claimer died is handed out again once its lease has passed', async () => {
    await drain();
    const game = await playing(db.store);
    const job = await db.store.scheduleJob({ gameId: game.id, kind: 'goal_deadline', delayMs: -1000 });
    expect(await db.store.claimDueJobs({ owner: 'dead', limit: 10, leaseMs: -1 })).toEqual([job]);
    expect(await db.store.claimDueJobs({ owner: 'alive', ...lease })).toEqual([job]);
    expect(await db.store.completeJob(job.id, 'dead')).toBe(false);
    expect(await db.store.completeJob(job.id, 'alive')).toBe(true);
  });

  it('a failing job is handed out again after its lease, and given up after the last attempt', async () => {
    await drain();
    const game = await playing(db.store);
    const job = await db.store.scheduleJob({ gameId: game.id, kind: 'reminder', delayMs: -1000 });
    // leases that have already run out: each claim is followed by the next one at once
    const expired = { limit: 10, leaseMs: -1 };
    for (let attempt = 1; attempt < 3; attempt++) {
      expect((await db.store.claimDueJobs({ owner: 'a', ...expired })).map((j) => j.id)).toEqual([job.id]);
      expect(await db.store.failJob(job.id, 'b', { error: 'not mine', maxAttempts: 3 })).toBe('not-held');
      expect(await db.store.failJob(job.id, 'a', { error: `failure ${attempt}`, maxAttempts: 3 })).toBe('retry-later');
    }
    expect((await db.store.claimDueJobs({ owner: 'a', ...expired })).map((j) => j.id)).toEqual([job.id]);
    expect(await db.store.failJob(job.id, 'a', { error: 'failure 3', maxAttempts: 3 })).toBe('given-up');
    expect(await db.store.claimDueJobs({ owner: 'a', ...expired })).toEqual([]);
    expect(await db.store.failJob(job.id, 'a', { error: 'again', maxAttempts: 3 })).toBe('not-held');
  });

  it('claimers racing for due jobs never both get one', async () => {
    await drain();
    // on PostgreSQL: two processes' worth of connections (two stores); on PGlite: the one instance
    const other = backend.name === 'postgresql' ? await open(db.location) : db.store;
    try {
      const games = await Promise.all(Array.from({ length: 4 }, () => playing(db.store)));
      const jobs = await Promise.all(
        games.flatMap((game) => ['a', 'b', 'c', 'd', 'e'].map((key) => db.store.scheduleJob({ gameId: game.id, kind: 'reminder', key, delayMs: -1000 }))),
      );
      const rounds = await Promise.all(
        Array.from({ length: 10 }, (_, n) => (n % 2 === 0 ? db.store : other).claimDueJobs({ owner: `claimer-${n}`, limit: 3, leaseMs: 60_000 })),
      );
      const claimedIds = rounds.flat().map((job) => job.id);
      expect(new Set(claimedIds).size).toBe(claimedIds.length);
      const rest = await db.store.claimDueJobs({ owner: 'last', ...lease });
      expect([...claimedIds, ...rest.map((job) => job.id)].sort((a, b) => a - b)).toEqual(jobs.map((job) => job.id).sort((a, b) => a - b));
    } finally {
      if (other !== db.store) await other.close();
    }
  });
});
