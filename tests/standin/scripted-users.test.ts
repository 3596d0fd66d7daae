import { createCanvas } from '@napi-rs/canvas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotOffered } from './command-invocation.ts';
import { decodePng } from './png.ts';
import { connectRawBot, receivedInteraction, registerTestCommand, rest, type RawBot } from './raw-bot.ts';
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

const postMessage = async (body: unknown, files: Parameters<typeof rest>[4] = []): Promise<string> => {
  const answer = await rest(standIn, 'POST', `/channels/${standIn.general.id}/messages`, body, files);
  expect(answer.status).toBe(200);
  return (answer.json as { id: string }).id;
};

describe('scripted users', () => {
  it('run only registered commands, subcommands, options and choices', () => {
    const alice = standIn.addUser('alice');
    expect(() => alice.command(standIn.general, 'chess new')).toThrow(NotOffered);
    expect(() => alice.command(standIn.general, 'suburbia nonsense')).toThrow(NotOffered);
    expect(() => alice.command(standIn.general, 'suburbia help', { colour: 'red' })).toThrow(NotOffered);
    expect(() => alice.command(standIn.general, 'suburbia help', { topic: 'not-a-choice' })).toThrow(NotOffered);
    expect(() => alice.command(standIn.general, 'suburbia new', { players: 5 })).toThrow(NotOffered);
    expect(() => alice.command(standIn.general, 'suburbia tile')).toThrow(NotOffered);
    expect(alice.command(standIn.general, 'suburbia new', { players: 4 }).id).toMatch(/^\d+$/);
  });

  it('click only enabled buttons that are on the message, and pick only offered options', async () => {
    const alice = standIn.addUser('alice');
    const id = await postMessage({
      content: 'your move',
      components: [
        { type: 1, components: [{ type: 2, style: 1, label: 'Buy', custom_id: 'buy' }, { type: 2, style: 2, label: 'Old', custom_id: 'old', disabled: true }] },
        { type: 1, components: [{ type: 3, custom_id: 'spot', options: [{ label: 'spot 7', value: '7' }, { label: 'spot 9', value: '9' }] }] },
      ],
    });
    expect(() => alice.click(id, 'Sell')).toThrow(NotOffered);
    expect(() => alice.click(id, 'Old')).toThrow(NotOffered);
    expect(() => alice.select(id, ['8'])).toThrow(NotOffered);
    expect(() => alice.select(id, ['7', '9'])).toThrow(NotOffered);
    const click = alice.click(id, 'Buy');
    expect(await receivedInteraction(bot, click.id)).toMatchObject({ type: 3, data: { custom_id: 'buy', component_type: 2 }, message: { id } });
    const pick = alice.select(id, ['spot 9']);
    expect(await receivedInteraction(bot, pick.id)).toMatchObject({ data: { custom_id: 'spot', component_type: 3, values: ['9'] } });
  });

  it('see an ephemeral message and its buttons only when it is theirs', async () => {
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    const handle = alice.command(standIn.general, 'suburbia help');
    const interaction = await receivedInteraction(bot, handle.id);
    await rest(standIn, 'POST', `/interactions/${interaction.id}/${interaction.token}/callback`, {
      type: 4,
      data: { content: 'your secret goal', flags: 64, components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Keep', custom_id: 'keep' }] }] },
    });
    const reply = await handle.reply();
    expect(reply.ephemeral).toBe(true);
    expect(bob.messages(standIn.general)).toEqual([]);
    expect(() => bob.click(reply, 'Keep')).toThrow(NotOffered);
    const click = alice.click(reply, 'Keep');
    expect(await receivedInteraction(bot, click.id)).toMatchObject({ message: { id: reply.id, flags: 64 } });
  });

  it('see a button update after a deferred update and an edit of @original', async () => {
    const alice = standIn.addUser('alice');
    const id = await postMessage({ content: 'page 1', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Next', custom_id: 'next' }] }] });
    const click = alice.click(id, 'Next');
    const interaction = await receivedInteraction(bot, click.id);
    await rest(standIn, 'POST', `/interactions/${interaction.id}/${interaction.token}/callback`, { type: 6 });
    await rest(standIn, 'PATCH', `/webhooks/${standIn.applicationId}/${interaction.token}/messages/@original`, { content: 'page 2' });
    const updated = await click.reply();
    expect(updated).toMatchObject({ id, content: 'page 2' });
    expect(standIn.violations).toEqual([]);
  });

  it('read a posted PNG: served from the stand-in’s own URL, with its size and pixels', async () => {
    const canvas = createCanvas(3, 2);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 3, 2);
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(2, 1, 1, 1);
    const png = canvas.toBuffer('image/png');
    await postMessage({ content: 'board', attachments: [{ id: 0, filename: 'board.png' }] }, [{ name: 'board.png', type: 'image/png', bytes: png }]);
    const [message] = standIn.addUser('alice').messages(standIn.general);
    const attachment = message?.attachments[0];
    expect(attachment?.png).toEqual({ width: 3, height: 2 });
    expect(attachment?.url.startsWith(`${standIn.origin}/attachments/`)).toBe(true);
    const served = Buffer.from(await (await fetch(attachment?.url ?? '')).arrayBuffer());
    expect(served.equals(png)).toBe(true);
    const decoded = decodePng(served);
    expect(decoded.pixel(2, 1)).toEqual([255, 0, 0, 255]);
    expect(decoded.pixel(0, 0)).toEqual([255, 255, 255, 255]);
  });

  it('receive files sent with the initial response itself (multipart callback)', async () => {
    const alice = standIn.addUser('alice');
    const handle = alice.command(standIn.general, 'suburbia help');
    const interaction = await receivedInteraction(bot, handle.id);
    const png = createCanvas(4, 5).toBuffer('image/png');
    const answer = await rest(
      standIn,
      'POST',
      `/interactions/${interaction.id}/${interaction.token}/callback`,
      { type: 4, data: { content: 'your borough', attachments: [{ id: 0, filename: 'borough.png' }] } },
      [{ name: 'borough.png', type: 'image/png', bytes: png }],
      false,
    );
    expect(answer.status).toBe(204);
    expect((await handle.reply()).attachments.map((a) => [a.filename, a.png])).toEqual([['borough.png', { width: 4, height: 5 }]]);
  });

  it('can forge a component interaction for tests of stale and forged custom_ids', async () => {
    const alice = standIn.addUser('alice');
    const id = await postMessage({ content: 'turn 3' });
    const forged = alice.forgeComponent(id, 's1:turn:999:1');
    expect(await receivedInteraction(bot, forged.id)).toMatchObject({ data: { custom_id: 's1:turn:999:1' } });
  });
});
