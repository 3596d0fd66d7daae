/**
 * A table whose database the test reads while the bot plays: the stand-in, and the bot started in this process
 * with startBot (what `npm start` runs after opening the database: the real discord.js client, routing and
 * scheduler, against the stand-in) on the store the test holds too. The embedded database by default, a fresh
 * PostgreSQL database when DATABASE_URL is set. Everything the bot logs is kept, so a test can tell that
 * nothing was logged as an error.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Log } from '../../../src/bot/log.ts';
import { startBot, type RunningBot } from '../../../src/bot/start.ts';
import { loadDiscordConfig } from '../../../src/config/env.ts';
import { createDatabase, dropDatabase } from '../../../src/store/admin.ts';
import { openStore } from '../../../src/store/open-store.ts';
import type { Store } from '../../../src/store/store.ts';
import type { GameRecord, GameStatus, Json } from '../../../src/store/types.ts';
import type { ChannelRef } from '../../standin/scripted-user.ts';
import { startStandIn, type StandIn } from '../../standin/standin.ts';
import { migratedDataDir } from '../../support/pglite-template.ts';
import { SERVER_URL } from './pg-table.ts';
import { START_UP_MS } from './table.ts';

export type LogLine = { readonly level: keyof Log; readonly message: string; readonly detail: string };

export type InspectedTable = {
  readonly standIn: StandIn;
  readonly store: Store;
  /** every line the bot logged, oldest first */
  readonly logged: readonly LogLine[];
  readonly errors: () => readonly LogLine[];
  readonly close: () => Promise<void>;
};

const detailOf = (detail: unknown): string => (detail === undefined ? '' : detail instanceof Error ? (detail.stack ?? detail.message) : JSON.stringify(detail));

/** A log that keeps its lines; errors also go to stderr, where a failing test's output shows them. */
const keptLog = (lines: LogLine[]): Log => {
  const at =
    (level: keyof Log) =>
    (message: string, detail?: unknown): void => {
      const line = { level, message, detail: detailOf(detail) };
      lines.push(line);
      if (level === 'error') process.stderr.write(`bot error: ${message} ${line.detail}\n`);
    };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
};

const openDatabase = async (): Promise<{ readonly store: Store; readonly remove: () => Promise<void> }> => {
  if (SERVER_URL !== undefined) {
    const name = `suburbia_inspected_${randomBytes(6).toString('hex')}`;
    const opened = await openStore({ kind: 'postgresql', url: await createDatabase(SERVER_URL, name) });
    if (!opened.ok) throw new Error(opened.error);
    return { store: opened.store, remove: () => dropDatabase(SERVER_URL ?? '', name) };
  }
  const dataDir = migratedDataDir('suburbia-inspected-');
  const opened = await openStore({ kind: 'pglite', dataDir });
  if (!opened.ok) throw new Error(opened.error);
  return { store: opened.store, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
};

/** `newSeed`: the seeds of the games opened at the table (crypto-random when absent). */
export const startInspectedTable = async (newSeed?: () => number): Promise<InspectedTable> => {
  const standIn = await startStandIn();
  const { store, remove } = await openDatabase();
  const logged: LogLine[] = [];
  const discord = loadDiscordConfig(standIn.botEnv());
  if (!discord.ok) throw new Error(discord.error);
  let bot: RunningBot | undefined;
  const close = async (): Promise<void> => {
    await bot?.stop();
    await store.close();
    await standIn.stop();
    await remove();
  };
  try {
    bot = await startBot({ discord: discord.config, logLevel: 'info', log: keptLog(logged), ...(newSeed === undefined ? {} : { newSeed }) }, store);
    await standIn.waitFor('/suburbia to be registered', () => (standIn.globalCommands().some((c) => c.name === 'suburbia') ? true : undefined), START_UP_MS);
  } catch (error) {
    await close();
    throw error;
  }
  return { standIn, store, logged, errors: () => logged.filter((l) => l.level === 'error'), close };
};

/** What the store holds of a game: what no refusal may change. */
export type GameSnapshot = {
  readonly status: GameStatus;
  readonly version: number;
  readonly seats: GameRecord['seats'];
  readonly options: Json;
  readonly moves: readonly Json[];
  readonly votes: readonly string[];
};

export const snapshot = async (store: Store, gameId: number): Promise<GameSnapshot> => {
  const game = await store.loadById(gameId);
  if (game === undefined) throw new Error(`no game ${gameId}`);
  return {
    status: game.status,
    version: game.version,
    seats: game.seats,
    options: game.options,
    moves: (await store.loadMoves(gameId)).map((m) => m.entry),
    votes: (await store.abandonMotion(gameId))?.voters ?? [],
  };
};

/** The channel's unfinished game. */
export const gameIn = async (store: Store, channel: ChannelRef): Promise<GameRecord> => {
  const game = await store.loadByChannel(channel.id);
  if (game === undefined) throw new Error(`no unfinished game in channel ${channel.id}`);
  return game;
};
