import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../standin/standin.ts';
import { startBotProcess, type BotProcess } from './bot-process.ts';

/**
 * One bot process for the whole file (opening a fresh embedded database takes most of its start-up): the
 * tests below are the stages of its life, in order, ending with SIGTERM.
 */
let standIn: StandIn;
let bot: BotProcess;
beforeAll(async () => {
  standIn = await startStandIn();
  bot = startBotProcess(standIn);
});
afterAll(async () => {
  await bot.cleanUp();
  await standIn.stop();
});

const GUILDS_INTENT = 1;
const START_UP_MS = 90_000;

describe('the bot process (npm start) against the stand-in', () => {
  it('logs in with only the Guilds intent and registers /suburbia globally', { timeout: START_UP_MS }, async () => {
    const session = await bot.unlessExited(standIn.waitForBot(START_UP_MS));
    expect(session.intents).toBe(GUILDS_INTENT);
    const command = await bot.unlessExited(
      standIn.waitFor('/suburbia to be registered', () => standIn.globalCommands().find((c) => c.name === 'suburbia'), START_UP_MS),
    );
    expect(command.options.map((o) => o.name)).toContain('help');
    expect(standIn.guildCommands()).toEqual([]);
  });

  it('answers /suburbia help privately, deferring first, and turns pages with its buttons', async () => {
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    const help = alice.command(standIn.general, 'suburbia help');
    expect(await help.acknowledged()).toBe(5);
    const reply = await help.reply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.allText).toContain('highest **population** at the end wins');
    expect(bob.messages(standIn.general)).toEqual([]);

    const page = await alice.click(reply, 'Scoring').reply();
    expect(page.id).toBe(reply.id);
    expect(page.allText).toContain('every $5 becomes 1 population');
    expect(page.buttons.find((b) => b.label === 'Scoring')?.disabled).toBe(true);

    const solo = await alice.command(standIn.general, 'suburbia help', { topic: 'solo' }).reply();
    expect(solo.allText).toContain('Dale the Bot');

    // a page per expansion, its button on a second row of page buttons
    expect(solo.components.length).toBe(2);
    const essen = await alice.click(solo, 'Essen').reply();
    expect(essen.embeds[0]?.title).toBe('Suburbia Essen');
    expect(essen.allText).toContain('**The Essen limit**: a borough holds at most one of each Essen tile');
    expect(standIn.violations).toEqual([]);
  });

  it('answers a forged custom_id privately and changes nothing', async () => {
    const alice = standIn.addUser('mallory');
    const reply = await alice.command(standIn.general, 'suburbia help').reply();
    const answer = await alice.forgeComponent(reply, 's1:help:cheats').reply();
    expect(answer).toMatchObject({ ephemeral: true, content: 'That button is not one of mine.' });
    expect(alice.message(reply).revision).toBe(reply.revision);
    expect(standIn.violations).toEqual([]);
  });

  // The signal goes to npm, as a process manager running `npm start` sends it. npm forwards it to the shell running
  // the start script; unless that shell execs the program (`exec tsx src/main.ts`), Debian's /bin/sh dies of it,
  // the bot lives on as an orphan, and npm reports the signal instead of the bot's exit code.
  it('shuts down cleanly on SIGTERM: leaves the gateway and exits with code 0', async () => {
    expect(await bot.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    await standIn.waitFor('the gateway connection to close', () => (standIn.gatewaySessions().length === 0 ? true : undefined));
    expect(standIn.violations).toEqual([]);
  });
});
