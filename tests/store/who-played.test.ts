import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { STRENGTHS } from '../../src/engine/index.ts';
import { applyMigrations } from '../../src/store/migrations/apply-migrations.ts';
import { migrationsDir } from '../../src/store/migrations/migrations-folder.ts';
import { pgliteDir, type StoreLocation } from '../../src/store/open-store.ts';
import { PgAdapterFactory } from '../../src/store/pg-adapter.ts';
import { PGliteAdapterFactory } from '../../src/store/pglite-adapter.ts';
import { BOT_STRENGTHS } from '../../src/store/types.ts';
import { runBackends } from './backends.ts';
import { freshStoreFor, lobby, open, playing } from './fixtures.ts';

const WHO_PLAYED = '20261201164431_who_played_what';

/** Applies the committed migrations before WHO_PLAYED to an empty location, then runs `sql` there (the store closed). */
const databaseBefore = async (location: StoreLocation, sql: string): Promise<void> => {
  const dir = await mkdtemp(join(tmpdir(), 'suburbia-migrations-'));
  try {
    await cp(migrationsDir, dir, { recursive: true });
    for (const entry of await readdir(dir)) if (entry >= WHO_PLAYED) await rm(join(dir, entry), { recursive: true });
    if (location.kind === 'pglite') {
      const database = await PGlite.create(pgliteDir(location.dataDir));
      try {
        await applyMigrations(new PGliteAdapterFactory(database), dir);
        await database.exec(sql);
      } finally {
        await database.close();
      }
      return;
    }
    const factory = new PgAdapterFactory(location.url);
    await applyMigrations(factory, dir);
    const adapter = await factory.connect();
    try {
      await adapter.executeScript(sql);
    } finally {
      await adapter.dispose();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const OLD_ROWS = `
INSERT INTO "Game" (id, "guildId", "channelId", status, "hostUserId", options, seed, "rulesVersion", version, "updatedAt", "startedAt", "endedAt") VALUES
  (1, 'g', 'c1', 'finished', 'ada', '{"players":2}', 1, 'base-1', 9, now(), '2026-11-30T10:00:00Z', '2026-11-30T12:00:00Z'),
  (2, 'g', 'c2', 'playing', 'bo', '{"players":2}', 2, 'base-1', 4, now(), '2026-11-30T11:00:00Z', NULL),
  (3, 'g', 'c3', 'lobby', 'cy', '{"players":2}', 3, 'base-1', 1, now(), NULL, NULL),
  (4, 'g', 'c4', 'abandoned', 'cy', '{"players":2}', 4, 'base-1', 2, now(), NULL, '2026-11-30T13:00:00Z');
INSERT INTO "Seat" ("gameId", "order", kind, "discordUserId", "displayName") VALUES
  (1, 0, 'human', 'ada', 'Ada'), (1, 1, 'bot', NULL, 'Bo (bot)'),
  (2, 0, 'human', 'bo', 'Bo'), (2, 1, 'human', 'cy', 'Cy'),
  (3, 0, 'human', 'cy', 'Cy'),
  (4, 0, 'human', 'cy', 'Cy');
INSERT INTO "Move" ("gameId", index, seat, entry, "stateVersion") VALUES (2, 0, 0, '{"kind":"x"}', 3), (2, 1, 1, '{"kind":"y"}', 4);
SELECT setval(pg_get_serial_sequence('"Game"', 'id'), 4);
`;

describe.each(runBackends())('who played what on $name', { timeout: 180_000 }, (backend) => {
  const db = freshStoreFor(backend);

  it('the migration credits each seat of a started game to its final holder from the first move; moves keep no actor', async () => {
    const location = await backend.emptyLocation();
    await databaseBefore(location, OLD_ROWS);
    const store = await open(location);
    try {
      // this migration and every later one
      const later = (await readdir(migrationsDir, { withFileTypes: true })).filter((e) => e.isDirectory() && e.name >= WHO_PLAYED).map((e) => e.name).sort();
      expect(store.appliedMigrations).toEqual(later);
      expect(await store.loadOccupancy(1)).toEqual([
        { seat: 0, fromMove: 0, holder: { kind: 'human', discordUserId: 'ada', displayName: 'Ada' }, since: new Date('2026-11-30T10:00:00Z') },
        { seat: 1, fromMove: 0, holder: { kind: 'bot', strength: 'normal', displayName: 'Bo (bot)' }, since: new Date('2026-11-30T10:00:00Z') },
      ]);
      expect((await store.loadOccupancy(2)).map((o) => [o.seat, o.fromMove, o.holder.displayName])).toEqual([
        [0, 0, 'Bo'],
        [1, 0, 'Cy'],
      ]);
      // a lobby, and a game abandoned in its lobby, never started: nobody played them
      expect(await store.loadOccupancy(3)).toEqual([]);
      expect(await store.loadOccupancy(4)).toEqual([]);
      expect((await store.loadMoves(2)).map((m) => m.actor)).toEqual([undefined, undefined]);
      // the old game carries on: a kick is recorded from the next move on
      const kicked = await store.replaceSeat(2, 1, { kind: 'bot', discordUserId: undefined, displayName: 'Cy (bot)', strength: 'normal' });
      expect(kicked.ok).toBe(true);
      expect((await store.loadOccupancy(2)).map((o) => [o.seat, o.fromMove, o.holder.kind])).toEqual([
        [0, 0, 'human'],
        [1, 0, 'human'],
        [1, 2, 'bot'],
      ]);
    } finally {
      await store.close();
    }
  });

  it('the start records every seat from move 0, and a kick or a replacement from the log length on', async () => {
    const game = await playing(db.store);
    expect((await db.store.loadOccupancy(game.id)).map((o) => [o.seat, o.fromMove, o.holder])).toEqual([
      [0, 0, { kind: 'human', discordUserId: 'host', displayName: 'Host' }],
      [1, 0, { kind: 'human', discordUserId: 'guest', displayName: 'Guest' }],
    ]);
    const moved = await db.store.appendMove({ gameId: game.id, expectedVersion: game.version, seat: 0, actor: { kind: 'human', discordUserId: 'host' }, entry: { n: 0 }, state: {} });
    if (!moved.ok) throw new Error(moved.reason);
    await db.store.replaceSeat(game.id, 1, { kind: 'bot', discordUserId: undefined, displayName: 'Guest (bot)', strength: 'normal' });
    await db.store.replaceSeat(game.id, 1, { kind: 'human', discordUserId: 'stand-in', displayName: 'Stand-in' });
    expect((await db.store.loadOccupancy(game.id)).filter((o) => o.seat === 1).map((o) => [o.fromMove, o.holder])).toEqual([
      [0, { kind: 'human', discordUserId: 'guest', displayName: 'Guest' }],
      [1, { kind: 'bot', strength: 'normal', displayName: 'Guest (bot)' }],
      [1, { kind: 'human', discordUserId: 'stand-in', displayName: 'Stand-in' }],
    ]);
  });

  it("a bot's strengths are the engine's", () => {
    expect(BOT_STRENGTHS).toEqual(STRENGTHS);
  });

  it('keeps each move its actor: the person, or the bot and why', async () => {
    const game = await playing(db.store);
    const actors = [
      { kind: 'human', discordUserId: 'host' },
      { kind: 'bot', why: 'skip', strength: 'normal' },
      { kind: 'bot', why: 'deadline', strength: 'normal' },
      { kind: 'bot', why: 'seat', strength: 'hard' },
      undefined,
    ] as const;
    let version = game.version;
    for (const [n, actor] of actors.entries()) {
      const moved = await db.store.appendMove({ gameId: game.id, expectedVersion: version, seat: n % 2, actor, entry: { n }, state: {} });
      if (!moved.ok) throw new Error(moved.reason);
      expect(moved.move.actor).toEqual(actor);
      version = moved.version;
    }
    expect((await db.store.loadMoves(game.id)).map((m) => m.actor)).toEqual(actors);
  });

  it("lists a guild's ended games in the order they ended; a lobby replacement records no holder", async () => {
    const guildId = `guild-${Date.now()}`;
    const first = await playing(db.store, { guildId });
    const second = await playing(db.store, { guildId });
    await db.store.abandonGame(second.id, 'host');
    await db.store.finishGame({ gameId: first.id, expectedVersion: first.version, state: { over: true } });
    await playing(db.store, { guildId });
    expect((await db.store.listEndedGames({ guildId })).map((g) => [g.id, g.status])).toEqual([
      [second.id, 'abandoned'],
      [first.id, 'finished'],
    ]);
    const created = await db.store.createGame(lobby({ guildId }));
    if (!created.ok) throw new Error(created.reason);
    await db.store.replaceSeat(created.game.id, 0, { kind: 'human', discordUserId: 'other', displayName: 'Other' });
    expect(await db.store.loadOccupancy(created.game.id)).toEqual([]);
  });
});
