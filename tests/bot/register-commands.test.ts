import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../standin/standin.ts';
import { startBotProcess } from './bot-process.ts';

let standIn: StandIn;
beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(async () => {
  await standIn.stop();
});

const registerCommands = async (env: Readonly<Record<string, string>> = {}) => {
  const run = startBotProcess(standIn, { command: ['npm', 'run', 'register-commands'], env });
  try {
    return { exit: await run.exited, output: run.output() };
  } finally {
    await run.cleanUp();
  }
};

describe('npm run register-commands', () => {
  it('registers /suburbia globally, idempotently', async () => {
    const first = await registerCommands();
    expect(first.exit.code).toBe(0);
    expect(first.output).toContain('Registered /suburbia globally');
    const [registered] = standIn.globalCommands();
    expect(registered?.options.map((o) => o.name)).toEqual(expect.arrayContaining(['new', 'status', 'board', 'goal', 'tile', 'log', 'games', 'history', 'export', 'stats', 'leaderboard', 'help', 'pause', 'resume']));
    // the bot seats of a new game: a text option (strengths separated by commas)
    const bots = registered?.options.find((o) => o.name === 'new')?.options?.find((o) => o.name === 'bots');
    expect(bots).toMatchObject({ type: 3, max_length: 100 });
    expect(bots?.description).toContain('easy, normal, hard');
    expect((await registerCommands()).exit.code).toBe(0);
    expect(standIn.globalCommands()).toEqual([registered]);
    expect(standIn.violations).toEqual([]);
  });

  it('registers /suburbia only in DISCORD_DEV_GUILD_ID when it is set', async () => {
    const run = await registerCommands({ DISCORD_DEV_GUILD_ID: standIn.guildId });
    expect(run.exit.code).toBe(0);
    expect(run.output).toContain(`in guild ${standIn.guildId}`);
    expect(standIn.guildCommands().map((c) => c.name)).toEqual(['suburbia']);
    expect(standIn.globalCommands()).toEqual([]);
  });
});
