import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choosePolicyMove, type Move } from '../../../src/engine/index.ts';
import { gameTitle, stateOf } from '../../../src/bot/flow/game.ts';
import { REMINDER_CAP } from '../../../src/bot/scheduler/settings.ts';
import type { MessageView } from '../../standin/views.ts';
import { gameIn, makeDue, SERVER_URL, startPgTable, type PgTable } from './pg-table.ts';
import { moverOf, nextPost, playFirstOptions, START_UP_MS, STEP_MS, twoPlayersAtTurnOne, untilDisabled } from './table.ts';

/**
 * Deadlines. Due times are moved into the past in the database (as days passing would); the bot's
 * scheduler sends one reminder per interval and auto-skips a turn whose deadline passed, in a thread that had
 * auto-archived meanwhile, and a player's turn in the re-archived thread goes through. Deleting the thread then
 * archives the game.
 */
describe.skipIf(SERVER_URL === undefined)('deadlines, on PostgreSQL', () => {
  let table: PgTable;
  beforeAll(async () => {
    table = await startPgTable(SERVER_URL ?? '');
    await table.startBot();
  }, START_UP_MS * 2);
  afterAll(async () => table?.close());

  it('reminds once per interval, auto-skips a passed deadline in an archived thread, and archives the game when the thread is deleted', { timeout: 240_000 }, async () => {
    const { standIn, store } = table;
    const thread = standIn.addChannel('suburbia-thread', { parent: standIn.general });
    const { players, seen, first } = await twoPlayersAtTurnOne(standIn, thread);
    seen.add(first.id);
    const mover = moverOf(players, first);
    const game = await gameIn(store, thread);
    const reminders = (): readonly MessageView[] => standIn.publicMessages(thread).filter((m) => m.content.startsWith('Reminder '));

    for (let n = 1; n < REMINDER_CAP; n++) {
      await makeDue(table, 'reminder');
      const reminder = await standIn.waitFor(`reminder ${n}`, () => reminders()[n - 1], STEP_MS);
      expect(reminder.content).toContain(`Reminder ${n}/${REMINDER_CAP}`);
      expect(reminder.content).toContain(gameTitle(game));
      expect(reminder.pinged).toEqual([mover.id]);
      // the next reminder waits a whole interval: in the database it is due later than now
      expect(await pendingReminders(table)).toEqual([{ late: false }]);
      expect(reminders()).toHaveLength(n);
    }

    const state = await stateOf(store, await gameIn(store, thread));
    if (state === undefined) throw new Error('the game has no state');
    const policyMove = choosePolicyMove(state);
    standIn.archiveThread(thread);
    await makeDue(table, 'deadline');
    const next = await nextPost(standIn, thread, seen);
    const notice = standIn.publicMessages(thread).find((m) => m.content.startsWith('⏰'));
    expect(notice?.content).toContain(gameTitle(game));
    expect(next.pinged).not.toContain(mover.id);
    const moves = (await store.loadMoves(game.id)).map((m) => m.entry as unknown as Move);
    expect(moves.filter((m) => m.kind !== 'chooseGoal')).toEqual([policyMove]);
    await untilDisabled(standIn, thread, first.id);

    // the thread auto-archives again; the next player's turn disables the old buttons and posts all the same
    const nextMover = moverOf(players, next);
    standIn.archiveThread(thread);
    seen.add(next.id);
    expect((await playFirstOptions(nextMover, next)).content).toMatch(/^Done:/);
    await nextPost(standIn, thread, seen);
    await untilDisabled(standIn, thread, next.id);

    standIn.deleteChannel(thread);
    await until('the game to be archived', async () => (await store.loadById(game.id))?.status === 'abandoned');
    expect((await store.loadById(game.id))?.endReason).toBe('channel-deleted');
    expect(standIn.violations).toEqual([]);
  });
});

/** The reminders waiting to be claimed, and whether each is already due by the database's clock. */
const pendingReminders = async (table: PgTable): Promise<readonly { readonly late: boolean }[]> =>
  (await table.query(`SELECT "dueAt" <= now() FROM "ScheduledJob" WHERE kind = 'reminder' AND "completedAt" IS NULL AND "claimedBy" IS NULL`)).map((row) => ({ late: row[0] === true }));

const until = async (what: string, probe: () => Promise<boolean>, timeoutMs = STEP_MS): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
