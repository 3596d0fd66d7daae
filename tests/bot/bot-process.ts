import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { StandIn } from '../standin/standin.ts';
import { migratedDataDir } from '../support/pglite-template.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export type BotExit = { readonly code: number | null; readonly signal: NodeJS.Signals | null };

/** The real bot as a child process (`npm start`), configured only through its environment. */
export type BotProcess = {
  readonly child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  readonly output: () => string;
  readonly exited: Promise<BotExit>;
  /** `promise`, unless the process exits first: then a rejection quoting its output. */
  readonly unlessExited: <T>(promise: Promise<T>) => Promise<T>;
  /** Sends a signal (SIGTERM by default) and waits for the exit. */
  readonly stop: (signal?: NodeJS.Signals) => Promise<BotExit>;
  /** Ends whatever is left of its process group and removes the data directory. */
  readonly cleanUp: () => Promise<void>;
};

export type BotProcessOptions = {
  /** Extra or overriding variables, e.g. DATABASE_URL or DISCORD_DEV_GUILD_ID. */
  readonly env?: Readonly<Record<string, string>>;
  /** Reuse a data directory (a restart); by default a fresh temporary one, removed by cleanUp. */
  readonly dataDir?: string;
  readonly command?: readonly [string, ...string[]];
};

/**
 * The test runner's environment without the sharding variables: discord.js's Client reads SHARDS and
 * SHARD_COUNT from the environment itself (ShardingManager sets them), so even an empty value breaks it.
 */
const inheritedEnv = (): NodeJS.ProcessEnv => {
  const { SHARD_COUNT: _count, SHARDS: _shards, ...rest } = process.env;
  return rest;
};

/**
 * Starts `npm start` pointed at the stand-in: its token, application id and API URL, an embedded database in a
 * fresh DATA_DIR, and no DATABASE_URL, dev guild or sharding unless `env` sets them (a developer's .env never
 * leaks in: dotenv does not override variables that are set, even empty).
 */
export const startBotProcess = (standIn: StandIn, options: BotProcessOptions = {}): BotProcess => {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? migratedDataDir('suburbia-bot-');
  const [command, ...args] = options.command ?? ['npm', 'start'];
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inheritedEnv(),
      DATABASE_URL: '',
      DISCORD_DEV_GUILD_ID: '',
      LOG_LEVEL: 'info',
      ...standIn.botEnv(),
      DATA_DIR: dataDir,
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<BotExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = (): boolean => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => output,
    exited,
    unlessExited: (promise) =>
      Promise.race([
        promise,
        exited.then((exit) => {
          throw new Error(`the bot exited (${exit.code ?? exit.signal}) first; its output:\n${output}`);
        }),
      ]),
    stop: async (signal = 'SIGTERM') => {
      if (running()) child.kill(signal);
      return exited;
    },
    cleanUp: async () => {
      // the whole process group: npm's children outlive npm when a signal reaches only npm
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // the group is already gone
        }
      }
      await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
