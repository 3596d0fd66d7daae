import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'discord.js';
import { executeChannelEffects } from '../../src/bot/channel-effects.ts';
import { createClient } from '../../src/bot/client.ts';
import type { Effect } from '../../src/bot/flow/types.ts';
import { retireAll } from '../../src/bot/flow/play.ts';
import { createLog } from '../../src/bot/log.ts';
import type { Store } from '../../src/store/store.ts';
import type { GameRecord } from '../../src/store/types.ts';
import { startStandIn, type ChannelHandle, type StandIn } from '../standin/standin.ts';
import { embeddedBackend } from '../store/backends.ts';
import { open, playing } from '../store/fixtures.ts';

const embedded = embeddedBackend();

/**
 * The real discord.js client posting through the stand-in: every message with a game's components is recorded, and
 * whichever post lands last — in whatever order posts finish — leaves exactly one message with live buttons.
 */
describe('public effects in Discord', { timeout: 120_000 }, () => {
  let standIn: StandIn;
  let client: Client;
  let store: Store;
  const log = createLog('error');

  beforeAll(async () => {
    standIn = await startStandIn();
    client = createClient({ token: standIn.token, applicationId: standIn.applicationId, devGuildId: undefined, apiUrl: standIn.apiUrl, shardCount: undefined });
    await client.login(standIn.token);
    await standIn.waitForBot();
    store = await open(await embedded.freshLocation());
  }, 180_000);
  afterAll(async () => {
    await client?.destroy();
    await store?.close();
    await embedded.cleanup();
    await standIn?.stop();
  });

  const turnPost = (game: GameRecord, version: number): Effect => ({
    kind: 'post',
    channelId: game.channelId,
    message: { content: `turn at version ${version}`, rows: [{ buttons: [{ customId: `s1:test:${version}`, label: 'Take your turn', style: 'primary' }] }] },
    live: { gameId: game.id, version },
  });
  /** Each posted turn message's content, and whether its button still works. */
  const buttonsOf = (channel: ChannelHandle) => standIn.publicMessages(channel).map((m) => [m.content, m.buttons.every((b) => !b.disabled)] as const);
  const newGame = async (): Promise<{ readonly game: GameRecord; readonly channel: ChannelHandle }> => {
    const channel = standIn.addChannel(`game-${Math.random().toString(36).slice(2, 8)}`);
    return { game: await playing(store, { guildId: standIn.guildId, channelId: channel.id }), channel };
  };

  it('a turn post disables the buttons of the one before it', async () => {
    const { game, channel } = await newGame();
    await executeChannelEffects(client, store, log, [turnPost(game, 1)]);
    await executeChannelEffects(client, store, log, [turnPost(game, 2)]);
    expect(buttonsOf(channel)).toEqual([
      ['turn at version 1', false],
      ['turn at version 2', true],
    ]);
    expect(standIn.violations).toEqual([]);
  });

  it('a turn post that lands after a newer one (a kick re-posted the turn meanwhile) is disabled at once', async () => {
    const { game, channel } = await newGame();
    await executeChannelEffects(client, store, log, [turnPost(game, 1)]);
    await executeChannelEffects(client, store, log, [turnPost(game, 3)]);
    await executeChannelEffects(client, store, log, [turnPost(game, 2)]);
    expect(buttonsOf(channel)).toEqual([
      ['turn at version 1', false],
      ['turn at version 3', true],
      ['turn at version 2', false],
    ]);
    expect((await store.loadById(game.id))?.liveMessageId).toBe(standIn.publicMessages(channel)[1]?.id);
  });

  it('posts racing each other leave one message with live buttons: the newest version', async () => {
    const { game, channel } = await newGame();
    await Promise.all([4, 2, 6, 3, 5].map((version) => executeChannelEffects(client, store, log, [turnPost(game, version)])));
    const live = buttonsOf(channel).filter(([, enabled]) => enabled);
    expect(live).toEqual([['turn at version 6', true]]);
    expect(standIn.violations).toEqual([]);
  });

  it('a game that ended has no live buttons left, even on a post that lands after the end', async () => {
    const { game, channel } = await newGame();
    await executeChannelEffects(client, store, log, [turnPost(game, 1), turnPost(game, 2)]);
    await store.abandonGame(game.id, 'host');
    await executeChannelEffects(client, store, log, await retireAll(store, game.id));
    await executeChannelEffects(client, store, log, [turnPost(game, 3)]);
    expect(buttonsOf(channel).map(([, enabled]) => enabled)).toEqual([false, false, false]);
  });
});
