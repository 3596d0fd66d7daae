/**
 * The database a test run plays on: the PostgreSQL server DATABASE_URL names, or else the embedded database.
 * Only the `database` project of vitest.config.ts runs tests that ask for it, so that CI runs them once on each
 * database and everything else once; a test file outside that project that asks is stopped with a message.
 */
import { inject } from 'vitest';

declare module 'vitest' {
  // vitest's typed inject() is declared by merging into this interface; a type alias cannot merge
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** set by the `database` project: its tests run on the run's database */
    runsOnRunDatabase: boolean;
  }
}

export type RunDatabase = { readonly kind: 'pglite' } | { readonly kind: 'postgresql'; readonly serverUrl: string };

export const runDatabase = (): RunDatabase => {
  if (inject('runsOnRunDatabase') !== true) {
    throw new Error('this test file plays on the run\'s database (DATABASE_URL, else the embedded one): list it in the database project of vitest.config.ts');
  }
  const serverUrl = process.env.DATABASE_URL?.trim();
  return serverUrl ? { kind: 'postgresql', serverUrl } : { kind: 'pglite' };
};

/** The PostgreSQL server of the run, for the tests that need two processes on one database (skipped without it). */
export const runServerUrl = (): string | undefined => {
  const database = runDatabase();
  return database.kind === 'postgresql' ? database.serverUrl : undefined;
};

/** How test names say which database they ran on. */
export const databaseName = (database: RunDatabase): string => (database.kind === 'postgresql' ? 'PostgreSQL' : 'the embedded database');
