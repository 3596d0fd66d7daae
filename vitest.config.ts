import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three projects, so that a test pays only for the database it uses:
 * - `unit`: engine, renderer, records, the Discord stand-in alone, lint, docs, scripts. No database set-up at
 *   all: one engine test file runs in seconds.
 * - `embedded`: tests that start the bot (or a store) on an embedded database of their own, copied from the
 *   migrated template that tests/support/global-setup.ts makes once per run (tests/support/pglite-template.ts).
 * - `database`: the tests that play on the run's database (tests/support/run-database.ts): the embedded one, or
 *   the PostgreSQL server DATABASE_URL names. CI runs them once on each (`npm run test:database` with
 *   DATABASE_URL); every other test does not depend on DATABASE_URL and runs once.
 * A project's global set-up runs only when one of its files is queued, so `vitest run tests/engine` makes no
 * database.
 */
const DATABASE_TESTS = [
  'tests/store/{abandon-votes,game-options,games,live-messages,migrations,move-log,scheduled-jobs,who-played}.test.ts',
  'tests/bot/moderation/**/*.test.ts',
  'tests/bot/flow/{sets,stored-before-sets,lobby-bots,rematch}.test.ts',
  'tests/bot/scheduler/**/*.test.ts',
  'tests/bot/stats/{played-games,stats-commands}.test.ts',
  'tests/bot/scenarios/{restart,bot-restart,deadlines,pause-restart,two-processes,sharding-auto,untrusted-input,hostile-inputs,inc-game,five-players-star}.test.ts',
];

/** Tests that copy the migrated embedded template (a bot process, a store of their own) but not the run's database. */
const EMBEDDED_TESTS = [
  'tests/bot/{bot-process,channel-effects,register-commands}.test.ts',
  'tests/bot/flow/{handle,ended-games}.test.ts',
  'tests/store/data-dir-lock.test.ts',
  'tests/bot/scenarios/*.test.ts',
];

const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 } as const;
/** A process per file: these tests open embedded databases (WebAssembly PostgreSQL) and start bot processes. */
const common = { ...timeouts, pool: 'forks' } as const;
/**
 * Unit tests share their worker's modules (no vitest mock or stub is used anywhere): importing the engine and the
 * renderer again for every file cost most of their time.
 */
const shared = { ...timeouts, pool: 'threads', isolate: false } as const;
const template = { globalSetup: ['tests/support/global-setup.ts'] };

export default defineConfig({
  test: {
    // both cores (vitest's default in a run is one fewer than the machine has)
    maxWorkers: 2,
    projects: [
      { test: { ...common, ...template, name: 'database', include: DATABASE_TESTS, provide: { runsOnRunDatabase: true } } },
      {
        test: { ...common, ...template, name: 'embedded', include: EMBEDDED_TESTS, exclude: [...configDefaults.exclude, ...DATABASE_TESTS], provide: { runsOnRunDatabase: false } },
      },
      {
        test: { ...shared, name: 'unit', include: ['tests/**/*.test.ts'], exclude: [...configDefaults.exclude, ...DATABASE_TESTS, ...EMBEDDED_TESTS], provide: { runsOnRunDatabase: false } },
      },
    ],
  },
});
