/**
 * The scheduler: every few seconds, claims the jobs that are due by the database's clock and runs them. The
 * claim is atomic (one claimer per job, whatever the number of processes); a job whose claimer died is handed
 * out again when its lease ends. It keeps nothing in memory between polls.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Client } from 'discord.js';
import type { JobKind, JobRecord } from '../../store/types.ts';
import type { Effect, FlowDeps } from '../flow/types.ts';
import type { Log } from '../log.ts';
import { executeChannelEffects } from '../channel-effects.ts';
import { runJob } from './jobs.ts';
import { ThinkingStopped } from '../thinking/think.ts';

/** How often due jobs are looked for: reminders and deadlines are hours apart, so seconds of delay do not matter. */
export const POLL_MS = 2_000;
/** Jobs taken per poll. */
const BATCH = 10;
/** How long a claim lasts: far longer than a job takes (a render and a few posts). */
const LEASE_MS = 120_000;
/** A job that failed this many runs (one lease apart) is given up and logged, not retried for ever. */
export const MAX_JOB_ATTEMPTS = 5;

export type Scheduler = {
  /** looks for due jobs now (a bot's move was just scheduled), or right after the poll under way */
  readonly wake: () => void;
  readonly stop: () => Promise<void>;
};

/** The jobs that run one after another: a game's, in due order; its board jobs apart, not waiting for its bots. */
const laneOf = (job: JobRecord): string => (job.kind === 'board' ? `${job.gameId}:board` : String(job.gameId));

/**
 * One poll: claims the due jobs for `owner` (only those of `kinds`, when given), runs each and hands its effects
 * to `execute`, then marks it done. A job that fails stays claimed and is handed out again once its lease has
 * passed, up to MAX_JOB_ATTEMPTS runs. Jobs of one game run in due order, one after another (its board jobs apart);
 * those of different games at once, so that a reminder does not wait for a bot that thinks (bot searches queue in
 * due order themselves, src/bot/thinking/think.ts). Returns how many ran.
 */
export const runDueJobs = async (deps: FlowDeps, owner: string, execute: (effects: readonly Effect[]) => Promise<void>, log: Log, kinds?: readonly JobKind[]): Promise<number> => {
  const jobs = await deps.store.claimDueJobs({ owner, limit: BATCH, leaseMs: LEASE_MS, ...(kinds === undefined ? {} : { kinds }) });
  const lanes = new Map<string, JobRecord[]>();
  for (const job of jobs) lanes.set(laneOf(job), [...(lanes.get(laneOf(job)) ?? []), job]);
  await Promise.all([...lanes.values()].map((own) => runInOrder(deps, owner, own, execute, log)));
  return jobs.length;
};

const runInOrder = async (deps: FlowDeps, owner: string, jobs: readonly JobRecord[], execute: (effects: readonly Effect[]) => Promise<void>, log: Log): Promise<void> => {
  for (const job of jobs) {
    try {
      const effects = await runJob(deps, job);
      await execute(effects);
      await deps.store.completeJob(job.id, owner);
      log.debug(`job ${job.id} (${job.kind}, game ${job.gameId}) done with ${effects.length} effect(s)`);
    } catch (error) {
      if (error instanceof ThinkingStopped) {
        // shutting down: the next process to look takes the job over at once
        await deps.store.releaseJob(job.id, owner);
        log.info(`job ${job.id} (${job.kind}, game ${job.gameId}) handed back: the bot is shutting down`);
        continue;
      }
      const outcome = await deps.store.failJob(job.id, owner, { error: error instanceof Error ? (error.stack ?? error.message) : String(error), maxAttempts: MAX_JOB_ATTEMPTS });
      const next = outcome === 'given-up' ? `given up after ${MAX_JOB_ATTEMPTS} attempts` : outcome === 'retry-later' ? 'tried again after its lease' : 'no longer held';
      log.error(`job ${job.id} (${job.kind}, game ${job.gameId}) failed; ${next}`, error);
    }
  }
};

/** A loop that runs `poll`, then waits POLL_MS (or until woken), until stopped. */
const pollLoop = (poll: () => Promise<number>, log: Log): Scheduler => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sleeping: (() => void) | undefined;
  // a wake during a poll: the poll may have claimed its jobs before the new one was scheduled
  let woken = false;

  const running = (async () => {
    while (!stopped) {
      woken = false;
      try {
        await poll();
      } catch (error) {
        log.error('looking for due jobs failed', error);
      }
      if (stopped) break;
      if (woken) continue;
      await new Promise<void>((resolve) => {
        sleeping = resolve;
        timer = setTimeout(resolve, POLL_MS);
      });
      sleeping = undefined;
      clearTimeout(timer);
    }
  })();

  return {
    wake: () => {
      woken = true;
      sleeping?.();
    },
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      sleeping?.();
      await running;
    },
  };
};

/**
 * Two loops: one for every due job, and one for board jobs alone, which stand in for a bots' post that is late and
 * so must not wait for a poll whose bot is still thinking.
 */
export const startScheduler = (client: Client, deps: FlowDeps, log: Log): Scheduler => {
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const execute = (effects: readonly Effect[]): Promise<void> => executeChannelEffects(client, deps.store, log, effects);
  const every = pollLoop(() => runDueJobs(deps, owner, execute, log), log);
  const boards = pollLoop(() => runDueJobs(deps, owner, execute, log, ['board']), log);
  return {
    wake: every.wake,
    stop: async () => {
      await Promise.all([every.stop(), boards.stop()]);
    },
  };
};
