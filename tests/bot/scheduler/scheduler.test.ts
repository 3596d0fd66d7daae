import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { choosePolicyMove, goalById, type Move } from '../../../src/engine/index.ts';
import { gameTitle } from '../../../src/bot/flow/game.ts';
import type { Effect } from '../../../src/bot/flow/types.ts';
import { createLog } from '../../../src/bot/log.ts';
import { MAX_JOB_ATTEMPTS, runDueJobs } from '../../../src/bot/scheduler/loop.ts';
import { REMINDER_CAP } from '../../../src/bot/scheduler/settings.ts';
import type { JobKind } from '../../../src/store/types.ts';
import { ALICE, BOB, current, keepGoals, logLength, openFlowTable, playTurn, posts, startGame, textOf, type FlowTable } from '../moderation/flow-table.ts';

/** Reminders, deadlines and the goal deadline: job rows made due by moving them into the past in the database. */
describe('the scheduler', { timeout: 60_000 }, () => {
  let table: FlowTable;
  beforeEach(async () => {
    table = await openFlowTable();
  });
  afterEach(async () => table.close());

  const makeDue = (kind: JobKind): Promise<void> =>
    table.sql(`UPDATE "ScheduledJob" SET "dueAt" = now() - interval '1 second' WHERE kind = '${kind}' AND "completedAt" IS NULL`);
  const runDue = async (owner = 'test-process'): Promise<{ readonly ran: number; readonly effects: readonly Effect[] }> => {
    const effects: Effect[] = [];
    const ran = await runDueJobs(table.deps, owner, async (e) => void effects.push(...e), createLog('error'));
    return { ran, effects };
  };

  it('sends one reminder per interval naming the game, and after the cap asks the host to act and stops', async () => {
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
    const { game, state } = await current(table);
    const mover = game.seats[state.toMove]?.discordUserId;
    expect((await runDue()).ran).toBe(0);
    for (let n = 1; n <= REMINDER_CAP; n++) {
      await makeDue('reminder');
      const { effects } = await runDue();
      const [post] = posts(effects);
      expect(posts(effects)).toHaveLength(1);
      expect(post?.message.content).toContain(`Reminder ${n}/${REMINDER_CAP}`);
      expect(post?.message.content).toContain(gameTitle(game));
      expect(post?.message.ping).toContain(mover);
      expect(post?.message.content.includes('/suburbia skip')).toBe(n === REMINDER_CAP);
      // the next reminder is one interval away: nothing more is due now
      expect((await runDue()).ran).toBe(0);
    }
    await makeDue('reminder');
    expect(await runDue()).toEqual({ ran: 0, effects: [] });
    expect(await logLength(table)).toBe(2);
  });

  it('fires a due reminder once when two processes look for due jobs at the same moment', async () => {
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
    await makeDue('reminder');
    const [a, b] = await Promise.all([runDue('process-a'), runDue('process-b')]);
    expect((a?.ran ?? 0) + (b?.ran ?? 0)).toBe(1);
    expect(posts([...(a?.effects ?? []), ...(b?.effects ?? [])])).toHaveLength(1);
  });

  it('plays a turn whose deadline passed with the built-in policy, as a logged move, and posts the next turn', async () => {
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
    const before = await current(table);
    const expected = choosePolicyMove(before.state);
    await makeDue('deadline');
    const { effects } = await runDue();
    const moves = await table.store.loadMoves(before.game.id);
    expect(moves).toHaveLength(3);
    expect(moves.at(-1)?.entry as unknown as Move).toEqual(expected);
    // for the stats: the built-in player made it because the deadline passed
    expect(moves.at(-1)?.actor).toEqual({ kind: 'bot', why: 'deadline', strength: 'normal' });
    expect(textOf(effects)).toContain('turn deadline');
    expect(posts(effects).some((p) => p.live?.gameId === before.game.id)).toBe(true);
    const after = await current(table);
    expect(after.state.toMove).not.toBe(before.state.toMove);
  });

  it('asks the host instead when the game does not auto-skip, and leaves the log alone', async () => {
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
    await table.sql(`UPDATE "Game" SET options = options || '{"autoSkip": false}'::jsonb`);
    await makeDue('deadline');
    const { effects } = await runDue();
    expect(await logLength(table)).toBe(2);
    expect(posts(effects)).toHaveLength(1);
    expect(posts(effects)[0]?.message.ping).toEqual([ALICE.userId]);
    expect(textOf(effects)).toContain('/suburbia skip');
  });

  it('does nothing for a turn that was played meanwhile', async () => {
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
    const { game } = await current(table);
    await table.sql(`CREATE TABLE stale_jobs AS SELECT * FROM "ScheduledJob" WHERE kind IN ('reminder', 'deadline')`);
    await playTurn(table);
    // the first turn's rows are back, due now, as if a slow process had missed that the turn was played
    await table.sql(`DELETE FROM "ScheduledJob"; INSERT INTO "ScheduledJob" SELECT * FROM stale_jobs; UPDATE "ScheduledJob" SET "dueAt" = now() - interval '1 second'`);
    const { ran, effects } = await runDue();
    expect(ran).toBe(2);
    expect(effects).toEqual([]);
    expect((await table.store.loadMoves(game.id)).length).toBe(3);
  });

  it('keeps a random goal for every seat still choosing when the goal deadline passes, and says so without naming it', async () => {
    await startGame(table, [ALICE, BOB]);
    await makeDue('goal_deadline');
    const { effects } = await runDue();
    const { game, state } = await current(table);
    expect(state.phase).toBe('playing');
    const moves = await table.store.loadMoves(game.id);
    expect(moves.map((m) => m.entry)).toEqual([
      { kind: 'keepRandomGoal', seat: 0 },
      { kind: 'keepRandomGoal', seat: 1 },
    ]);
    expect(moves.map((m) => m.actor?.kind === 'bot' && m.actor.why)).toEqual(['deadline', 'deadline']);
    const text = textOf(effects);
    expect(text).toContain('chosen at random');
    for (const player of state.players) {
      const goal = player.secretGoal;
      if (goal === undefined) throw new Error('a seat has no secret goal');
      expect(text).not.toContain(goalById(goal).name);
    }
    expect(posts(effects).some((p) => p.live?.gameId === game.id)).toBe(true);
  });

  it('gives up a job whose run keeps failing after the last attempt, and records why', async () => {
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
    await makeDue('reminder');
    const failing = async (): Promise<void> => {
      throw new Error('Discord is down');
    };
    const errors: string[] = [];
    const log = { error: (message: string) => void errors.push(message), warn: () => undefined, info: () => undefined, debug: () => undefined };
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
      expect(await runDueJobs(table.deps, 'test-process', failing, log)).toBe(1);
      // its lease runs out, as when the failing process went on to other work
      await table.sql(`UPDATE "ScheduledJob" SET "leaseUntil" = now() - interval '1 second' WHERE "claimedBy" IS NOT NULL`);
    }
    expect(await runDueJobs(table.deps, 'test-process', failing, log)).toBe(0);
    expect(errors.at(-2)).toMatch(/failed; tried again after its lease$/);
    expect(errors.at(-1)).toMatch(new RegExp(`failed; given up after ${MAX_JOB_ATTEMPTS} attempts$`));
    const rows = await table.query(`SELECT attempts, "completedAt" IS NOT NULL, "lastError" LIKE 'Error: Discord is down%' FROM "ScheduledJob" WHERE kind = 'reminder' ORDER BY id`);
    // the given-up reminder, and the next interval's, not yet due
    expect(rows).toEqual([
      [MAX_JOB_ATTEMPTS, true, true],
      [0, false, null],
    ]);
  });
});
