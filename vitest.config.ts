import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The tests that play on the run's database (tests/support/run-database.ts): the embedded one, or the PostgreSQL
 * server DATABASE_URL names. CI runs them once on each (`npm run test:database` with DATABASE_URL); every other
 * test (engine, renderer, the Discord stand-in, the bot process on an embedded database of its own) does not
 * depend on DATABASE_URL and runs once.
 */
const DATABASE_TESTS = [
  'tests/store/{abandon-votes,game-options,games,live-messages,migrations,move-log,scheduled-jobs,who-played}.test.ts',
  'tests/bot/moderation/**/*.test.ts',
  'tests/bot/flow/{sets,stored-before-sets,lobby-bots,rematch}.test.ts',
  'tests/bot/scheduler/**/*.test.ts',
  'tests/bot/stats/**/*.test.ts',
  'tests/bot/scenarios/{restart,bot-restart,deadlines,pause-restart,two-processes,sharding-auto,untrusted-input,hostile-inputs,inc-game,five-players-star}.test.ts',
];

const common = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
    // once per run, for both projects (a project that inherited it would run it again, at the same time)
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      { test: { ...common, name: 'database', include: DATABASE_TESTS, provide: { runsOnRunDatabase: true } } },
      { test: { ...common, name: 'other', include: ['tests/**/*.test.ts'], exclude: [...configDefaults.exclude, ...DATABASE_TESTS], provide: { runsOnRunDatabase: false } } },
    ],
  },
});
