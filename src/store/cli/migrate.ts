/** `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL, else the embedded one). */
import { loadConfig, loadDotenv } from '../../config/env.ts';
import { openStore } from '../open-store.ts';

loadDotenv();
const config = loadConfig(process.env);
if (!config.ok) {
  console.error(config.error);
  process.exitCode = 1;
} else {
  const started = performance.now();
  const opened = await openStore(config.config.database);
  if (!opened.ok) {
    console.error(opened.error);
    process.exitCode = 1;
  } else {
    const applied = opened.store.appliedMigrations;
    await opened.store.close();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      applied.length === 0
        ? `The ${opened.store.backend} database is up to date (${seconds} s)`
        : `Applied ${applied.length} migration(s) to the ${opened.store.backend} database in ${seconds} s: ${applied.join(', ')}`,
    );
  }
}
