import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/store/migrations/migrations-folder.ts';
import { runMain, startMain } from './run-main.ts';

const dirs: string[] = [];
const freshDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'suburbia-data-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Each test starts the real program (and most initialise a fresh embedded database): slow on a busy machine. */
const slow = { timeout: 180_000 };

describe('npm start', slow, () => {
  it('on a fresh machine applies the migrations to the embedded database, then stops at the missing DISCORD_TOKEN', async () => {
    const dataDir = await freshDir();
    const migrations = (await readdir(migrationsDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    const run = await runMain({ DATA_DIR: dataDir });
    expect(run.stdout).toContain(`database: pglite (${dataDir}), applied ${migrations.length} migration(s): ${migrations.sort().join(', ')}`);
    expect(run.stderr.trim().split('\n')).toEqual([
      "DISCORD_TOKEN is missing: set it to your bot's token (Developer Portal → your application → Bot → Reset Token) in .env or the environment (see .env.example)",
    ]);
    expect(run.code).toBe(1);
    // the store was closed: the data directory is free for the next process
    expect(await readdir(dataDir)).not.toContain('pglite.lock');
  });

  it('names a malformed variable in one line before touching the database', async () => {
    const dataDir = await freshDir();
    const run = await runMain({ DATA_DIR: dataDir, DISCORD_TOKEN: 'token', LOG_LEVEL: 'loud' });
    expect(run.stderr.trim().split('\n')).toEqual(['LOG_LEVEL is malformed: expected one of error, warn, info, debug, got "loud"']);
    expect(run.code).toBe(1);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses shards on the embedded database', async () => {
    const run = await runMain({ DATA_DIR: await freshDir(), SHARD_COUNT: '2' });
    expect(run.stderr.trim().split('\n')).toEqual([
      'SHARD_COUNT needs DATABASE_URL: the embedded database belongs to one process, so shards must share a PostgreSQL server',
    ]);
    expect(run.code).toBe(1);
  });

  it('names an unreachable PostgreSQL server in one line', async () => {
    // port 9 (discard) on the loopback: nothing listens there
    const run = await runMain({ DATABASE_URL: 'postgresql://suburbia:secret@127.0.0.1:9/suburbia' });
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Could not open the PostgreSQL database at postgresql:\/\/suburbia:\*\*\*@127\.0\.0\.1:9\/suburbia: /);
    expect(run.code).toBe(1);
  });
});

describe('stopping', slow, () => {
  it('SIGTERM while the bot connects stops it, closes the embedded database and exits 0', async () => {
    // a Discord stand-in on the loopback that accepts requests and never answers them
    const { createServer } = await import('node:http');
    const server = createServer(() => {});
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const dataDir = await freshDir();
      const main = await startMain({
        DATA_DIR: dataDir,
        DISCORD_TOKEN: 'token.for.tests',
        DISCORD_APPLICATION_ID: '123456789012345678',
        DISCORD_API_URL: `http://127.0.0.1:${address.port}/api`,
      });
      await main.printed('database: pglite');
      expect(await readdir(dataDir)).toContain('pglite.lock');
      main.child.kill('SIGTERM');
      const run = await main.exited;
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(await readdir(dataDir)).not.toContain('pglite.lock');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
