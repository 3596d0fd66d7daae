import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../src/store/migrations/apply-migrations.ts';
import { migrationsDir } from '../../src/store/migrations/migrations-folder.ts';
import { pgliteDir } from '../../src/store/open-store.ts';
import type { StoreLocation } from '../../src/store/open-store.ts';
import { PgAdapterFactory } from '../../src/store/pg-adapter.ts';
import { PGliteAdapterFactory } from '../../src/store/pglite-adapter.ts';
import { runBackends } from './backends.ts';
import { open } from './fixtures.ts';

type MigrationRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

/** Runs `work` with a driver adapter factory on the location (the store being closed). */
const withDatabase = async <T>(location: StoreLocation, work: (factory: SqlMigrationAwareDriverAdapterFactory, query: (sql: string) => Promise<unknown[]>) => Promise<T>): Promise<T> => {
  if (location.kind === 'pglite') {
    const database = await PGlite.create(pgliteDir(location.dataDir));
    try {
      return await work(new PGliteAdapterFactory(database), async (sql) => (await database.query(sql)).rows);
    } finally {
      await database.close();
    }
  }
  const factory = new PgAdapterFactory(location.url);
  const adapter = await factory.connect();
  try {
    return await work(factory, async (sql) => {
      const result = await adapter.queryRaw({ sql, args: [], argTypes: [] });
      return result.rows.map((row) => Object.fromEntries(result.columnNames.map((name, i) => [name, row[i]])));
    });
  } finally {
    await adapter.dispose();
  }
};

