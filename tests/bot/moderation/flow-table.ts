/**
 * In-process fixtures for the scheduler and moderation tests: the Discord-free flow (the same entry point the
 * discord.js adapter calls) on a fresh database of the run's kind (tests/support/run-database.ts), with SQL beside
 * the store to move due times into the past. The embedded database has one connection: the SQL runs on the very
 * PGlite instance the store is built on.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { choosePolicyMove, type GameState } from '../../../src/engine/index.ts';
import type { CustomId } from '../../../src/bot/custom-id.ts';
import { stateOf } from '../../../src/bot/flow/game.ts';
import { handleEvent } from '../../../src/bot/flow/handle.ts';
import { playMove } from '../../../src/bot/flow/play.ts';
import type { Effect, FlowDeps, OptionValue } from '../../../src/bot/flow/types.ts';
import { permissionsInteger } from '../../../src/bot/permissions.ts';
import { createDatabase, dropDatabase } from '../../../src/store/admin.ts';
import { openStore, pgliteDir, storeOnPglite } from '../../../src/store/open-store.ts';
import type { Store } from '../../../src/store/store.ts';
import { JOB_KINDS, type GameRecord, type JobKind } from '../../../src/store/types.ts';
import { createLog } from '../../../src/bot/log.ts';
import { runDueJobs } from '../../../src/bot/scheduler/loop.ts';
import { migratedDataDir } from '../../support/pglite-template.ts';
import { runDatabase } from '../../support/run-database.ts';

export const GUILD = '900000000000000001';
export const CHANNEL = '900000000000000002';

export type Person = { readonly userId: string; readonly displayName: string };
export const person = (n: number, displayName: string): Person => ({ userId: `80000000000000000${n}`, displayName });
export const ALICE = person(1, 'Alice');
export const BOB = person(2, 'Bob');
export const CAROL = person(3, 'Carol');

export type FlowTable = {
  readonly deps: FlowDeps;
  readonly store: Store;
  /** runs SQL on the table's database beside the store (e.g. moving due times into the past) */
  readonly sql: (script: string) => Promise<void>;
  /** the rows of a query, each as an array of column values */
  readonly query: (sql: string) => Promise<readonly (readonly unknown[])[]>;
  /** closes the store and opens the same database again, as a restarted bot does: the table to go on with */
  readonly restart: () => Promise<FlowTable>;
  readonly close: () => Promise<void>;
};

/** hard bots search with a small budget here: these tests are about the flow, not the search */
export const TEST_SEARCH_BUDGET = 300;

const deps = (store: Store): FlowDeps => ({ store, newSeed: () => 20_261_129, searchBudget: TEST_SEARCH_BUDGET });

const openOnPostgres = async (serverUrl: string, existing?: { readonly name: string; readonly url: string }): Promise<FlowTable> => {
  const name = existing?.name ?? `suburbia_flow_${randomBytes(6).toString('hex')}`;
  const url = existing?.url ?? (await createDatabase(serverUrl, name));
  const opened = await openStore({ kind: 'postgresql', url });
  if (!opened.ok) throw new Error(opened.error);
  const adapter = await new PrismaPg({ connectionString: url }).connect();
  const store = opened.store;
  const closeStore = async (): Promise<void> => {
    await adapter.dispose();
    await store.close();
  };
  return {
    deps: deps(store),
    store,
    sql: (script) => adapter.executeScript(script),
    query: async (sql) => (await adapter.queryRaw({ sql, args: [], argTypes: [] })).rows,
    restart: async () => {
      await closeStore();
      return openOnPostgres(serverUrl, { name, url });
    },
    close: async () => {
      await closeStore();
      await dropDatabase(serverUrl, name);
    },
  };
};

