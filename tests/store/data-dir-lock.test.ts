import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/store/data-dir-lock.ts';
import { openStore } from '../../src/store/open-store.ts';
import { runMain } from '../run-main.ts';
import { migratedDataDir } from '../support/pglite-template.ts';

const dirs: string[] = [];
const freshDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'suburbia-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the embedded database belongs to one process', { timeout: 180_000 }, () => {
  it('a second process on the same data directory is refused with one line and exit code 1', async () => {
    const dataDir = migratedDataDir('suburbia-lock-');
    dirs.push(dataDir);
    const opened = await openStore({ kind: 'pglite', dataDir });
    if (!opened.ok) throw new Error(opened.error);
    try {
      const run = await runMain({ DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        `The embedded database in ${dataDir} is in use by process ${process.pid}; stop it first, or set DATABASE_URL so several processes share a PostgreSQL server`,
      ]);
    } finally {
      await opened.store.close();
    }
  });

  it('a second open in the same process is refused too, and the directory is free again after close', async () => {
    const dataDir = await freshDir();
    const first = await lockDataDir(dataDir);
    if (!first.ok) throw new Error(first.error);
    expect(await lockDataDir(dataDir)).toMatchObject({ ok: false, error: expect.stringContaining(`in use by process ${process.pid}`) });
    await first.lock.release();
    const again = await lockDataDir(dataDir);
    expect(again.ok).toBe(true);
    if (again.ok) await again.lock.release();
  });

  it('a lock left by a process that died is taken over', async () => {
    const dataDir = await freshDir();
    // pids above the kernel's maximum (4194304) never belong to a live process
    await writeFile(join(dataDir, 'pglite.lock'), '99999999\n');
    const taken = await lockDataDir(dataDir);
    expect(taken.ok).toBe(true);
    expect(await readFile(join(dataDir, 'pglite.lock'), 'utf8')).toBe(`${process.pid}\n`);
    if (taken.ok) await taken.lock.release();
  });
});
