import { afterEach, describe, expect, it } from 'vitest';
import { connectRawBot, receivedInteraction, registerTestCommand, rest, type RawBot } from './raw-bot.ts';
import { startStandIn, type StandIn } from './standin.ts';

let standIn: StandIn;
let bot: RawBot;
let clock = Date.now();

const start = async (): Promise<void> => {
  clock = Date.now();
  standIn = await startStandIn({ now: () => clock });
  bot = await connectRawBot(standIn);
  await registerTestCommand(standIn);
};
afterEach(async () => {
  bot.close();
  await standIn.stop();
});

const callback = (interaction: { id: string; token: string }, body: unknown) => rest(standIn, 'POST', `/interactions/${interaction.id}/${interaction.token}/callback`, body, [], false);

const runHelp = async () => {
  const user = standIn.addUser('alice');
  const handle = user.command(standIn.general, 'suburbia help');
  return { user, handle, interaction: await receivedInteraction(bot, handle.id) };
};

describe('the initial response to an interaction', () => {
  it('is accepted once, with the reply visible to the user', async () => {
    await start();
    const { handle, interaction } = await runHelp();
    expect((await callback(interaction, { type: 4, data: { content: 'hi' } })).status).toBe(204);
    expect((await handle.reply()).content).toBe('hi');
    expect(standIn.violations).toEqual([]);
  });

  it('is refused the second time with 40060', async () => {
    await start();
    const { interaction } = await runHelp();
    await callback(interaction, { type: 5 });
    const second = await callback(interaction, { type: 4, data: { content: 'again' } });
    expect(second.status).toBe(400);
    expect(second.json).toMatchObject({ code: 40060 });
    expect(standIn.violations.map((v) => v.code)).toEqual([40060]);
  });

  it('is refused with 10062 after 3 seconds', async () => {
    await start();
    const { interaction } = await runHelp();
    clock += 3_001;
    const late = await callback(interaction, { type: 5 });
    expect(late.status).toBe(404);
    expect(late.json).toMatchObject({ code: 10062 });
    expect(standIn.violations.map((v) => v.code)).toEqual([10062]);
  });

  it('must come before any follow-up or edit of @original', async () => {
    await start();
    const { interaction } = await runHelp();
    const early = await rest(standIn, 'POST', `/webhooks/${standIn.applicationId}/${interaction.token}`, { content: 'too soon' }, [], false);
    expect(early.json).toMatchObject({ code: 10015 });
    expect(standIn.violations).toHaveLength(1);
  });

  it('rejects a callback type that does not fit the interaction (an update for a command)', async () => {
    await start();
    const { interaction } = await runHelp();
    const wrong = await callback(interaction, { type: 7, data: { content: 'x' } });
    expect(wrong.json).toMatchObject({ code: 50035 });
  });

  it('when deferred, is filled by the edit of @original; follow-ups come after it, ephemeral ones only for the user', async () => {
    await start();
    const { user, handle, interaction } = await runHelp();
    const bob = standIn.addUser('bob');
    await callback(interaction, { type: 5, data: { flags: 64 } });
    const edited = await rest(standIn, 'PATCH', `/webhooks/${standIn.applicationId}/${interaction.token}/messages/@original`, { content: 'done' }, [], false);
    expect(edited.status).toBe(200);
    const reply = await handle.reply();
    expect(reply).toMatchObject({ content: 'done', ephemeral: true, loading: false });
    await rest(standIn, 'POST', `/webhooks/${standIn.applicationId}/${interaction.token}`, { content: 'psst', flags: 64 }, [], false);
    const [followUp] = await handle.waitForFollowUps(1);
    expect(followUp?.content).toBe('psst');
    expect(user.messages(standIn.general).map((m) => m.content)).toEqual(['done', 'psst']);
    expect(bob.messages(standIn.general)).toEqual([]);
    expect(standIn.publicMessages(standIn.general)).toEqual([]);
    expect(standIn.violations).toEqual([]);
  });

  it('answers an autocomplete with the choices the bot offers', async () => {
    await start();
    const user = standIn.addUser('alice');
    const choices = user.autocomplete(standIn.general, 'suburbia tile', { name: 'sub' }, 'name');
    const frame = await bot.nextFrame((f) => f.t === 'INTERACTION_CREATE');
    const interaction = frame.d as { id: string; token: string; type: number; data: { options: { options: { focused?: boolean }[] }[] } };
    expect(interaction.type).toBe(4);
    expect(interaction.data.options[0]?.options[0]?.focused).toBe(true);
    const offered = [{ name: 'Suburb', value: 'suburb' }, { name: 'Subway', value: 'subway' }];
    expect((await callback(interaction, { type: 8, data: { choices: offered } })).status).toBe(204);
    expect(await choices).toEqual(offered);
  });

  it('refuses a 26th autocomplete choice', async () => {
    await start();
    const user = standIn.addUser('alice');
    void user.autocomplete(standIn.general, 'suburbia tile', { name: 'sub' }, 'name').catch(() => undefined);
    const interaction = (await bot.nextFrame((f) => f.t === 'INTERACTION_CREATE')).d as { id: string; token: string };
    const tooMany = Array.from({ length: 26 }, (_, i) => ({ name: `Suburb ${i}`, value: `s${i}` }));
    expect((await callback(interaction, { type: 8, data: { choices: tooMany } })).json).toMatchObject({ code: 50035 });
    expect(standIn.violations).toHaveLength(1);
  });
});
