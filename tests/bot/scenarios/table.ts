/**
 * Scenario fixtures: the stand-in and the real bot process (`npm start`) with a data directory the test can open
 * afterwards, and scripted players who play their turns through the components the bot offers.
 */
import { rmSync } from 'node:fs';
import { engineOptions, storedOptions } from '../../../src/bot/flow/game.ts';
import { replay, type GameState, type Move } from '../../../src/engine/index.ts';
import { openStore } from '../../../src/store/open-store.ts';
import type { Store } from '../../../src/store/store.ts';
import type { GameRecord } from '../../../src/store/types.ts';
import type { ScriptedUser, ChannelRef } from '../../standin/scripted-user.ts';
import { startStandIn, type StandIn } from '../../standin/standin.ts';
import type { MessageView } from '../../standin/views.ts';
import { startBotProcess, type BotProcess } from '../bot-process.ts';
import { migratedDataDir } from '../../support/pglite-template.ts';

export const START_UP_MS = 90_000;
/** A turn's pictures take a while to draw on a small machine; no test asserts on time. */
export const STEP_MS = 30_000;

export type Table = {
  readonly standIn: StandIn;
  readonly bot: BotProcess;
  readonly dataDir: string;
  /** stops the bot (SIGTERM) and opens its database for checks; call once */
  readonly openDatabase: () => Promise<Store>;
  readonly close: () => Promise<void>;
};

/** Opens the embedded database of a bot that was stopped: npm exits before the bot's own node process has closed it, so this waits for its lock to go. */
export const openWhenFree = async (dataDir: string): Promise<Store> => {
  let opened = await openStore({ kind: 'pglite', dataDir });
  for (let i = 0; !opened.ok && opened.error.includes('in use') && i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    opened = await openStore({ kind: 'pglite', dataDir });
  }
  if (!opened.ok) throw new Error(opened.error);
  return opened.store;
};

