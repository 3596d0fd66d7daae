import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

  it('a lock whose owner died but is not reaped yet (a zombie) is taken over', async () => {
    const dataDir = await freshDir();
    const zombie = await lockOwnerThatBecomesAZombie(dataDir);
    try {
      // kill(pid, 0) still finds the zombie: only its process state tells that it is gone
      expect(() => process.kill(zombie.pid, 0)).not.toThrow();
      expect(await readFile(join(dataDir, 'pglite.lock'), 'utf8')).toBe(`${zombie.pid}\n`);
      const taken = await lockDataDir(dataDir);
      expect(taken.ok).toBe(true);
      expect(await readFile(join(dataDir, 'pglite.lock'), 'utf8')).toBe(`${process.pid}\n`);
      if (taken.ok) await taken.lock.release();
    } finally {
      zombie.reap();
    }
  });
});

const processState = async (pid: number): Promise<string> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat.slice(stat.lastIndexOf(')') + 1).trim().charAt(0);
};

/**
 * A process that takes the data directory's lock with lockDataDir and exits without releasing it, as a killed bot
 * does, under a parent that never reaps its children: `sh` starts it in the background, prints its pid and
 * becomes `sleep` (exec keeps the pid), which never waits. Resolves once the owner is a zombie; `reap` ends the
 * parent, so that init reaps the zombie.
 */
const lockOwnerThatBecomesAZombie = async (dataDir: string): Promise<{ readonly pid: number; readonly reap: () => void }> => {
  const lockModule = pathToFileURL(join(import.meta.dirname, '..', '..', 'src', 'store', 'data-dir-lock.ts')).href;
  const takeLockAndExit = `import(${JSON.stringify(lockModule)}).then((m) => m.lockDataDir(process.argv[1])).then((r) => process.exit(r.ok ? 0 : 2))`;
  const parent = spawn('sh', ['-c', `"${process.execPath}" --import tsx -e '${takeLockAndExit}' "$1" & echo $!; exec sleep 600`, 'sh', dataDir], {
    cwd: join(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const reap = (): void => void parent.kill('SIGKILL');
  try {
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      parent.once('exit', () => reject(new Error('the zombie maker exited early')));
    });
    for (let i = 0; (await processState(pid)) !== 'Z'; i++) {
      if (i > 300) throw new Error(`process ${pid} did not become a zombie (state ${await processState(pid)})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { pid, reap };
  } catch (error) {
    reap();
    throw error;
  }
};
