import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalScores } from '../../../src/engine/index.ts';
import { finalResultsView } from '../../../src/render/index.ts';
import { tableInfo } from '../../../src/bot/flow/game.ts';
import { keepFirstGoal, nextPost, openGame, playToTheEnd, replayed, startTable, START_UP_MS, type Table } from './table.ts';

/** A 2-player game from `/suburbia new` to the final results, every turn through the offered components. */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

describe('a 2-player game, played through the components to the end', () => {
  it('ends with the standings the engine computes from the stored move log', { timeout: 240_000 }, async () => {
    const { standIn } = table;
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    const channel = standIn.general;
    const start = await openGame(standIn, channel, alice, [bob], { players: 2 });
    expect([...start.pinged].sort()).toEqual([alice.id, bob.id].sort());
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));
    for (const player of [alice, bob]) expect((await keepFirstGoal(player, start)).content).toContain('You keep');
    const first = await nextPost(standIn, channel, seen);

    const started = performance.now();
    const { final, turns } = await playToTheEnd(standIn, channel, [alice, bob], first);
    console.log(`2-player game: ${turns} turns in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(standIn.violations).toEqual([]);

    const store = await table.openDatabase();
    const { game, moves, state } = await replayed(store, channel.id);
    expect(game.status).toBe('finished');
    expect(moves.filter((m) => m.kind !== 'chooseGoal')).toHaveLength(turns);
    const scores = finalScores(state);
    if (scores === undefined) throw new Error('the replayed game is not finished');
    const view = finalResultsView(scores, tableInfo(game, state));
    expect(final.content).toContain(view.headline);
    expect([...final.pinged].sort()).toEqual([alice.id, bob.id].sort());
  });
});
