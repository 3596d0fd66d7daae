import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTurnMessage, latest, moverOf, nextPost, playFirstOptions, startTable, START_UP_MS, STEP_MS, twoPlayersAtTurnOne, type Table } from './table.ts';

let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table.close());

/**
 * Pausing through the stand-in against the real bot: the host pauses, a player's click is refused privately and
 * no public message changes, the host resumes and the player plays on from the turn message posted again (the pause
 * running out by itself needs due times moved in the database: tests/bot/moderation/pause.test.ts).
 */
describe('pausing a game in play', () => {
  it('refuses the moves of a paused game privately, and plays on once the host resumes it', { timeout: 240_000 }, async () => {
    const { standIn } = table;
    const channel = standIn.general;
    const { alice, bob, players, seen, first } = await twoPlayersAtTurnOne(standIn, channel);
    seen.add(first.id);
    const mover = moverOf(players, first);

    expect((await bob.command(channel, 'suburbia pause').reply(STEP_MS)).content).toContain('Only the host');
    expect((await alice.command(channel, 'suburbia resume').reply(STEP_MS)).content).toContain('is not paused');
    const paused = await alice.command(channel, 'suburbia pause', { days: 2 }).reply(STEP_MS);
    expect(paused.ephemeral).toBe(true);
    expect(paused.content).toContain('You paused');
    const notice = await standIn.waitFor('the pause announced', () => latest(standIn, channel, (m) => m.content.startsWith('⏸️')), STEP_MS);
    expect(notice.content).toContain(`<@${alice.id}> paused`);
    expect(notice.content).toMatch(/until <t:\d+:f>/);
    expect((await alice.command(channel, 'suburbia pause').reply(STEP_MS)).content).toContain('already paused');

    const before = standIn.publicMessages(channel).map((m) => `${m.id} ${m.revision}`);
    const refused = await mover.click(first, 'Take your turn').reply(STEP_MS);
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/is paused until <t:\d+:f>/);
    expect(standIn.publicMessages(channel).map((m) => `${m.id} ${m.revision}`)).toEqual(before);
    const status = await bob.command(channel, 'suburbia status').reply(STEP_MS);
    expect(status.content).toMatch(/paused until <t:\d+:f>/);
    for (const m of standIn.publicMessages(channel)) seen.add(m.id);
    const reposted = await standIn.waitFor('the status turn message', () => latest(standIn, channel, (m) => isTurnMessage(m) && m.content.includes('is paused until')), STEP_MS);
    seen.add(reposted.id);

    expect((await alice.command(channel, 'suburbia resume').reply(STEP_MS)).content).toContain('You resumed');
    const resumed = await nextPost(standIn, channel, seen);
    seen.add(resumed.id);
    expect(resumed.content).toContain('was resumed by its host');
    expect(resumed.pinged).toEqual([mover.id]);
    expect((await playFirstOptions(mover, resumed)).content).toMatch(/^Done:/);
    const next = await nextPost(standIn, channel, seen);
    expect(next.pinged).toEqual([(mover === alice ? bob : alice).id]);
    expect(standIn.violations).toEqual([]);
  });
});
