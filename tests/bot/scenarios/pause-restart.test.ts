import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameIn, SERVER_URL, startPgTable, type PgTable } from './pg-table.ts';
import { latest, moverOf, nextPost, playFirstOptions, START_UP_MS, STEP_MS, twoPlayersAtTurnOne } from './table.ts';

/**
 * A pause outlives the bot process: the host pauses, the bot is killed, the pause runs out while it is down (its
 * times moved into the past in the database, as a day passing would), and the next process resumes the game on
 * its own, pinging the player to move, who plays on.
 */
describe.skipIf(SERVER_URL === undefined)('a pause across a restart, on PostgreSQL', () => {
  let table: PgTable;
  beforeAll(async () => {
    table = await startPgTable(SERVER_URL ?? '');
  }, START_UP_MS);
  afterAll(async () => table?.close());

  it('resumes when the pause runs out, in the next process', { timeout: 240_000 }, async () => {
    const { standIn, store } = table;
    const first = await table.startBot();
    const channel = standIn.general;
    const { alice, players, seen, first: turn } = await twoPlayersAtTurnOne(standIn, channel);
    seen.add(turn.id);
    const mover = moverOf(players, turn);
    expect((await alice.command(channel, 'suburbia pause', { days: 1 }).reply(STEP_MS)).content).toContain('You paused');
    await standIn.waitFor('the pause announced', () => latest(standIn, channel, (m) => m.content.startsWith('⏸️')), STEP_MS);
    await table.kill(first);

    await table.sql(
      `UPDATE "GamePause" SET "startedAt" = "startedAt" - interval '1 day', until = until - interval '1 day' WHERE "endedAt" IS NULL;
       UPDATE "ScheduledJob" SET "dueAt" = "dueAt" - interval '1 day' WHERE kind = 'resume' AND "completedAt" IS NULL;`,
    );
    for (const m of standIn.publicMessages(channel)) seen.add(m.id);
    await table.startBot();
    const resumed = await nextPost(standIn, channel, seen);
    seen.add(resumed.id);
    expect(resumed.content).toContain('its pause ran out');
    expect(resumed.pinged).toEqual([mover.id]);
    const game = await gameIn(store, channel);
    expect(await store.openPause(game.id)).toBeUndefined();
    expect((await playFirstOptions(mover, resumed)).content).toMatch(/^Done:/);
    await nextPost(standIn, channel, seen);
    expect(standIn.violations).toEqual([]);
  });
});
