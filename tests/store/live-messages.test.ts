import { describe, expect, it } from 'vitest';
import { runBackends } from './backends.ts';
import { freshStoreFor, playing, snowflake } from './fixtures.ts';

describe.each(runBackends())('messages with live components on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);

  const posted = (gameId: number, channelId: string, version: number) => ({ gameId, channelId, messageId: snowflake(), version });

  it('a newer message retires the older ones; the game points at the newest, its version unchanged', async () => {
    const game = await playing(db.store);
    const first = posted(game.id, game.channelId, 1);
    expect(await db.store.recordLiveMessage(first)).toEqual([]);
    const second = posted(game.id, game.channelId, 2);
    expect(await db.store.recordLiveMessage(second)).toEqual([{ channelId: game.channelId, messageId: first.messageId }]);
    expect(await db.store.loadById(game.id)).toMatchObject({ liveMessageId: second.messageId, version: game.version });
  });

  it('a message posted for an older version that lands late is retired at once (a kick raced a turn post)', async () => {
    const game = await playing(db.store);
    const reposted = posted(game.id, game.channelId, 5);
    const late = posted(game.id, game.channelId, 4);
    await db.store.recordLiveMessage(reposted);
    expect(await db.store.recordLiveMessage(late)).toEqual([{ channelId: game.channelId, messageId: late.messageId }]);
    expect((await db.store.loadById(game.id))?.liveMessageId).toBe(reposted.messageId);
  });

  it('at one version the message recorded last is live (the board posted again with /suburbia status)', async () => {
    const game = await playing(db.store);
    const turn = posted(game.id, game.channelId, 3);
    const again = posted(game.id, game.channelId, 3);
    await db.store.recordLiveMessage(turn);
    expect(await db.store.recordLiveMessage(again)).toEqual([{ channelId: game.channelId, messageId: turn.messageId }]);
  });

  it('the live version is the version the live message was built for, and none once the game has ended', async () => {
    const game = await playing(db.store);
    expect(await db.store.liveVersion(game.id)).toBeUndefined();
    await db.store.recordLiveMessage(posted(game.id, game.channelId, 4));
    // a post for an older version that lands late changes nothing
    await db.store.recordLiveMessage(posted(game.id, game.channelId, 3));
    expect(await db.store.liveVersion(game.id)).toBe(4);
    await db.store.abandonGame(game.id, 'host');
    await db.store.retireLiveMessages(game.id);
    expect(await db.store.liveVersion(game.id)).toBeUndefined();
  });

  it('an ended game retires all its messages once, and a message landing after the end too', async () => {
    const game = await playing(db.store);
    const a = posted(game.id, game.channelId, 1);
    const b = posted(game.id, game.channelId, 2);
    await db.store.recordLiveMessage(a);
    await db.store.recordLiveMessage(b);
    await db.store.abandonGame(game.id, 'host');
    expect(await db.store.retireLiveMessages(game.id)).toEqual([{ channelId: game.channelId, messageId: b.messageId }]);
    expect(await db.store.retireLiveMessages(game.id)).toEqual([]);
    const late = posted(game.id, game.channelId, 3);
    expect(await db.store.recordLiveMessage(late)).toEqual([{ channelId: game.channelId, messageId: late.messageId }]);
    expect((await db.store.loadById(game.id))?.liveMessageId).toBeUndefined();
  });

  it('posts recorded at the same moment leave exactly one live message, and retire every other exactly once', async () => {
    const game = await playing(db.store);
    const messages = Array.from({ length: 8 }, (_, n) => posted(game.id, game.channelId, n % 3));
    const retired = (await Promise.all(messages.map((m) => db.store.recordLiveMessage(m)))).flat().map((m) => m.messageId);
    expect(new Set(retired).size).toBe(retired.length);
    expect(retired).toHaveLength(messages.length - 1);
    const live = messages.filter((m) => !retired.includes(m.messageId));
    expect(live).toHaveLength(1);
    expect(live[0]?.version).toBe(2);
    expect((await db.store.loadById(game.id))?.liveMessageId).toBe(live[0]?.messageId);
  });
});
