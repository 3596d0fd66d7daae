import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepFirstGoal, nextPost, openGame, playFirstOptions, startTable, START_UP_MS, STEP_MS, isTurnMessage, untilDisabled, type Table } from './table.ts';

/** The commands around a running game: status, board, tile (with autocomplete), log, games. */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

describe('the game commands', () => {
  it('answer about the running game', { timeout: 120_000 }, async () => {
    const { standIn } = table;
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    const channel = standIn.general;
    expect((await alice.command(channel, 'suburbia status').reply(STEP_MS)).content).toContain('no unfinished game in this channel');
    const start = await openGame(standIn, channel, alice, [bob], { players: 2 });
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));
    for (const p of [alice, bob]) await keepFirstGoal(p, start);
    let post = await nextPost(standIn, channel, seen);
    for (let i = 0; i < 2; i++) {
      seen.add(post.id);
      const mover = [alice, bob].find((p) => post.pinged.includes(p.id));
      if (mover === undefined) throw new Error('nobody to move');
      await playFirstOptions(mover, post);
      post = await nextPost(standIn, channel, seen);
    }
    const toMove = post.pinged[0] === alice.id ? 'alice' : 'bob';

    // status: the board again as the new live message; the old one's buttons are disabled, nobody is pinged again
    const status = await bob.command(channel, 'suburbia status').reply(STEP_MS);
    expect(status.ephemeral).toBe(true);
    expect(status.content).toContain(`**${toMove}**'s turn`);
    const live = await standIn.waitFor('the re-posted board', () => standIn.publicMessages(channel).find((m) => m.id !== post.id && !seen.has(m.id) && isTurnMessage(m)), STEP_MS);
    expect(live.pinged).toEqual([]);
    expect(live.attachments.map((a) => a.filename)).toEqual(['market.png', 'boroughs.png']);
    await untilDisabled(standIn, channel, post.id);

    const board = await alice.command(channel, 'suburbia board', { player: bob }).reply(STEP_MS);
    expect(board.content).toContain("bob's borough");
    expect(board.attachments[0]?.png?.width).toBeGreaterThan(400);

    const choices = await alice.autocomplete(channel, 'suburbia tile', { name: 'scho' }, 'name');
    expect(choices.map((c) => c.name)).toEqual(['Elementary School', 'High School', 'Middle School', 'Smarty Pants Technical School (Star)']);
    const tile = await alice.command(channel, 'suburbia tile', { name: 'High School' }).reply(STEP_MS);
    expect(tile.content).toContain('**High School**');
    expect(tile.attachments.map((a) => a.filename)).toEqual(['tile.png']);
    // every tile of every set, each named with its set
    expect(await alice.autocomplete(channel, 'suburbia tile', { name: 'police' }, 'name')).toEqual([{ name: 'Police Station (Nightlife)', value: 'Police Station' }]);
    const police = await alice.command(channel, 'suburbia tile', { name: 'Police Station' }).reply(STEP_MS);
    expect(police.content).toBe('**Police Station** (Nightlife, stack B, $11): +2 reputation; ignore all later negative Nightlife effects.');
    expect(police.attachments.map((a) => a.filename)).toEqual(['tile.png']);
    expect((await alice.autocomplete(channel, 'suburbia new', { sets: 'nightlife, co' }, 'sets')).map((c) => c.value)).toEqual(['nightlife, con']);

    const log = await alice.command(channel, 'suburbia log').reply(STEP_MS);
    expect(log.content).toContain('The last 2 turns');
    expect(log.embeds[0]?.description?.match(/^\*\*Round 1: /gm)).toHaveLength(2);

    const games = await bob.command(channel, 'suburbia games').reply(STEP_MS);
    expect(games.content).toContain(`**Suburbia #1** in <#${channel.id}>: ${toMove} to move`);
    expect(games.content).toContain(`https://discord.com/channels/${standIn.guildId}/${channel.id}/${live.id}`);
    expect((await standIn.addUser('carol').command(channel, 'suburbia games').reply(STEP_MS)).content).toContain('no unfinished games');
    expect(standIn.violations).toEqual([]);
  });
});
