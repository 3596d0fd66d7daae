/**
 * Opens the database the configuration names, applies pending migrations, and hands out the
 * repository. DATABASE_URL → PostgreSQL through @prisma/adapter-pg; otherwise the embedded PGlite
 * database, file-backed in the data directory and locked to this process.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { lockDataDir } from './data-dir-lock.ts';
import { PrismaClient } from './generated/client.ts';
import { applyMigrations } from './migrations/apply-migrations.ts';
import { PgAdapterFactory } from './pg-adapter.ts';
import { PGliteAdapterFactory } from './pglite-adapter.ts';
import { createRepository } from './repository.ts';
import type { Store } from './store.ts';

export type StoreLocation =
  | { readonly kind: 'postgresql'; readonly url: string }
  | { readonly kind: 'pglite'; readonly dataDir: string };

export type OpenStoreResult = { readonly ok: true; readonly store: Store } | { readonly ok: false; readonly error: string };

/** The part of an error worth one line: the schema engine appends a Rust backtrace after "0:". */
export const errorLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .filter((_, i, lines) => lines.slice(0, i + 1).every((l) => !/^\d+: /.test(l)))
    .join(': ');

/** The URL without its password, for messages. */
export const describeUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    parsed.password = parsed.password === '' ? '' : '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
};

/** The embedded database lives in `<dataDir>/pglite`. */
export const pgliteDir = (dataDir: string): string => join(dataDir, 'pglite');

const withMigrations = async (
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  backend: Store['backend'],
  release: () => Promise<void>,
): Promise<Store> => {
  let appliedMigrations: readonly string[];
  try {
    appliedMigrations = await applyMigrations(adapterFactory);
  } catch (error) {
    await release();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return createRepository(prisma, {
    backend,
    appliedMigrations,
    close: async () => {
      await prisma.$disconnect();
      await release();
    },
  });
};

const openPostgres = async (url: string): Promise<OpenStoreResult> => {
  try {
    return { ok: true, store: await withMigrations(new PgAdapterFactory(url), 'postgresql', async () => {}) };
  } catch (error) {
    return { ok: false, error: `Could not open the PostgreSQL database at ${describeUrl(url)}: ${errorLine(error)}` };
  }
};

/**
 * A store on an embedded database that is already open (e.g. by openStore, after taking the data directory's
 * lock); closing the store closes the database, then runs `release`.
 */
export const storeOnPglite = (database: PGlite, release: () => Promise<void> = async () => {}): Promise<Store> =>
  withMigrations(new PGliteAdapterFactory(database), 'pglite', async () => {
    if (!database.closed) await database.close();
    await release();
  });

const openPglite = async (dataDir: string): Promise<OpenStoreResult> => {
  const locked = await lockDataDir(dataDir);
  if (!locked.ok) return locked;
  let database: PGlite | undefined;
  try {
    database = await PGlite.create(pgliteDir(dataDir));
    return { ok: true, store: await storeOnPglite(database, locked.lock.release) };
  } catch (error) {
    if (database !== undefined && !database.closed) await database.close();
    await locked.lock.release();
    return { ok: false, error: `Could not open the embedded database in ${dataDir}: ${errorLine(error)}` };
  }
};

export const openStore = (location: StoreLocation): Promise<OpenStoreResult> =>
  location.kind === 'postgresql' ? openPostgres(location.url) : openPglite(location.dataDir);
