/**
 * `npm start`: configuration → database (migrations applied) → Discord. Every problem that stops
 * the program is reported as one line, with exit code 1; SIGINT/SIGTERM stop the bot and close the
 * database cleanly (also while it is still opening), with exit code 0.
 */
import { startBot } from './bot/start.ts';
import type { RunningBot } from './bot/start.ts';
import { loadConfig, loadDiscordConfig, loadDotenv } from './config/env.ts';
import { errorLine, openStore } from './store/open-store.ts';
import type { Store } from './store/store.ts';

const stopWith = (line: string): void => {
  console.error(line);
  process.exitCode = 1;
};

const describeDatabase = (store: Store, location: string, seconds: string): string => {
  const applied = store.appliedMigrations;
  const migrations = applied.length === 0 ? 'no pending migrations' : `applied ${applied.length} migration(s): ${applied.join(', ')}`;
  return `database: ${store.backend} (${location}), ${migrations} in ${seconds} s`;
};

const main = async (): Promise<void> => {
  loadDotenv();
  const config = loadConfig(process.env);
  if (!config.ok) return stopWith(config.error);
  const { database, logLevel, searchBudget } = config.config;

  const started = performance.now();
  const opening = openStore(database);
  let bot: RunningBot | undefined;
  let stopping = false;
  const shutdown = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await bot?.stop();
    const opened = await opening;
    if (opened.ok) await opened.store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  const opened = await opening;
  if (!opened.ok) return stopWith(opened.error);
  const store = opened.store;
  if (logLevel === 'info' || logLevel === 'debug') {
    const location = database.kind === 'pglite' ? database.dataDir : 'DATABASE_URL';
    console.log(describeDatabase(store, location, ((performance.now() - started) / 1000).toFixed(1)));
  }

  const discord = loadDiscordConfig(process.env);
  if (!discord.ok) {
    await store.close();
    return stopWith(discord.error);
  }
  try {
    bot = await startBot({ discord: discord.config, logLevel, ...(searchBudget === undefined ? {} : { searchBudget }) }, store);
  } catch (error) {
    await store.close();
    return stopWith(`Could not connect to Discord: ${errorLine(error)}`);
  }
};

await main();