const openEmbedded = async (dataDir = migratedDataDir('suburbia-flow-')): Promise<FlowTable> => {
  const database = await PGlite.create(pgliteDir(dataDir));
  const store = await storeOnPglite(database);
  return {
    deps: deps(store),
    store,
    sql: async (script) => void (await database.exec(script)),
    query: async (sql) => (await database.query<unknown[]>(sql, [], { rowMode: 'array' })).rows,
    restart: async () => {
      await store.close();
      return openEmbedded(dataDir);
    },
    close: async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A fresh database of the run's kind, migrated, with the flow's dependencies on it. */
export const openFlowTable = (): Promise<FlowTable> => {
  const database = runDatabase();
  return database.kind === 'postgresql' ? openOnPostgres(database.serverUrl) : openEmbedded();
};

export const command = (table: FlowTable, who: Person, sub: string, options: Readonly<Record<string, OptionValue | undefined>> = {}): Promise<readonly Effect[]> =>
  handleEvent(table.deps, {
    kind: 'command',
    sub,
    options,
    actor: who,
    place: { guildId: GUILD, channelId: CHANNEL },
    appPermissions: permissionsInteger(),
  });

export const click = (table: FlowTable, who: Person, id: CustomId, values: readonly string[] = []): Promise<readonly Effect[]> =>
  handleEvent(table.deps, { kind: 'component', id, values, actor: who, place: { guildId: GUILD, channelId: CHANNEL }, messageId: '900000000000000099' });

/** All the text of the effects (contents, embeds, labels), for checks on what was said. */
export const textOf = (effects: readonly Effect[]): string =>
  effects
    .flatMap((e) =>
      'message' in e ? [e.message.content, ...(e.message.embeds ?? []).flatMap((x) => [x.title ?? '', x.description]), ...(e.message.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons.map((b) => b.label) : r.select.options.map((o) => o.label)))] : [],
    )
    .join('\n');

export const posts = (effects: readonly Effect[]): readonly Extract<Effect, { kind: 'post' }>[] => effects.flatMap((e) => (e.kind === 'post' ? [e] : []));

export const current = async (table: FlowTable): Promise<{ readonly game: GameRecord; readonly state: GameState }> => {
  const game = await table.store.loadByChannel(CHANNEL);
  if (game === undefined) throw new Error('no unfinished game in the channel');
  const state = await stateOf(table.store, game);
  if (state === undefined) throw new Error('the game has not started');
  return { game, state };
};

/** Opens a game for `people` (the first hosts), starts it, and has every seat keep its first goal offer. */
export const startGame = async (table: FlowTable, people: readonly Person[], options: Readonly<Record<string, OptionValue>> = {}): Promise<GameRecord> => {
  const [host, ...others] = people;
  if (host === undefined) throw new Error('a game needs a host');
  await command(table, host, 'new', { players: people.length, ...options });
  const lobby = await table.store.loadByChannel(CHANNEL);
  if (lobby === undefined) throw new Error('no lobby was opened');
  for (const other of others) await click(table, other, { kind: 'lobby', game: lobby.id, act: 'join' });
  if (people.length > 1) await click(table, host, { kind: 'lobby', game: lobby.id, act: 'start' });
  return (await current(table)).game;
};

export const keepGoals = async (table: FlowTable, people: readonly Person[]): Promise<void> => {
  for (const [seat, who] of people.entries()) {
    const { game } = await current(table);
    await click(table, who, { kind: 'goal', game: game.id, seat, pick: 0 });
  }
};

/** The person to move plays the built-in policy's move through the pipeline a confirmed turn goes through. */
export const playTurn = async (table: FlowTable): Promise<readonly Effect[]> => {
  const loaded = await current(table);
  const played = await playMove(table.deps, loaded, choosePolicyMove(loaded.state));
  if (!played.ok) throw new Error(`the turn was not played: ${played.reason}`);
  return played.effects;
};

export const logLength = async (table: FlowTable): Promise<number> => {
  const { game } = await current(table);
  return (await table.store.loadMoves(game.id)).length;
};

/**
 * Every kind of job but the board job: that one comes due seconds after a move that bot seats follow, so a slow
 * machine would decide whether a test meets it; tests/bot/scheduler/board-job.test.ts runs it on purpose.
 */
export const BUT_BOARD_JOBS: readonly JobKind[] = JOB_KINDS.filter((kind) => kind !== 'board');

/**
 * Runs the jobs that are due now (a bot's move, due at once; board jobs apart) until none is left, as the
 * scheduler does; returns their effects in order.
 */
export const runDueNow = async (table: FlowTable): Promise<readonly Effect[]> => {
  const effects: Effect[] = [];
  while ((await runDueJobs(table.deps, 'test-process', async (e) => void effects.push(...e), createLog('error'), BUT_BOARD_JOBS)) > 0);
  return effects;
};
