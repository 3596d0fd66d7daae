/**
 * The stand-in and real bot processes on the run's database (tests/support/run-database.ts), one at a time, for
 * tests that kill the bot and start another: on PostgreSQL a fresh database, on the embedded database one data
 * directory that every bot of the table opens in turn.
 */
import { rmSync } from 'node:fs';
import type { Store } from '../../../src/store/store.ts';
import { startStandIn, type StandIn } from '../../standin/standin.ts';
import { migratedDataDir } from '../../support/pglite-template.ts';
import type { RunDatabase } from '../../support/run-database.ts';
import type { BotProcess } from '../bot-process.ts';
import { killBot, startPgTable, startReadyBot } from './pg-table.ts';
import { openWhenFree } from './table.ts';

export type BotTable = {
  readonly standIn: StandIn;
  /** starts a bot process on the table's database (with extra variables, e.g. BOT_SEARCH_BUDGET) and waits until it is ready */
  readonly startBot: (env?: Readonly<Record<string, string>>) => Promise<BotProcess>;
  /**
   * Runs `work` on the table's database while no bot runs (on the embedded database every bot must have been
   * stopped: the store is opened for it and closed after).
   */
  readonly betweenBots: <T>(work: (store: Store) => Promise<T>) => Promise<T>;
  /** SIGKILL to the bot's whole process group, as a crash would */
  readonly kill: (bot: BotProcess) => Promise<void>;
  /**
   * The store, for checks: on PostgreSQL beside the running bot; the embedded database belongs to one process, so
   * there every bot is stopped first (SIGTERM) and the store opened after it. Call it last.
   */
  readonly storeForChecks: () => Promise<Store>;
  readonly close: () => Promise<void>;
};

const embeddedTable = async (): Promise<BotTable> => {
  const standIn = await startStandIn();
  const dataDir = migratedDataDir('suburbia-restart-');
  const bots: BotProcess[] = [];
  let store: Store | undefined;
  return {
    standIn,
    startBot: async (env = {}) => {
      const bot = await startReadyBot(standIn, { dataDir, env });
      bots.push(bot);
      return bot;
    },
    betweenBots: async (work) => {
      const opened = await openWhenFree(dataDir);
      try {
        return await work(opened);
      } finally {
        await opened.close();
      }
    },
    kill: killBot,
    storeForChecks: async () => {
      for (const bot of bots) await bot.stop('SIGTERM');
      store = await openWhenFree(dataDir);
      return store;
    },
    close: async () => {
      await store?.close();
      for (const bot of bots) await bot.cleanUp();
      await standIn.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const startBotTable = async (database: RunDatabase): Promise<BotTable> => {
  if (database.kind === 'pglite') return embeddedTable();
  const table = await startPgTable(database.serverUrl);
  return { standIn: table.standIn, startBot: (env) => table.startBot(env), betweenBots: (work) => work(table.store), kill: table.kill, storeForChecks: async () => table.store, close: table.close };
};
