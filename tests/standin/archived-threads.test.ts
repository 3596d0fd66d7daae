import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectRawBot, rest, type RawBot } from './raw-bot.ts';
import { startStandIn, type StandIn } from './standin.ts';

let standIn: StandIn;
let bot: RawBot;
beforeEach(async () => {
  standIn = await startStandIn();
  bot = await connectRawBot(standIn);
});
afterEach(async () => {
  bot.close();
  await standIn.stop();
});

describe('an archived thread', () => {
  it('refuses edits with 50083 until the bot unarchives it with PATCH /channels/:id', async () => {
    const thread = standIn.addChannel('game-1', { parent: standIn.general });
    const posted = await rest(standIn, 'POST', `/channels/${thread.id}/messages`, { content: 'board' });
    const messageId = (posted.json as { id: string }).id;
    standIn.archiveThread(thread);
    expect((await rest(standIn, 'PATCH', `/channels/${thread.id}/messages/${messageId}`, { content: 'edited' })).json).toMatchObject({ code: 50083 });
    expect(standIn.violations.map((v) => v.code)).toEqual([50083]);
    const reopened = await rest(standIn, 'PATCH', `/channels/${thread.id}`, { archived: false });
    expect(reopened.json).toMatchObject({ id: thread.id, thread_metadata: { archived: false } });
    await bot.nextFrame((f) => f.t === 'THREAD_UPDATE' && !(f.d as { thread_metadata: { archived: boolean } }).thread_metadata.archived);
    expect((await rest(standIn, 'PATCH', `/channels/${thread.id}/messages/${messageId}`, { content: 'edited' })).status).toBe(200);
  });

  it('is modified in no other way', async () => {
    const thread = standIn.addChannel('game-1', { parent: standIn.general });
    expect((await rest(standIn, 'PATCH', `/channels/${thread.id}`, { name: 'renamed' })).json).toMatchObject({ code: 50035 });
    expect((await rest(standIn, 'PATCH', `/channels/${standIn.general.id}`, { archived: false })).json).toMatchObject({ code: 50035 });
  });
});
