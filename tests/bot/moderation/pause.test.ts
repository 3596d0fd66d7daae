import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Effect } from '../../../src/bot/flow/types.ts';
import { createLog } from '../../../src/bot/log.ts';
import { DEFAULT_PAUSE_DAYS } from '../../../src/bot/moderation/pause.ts';
import { runDueJobs } from '../../../src/bot/scheduler/loop.ts';
import { DEFAULT_DEADLINE_HOURS, DEFAULT_REMINDER_HOURS } from '../../../src/bot/scheduler/settings.ts';
import { ALICE, BOB, click, command, current, keepGoals, logLength, openFlowTable, playTurn, posts, runDueNow, startGame, textOf, type FlowTable } from './flow-table.ts';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

/** `/suburbia pause` and `/suburbia resume`, on the Discord-free flow over a database; due times are moved in the database. */
describe('pausing a game', { timeout: 60_000 }, () => {
  let table: FlowTable;
  beforeEach(async () => {
    table = await openFlowTable();
  });
  afterEach(async () => table.close());

  /** The game's pending jobs: kind, key and seconds until due (rounded), by kind. */
  const pendingJobs = async (): Promise<readonly (readonly [string, string, number])[]> =>
    (await table.query(`SELECT kind::text, key, round(extract(epoch FROM "dueAt" - now()))::int FROM "ScheduledJob" WHERE "completedAt" IS NULL ORDER BY kind::text, key`)).map(
      (r) => [String(r[0]), String(r[1]), Number(r[2])] as const,
    );
  const pauseRows = async (): Promise<readonly (readonly unknown[])[]> =>
    table.query(`SELECT "pausedByUserId", round(extract(epoch FROM until - "startedAt"))::int, "endedAt" IS NULL FROM "GamePause" ORDER BY id`);
  const runDue = async (): Promise<readonly Effect[]> => {
    const effects: Effect[] = [];
    await runDueJobs(table.deps, 'test-process', async (e) => void effects.push(...e), createLog('error'));
    return effects;
  };
  /** As if `days` had passed since the open pause began: its times and its resume job move back as much. */
  const letTimePass = (days: number): Promise<void> =>
    table.sql(
      `UPDATE "GamePause" SET "startedAt" = "startedAt" - interval '${days} days', until = until - interval '${days} days' WHERE "endedAt" IS NULL;
       UPDATE "ScheduledJob" SET "dueAt" = "dueAt" - interval '${days} days' WHERE kind = 'resume' AND "completedAt" IS NULL;`,
    );
  const playing = async (): Promise<void> => {
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
  };
  const mover = async () => {
    const { state } = await current(table);
    return state.toMove === 0 ? ALICE : BOB;
  };

  it('cancels the turn\'s reminder and deadline, schedules its resume when it runs out, and says who paused it until when', async () => {
    await playing();
    // the goal deadline stays pending after the goals were kept (it does nothing then)
    expect((await pendingJobs()).map((j) => j[0])).toEqual(['deadline', 'goal_deadline', 'reminder']);
    const before = await current(table);
    const effects = await command(table, ALICE, 'pause');
    const [pause] = await table.store.loadPauses(before.game.id);
    expect(pause).toMatchObject({ pausedByUserId: ALICE.userId, endedAt: undefined });
    expect((pause?.until.getTime() ?? 0) - (pause?.startedAt.getTime() ?? 0)).toBe(DEFAULT_PAUSE_DAYS * DAY_S * 1000);
    const jobs = await pendingJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.[0]).toBe('resume');
    expect(Math.abs((jobs[0]?.[2] ?? 0) - DEFAULT_PAUSE_DAYS * DAY_S)).toBeLessThanOrEqual(2);
    const [post] = posts(effects);
    expect(post?.message.content).toContain(`<@${ALICE.userId}> paused`);
    expect(post?.message.content).toContain(`until <t:${Math.floor((pause?.until.getTime() ?? 0) / 1000)}:f>`);
    // a move built before the pause is stale: the pause moved the version on
    expect((await current(table)).game.version).toBe(before.game.version + 1);
  });

  it('is for the host of a game in play only, once at a time; resuming a running game is refused; refusals change nothing', async () => {
    await command(table, ALICE, 'new', { players: 2 });
    expect(textOf(await command(table, ALICE, 'pause'))).toContain('has not started');
    await command(table, ALICE, 'abandon');
    await playing();
    const { game } = await current(table);
    expect(textOf(await command(table, BOB, 'pause'))).toContain('Only the host');
    expect(textOf(await command(table, ALICE, 'resume'))).toContain('is not paused');
    expect(textOf(await command(table, ALICE, 'pause', { days: 8 }))).toContain('1 to 7 days');
    expect(textOf(await command(table, ALICE, 'pause', { days: 0 }))).toContain('1 to 7 days');
    expect((await current(table)).game.version).toBe(game.version);
    await command(table, ALICE, 'pause', { days: 2 });
    const paused = await current(table);
    const again = await command(table, ALICE, 'pause', { days: 1 });
    expect(textOf(again)).toContain('already paused until <t:');
    expect(posts(again)).toEqual([]);
    expect(textOf(await command(table, BOB, 'resume'))).toContain('Only the host');
    expect((await current(table)).game.version).toBe(paused.game.version);
    expect(await pauseRows()).toEqual([[ALICE.userId, 2 * DAY_S, true]]);
  });

  it('refuses every move privately while paused, changing nothing: turn buttons, goal choices, undo and skip', async () => {
    await startGame(table, [ALICE, BOB]);
    await command(table, ALICE, 'pause');
    const inGoals = await current(table);
    const goal = await click(table, BOB, { kind: 'goal', game: inGoals.game.id, seat: 1, pick: 0 });
    expect(textOf(goal)).toMatch(/is paused until <t:\d+:f>/);
    expect(posts(goal)).toEqual([]);
    await command(table, ALICE, 'resume');
    await keepGoals(table, [ALICE, BOB]);
    await playTurn(table);
    await command(table, ALICE, 'pause');
    const { game } = await current(table);
    const moves = await logLength(table);
    const who = await mover();
    for (const effects of [
      await click(table, who, { kind: 'turn', game: game.id, v: game.version }),
      await command(table, who === ALICE ? BOB : ALICE, 'undo'),
      await command(table, ALICE, 'skip'),
      await command(table, ALICE, 'kick', { player: BOB.userId }),
    ]) {
      expect(textOf(effects)).toMatch(/is paused until <t:\d+:f>/);
      expect(effects.every((e) => e.kind === 'answer')).toBe(true);
    }
    expect((await current(table)).game.version).toBe(game.version);
    expect(await logLength(table)).toBe(moves);
    // looking is fine: the status and the list of one's games say it is paused
    expect(textOf(await command(table, BOB, 'status'))).toMatch(/paused until <t:\d+:f>/);
    expect(textOf(await command(table, BOB, 'games'))).toMatch(/paused until <t:\d+:f>/);
  });

  it('runs no job of the paused game, even one that fires all the same', async () => {
    await playing();
    await command(table, ALICE, 'pause');
    const { game, state } = await current(table);
    const seat = state.toMove;
    // a reminder and deadline scheduled for the paused game's very version (as a race could leave them), due now
    for (const kind of ['reminder', 'deadline'] as const) await table.store.scheduleJob({ gameId: game.id, kind, key: 'late', delayMs: -1000, payload: { version: game.version, seat, count: 0 } });
    expect(await runDue()).toEqual([]);
    expect(await logLength(table)).toBe(2);
    expect((await current(table)).game.version).toBe(game.version);
  });

  it('resumes by itself when the pause runs out, also after a restart: a fresh deadline and reminder, a post that pings the player to move', async () => {
    await playing();
    await command(table, ALICE, 'pause', { days: 2 });
    table = await table.restart();
    await letTimePass(1);
    expect(await runDue()).toEqual([]);
    await letTimePass(1);
    const effects = await runDue();
    const who = await mover();
    const [post] = posts(effects);
    expect(post?.message.content).toContain('pause ran out');
    expect(post?.message.ping).toEqual([who.userId]);
    const { game } = await current(table);
    expect(post?.live).toEqual({ gameId: game.id, version: game.version });
    const jobs = await pendingJobs();
    expect(jobs.map((j) => [j[0], j[1]])).toEqual([['deadline', String(game.version)], ['reminder', String(game.version)]]);
    expect(Math.abs((jobs[0]?.[2] ?? 0) - DEFAULT_DEADLINE_HOURS * HOUR_S)).toBeLessThanOrEqual(2);
    expect(Math.abs((jobs[1]?.[2] ?? 0) - DEFAULT_REMINDER_HOURS * HOUR_S)).toBeLessThanOrEqual(2);
    expect(await pauseRows()).toEqual([[ALICE.userId, 2 * DAY_S, false]]);
    // and play goes on from the new turn message
    await click(table, who, { kind: 'turn', game: game.id, v: game.version }).then((e) => expect(textOf(e)).not.toContain('paused'));
    await playTurn(table);
    expect(await logLength(table)).toBe(3);
  });

  it('resumes by the host\'s command: the resume job is cancelled, and the pause counts until then', async () => {
    await playing();
    await command(table, ALICE, 'pause', { days: 7 });
    await letTimePass(2);
    const effects = await command(table, ALICE, 'resume');
    expect(textOf(effects)).toContain('resumed by its host');
    expect((await pendingJobs()).map((j) => j[0])).toEqual(['deadline', 'reminder']);
    const [pause] = await table.store.loadPauses((await current(table)).game.id);
    const counted = (pause?.endedAt?.getTime() ?? 0) - (pause?.startedAt.getTime() ?? 0);
    expect(Math.abs(counted - 2 * DAY_S * 1000)).toBeLessThan(5000);
  });

  it('allows 7 days a pause and 14 days a game in all, counted from the stored pauses', async () => {
    await playing();
    // 2 days of a 7-day pause, resumed early, then a pause of 7 that runs out: 9 days used
    await command(table, ALICE, 'pause', { days: 7 });
    await letTimePass(2);
    await command(table, ALICE, 'resume');
    await command(table, ALICE, 'pause', { days: 7 });
    await letTimePass(7);
    await runDue();
    expect(await table.store.openPause((await current(table)).game.id)).toBeUndefined();
    const { game } = await current(table);
    const refused = await command(table, ALICE, 'pause', { days: 6 });
    expect(textOf(refused)).toContain('14 days in all');
    expect(textOf(refused)).toMatch(/has (4 days 23 hours|5 days) of pause left/);
    expect((await current(table)).game.version).toBe(game.version);
    expect(textOf(await command(table, ALICE, 'pause', { days: 4 }))).toContain('You paused');
    await letTimePass(4);
    await runDue();
    expect(textOf(await command(table, ALICE, 'pause', { days: 1 }))).toContain('14 days in all');
    expect((await pauseRows()).length).toBe(3);
  });

  it('keeps bots from moving while paused; on resume the bot to move moves at once', async () => {
    await playing();
    // Bob's seat is played by the built-in player from now on; Alice plays until it is the bot's turn
    await command(table, ALICE, 'kick', { player: BOB.userId });
    await runDueNow(table);
    if ((await current(table)).state.toMove === 0) await playTurn(table);
    expect((await pendingJobs()).map((j) => j[0])).toEqual(['board', 'bot_move', 'goal_deadline']);
    await command(table, ALICE, 'pause');
    expect((await pendingJobs()).map((j) => j[0])).toEqual(['resume']);
    const { game } = await current(table);
    const moves = await logLength(table);
    // a bot_move for the paused game's version, due now, as a race could leave one
    await table.store.scheduleJob({ gameId: game.id, kind: 'bot_move', key: 'late', delayMs: -1000, payload: { version: game.version } });
    expect(await runDueNow(table)).toEqual([]);
    expect(await logLength(table)).toBe(moves);
    await command(table, ALICE, 'resume');
    const jobs = await pendingJobs();
    expect(jobs.map((j) => j[0])).toEqual(['bot_move']);
    expect(jobs[0]?.[2]).toBeLessThanOrEqual(0);
    await runDueNow(table);
    expect(await logLength(table)).toBe(moves + 1);
  });

  it('stops the secret-goal deadline while paused and gives a fresh one on resume', async () => {
    await startGame(table, [ALICE, BOB]);
    expect((await pendingJobs()).map((j) => j[0])).toEqual(['goal_deadline']);
    await command(table, ALICE, 'pause');
    expect((await pendingJobs()).map((j) => j[0])).toEqual(['resume']);
    const effects = await command(table, ALICE, 'resume');
    const jobs = await pendingJobs();
    expect(jobs.map((j) => j[0])).toEqual(['goal_deadline']);
    expect(Math.abs((jobs[0]?.[2] ?? 0) - DEFAULT_DEADLINE_HOURS * HOUR_S)).toBeLessThanOrEqual(2);
    expect(posts(effects)[0]?.message.ping).toEqual([ALICE.userId, BOB.userId]);
  });
});
