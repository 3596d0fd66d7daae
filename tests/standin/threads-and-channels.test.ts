import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotOffered } from './command-invocation.ts';
import { connectRawBot, registerTestCommand, rest, type RawBot } from './raw-bot.ts';
import { startStandIn, type StandIn } from './standin.ts';

let standIn: StandIn;
let bot: RawBot;
beforeEach(async () => {
  standIn = await startStandIn();
  bot = await connectRawBot(standIn);
  await registerTestCommand(standIn);
});
afterEach(async () => {
  bot.close();
  await standIn.stop();
});

describe('threads and channels', () => {
  it('a new thread is announced; once archived it takes no commands until the bot posts in it', async () => {
    const thread = standIn.addChannel('game-1', { parent: standIn.general });
    expect((await bot.nextFrame((f) => f.t === 'THREAD_CREATE')).d).toMatchObject({ id: thread.id, parent_id: standIn.general.id, type: 11 });
    standIn.archiveThread(thread);
    await bot.nextFrame((f) => f.t === 'THREAD_UPDATE' && (f.d as { thread_metadata: { archived: boolean } }).thread_metadata.archived);
    const alice = standIn.addUser('alice');
    expect(() => alice.command(thread, 'suburbia help')).toThrow(NotOffered);
    expect((await rest(standIn, 'POST', `/channels/${thread.id}/messages`, { content: 'reminder' })).status).toBe(200);
    await bot.nextFrame((f) => f.t === 'THREAD_UPDATE' && !(f.d as { thread_metadata: { archived: boolean } }).thread_metadata.archived);
    expect(alice.command(thread, 'suburbia help').id).toMatch(/^\d+$/);
  });

  it('a deleted channel is announced, its messages are gone, and looking it up answers 10003', async () => {
    const channel = standIn.addChannel('doomed');
    await rest(standIn, 'POST', `/channels/${channel.id}/messages`, { content: 'board' });
    standIn.deleteChannel(channel);
    expect((await bot.nextFrame((f) => f.t === 'CHANNEL_DELETE')).d).toMatchObject({ id: channel.id });
    expect(standIn.publicMessages(channel)).toEqual([]);
    expect((await rest(standIn, 'GET', `/channels/${channel.id}`)).json).toMatchObject({ code: 10003 });
    expect(standIn.violations).toEqual([]);
  });
});