const committedMigrations = async (): Promise<string[]> =>
  (await readdir(migrationsDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();

/** Each test initialises fresh databases and runs the WebAssembly schema engine: slow on a busy machine. */
const slow = { timeout: 180_000 };

describe.each(runBackends())('migrations on $name', slow, (backend) => {
  afterAll(() => backend.cleanup());

  it('are applied at opening, recorded as prisma migrate deploy records them, and applying them again is a no-op', async () => {
    const location = await backend.emptyLocation();
    const names = await committedMigrations();
    expect(names.length).toBeGreaterThan(0);

    const first = await open(location);
    expect(first.appliedMigrations).toEqual(names);
    await first.close();
    const second = await open(location);
    expect(second.appliedMigrations).toEqual([]);
    await second.close();

    const rows = await withDatabase(location, async (factory, query) => {
      expect(await applyMigrations(factory)).toEqual([]);
      return (await query('SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name')) as MigrationRow[];
    });
    const checksums = await Promise.all(names.map(async (name) => createHash('sha256').update(await readFile(join(migrationsDir, name, 'migration.sql'))).digest('hex')));
    expect(rows.map((row) => [row.migration_name, row.checksum, row.finished_at !== null, row.rolled_back_at])).toEqual(
      names.map((name, i) => [name, checksums[i], true, null]),
    );
  });

  it("gives the bot seats stored before strengths existed the normal strength, and people's seats none", async () => {
    const location = await backend.emptyLocation();
    const strengths = '20261201162747_bot_seat_strength';
    const dir = await mkdtemp(join(tmpdir(), 'suburbia-migrations-'));
    try {
      await cp(migrationsDir, dir, { recursive: true });
      // the database as it was before strengths existed: that migration and every later one not yet applied
      const later = (await committedMigrations()).filter((name) => name >= strengths);
      for (const name of later) await rm(join(dir, name), { recursive: true });
      const gameId = await withDatabase(location, async (factory, query) => {
        expect(await applyMigrations(factory, dir)).not.toContain(strengths);
        const [game] = (await query(
          `INSERT INTO "Game" ("guildId", "channelId", "hostUserId", "options", "seed", "rulesVersion", "status", "updatedAt")
           VALUES ('1', '2', 'ann', '{"players":2}', 7, 'base-1', 'playing', now()) RETURNING id`,
        )) as { id: number }[];
        await query(
          `INSERT INTO "Seat" ("gameId", "order", "kind", "discordUserId", "displayName")
           VALUES (${game?.id}, 0, 'human', 'ann', 'Ann'), (${game?.id}, 1, 'bot', NULL, 'Bob (bot)')`,
        );
        return game?.id ?? -1;
      });
      const store = await open(location);
      try {
        expect(store.appliedMigrations).toEqual(later);
        expect((await store.loadById(gameId))?.seats).toEqual([
          { order: 0, kind: 'human', discordUserId: 'ann', displayName: 'Ann' },
          { order: 1, kind: 'bot', discordUserId: undefined, displayName: 'Bob (bot)', strength: 'normal' },
        ]);
      } finally {
        await store.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('schedules a bot move for every game in play with a bot seat stored before bot moves were jobs', async () => {
    const location = await backend.emptyLocation();
    const botMoves = ['20261201162901_bot_move_jobs', '20261201163000_bot_moves_of_games_in_play'];
    const dir = await mkdtemp(join(tmpdir(), 'suburbia-migrations-'));
    try {
      await cp(migrationsDir, dir, { recursive: true });
      for (const name of botMoves) await rm(join(dir, name), { recursive: true });
      // a game in play with a bot seat gets the job; one of people only, and a lobby with a bot seat, get none
      const [withBot] = await withDatabase(location, async (factory, query) => {
        await applyMigrations(factory, dir);
        const game = async (status: string, version: number, bot: boolean): Promise<number> => {
          const [row] = (await query(
            `INSERT INTO "Game" ("guildId", "channelId", "hostUserId", "options", "seed", "rulesVersion", "status", "version", "updatedAt")
             VALUES ('1', '${version}', 'ann', '{"players":2}', 7, 'base-1', '${status}', ${version}, now()) RETURNING id`,
          )) as { id: number }[];
          await query(
            `INSERT INTO "Seat" ("gameId", "order", "kind", "discordUserId", "displayName", "botStrength")
             VALUES (${row?.id}, 0, 'human', 'ann${version}', 'Ann', NULL), (${row?.id}, 1, '${bot ? 'bot' : 'human'}', ${bot ? 'NULL' : `'bo${version}'`}, 'Bo', ${bot ? "'normal'" : 'NULL'})`,
          );
          return row?.id ?? -1;
        };
        return [await game('playing', 12, true), await game('playing', 13, false), await game('lobby', 14, true)];
      });
      const store = await open(location);
      try {
        expect(store.appliedMigrations).toEqual(botMoves);
        const rows = await withDatabase(location, async (_factory, query) => query(`SELECT "gameId", kind::text AS kind, key, payload::text AS payload FROM "ScheduledJob" ORDER BY id`));
        // the payload as text: each driver decodes jsonb its own way
        expect(rows).toEqual([{ gameId: withBot, kind: 'bot_move', key: '12', payload: '{"version": 12}' }]);
      } finally {
        await store.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a failing migration is not recorded as applied and leaves no half-made change', async () => {
    const location = await backend.freshLocation();
    const dir = await mkdtemp(join(tmpdir(), 'suburbia-migrations-'));
    try {
      await cp(migrationsDir, dir, { recursive: true });
      await mkdir(join(dir, '29990101000000_broken'));
      await writeFile(join(dir, '29990101000000_broken', 'migration.sql'), 'CREATE TABLE "Half" (id INTEGER);\nSELECT nothing FROM nowhere;\n');
      const rows = await withDatabase(location, async (factory, query) => {
        await expect(applyMigrations(factory, dir)).rejects.toThrow(/nowhere/);
        expect(await query(`SELECT to_regclass('"Half"')::text AS half`)).toEqual([{ half: null }]);
        return (await query('SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name')) as MigrationRow[];
      });
      expect(rows.at(-1)).toEqual({ migration_name: '29990101000000_broken', finished_at: null });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
