import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rest } from './raw-bot.ts';
import { startStandIn, type StandIn } from './standin.ts';

let standIn: StandIn;
beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(async () => {
  await standIn.stop();
});

const post = (body: unknown, files: Parameters<typeof rest>[4] = []) => rest(standIn, 'POST', `/channels/${standIn.general.id}/messages`, body, files);
const button = (customId: string, label = 'Go') => ({ type: 2, style: 1, label, custom_id: customId });
const row = (...components: unknown[]) => ({ type: 1, components });
const options = (count: number) => Array.from({ length: count }, (_, i) => ({ label: `spot ${i}`, value: `${i}` }));

/** Each case breaks one of Discord's message limits; the stand-in must refuse it and record a violation. */
const BROKEN: readonly (readonly [string, unknown])[] = [
  ['content over 2000 characters', { content: 'x'.repeat(2001) }],
  ['a 26th select option', { components: [row({ type: 3, custom_id: 'pick', options: options(26) })] }],
  ['a 6th action row', { components: Array.from({ length: 6 }, (_, i) => row(button(`b${i}`))) }],
  ['a 6th button in a row', { components: [row(...Array.from({ length: 6 }, (_, i) => button(`b${i}`)))] }],
  ['a select sharing its row', { components: [row({ type: 3, custom_id: 'pick', options: options(2) }, button('b'))] }],
  ['a custom_id of 101 characters', { components: [row(button('x'.repeat(101)))] }],
  ['an empty custom_id', { components: [row(button(''))] }],
  ['a custom_id used twice in one message', { components: [row(button('same')), row(button('same'))] }],
  ['a button label over 80 characters', { components: [row(button('b', 'x'.repeat(81)))] }],
  ['a select option label over 100 characters', { components: [row({ type: 3, custom_id: 'pick', options: [{ label: 'x'.repeat(101), value: 'v' }] })] }],
  ['embeds over 6000 characters in total', { embeds: [{ description: 'x'.repeat(4096) }, { description: 'x'.repeat(2000) }] }],
  ['an embed title over 256 characters', { embeds: [{ title: 'x'.repeat(257) }] }],
  ['an empty message', { content: '' }],
  ['an ephemeral channel message', { content: 'secret', flags: 64 }],
];

describe('channel messages', () => {
  it.each(BROKEN)('refuses %s', async (_, body) => {
    const answer = await post(body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(standIn.violations).toHaveLength(1);
    expect(standIn.publicMessages(standIn.general)).toEqual([]);
  });

  it('accepts a message at every limit: 2000 characters, 5 rows of 5 buttons, 25 options', async () => {
    const rows = [
      ...Array.from({ length: 4 }, (_, r) => row(...Array.from({ length: 5 }, (_, b) => button(`b${r}-${b}`, 'x'.repeat(80))))),
      row({ type: 3, custom_id: 'x'.repeat(100), options: options(25) }),
    ];
    const answer = await post({ content: 'x'.repeat(2000), components: rows });
    expect(answer.status).toBe(200);
    expect(standIn.violations).toEqual([]);
    const [message] = standIn.publicMessages(standIn.general);
    expect(message?.buttons).toHaveLength(20);
    expect(message?.selects[0]?.options).toHaveLength(25);
  });

  it('notes who a message pings: mentions let through by allowed_mentions, nobody when silent, never on edits', async () => {
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    const content = `<@${alice.id}> and <@${bob.id}>`;
    await post({ content });
    await post({ content, allowed_mentions: { parse: [], users: [bob.id] } });
    await post({ content, flags: 4096 });
    const quiet = (await post({ content: 'no one' })).json as { id: string };
    await rest(standIn, 'PATCH', `/channels/${standIn.general.id}/messages/${quiet.id}`, { content });
    expect(standIn.publicMessages(standIn.general).map((m) => m.pinged)).toEqual([[alice.id, bob.id], [bob.id], [], []]);
  });

  it('refuses a file over 10 MiB', async () => {
    const answer = await post({ content: 'big' }, [{ name: 'big.png', type: 'image/png', bytes: new Uint8Array(10 * 1024 * 1024 + 1) }]);
    expect(answer.status).toBe(413);
    expect(standIn.violations).toHaveLength(1);
  });

  it('refuses posting where the bot lacks Send Messages (50013)', async () => {
    const locked = standIn.addChannel('locked', { botPermissions: 1n << 10n });
    const answer = await rest(standIn, 'POST', `/channels/${locked.id}/messages`, { content: 'hi' });
    expect(answer.json).toMatchObject({ code: 50013 });
  });

  it('keeps and replaces attachments on edit as the attachments field says', async () => {
    const file = (name: string) => ({ name, type: 'text/plain', bytes: new TextEncoder().encode(name) });
    const created = await post({ content: 'files', attachments: [{ id: 0, filename: 'a.txt' }] }, [file('a.txt')]);
    const message = created.json as { id: string; attachments: { id: string }[] };
    const kept = message.attachments[0]?.id;
    const edited = await rest(standIn, 'PATCH', `/channels/${standIn.general.id}/messages/${message.id}`, { attachments: [{ id: kept }, { id: 0, filename: 'b.txt' }] }, [file('b.txt')]);
    expect(edited.status).toBe(200);
    const [view] = standIn.publicMessages(standIn.general);
    expect(view?.attachments.map((a) => [a.filename, a.bytes.toString()])).toEqual([
      ['a.txt', 'a.txt'],
      ['b.txt', 'b.txt'],
    ]);
    expect(standIn.violations).toEqual([]);
  });
});
