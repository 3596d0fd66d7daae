import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Move } from '../../../src/engine/index.ts';
import { POLL_MS } from '../../../src/bot/scheduler/loop.ts';
import type { ScriptedUser } from '../../standin/scripted-user.ts';
import type { MessageView } from '../../standin/views.ts';
import { gameIn, identifiedSessions, makeDue, SERVER_URL, startPgTable, type PgTable } from './pg-table.ts';
import { moverOf, nextPost, START_UP_MS, STEP_MS, twoPlayersAtTurnOne } from './table.ts';

/** Walks a turn's private steps with the first options up to (not including) the confirmation. */
const upToConfirm = async (user: ScriptedUser, turnMessage: MessageView): Promise<MessageView> => {
  let step = await user.click(turnMessage, 'Take your turn').reply(STEP_MS);
  for (let i = 0; i < 8; i++) {
    if (step.buttons.some((b) => b.label === 'Confirm')) return step;
    const [select] = step.selects;
    const [first] = select?.options ?? [];
    if (select === undefined || first === undefined) throw new Error(`a turn step without a choice: ${step.allText}`);
    step = await user.select(step, [first.value], select.custom_id).reply(STEP_MS);
  }
  throw new Error(`the turn did not reach a confirmation: ${step.allText}`);
};

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two bot processes on one PostgreSQL database — SHARD_COUNT=2 runs discord.js's ShardingManager,
 * one process per shard; Discord routes the guild's events to one shard, and both processes run the scheduler.
 * A due reminder is sent once; a player's confirmation racing the other process's auto-skip applies one move.
 */
describe.skipIf(SERVER_URL === undefined)('two bot processes on one database', () => {
  let table: PgTable;
  beforeAll(async () => {
    table = await startPgTable(SERVER_URL ?? '');
    const bot = await table.startBot({ SHARD_COUNT: '2' });
    await bot.unlessExited(table.standIn.waitFor('both shards to identify', () => (identifiedSessions(table.standIn).length === 2 ? true : undefined), START_UP_MS));
  }, START_UP_MS * 3);
  afterAll(async () => table?.close());

  it('runs one process per shard', () => {
    expect(identifiedSessions(table.standIn).map((s) => s.shard.join('/')).sort()).toEqual(['0/2', '1/2']);
  });

  it('sends a due reminder once and applies one move when a confirmation races an auto-skip', { timeout: 240_000 }, async () => {
    const { standIn, store } = table;
    const channel = standIn.general;
    const { players, seen, first } = await twoPlayersAtTurnOne(standIn, channel);
    seen.add(first.id);
    const mover = moverOf(players, first);
    const game = await gameIn(store, channel);

    await makeDue(table, 'reminder');
    await standIn.waitFor('the reminder', () => standIn.publicMessages(channel).find((m) => m.content.startsWith('Reminder 1/')), STEP_MS);
    // both processes look for due jobs every POLL_MS: give each several chances to send it again
    await pause(POLL_MS * 4);
    expect(standIn.publicMessages(channel).filter((m) => m.content.startsWith('Reminder '))).toHaveLength(1);
    // and none can follow: the reminder that fired is done, the next one is an interval away
    expect(await table.query(`SELECT count(*)::int FROM "ScheduledJob" WHERE kind = 'reminder' AND "completedAt" IS NULL AND "dueAt" <= now()`)).toEqual([[0]]);

    const confirmStep = await upToConfirm(mover, first);
    await makeDue(table, 'deadline');
    const confirmation = mover.click(confirmStep, 'Confirm');
    const next = await nextPost(standIn, channel, seen);
    const answer = await confirmation.reply(STEP_MS);
    await pause(POLL_MS * 4);
    const turns = (await store.loadMoves(game.id)).map((m) => m.entry as unknown as Move).filter((m) => m.kind !== 'chooseGoal');
    expect(turns).toHaveLength(1);
    const autoSkipped = standIn.publicMessages(channel).some((m) => m.content.startsWith('⏰'));
    // exactly one of the two applied: the player's confirmation, or the auto-skip
    expect(answer.content.startsWith('Done:')).toBe(!autoSkipped);
    expect(standIn.publicMessages(channel).filter((m) => !seen.has(m.id) && m.id !== next.id && m.buttons.some((b) => b.label === 'Take your turn' && b.disabled !== true))).toEqual([]);
    expect(standIn.violations).toEqual([]);
  });
});
