import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPost, openGame, playRounds, replayed, startTable, START_UP_MS, STEP_MS, type Table } from './table.ts';

/**
 * A 4-player game in a thread. Three players get their goal offers by DM and keep one there; the
 * fourth has DMs closed, is refused once (remembered for the game), and keeps a goal through the public button.
 */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

describe('a 4-player game in a thread', () => {
  it('deals goals by DM and privately, remembers the closed DMs, and plays three rounds in the thread', { timeout: 300_000 }, async () => {
    const { standIn } = table;
    const thread = standIn.addChannel('suburbia-night', { parent: standIn.general });
    const [ann, ben, cat] = ['ann', 'ben', 'cat'].map((n) => standIn.addUser(n));
    const dan = standIn.addUser('dan', { dmsOpen: false });
    if (ann === undefined || ben === undefined || cat === undefined) throw new Error('users');
    const players = [ann, ben, cat, dan];
    const start = await openGame(standIn, thread, ann, [ben, cat, dan], { players: 4 });
    const seen = new Set(standIn.publicMessages(thread).map((m) => m.id));

    for (const player of [ann, ben, cat]) {
      const dm = await standIn.waitFor(`${player.name}'s goal offers by DM`, () => player.dms().find((m) => m.buttons.some((b) => b.label?.startsWith('Keep ') === true)), STEP_MS);
      const keep = dm.buttons.find((b) => b.label?.startsWith('Keep ') === true)?.custom_id ?? '';
      const kept = await player.click(dm, { customId: keep }).reply(STEP_MS);
      expect(kept.content).toContain('You keep');
    }

    // the public button answers dan privately with his two offers
    const offers = await dan.click(start, 'Choose your secret goal').reply(STEP_MS);
    expect(offers.ephemeral).toBe(true);
    const keeps = offers.buttons.filter((b) => b.label?.startsWith('Keep ') === true);
    expect(keeps).toHaveLength(2);
    // someone who already chose is told so, privately
    expect((await ann.click(start, 'Choose your secret goal').reply(STEP_MS)).content).toContain('Your secret goal');
    await dan.click(offers, { customId: keeps[1]?.custom_id ?? '' }).reply(STEP_MS);

    const first = await nextPost(standIn, thread, seen);
    expect(dan.dms()).toEqual([]);
    expect(standIn.dmRefusals).toHaveLength(1);
    expect(first.content).toContain('the game begins');
    // four boroughs are two pictures of two, each about as tall as the market, so a phone shows them at full width
    expect(first.attachments.map((a) => a.filename)).toEqual(['market.png', 'boroughs-1.png', 'boroughs-2.png']);
    // three rounds keep the scenario CI-fast (a whole 4-player game is about 55 turns; two-player-game.test.ts plays a game to the end)
    const started = performance.now();
    const turns = await playRounds(standIn, thread, players, first, 3);
    console.log(`4-player game: ${turns} turns in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(standIn.violations).toEqual([]);
    expect(standIn.dmRefusals).toHaveLength(1);

    const store = await table.openDatabase();
    const { game, state } = await replayed(store, thread.id);
    expect(game.parentChannelId).toBe(standIn.general.id);
    expect(state.round).toBe(4);
    expect(state.turn).toBe(turns);
    expect([...(await store.dmFailures(game.id))]).toEqual([dan.id]);
  });
});
