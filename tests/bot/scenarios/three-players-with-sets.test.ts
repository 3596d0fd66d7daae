import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalScores, tileById } from '../../../src/engine/index.ts';
import { finalResultsView } from '../../../src/render/index.ts';
import { tableInfo } from '../../../src/bot/flow/game.ts';
import { keepFirstGoal, latest, nextPost, playToTheEnd, replayed, startTable, START_UP_MS, STEP_MS, type Table } from './table.ts';

/**
 * A 3-player game with Nightlife, Con and Essen, chosen in the lobby's menu of sets by the host, played through the
 * offered components to the final results.
 */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

describe('a 3-player game with Nightlife, Con and Essen', () => {
  it('is set up from the lobby menu and played to the final results', { timeout: 600_000 }, async () => {
    const { standIn } = table;
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    const carol = standIn.addUser('carol');
    const channel = standIn.general;
    const players = [alice, bob, carol];

    const answer = await alice.command(channel, 'suburbia new', { players: 3 }).reply(STEP_MS);
    expect(answer.ephemeral).toBe(true);
    const lobby = await standIn.waitFor('the lobby', () => latest(standIn, channel, (m) => m.buttons.some((b) => b.label === 'Leave')), STEP_MS);
    expect(lobby.content).toContain('Sets: none, the base game only.');
    for (const user of [bob, carol]) await user.click(lobby, 'Join').reply(STEP_MS);

    // a player who is not the host is refused privately, and the lobby stays as it was
    const before = alice.message(lobby);
    const refused = await bob.select(lobby, ['con']).reply(STEP_MS);
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toBe('Only the host chooses the sets; nothing was changed.');
    expect(alice.message(lobby).revision).toBe(before.revision);

    // the host's choice is answered privately and shown on the lobby message
    const chosen = await alice.select(lobby, ['nightlife', 'con', 'essen']).reply(STEP_MS);
    expect(chosen.ephemeral).toBe(true);
    expect(chosen.content).toContain('will be played with Nightlife, Con and Essen.');
    const shown = await standIn.waitFor('the lobby showing the sets', () => {
      const now = alice.message(lobby);
      return now.content.includes('Sets: Nightlife, Con and Essen.') ? now : undefined;
    }, STEP_MS);
    expect(shown.content).toContain('**Insomniac**: most Nightlife tiles, +15 population');
    expect(shown.selects[0]?.options.filter((o) => o.default === true).map((o) => o.value)).toEqual(['nightlife', 'con', 'essen']);

    await alice.click(lobby, 'Start').reply(STEP_MS);
    const start = await standIn.waitFor('the start message', () => latest(standIn, channel, (m) => m.buttons.some((b) => b.label === 'Choose your secret goal')), STEP_MS);
    expect(start.content).toContain('Sets: Nightlife, Con and Essen.');
    expect(start.content).toContain('Bonus tile on stack B: **Nightlife Bonus**');
    expect(start.content).toContain('Challenge tile on stack C: **Nightlife Challenge**');
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));
    for (const player of players) await keepFirstGoal(player, start);
    const first = await nextPost(standIn, channel, seen);

    const started = performance.now();
    const { final, turns } = await playToTheEnd(standIn, channel, players, first);
    console.log(`3-player game with Nightlife, Con and Essen: ${turns} turns in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const summaries = standIn.publicMessages(channel).flatMap((m) => m.embeds.map((e) => e.description ?? ''));
    expect(summaries.some((d) => d.includes('The **Nightlife Bonus** (at least 3 Nightlife tiles) was checked: '))).toBe(true);
    expect(summaries.some((d) => d.includes('The **Nightlife Challenge** (at least 5 Nightlife tiles) was checked: '))).toBe(true);
    expect(summaries.some((d) => d.includes('The **1 More Round** tile came up'))).toBe(true);
    expect(standIn.violations).toEqual([]);

    const store = await table.openDatabase();
    const { game, moves, state } = await replayed(store, channel.id);
    expect(game).toMatchObject({ status: 'finished', rulesVersion: 'sets-1', options: { players: 3, sets: ['nightlife', 'con', 'essen'] } });
    expect(moves.filter((m) => m.kind !== 'chooseGoal')).toHaveLength(turns);
    const seenTiles = [...state.players.flatMap((p) => p.borough.map((t) => t.tileId)), ...state.market.map((e) => e.tileId), ...state.discards];
    expect(seenTiles.some((id) => tileById(id).set === 'nightlife')).toBe(true);
    const scores = finalScores(state);
    if (scores === undefined) throw new Error('the replayed game is not finished');
    expect(final.content).toContain(finalResultsView(scores, tableInfo(game, state)).headline);
    expect([...final.pinged].sort()).toEqual(players.map((p) => p.id).sort());
  });
});
