/**
 * The backends every store test runs against: the embedded PGlite database (always) and the
 * PostgreSQL server named by DATABASE_URL (skipped only when it is unset), each in a fresh
 * directory or a fresh database of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase } from '../../src/store/admin.ts';
import type { StoreLocation } from '../../src/store/open-store.ts';

export type Backend = {
  readonly name: 'pglite' | 'postgresql';
  /** a fresh, empty location; removed by `cleanup` */
  readonly freshLocation: () => Promise<StoreLocation>;
  readonly cleanup: () => Promise<void>;
};

const pglite = (): Backend => {
  const dirs: string[] = [];
  return {
    name: 'pglite',
    freshLocation: async () => {
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
  return {
    name: 'postgresql',
    freshLocation: async () => {
      const name = `suburbia_test_${randomBytes(6).toString('hex')}`;
      names.push(name);
      return { kind: 'postgresql', url: await createDatabase(serverUrl, name) };
    },
    cleanup: async () => {
      for (const name of names) await dropDatabase(serverUrl, name);
    },
  };
};

const serverUrl = process.env.DATABASE_URL?.trim();

/** For describe.each: PGlite, plus PostgreSQL when DATABASE_URL is set. */
export const backends: readonly Backend[] = serverUrl ? [pglite(), postgresql(serverUrl)] : [pglite()];
