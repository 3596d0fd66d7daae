/**
 * The scheduler: every few seconds, claims the jobs that are due by the database's clock and runs them. The
 * claim is atomic (one claimer per job, whatever the number of processes); a job whose claimer died is handed
 * out again when its lease ends. It keeps nothing in memory between polls.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Client } from 'discord.js';
import type { Effect, FlowDeps } from '../flow/types.ts';
import type { Log } from '../log.ts';
import { executeChannelEffects } from '../channel-effects.ts';
import { runJob } from './jobs.ts';

/** How often due jobs are looked for: reminders and deadlines are hours apart, so seconds of delay do not matter. */
export const POLL_MS = 2_000;
/** Jobs taken per poll. */
const BATCH = 10;
/** How long a claim lasts: far longer than a job takes (a render and a few posts). */
const LEASE_MS = 120_000;
/** A job that failed this many runs (one lease apart) is given up and logged, not retried for ever. */
export const MAX_JOB_ATTEMPTS = 5;

export type Scheduler = { readonly stop: () => Promise<void> };

/**
 * One poll: claims the due jobs for `owner`, runs each and hands its effects to `execute`, then marks it done.
 * A job that fails stays claimed and is handed out again once its lease has passed, up to MAX_JOB_ATTEMPTS runs.
 * Returns how many ran.
 */
export const runDueJobs = async (deps: FlowDeps, owner: string, execute: (effects: readonly Effect[]) => Promise<void>, log: Log): Promise<number> => {
  const jobs = await deps.store.claimDueJobs({ owner, limit: BATCH, leaseMs: LEASE_MS });
  for (const job of jobs) {
    try {
      const effects = await runJob(deps, job);
      await execute(effects);
      await deps.store.completeJob(job.id, owner);
      log.debug(`job ${job.id} (${job.kind}, game ${job.gameId}) done with ${effects.length} effect(s)`);
    } catch (error) {
      const outcome = await deps.store.failJob(job.id, owner, { error: error instanceof Error ? (error.stack ?? error.message) : String(error), maxAttempts: MAX_JOB_ATTEMPTS });
      const next = outcome === 'given-up' ? `given up after ${MAX_JOB_ATTEMPTS} attempts` : outcome === 'retry-later' ? 'tried again after its lease' : 'no longer held';
      log.error(`job ${job.id} (${job.kind}, game ${job.gameId}) failed; ${next}`, error);
    }
  }
  return jobs.length;
};

export const startScheduler = (client: Client, deps: FlowDeps, log: Log): Scheduler => {
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;

  const execute = (effects: readonly Effect[]): Promise<void> => executeChannelEffects(client, deps.store, log, effects);

  const running = (async () => {
    while (!stopped) {
      try {
        await runDueJobs(deps, owner, execute, log);
      } catch (error) {
        log.error('looking for due jobs failed', error);
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, POLL_MS);
      });
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      wake?.();
      await running;
    },
  };
};
