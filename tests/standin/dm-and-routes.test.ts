import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectRawBot, receivedInteraction, rest } from './raw-bot.ts';
import { startStandIn, type StandIn } from './standin.ts';

let standIn: StandIn;
beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(async () => {
  await standIn.stop();
});

const dm = async (userId: string, content: string) => {
  const channel = await rest(standIn, 'POST', '/users/@me/channels', { recipient_id: userId });
  expect(channel.status).toBe(200);
  return rest(standIn, 'POST', `/channels/${(channel.json as { id: string }).id}/messages`, { content });
};

describe('direct messages', () => {
  it('reach a user with open DMs, and only them', async () => {
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    expect((await dm(alice.id, 'your goal offers')).status).toBe(200);
    expect(alice.dms().map((m) => m.content)).toEqual(['your goal offers']);
    expect(bob.dms()).toEqual([]);
  });

  it('carry buttons that only their recipient can click, arriving as a DM interaction', async () => {
    const bot = await connectRawBot(standIn);
    const alice = standIn.addUser('alice');
    const channel = (await rest(standIn, 'POST', '/users/@me/channels', { recipient_id: alice.id })).json as { id: string };
    await rest(standIn, 'POST', `/channels/${channel.id}/messages`, {
      content: 'choose your goal',
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Keep A', custom_id: 'goal-a' }] }],
    });
    const [offer] = alice.dms();
    const click = alice.click(offer?.id ?? '', 'Keep A');
    const interaction = await receivedInteraction(bot, click.id);
    expect(interaction).toMatchObject({ context: 1, user: { id: alice.id }, channel: { id: channel.id, type: 1 } });
    expect(interaction).not.toHaveProperty('guild_id');
    expect(interaction).not.toHaveProperty('member');
    bot.close();
  });

  it('to a user who closed DMs fail with 403 / 50007, noted as a refusal rather than a violation', async () => {
    const carol = standIn.addUser('carol', { dmsOpen: false });
    const answer = await dm(carol.id, 'hello?');
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ code: 50007 });
    expect(carol.dms()).toEqual([]);
    expect(standIn.dmRefusals).toHaveLength(1);
    expect(standIn.violations).toEqual([]);
  });
});

describe('routes', () => {
  it('an unknown route answers 404 and is recorded as a violation', async () => {
    const answer = await rest(standIn, 'GET', `/guilds/${standIn.guildId}/bans`);
    expect(answer.status).toBe(404);
    expect(standIn.violations).toMatchObject([{ method: 'GET', path: `/guilds/${standIn.guildId}/bans` }]);
  });

  it('a path outside the API is a violation too', async () => {
    await fetch(`${standIn.origin}/favicon.ico`);
    expect(standIn.violations).toHaveLength(1);
  });

  it('a bot route without the bot token answers 401', async () => {
    const answer = await rest(standIn, 'GET', '/users/@me', undefined, [], false);
    expect(answer.status).toBe(401);
    expect(standIn.violations).toHaveLength(1);
  });

  it('command registration validates names and keeps ids across identical re-registration', async () => {
    const path = `/applications/${standIn.applicationId}/guilds/${standIn.guildId}/commands`;
    const bad = await rest(standIn, 'PUT', path, [{ name: 'Suburbia', description: 'capital letters are not allowed' }]);
    expect(bad.json).toMatchObject({ code: 50035 });
    const body = [{ name: 'suburbia', description: 'd', options: [{ type: 1, name: 'help', description: 'h' }] }];
    const first = (await rest(standIn, 'PUT', path, body)).json as { id: string; version: string }[];
    const second = (await rest(standIn, 'PUT', path, body)).json as { id: string; version: string }[];
    expect(second[0]?.id).toBe(first[0]?.id);
    expect(second[0]?.version).toBe(first[0]?.version);
    expect(standIn.guildCommands().map((c) => c.name)).toEqual(['suburbia']);
    expect(standIn.globalCommands()).toEqual([]);
  });
});
