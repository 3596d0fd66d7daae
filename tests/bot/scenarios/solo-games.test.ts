import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalScores, soloTitle } from '../../../src/engine/index.ts';
import { isTurnMessage, keepFirstGoal, latest, nextPost, playToTheEnd, replayed, startTable, START_UP_MS, STEP_MS, type Table } from './table.ts';

/** Dale the Bot and the Lone Architect, each from `/suburbia new` to the score title. */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

describe('solo games', () => {
  it('plays Dale the Bot to the end: Dale moves by himself and the headline gives the score title', { timeout: 240_000 }, async () => {
    const { standIn } = table;
    const solo = standIn.addUser('sol');
    const channel = standIn.addChannel('dale');
    const answer = await solo.command(channel, 'suburbia new', { players: 1, solo: 'dale' }).reply(STEP_MS);
    expect(answer.content).toContain('has started');
    const start = await standIn.waitFor('the start message', () => latest(standIn, channel, (m) => m.buttons.some((b) => b.label === 'Choose your secret goal')), STEP_MS);
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));
    await keepFirstGoal(solo, start);
    const first = await nextPost(standIn, channel, seen);
    expect(first.pinged).toEqual([solo.id]);
    const started = performance.now();
    const { final, turns } = await playToTheEnd(standIn, channel, [solo], first);
    console.log(`Dale the Bot: ${turns} turns in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // every turn message after the first reports Dale's turn along with the player's
    const reports = standIn.publicMessages(channel).filter((m) => m.embeds.some((e) => e.description?.includes('**Dale the Bot**') === true));
    expect(reports.length).toBeGreaterThan(turns / 2);
    expect(final.content).toMatch(/Dale (beaten|won)/);

    // a finished game's buttons answer politely
    const lastTurn = [...standIn.publicMessages(channel)].reverse().find((m) => m.buttons.some((b) => b.label === 'Take your turn'));
    const oldButton = lastTurn?.buttons.find((b) => b.label === 'Take your turn')?.custom_id;
    if (lastTurn === undefined || oldButton === undefined) throw new Error('no turn message');
    expect(lastTurn.buttons.every((b) => b.disabled === true)).toBe(true);
    const late = await solo.forgeComponent(lastTurn, oldButton).reply(STEP_MS);
    expect(late.ephemeral).toBe(true);
    expect(late.content).toContain('is over');
    expect(standIn.violations).toEqual([]);
  });

  it('plays the Lone Architect to the end, with the extra market removal each turn', { timeout: 240_000 }, async () => {
    const { standIn } = table;
    const solo = standIn.addUser('ada');
    const channel = standIn.addChannel('architect');
    await solo.command(channel, 'suburbia new', { players: 1, solo: 'architect' }).reply(STEP_MS);
    const first = await standIn.waitFor('the first turn', () => latest(standIn, channel, isTurnMessage), STEP_MS);
    expect(first.pinged).toEqual([solo.id]);
    const started = performance.now();
    const { final, turns } = await playToTheEnd(standIn, channel, [solo], first);
    console.log(`Lone Architect: ${turns} turns in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(standIn.violations).toEqual([]);

    const store = await table.openDatabase();
    const { game, moves, state } = await replayed(store, channel.id);
    expect(game.status).toBe('finished');
    expect(moves).toHaveLength(turns);
    expect(moves.every((m) => 'extraDiscardSlot' in m && m.extraDiscardSlot !== undefined)).toBe(true);
    const scores = finalScores(state);
    const population = scores?.seats[0]?.population ?? -1;
    expect(final.content).toContain(soloTitle(population));
  });
});
