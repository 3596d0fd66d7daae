/**
 * Scenario fixtures on PostgreSQL: the stand-in, the real bot process(es) on a fresh database, SQL beside them
 * (to move due times into the past, as days passing would), and a store for checks while the bot runs. For the
 * tests that need two processes on one database: skipped when DATABASE_URL is unset; CI sets it.
 */
import { randomBytes } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { createDatabase, dropDatabase } from '../../../src/store/admin.ts';
import { openStore } from '../../../src/store/open-store.ts';
import type { Store } from '../../../src/store/store.ts';
import type { GameRecord } from '../../../src/store/types.ts';
import type { ChannelRef } from '../../standin/scripted-user.ts';
import { startStandIn, type StandIn } from '../../standin/standin.ts';
import type { GatewaySession } from '../../standin/gateway.ts';
import { runServerUrl } from '../../support/run-database.ts';
import { startBotProcess, type BotProcess, type BotProcessOptions } from '../bot-process.ts';
import { START_UP_MS } from './table.ts';

export const SERVER_URL = runServerUrl();

export type PgTable = {
  readonly standIn: StandIn;
  readonly url: string;
  /** the store, opened beside the bot (PostgreSQL takes many connections) */
  readonly store: Store;
  readonly sql: (script: string) => Promise<void>;
  /** the rows of a query, each as an array of column values */
  readonly query: (sql: string) => Promise<readonly (readonly unknown[])[]>;
  /** starts a bot process on the table's database; `env` adds e.g. SHARD_COUNT */
  readonly startBot: (env?: Readonly<Record<string, string>>) => Promise<BotProcess>;
  /** SIGKILL to the bot's whole process group (npm, tsx and node alike), as a crash would */
  readonly kill: (bot: BotProcess) => Promise<void>;
  readonly close: () => Promise<void>;
};

const registered = (standIn: StandIn): boolean => standIn.globalCommands().some((c) => c.name === 'suburbia' && c.options.some((o) => o.name === 'undo'));

/** Starts a bot process and waits until a new gateway connection of it has identified and /suburbia is registered. */
export const startReadyBot = async (standIn: StandIn, options: BotProcessOptions): Promise<BotProcess> => {
  const known = new Set(standIn.gatewaySessions().map((s) => s.id));
  const bot = startBotProcess(standIn, options);
  try {
    await bot.unlessExited(standIn.waitFor('a new bot session', () => standIn.gatewaySessions().find((s) => s.identified && !known.has(s.id)), START_UP_MS));
    await bot.unlessExited(standIn.waitFor('/suburbia to be registered', () => (registered(standIn) ? true : undefined), START_UP_MS));
  } catch (error) {
    await bot.cleanUp();
    throw error;
  }
  return bot;
};

/** SIGKILL to the bot's whole process group (npm, tsx and node alike), as a crash would. */
export const killBot = async (bot: BotProcess): Promise<void> => {
  if (bot.child.pid !== undefined) {
    try {
      process.kill(-bot.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await bot.exited;
};

export const startPgTable = async (serverUrl: string): Promise<PgTable> => {
  const standIn = await startStandIn();
  const name = `suburbia_scenario_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(serverUrl, name);
  const opened = await openStore({ kind: 'postgresql', url });
  if (!opened.ok) throw new Error(opened.error);
  const adapter = await new PrismaPg({ connectionString: url }).connect();
  const bots: BotProcess[] = [];
  return {
    standIn,
    url,
    store: opened.store,
    sql: (script) => adapter.executeScript(script),
    query: async (sql) => (await adapter.queryRaw({ sql, args: [], argTypes: [] })).rows,
    startBot: async (env = {}) => {
      const bot = await startReadyBot(standIn, { env: { DATABASE_URL: url, ...env } });
      bots.push(bot);
      return bot;
    },
    kill: killBot,
    close: async () => {
      for (const bot of bots) await bot.cleanUp();
      await adapter.dispose();
      await opened.store.close();
      await standIn.stop();
      await dropDatabase(serverUrl, name);
    },
  };
};

/** The sessions identified with the gateway now, by shard. */
export const identifiedSessions = (standIn: StandIn): readonly GatewaySession[] => standIn.gatewaySessions().filter((s) => s.identified);

export const gameIn = async (store: Store, channel: ChannelRef): Promise<GameRecord> => {
  const game = await store.loadByChannel(channel.id);
  if (game === undefined) throw new Error(`no unfinished game in channel ${channel.id}`);
  return game;
};

/** Moves the pending jobs of a kind into the past, as if their time had come. */
export const makeDue = (table: PgTable, kind: 'reminder' | 'deadline' | 'goal_deadline'): Promise<void> =>
  table.sql(`UPDATE "ScheduledJob" SET "dueAt" = now() - interval '1 second' WHERE kind = '${kind}' AND "completedAt" IS NULL`);
