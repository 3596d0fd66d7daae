import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalScores } from '../../../src/engine/index.ts';
import { finalResultsView } from '../../../src/render/index.ts';
import { tableInfo } from '../../../src/bot/flow/game.ts';
import { startInspectedTable, type InspectedTable } from './inspected-table.ts';
import { latest, nextPost, playToTheEnd, replayed, START_UP_MS, STEP_MS } from './table.ts';

/**
 * A 5-player game with the 5★ Star tiles, chosen in the lobby's menu, played through the offered components to the
 * final results. Four players keep their goal in their DMs; the fifth has DMs closed and keeps one through the
 * public button's private answer.
 */
const SEED = 5;

let table: InspectedTable;
beforeAll(async () => {
  table = await startInspectedTable(() => SEED);
}, START_UP_MS);
afterAll(async () => table?.close());

describe('a 5-player game with the 5★ Star tiles', () => {
  it('is set up from the lobby, deals goals by DM and privately, and is played to the final results', { timeout: 900_000 }, async () => {
    const { standIn } = table;
    const [ann, ben, cat, dan] = ['ann', 'ben', 'cat', 'dan'].map((n) => standIn.addUser(n));
    const eve = standIn.addUser('eve', { dmsOpen: false });
    if (ann === undefined || ben === undefined || cat === undefined || dan === undefined) throw new Error('users');
    const players = [ann, ben, cat, dan, eve];
    const channel = standIn.general;

    await ann.command(channel, 'suburbia new', { players: 5 }).reply(STEP_MS);
    const lobby = await standIn.waitFor('the lobby', () => latest(standIn, channel, (m) => m.buttons.some((b) => b.label === 'Leave')), STEP_MS);
    expect(lobby.content).toContain('Seats (1/5):');
    expect(lobby.content).toContain('The rulebook recommends 5★ Star tiles with 5 players');
    for (const user of [ben, cat, dan, eve]) await user.click(lobby, 'Join').reply(STEP_MS);
    const chosen = await ann.select(lobby, ['star']).reply(STEP_MS);
    expect(chosen.content).toContain('will be played with 5★ Star tiles.');
    const shown = await standIn.waitFor('the lobby with the Star tiles', () => {
      const now = ann.message(lobby);
      return now.content.includes('Sets: 5★ Star tiles.') ? now : undefined;
    }, STEP_MS);
    expect(shown.content).not.toContain('recommends');
    await ann.click(lobby, 'Start').reply(STEP_MS);
    const start = await standIn.waitFor('the start message', () => latest(standIn, channel, (m) => m.buttons.some((b) => b.label === 'Choose your secret goal')), STEP_MS);
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));

    for (const player of [ann, ben, cat, dan]) {
      const dm = await standIn.waitFor(`${player.name}'s goal offers by DM`, () => player.dms().find((m) => m.buttons.some((b) => b.label?.startsWith('Keep ') === true)), STEP_MS);
      const keep = dm.buttons.find((b) => b.label?.startsWith('Keep ') === true)?.custom_id ?? '';
      expect((await player.click(dm, { customId: keep }).reply(STEP_MS)).content).toContain('You keep');
    }
    // eve's DMs are closed: the public button answers her privately with her two offers
    const offers = await eve.click(start, 'Choose your secret goal').reply(STEP_MS);
    expect(offers.ephemeral).toBe(true);
    const keeps = offers.buttons.filter((b) => b.label?.startsWith('Keep ') === true);
    expect(keeps).toHaveLength(2);
    await eve.click(offers, { customId: keeps[0]?.custom_id ?? '' }).reply(STEP_MS);

    const first = await nextPost(standIn, channel, seen);
    expect(eve.dms()).toEqual([]);
    expect(standIn.dmRefusals).toHaveLength(1);
    // the market and the Star track on two pictures, five boroughs on three pages of at most two
    expect(first.attachments.map((a) => a.filename)).toEqual(['market.png', 'market-2.png', 'boroughs-1.png', 'boroughs-2.png', 'boroughs-3.png']);
    expect(first.content).toMatch(/Turn order this round \(Star track\): (\*\*)?\w+/);

    const started = performance.now();
    const { final, turns } = await playToTheEnd(standIn, channel, players, first);
    console.log(`5-player Star game: ${turns} turns in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(standIn.violations).toEqual([]);
    expect(table.errors()).toEqual([]);
    expect(standIn.dmRefusals).toHaveLength(1);

    const messages = standIn.publicMessages(channel);
    const lines = messages.flatMap((m) => m.embeds.flatMap((e) => (e.description ?? '').split('\n')));
    // star moves name the space reached; every round ends with the Star track's step
    expect(lines.some((line) => /^• \+\d+ ★ → space \d+/.test(line))).toBe(true);
    expect(lines.filter((line) => /^\*\*At the end of round \d+: the Star track\*\*$/.test(line)).length).toBeGreaterThan(0);

    const { game, moves, state } = await replayed(table.store, channel.id);
    expect(game).toMatchObject({ status: 'finished', rulesVersion: 'sets-1', seed: SEED, options: { players: 5, sets: ['star'] } });
    expect(moves.filter((m) => m.kind !== 'chooseGoal')).toHaveLength(turns);
    expect(state.starTrack).toBeDefined();
    expect([...(await table.store.dmFailures(game.id))]).toEqual([eve.id]);
    const scores = finalScores(state);
    if (scores === undefined) throw new Error('the replayed game is not finished');
    expect(final.content).toContain(finalResultsView(scores, tableInfo(game, state)).headline);
  });
});
