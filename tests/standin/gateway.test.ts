import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectRawBot, GUILDS_INTENT, openGateway, rest } from './raw-bot.ts';
import { startStandIn, type StandIn } from './standin.ts';

let standIn: StandIn;
beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(async () => {
  await standIn.stop();
});

describe('the gateway', () => {
  it('is announced by GET /gateway/bot on the loopback address', async () => {
    const answer = await rest(standIn, 'GET', '/gateway/bot');
    expect(answer.status).toBe(200);
    expect((answer.json as { url: string }).url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/gateway$/);
  });

  it('says HELLO, answers IDENTIFY with READY then GUILD_CREATE, and acknowledges heartbeats', async () => {
    const bot = await connectRawBot(standIn);
    const [hello, ready, guildCreate] = bot.frames;
    expect(hello?.op).toBe(10);
    expect(ready?.t).toBe('READY');
    expect((ready?.d as { guilds: unknown[] }).guilds).toEqual([{ id: standIn.guildId, unavailable: true }]);
    expect(guildCreate?.t).toBe('GUILD_CREATE');
    expect((guildCreate?.d as { channels: { name: string }[] }).channels.map((c) => c.name)).toContain('general');
    bot.send(1, 2);
    expect((await bot.nextFrame((f) => f.op === 11)).op).toBe(11);
    expect(standIn.gatewaySessions()[0]?.intents).toBe(GUILDS_INTENT);
    bot.close();
  });

  it('closes with 4004 on a wrong token', async () => {
    const bot = await openGateway(standIn);
    bot.send(2, { token: 'not-the-token', intents: GUILDS_INTENT, properties: {} });
    expect(await bot.closed()).toBe(4004);
  });

  it('closes with 4014 when a privileged intent is asked for', async () => {
    const bot = await openGateway(standIn);
    const guildMembers = 1 << 1;
    bot.send(2, { token: standIn.token, intents: GUILDS_INTENT | guildMembers, properties: {} });
    expect(await bot.closed()).toBe(4014);
  });

  it('delivers a scripted user’s command as INTERACTION_CREATE with the fields discord.js reads', async () => {
    const bot = await connectRawBot(standIn);
    await rest(standIn, 'PUT', `/applications/${standIn.applicationId}/commands`, [
      { name: 'suburbia', description: 'd', options: [{ type: 1, name: 'help', description: 'h' }] },
    ]);
    const alice = standIn.addUser('alice');
    const handle = alice.command(standIn.general, 'suburbia help');
    const frame = await bot.nextFrame((f) => f.t === 'INTERACTION_CREATE');
    expect(frame.d).toMatchObject({
      id: handle.id,
      type: 2,
      application_id: standIn.applicationId,
      guild_id: standIn.guildId,
      channel_id: standIn.general.id,
      channel: { id: standIn.general.id, type: 0 },
      member: { user: { id: alice.id } },
      data: { name: 'suburbia', type: 1, options: [{ type: 1, name: 'help', options: [] }] },
    });
    expect(typeof (frame.d as { token: unknown }).token).toBe('string');
    expect(typeof (frame.d as { app_permissions: unknown }).app_permissions).toBe('string');
    bot.close();
  });
});
