/**
 * The restart probe, run as its own process (`node --import tsx`, as `npm start` runs the bot): loads the bot's
 * modules, opens the store (migrations checked), makes the scheduler's first poll for due jobs — ready to serve
 * (logging in to Discord is left out) — then, beyond what the bot does at start, loads every unfinished game and
 * its engine state. Prints one JSON line of milliseconds since the process started.
 */
import { performance } from 'node:perf_hooks';

const url = process.env['BENCH_DATABASE_URL'];
const guildId = process.env['BENCH_GUILD_ID'] ?? '';
if (url === undefined) throw new Error('restart-child: BENCH_DATABASE_URL is not set');

const entered = performance.now();
await import('../../src/bot/start.ts');
const { openStore } = await import('../../src/store/open-store.ts');
const { stateOf } = await import('../../src/bot/flow/game.ts');
const imported = performance.now();
const opened = await openStore({ kind: 'postgresql', url });
if (!opened.ok) throw new Error(opened.error);
const store = opened.store;
const open = performance.now();
const due = await store.claimDueJobs({ owner: `bench-restart:${process.pid}`, limit: 10, leaseMs: 120_000 });
const ready = performance.now();
let games = 0;
for (const game of await store.listUnfinishedGames({ guildId })) {
  if ((await stateOf(store, game)) === undefined && game.status !== 'lobby') throw new Error(`game ${game.id} has no state`);
  games += 1;
}
const validated = performance.now();
await store.close();
console.log(JSON.stringify({ entered, imported, open, ready, validated, games, dueJobs: due.length }));
