import { describe, expect, it } from 'vitest';
import { runBackends } from './backends.ts';
import { freshStoreFor, open, playing } from './fixtures.ts';

describe.each(runBackends())('the move log on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);

  it('appends at the version the mover saw and caches the state', async () => {
    const game = await playing(db.store);
    const first = await db.store.appendMove({ gameId: game.id, expectedVersion: game.version, seat: 0, entry: { take: 'suburbs' }, state: { turn: 1 } });
    expect(first).toMatchObject({ ok: true, version: game.version + 1, move: { index: 0, seat: 0, entry: { take: 'suburbs' }, stateVersion: game.version + 1 } });
    const second = await db.store.appendMove({ gameId: game.id, expectedVersion: game.version + 1, seat: undefined, entry: { goal: 'random' }, state: { turn: 2 } });
    expect(second).toMatchObject({ ok: true, move: { index: 1, seat: undefined } });
    expect(await db.store.loadById(game.id)).toMatchObject({ version: game.version + 2, state: { turn: 2 } });
    expect((await db.store.loadMoves(game.id)).map((m) => m.entry)).toEqual([{ take: 'suburbs' }, { goal: 'random' }]);
    expect((await db.store.loadMoves(game.id, 1)).map((m) => m.index)).toEqual([1]);
  });

  it('refuses a stale version and leaves the log and the state as they were', async () => {
    const game = await playing(db.store);
    await db.store.appendMove({ gameId: game.id, expectedVersion: game.version, seat: 0, entry: { n: 1 }, state: { turn: 1 } });
    const stale = await db.store.appendMove({ gameId: game.id, expectedVersion: game.version, seat: 1, entry: { n: 2 }, state: { turn: 99 } });
    expect(stale).toEqual({ ok: false, reason: 'stale-version', currentVersion: game.version + 1 });
    expect((await db.store.loadMoves(game.id)).map((m) => m.entry)).toEqual([{ n: 1 }]);
    expect(await db.store.loadById(game.id)).toMatchObject({ version: game.version + 1, state: { turn: 1 } });
  });

  it('an undo is a new entry: the version keeps growing and nothing is deleted', async () => {
    const game = await playing(db.store);
    const moved = await db.store.appendMove({ gameId: game.id, expectedVersion: game.version, seat: 0, entry: { place: 'park' }, state: { turn: 1 } });
    if (!moved.ok) throw new Error(moved.reason);
    const undone = await db.store.appendMove({ gameId: game.id, expectedVersion: moved.version, seat: 0, entry: { undo: 0 }, state: { turn: 0 } });
    expect(undone).toMatchObject({ ok: true, version: moved.version + 1, move: { index: 1 } });
    expect((await db.store.loadMoves(game.id)).map((m) => m.entry)).toEqual([{ place: 'park' }, { undo: 0 }]);
    // a button carrying the version before the undo stays dead
    expect(await db.store.appendMove({ gameId: game.id, expectedVersion: moved.version, seat: 1, entry: {}, state: {} })).toMatchObject({
      ok: false,
      reason: 'stale-version',
    });
  });

  it('reads the most recent entries in order', async () => {
    const game = await playing(db.store);
    let version = game.version;
    for (let n = 0; n < 5; n++) {
      const moved = await db.store.appendMove({ gameId: game.id, expectedVersion: version, seat: n % 2, entry: { n }, state: { n } });
      if (!moved.ok) throw new Error(moved.reason);
      version = moved.version;
    }
    expect((await db.store.loadRecentMoves(game.id, 2)).map((m) => m.entry)).toEqual([{ n: 3 }, { n: 4 }]);
  });

  it('of concurrent appends at one version exactly one wins', async () => {
    // on PostgreSQL from two connections (two stores); on PGlite from interleaved transactions on the one instance
    const other = backend.name === 'postgresql' ? await open(db.location) : db.store;
    try {
      const game = await playing(db.store);
      const attempts = Array.from({ length: 8 }, (_, n) =>
        (n % 2 === 0 ? db.store : other).appendMove({ gameId: game.id, expectedVersion: game.version, seat: n % 2, entry: { n }, state: { by: n } }),
      );
      const results = await Promise.all(attempts);
      const winners = results.filter((r) => r.ok);
      expect(winners).toHaveLength(1);
      for (const loser of results.filter((r) => !r.ok)) expect(loser).toEqual({ ok: false, reason: 'stale-version', currentVersion: game.version + 1 });
      const log = await db.store.loadMoves(game.id);
      expect(log).toHaveLength(1);
      expect((await db.store.loadById(game.id))?.state).toEqual({ by: (log[0]?.entry as { n: number }).n });
    } finally {
      if (other !== db.store) await other.close();
    }
  });

  it('a finishing entry ends the game and cancels its pending jobs; no entry after it', async () => {
    const game = await playing(db.store);
    await db.store.scheduleJob({ gameId: game.id, kind: 'reminder', delayMs: -1000 });
    const last = await db.store.appendMove({ gameId: game.id, expectedVersion: game.version, seat: 0, entry: { final: true }, state: { over: true }, finishes: true });
    if (!last.ok) throw new Error(last.reason);
    expect(await db.store.loadById(game.id)).toMatchObject({ status: 'finished', state: { over: true } });
    expect((await db.store.loadById(game.id))?.endedAt).toBeInstanceOf(Date);
    expect(await db.store.appendMove({ gameId: game.id, expectedVersion: last.version, seat: 1, entry: {}, state: {} })).toEqual({
      ok: false,
      reason: 'wrong-status',
      status: 'finished',
    });
    expect(await db.store.cancelJobs({ gameId: game.id })).toBe(0);
  });

  it('finishGame and abandonGame end a game only once', async () => {
    const game = await playing(db.store);
    const finished = await db.store.finishGame({ gameId: game.id, expectedVersion: game.version, state: { scores: [1, 2] } });
    expect(finished).toMatchObject({ ok: true, game: { status: 'finished', state: { scores: [1, 2] } } });
    expect(await db.store.abandonGame(game.id, 'host')).toEqual({ ok: false, reason: 'wrong-status', status: 'finished' });
  });
});
