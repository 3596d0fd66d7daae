import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalScores } from '../../../src/engine/index.ts';
import { parseRecord, verifyRecord } from '../../../src/record/index.ts';
import { decodePng } from '../../standin/png.ts';
import { keepFirstGoal, latest, nextPost, playToTheEnd, startTable, START_UP_MS, STEP_MS, type Table } from './table.ts';

/** A game played to its end through the stand-in, then looked back on: its final results, /suburbia history and /suburbia export. */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

describe('games that ended', () => {
  it('the final results carry the population chart; history links to them; export is refused while the game goes on, then replays', { timeout: 300_000 }, async () => {
    const { standIn } = table;
    const solo = standIn.addUser('eve');
    const channel = standIn.addChannel('looking-back');
    await solo.command(channel, 'suburbia new', { players: 1, solo: 'dale' }).reply(STEP_MS);
    const start = await standIn.waitFor('the start message', () => latest(standIn, channel, (m) => m.buttons.some((b) => b.label === 'Choose your secret goal')), STEP_MS);
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));
    await keepFirstGoal(solo, start);
    const first = await nextPost(standIn, channel, seen);

    const early = await solo.command(channel, 'suburbia export').reply(STEP_MS);
    expect(early.ephemeral).toBe(true);
    expect(early.content).toContain('has not ended yet: its record holds the seed and every move, which would show the stacks to come and every secret goal.');
    expect(early.attachments).toEqual([]);

    const { final } = await playToTheEnd(standIn, channel, [solo], first);
    expect(final.attachments.map((a) => a.filename)).toEqual(['final-results.png', 'population.png']);
    const chart = decodePng(final.attachments[1]?.bytes ?? Buffer.alloc(0));
    expect(chart.width).toBeGreaterThan(400);

    const history = await solo.command(channel, 'suburbia history').reply(STEP_MS);
    expect(history.ephemeral).toBe(true);
    expect(history.content).toContain(`https://discord.com/channels/${standIn.guildId}/${channel.id}/${final.id}`);
    expect(history.content).toContain('base game');

    const exported = await solo.command(channel, 'suburbia export').reply(STEP_MS);
    expect(exported.ephemeral).toBe(true);
    const [file] = exported.attachments;
    expect(file?.filename).toMatch(/^suburbia-\d+\.json$/);
    const parsed = parseRecord(file?.bytes.toString('utf8') ?? '');
    if (!parsed.ok) throw new Error(parsed.problem);
    const verified = verifyRecord(parsed.record);
    if (!verified.ok) throw new Error(verified.problem);
    expect(finalScores(verified.state)?.seats.map((s) => s.population)).toEqual(parsed.record.finalResult?.seats.map((s) => s.population));
    expect(parsed.record.seats.map((s) => s.bot)).toEqual([false, true]);
    expect(standIn.violations).toEqual([]);
  });
});
