/**
 * PGlite is one process's database: a lock file in the data directory holds the owner's pid. A
 * second process (or a second open in this process) is refused while the owner lives; a lock left
 * by a process that died is taken over — also while the dead owner is a zombie waiting for its
 * parent to reap it, as a bot killed and restarted at once can find it.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export type DataDirLock = { readonly release: () => Promise<void> };

export type LockResult = { readonly ok: true; readonly lock: DataDirLock } | { readonly ok: false; readonly error: string };

/**
 * A zombie has exited and holds nothing, but `kill(pid, 0)` still succeeds on it until it is reaped.
 * Linux tells it by the state in /proc/<pid>/stat ("pid (command) Z …"); elsewhere there is no /proc
 * and a zombie counts as alive.
 */
const isZombie = async (pid: number): Promise<boolean> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // the command may itself hold spaces and parentheses: the state is the first field after the last ')'
  return stat.slice(stat.lastIndexOf(')') + 1).trim().startsWith('Z');
};

const isAlive = async (pid: number): Promise<boolean> => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !(await isZombie(pid));
};

const create = async (path: string): Promise<boolean> => {
  try {
    const file = await open(path, 'wx');
    await file.writeFile(`${process.pid}\n`);
    await file.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
};

export const lockDataDir = async (dataDir: string): Promise<LockResult> => {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await create(path)) return { ok: true, lock: { release: () => rm(path, { force: true }) } };
    const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && (await isAlive(owner))) {
      return {
        ok: false,
        error: `The embedded database in ${dataDir} is in use by process ${owner}; stop it first, or set DATABASE_URL so several processes share a PostgreSQL server`,
      };
    }
    await rm(path, { force: true });
  }
  return { ok: false, error: `Could not lock the embedded database in ${dataDir} (${path} keeps reappearing)` };
};