export const startTable = async (): Promise<Table> => {
  const standIn = await startStandIn();
  // a copy of the migrated template: a fresh machine's first start is tests/main.test.ts's
  const dataDir = migratedDataDir('suburbia-scenario-');
  const bot = startBotProcess(standIn, { dataDir });
  try {
    await bot.unlessExited(standIn.waitForBot(START_UP_MS));
    await bot.unlessExited(standIn.waitFor('/suburbia new to be registered', () => standIn.globalCommands().find((c) => c.name === 'suburbia' && c.options.some((o) => o.name === 'new')), START_UP_MS));
  } catch (error) {
    await bot.cleanUp();
    await standIn.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  let store: Store | undefined;
  return {
    standIn,
    bot,
    dataDir,
    openDatabase: async () => {
      await bot.stop('SIGTERM');
      store = await openWhenFree(dataDir);
      return store;
    },
    close: async () => {
      await store?.close();
      await bot.cleanUp();
      await standIn.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const hasButton = (m: MessageView, label: string): boolean => m.buttons.some((b) => b.label === label && b.disabled !== true);

/** The newest public message of the channel that satisfies `match`. */
export const latest = (standIn: StandIn, channel: ChannelRef, match: (m: MessageView) => boolean): MessageView | undefined =>
  [...standIn.publicMessages(channel)].reverse().find(match);

export const isTurnMessage = (m: MessageView): boolean => hasButton(m, 'Take your turn');
export const isFinalMessage = (m: MessageView): boolean => m.content.includes(' is over.') && m.attachments.some((a) => a.filename === 'final-results.png');

/** Waits for a public message not among `seen` that is a live turn message or the final results. */
export const nextPost = (standIn: StandIn, channel: ChannelRef, seen: ReadonlySet<string>): Promise<MessageView> =>
  standIn.waitFor(
    'the next turn message or the final results',
    () => standIn.publicMessages(channel).find((m) => !seen.has(m.id) && (isTurnMessage(m) || isFinalMessage(m))),
    STEP_MS,
  );

/** Waits until every component of a posted message is disabled (the bot disables them once the newer post is out). */
export const untilDisabled = (standIn: StandIn, channel: ChannelRef, messageId: string): Promise<MessageView> =>
  standIn.waitFor(
    `the components of message ${messageId} to be disabled`,
    () => standIn.publicMessages(channel).find((m) => m.id === messageId && m.buttons.every((b) => b.disabled) && m.selects.every((s) => s.disabled)),
    STEP_MS,
  );

/** Opens a lobby with `/suburbia new`, lets the others join, and starts it; returns the start message. */
export const openGame = async (standIn: StandIn, channel: ChannelRef, host: ScriptedUser, others: readonly ScriptedUser[], options: Record<string, string | number>): Promise<MessageView> => {
  const answer = await host.command(channel, 'suburbia new', options).reply(STEP_MS);
  if (!answer.ephemeral) throw new Error('the answer to /suburbia new should be private');
  const lobby = await standIn.waitFor('the lobby', () => latest(standIn, channel, (m) => hasButton(m, 'Leave')), STEP_MS);
  for (const user of others) await user.click(lobby, 'Join').reply(STEP_MS);
  await host.click(lobby, 'Start').reply(STEP_MS);
  return standIn.waitFor('the start message', () => latest(standIn, channel, (m) => hasButton(m, 'Choose your secret goal')), STEP_MS);
};

/** A player keeps the first offered goal through the public button and the private answer. */
export const keepFirstGoal = async (user: ScriptedUser, start: MessageView): Promise<MessageView> => {
  const offers = await user.click(start, 'Choose your secret goal').reply(STEP_MS);
  const keep = offers.buttons.find((b) => b.label?.startsWith('Keep ') === true);
  if (keep?.custom_id === undefined) throw new Error(`no goal offers in: ${offers.allText}`);
  return user.click(offers, { customId: keep.custom_id }).reply(STEP_MS);
};

export type TwoPlayers = {
  readonly alice: ScriptedUser;
  readonly bob: ScriptedUser;
  readonly players: readonly ScriptedUser[];
  readonly start: MessageView;
  /** every public message of the channel before the first turn post */
  readonly seen: Set<string>;
  readonly first: MessageView;
};

/** alice (the host) and bob open a 2-player game in `channel`, keep their first goal offers, and the first turn is posted. */
export const twoPlayersAtTurnOne = async (standIn: StandIn, channel: ChannelRef): Promise<TwoPlayers> => {
  const alice = standIn.addUser('alice');
  const bob = standIn.addUser('bob');
  const start = await openGame(standIn, channel, alice, [bob], { players: 2 });
  const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));
  for (const player of [alice, bob]) await keepFirstGoal(player, start);
  const first = await nextPost(standIn, channel, seen);
  return { alice, bob, players: [alice, bob], start, seen, first };
};

/** The player a turn post pings. */
export const moverOf = (players: readonly ScriptedUser[], post: MessageView): ScriptedUser => {
  const mover = players.find((p) => post.pinged.includes(p.id));
  if (mover === undefined) throw new Error(`a turn post pings nobody: ${post.content}`);
  return mover;
};

/**
 * Plays the user's turn from the live turn message through the private steps, always taking the first option
 * offered, and confirms. Returns the private message as it ends.
 */
export const playFirstOptions = async (user: ScriptedUser, turnMessage: MessageView): Promise<MessageView> => {
  let step = await user.click(turnMessage, 'Take your turn').reply(STEP_MS);
  for (let i = 0; i < 8; i++) {
    const [select] = step.selects;
    if (select !== undefined) {
      const [first] = select.options;
      if (first === undefined) throw new Error(`empty select in: ${step.allText}`);
      step = await user.select(step, [first.value], select.custom_id).reply(STEP_MS);
      continue;
    }
    if (step.buttons.some((b) => b.label === 'Confirm')) return user.click(step, 'Confirm').reply(STEP_MS);
    throw new Error(`a turn step without a choice: ${step.allText}`);
  }
  throw new Error(`the turn did not reach a confirmation: ${step.allText}`);
};

/**
 * Plays the game to its end: whoever the live turn message pings plays the first options. Returns the final
 * results message and how many turns the scripted players played.
 */
export const playToTheEnd = async (standIn: StandIn, channel: ChannelRef, players: readonly ScriptedUser[], first: MessageView): Promise<{ readonly final: MessageView; readonly turns: number }> => {
  const seen = new Set(standIn.publicMessages(channel).filter((m) => m.id !== first.id).map((m) => m.id));
  let post = first;
  let turns = 0;
  while (!isFinalMessage(post)) {
    seen.add(post.id);
    const mover = players.find((p) => post.pinged.includes(p.id));
    if (mover === undefined) throw new Error(`the turn message pings nobody at the table: ${post.content}`);
    const done = await playFirstOptions(mover, post);
    if (!done.content.startsWith('Done:')) throw new Error(`the turn was not played: ${done.allText}`);
    turns += 1;
    post = await nextPost(standIn, channel, seen);
  }
  return { final: post, turns };
};

/** The newest game of a channel (ids count from 1 in a fresh database). */
const gameIn = async (store: Store, channelId: string): Promise<GameRecord | undefined> => {
  let found: GameRecord | undefined;
  for (let id = 1; ; id++) {
    const game = await store.loadById(id);
    if (game === undefined) return found;
    if (game.channelId === channelId) found = game;
  }
};

/** Plays whole rounds (every player once per round) from the live turn message; returns the turns played. */
export const playRounds = async (standIn: StandIn, channel: ChannelRef, players: readonly ScriptedUser[], first: MessageView, rounds: number): Promise<number> => {
  const seen = new Set(standIn.publicMessages(channel).filter((m) => m.id !== first.id).map((m) => m.id));
  let post = first;
  for (let turn = 0; turn < rounds * players.length; turn++) {
    seen.add(post.id);
    const mover = players.find((p) => post.pinged.includes(p.id));
    if (mover === undefined) throw new Error(`the turn message pings nobody at the table: ${post.content}`);
    await playFirstOptions(mover, post);
    post = await nextPost(standIn, channel, seen);
  }
  return rounds * players.length;
};

/** The game as the database holds it, and the engine's replay of its move log. */
export const replayed = async (store: Store, channelId: string): Promise<{ readonly game: GameRecord; readonly moves: readonly Move[]; readonly state: GameState }> => {
  const game = await gameIn(store, channelId);
  if (game === undefined) throw new Error(`no game in channel ${channelId}`);
  const moves = (await store.loadMoves(game.id)).map((m) => m.entry as unknown as Move);
  const result = replay({ options: engineOptions(storedOptions(game)), seed: game.seed, rulesVersion: game.rulesVersion, moves });
  if (!result.ok) throw new Error(`the move log does not replay: ${result.rejection.code}`);
  return { game, moves, state: result.state };
};
