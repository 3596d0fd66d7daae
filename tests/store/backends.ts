/**
 * The backend the store tests run against: the run's database (tests/support/run-database.ts) — the
 * PostgreSQL server DATABASE_URL names, or else the embedded PGlite database — each test in a fresh
 * directory or a fresh database of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase } from '../../src/store/admin.ts';
import type { StoreLocation } from '../../src/store/open-store.ts';
import { migratedDataDir } from '../support/pglite-template.ts';
import { runDatabase } from '../support/run-database.ts';

export type Backend = {
  readonly name: 'pglite' | 'postgresql';
  /** a fresh location of its own, already migrated (PGlite: a copy of the run's template); removed by `cleanup` */
  readonly freshLocation: () => Promise<StoreLocation>;
  /** a fresh location with no database in it yet, as on a new machine; removed by `cleanup` */
  readonly emptyLocation: () => Promise<StoreLocation>;
  readonly cleanup: () => Promise<void>;
};

/** The embedded database, whatever the run's database is (for tests about the embedded database itself). */
export const embeddedBackend = (): Backend => {
  const dirs: string[] = [];
  return {
    name: 'pglite',
    freshLocation: async () => {
      const dir = migratedDataDir('suburbia-store-');
      dirs.push(dir);
      return { kind: 'pglite', dataDir: dir };
    },
    emptyLocation: async () => {
      const dir = await mkdtemp(join(tmpdir(), 'suburbia-store-'));
      dirs.push(dir);
      return { kind: 'pglite', dataDir: dir };
    },
    cleanup: async () => {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
};

const postgresql = (serverUrl: string): Backend => {
  const names: string[] = [];
  const freshDatabase = async (): Promise<StoreLocation> => {
    const name = `suburbia_test_${randomBytes(6).toString('hex')}`;
    names.push(name);
    return { kind: 'postgresql', url: await createDatabase(serverUrl, name) };
  };
  return {
    name: 'postgresql',
    // a new PostgreSQL database is cheap: the migrations are applied when the store opens it
    freshLocation: freshDatabase,
    emptyLocation: freshDatabase,
    cleanup: async () => {
      for (const name of names) await dropDatabase(serverUrl, name);
    },
  };
};

/** For describe.each: the run's database. */
export const runBackends = (): readonly Backend[] => {
  const database = runDatabase();
  return [database.kind === 'postgresql' ? postgresql(database.serverUrl) : embeddedBackend()];
};
