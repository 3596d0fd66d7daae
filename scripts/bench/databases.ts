/**
 * Scratch databases for a run: the embedded one in a temp directory, and fresh databases on a PostgreSQL server
 * (DATABASE_URL's server when set, else the local test server), dropped again afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase } from '../../src/store/admin.ts';
import { describeUrl, errorLine, openStore } from '../../src/store/open-store.ts';
import type { Store } from '../../src/store/store.ts';

export const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/test';

export type Scratch = { readonly store: Store; readonly label: string; readonly url?: string; readonly dispose: () => Promise<void> };
export type Opened = { readonly ok: true; readonly scratch: Scratch } | { readonly ok: false; readonly reason: string };

export const openScratchPglite = async (): Promise<Opened> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'suburbia-bench-'));
  const opened = await openStore({ kind: 'pglite', dataDir });
  if (!opened.ok) {
    await rm(dataDir, { recursive: true, force: true });
    return { ok: false, reason: opened.error };
  }
  return {
    ok: true,
    scratch: {
      store: opened.store,
      label: 'PGlite (temp dir)',
      dispose: async () => {
        await opened.store.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    },
  };
};

export const postgresServer = (): string => process.env['DATABASE_URL'] ?? LOCAL_POSTGRES;

/** A fresh database named `bench_<purpose>_<pid>` on the server, migrated by openStore; dropped by dispose. */
export const openScratchPostgres = async (purpose: string): Promise<Opened> => {
  const server = postgresServer();
  const name = `bench_${purpose}_${process.pid}`;
  let url: string;
  try {
    await dropDatabase(server, name);
    url = await createDatabase(server, name);
  } catch (error) {
    return { ok: false, reason: `PostgreSQL at ${describeUrl(server)} is not usable: ${errorLine(error)}` };
  }
  const drop = () => dropDatabase(server, name).catch(() => undefined);
  const opened = await openStore({ kind: 'postgresql', url });
  if (!opened.ok) {
    await drop();
    return { ok: false, reason: opened.error };
  }
  return {
    ok: true,
    scratch: {
      store: opened.store,
      label: `PostgreSQL (${describeUrl(url)})`,
      url,
      dispose: async () => {
        await opened.store.close();
        await drop();
      },
    },
  };
};
