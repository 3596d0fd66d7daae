import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseMove, type Move } from '../../../src/engine/index.ts';
import { createLog } from '../../../src/bot/log.ts';
import { runDueJobs } from '../../../src/bot/scheduler/loop.ts';
import type { Effect } from '../../../src/bot/flow/types.ts';
import { ALICE, BOB, BUT_BOARD_JOBS, CAROL, command, current, keepGoals, openFlowTable, playTurn, posts, runDueNow, startGame, type FlowTable } from '../moderation/flow-table.ts';

/** Bot seats play in bot_move jobs: due at once after the change that gave them a decision, one post per run. */
describe('bot moves', { timeout: 120_000 }, () => {
  let table: FlowTable;
  beforeEach(async () => {
    table = await openFlowTable();
  });
  afterEach(async () => table.close());

  /** the pending jobs that carry the game on (the goal deadline stays until it passes, and then does nothing) */
  const pending = (): Promise<readonly (readonly unknown[])[]> =>
    table.query(`SELECT kind::text, key, (payload->>'version')::int FROM "ScheduledJob" WHERE "completedAt" IS NULL AND kind <> 'goal_deadline' ORDER BY kind::text`);
  const runAs = async (owner: string): Promise<{ readonly ran: number; readonly effects: readonly Effect[] }> => {
    const effects: Effect[] = [];
    const ran = await runDueJobs(table.deps, owner, async (e) => void effects.push(...e), createLog('error'), BUT_BOARD_JOBS);
    return { ran, effects };
  };
  const log = async (): Promise<readonly Move[]> => (await table.store.loadMoves((await current(table)).game.id)).map((m) => m.entry as unknown as Move);

  /** Alice plays with Bob and Carol, whose seats the host turned into bot seats; the bots have played up to Alice's turn. */
  const aliceAndTwoBots = async (): Promise<void> => {
    await startGame(table, [ALICE, BOB, CAROL]);
    await keepGoals(table, [ALICE, BOB, CAROL]);
    await command(table, ALICE, 'kick', { player: BOB.userId, playerName: 'Bob' });
    await command(table, ALICE, 'kick', { player: CAROL.userId, playerName: 'Carol' });
    await runDueNow(table);
  };

  it("posts a person's move at once without the board, then both bots' turns in one post: a summary each and the board once", async () => {
    await aliceAndTwoBots();
    const before = await current(table);
    expect(before.game.seats[before.state.toMove]?.discordUserId).toBe(ALICE.userId);
    const mine = posts(await playTurn(table));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.message.embeds).toHaveLength(1);
    expect(mine[0]?.message.content).toContain('is thinking about its move');
    expect(mine[0]?.message.ping).toEqual([]);
    expect(mine[0]?.message.files).toBeUndefined();
    const afterMine = await current(table);
    expect(mine[0]?.live).toEqual({ gameId: afterMine.game.id, version: afterMine.game.version });
    // the board job, should the bots' post be late, is stored with the move
    expect(await pending()).toEqual([
      ['board', String(afterMine.game.version), afterMine.game.version],
      ['bot_move', String(afterMine.game.version), afterMine.game.version],
    ]);

    const bots = posts(await runDueNow(table));
    const after = await current(table);
    expect(bots).toHaveLength(1);
    expect(bots[0]?.message.embeds?.map((e) => e.title?.includes('(normal bot)'))).toEqual([true, true]);
    expect(bots[0]?.message.ping).toEqual([ALICE.userId]);
    expect(bots[0]?.message.files?.map((f) => f.name)).toEqual(['market.png', 'boroughs-1.png', 'boroughs-2.png']);
    expect(bots[0]?.live).toEqual({ gameId: after.game.id, version: after.game.version });
    expect(after.game.version).toBe(afterMine.game.version + 2);
    // each bot played the normal player's move (kicked seats play normal) for the state it saw
    const entries = await log();
    expect(entries.at(-2)).toEqual(chooseMove(afterMine.state, afterMine.state.toMove, 'normal'));
    // the person to move has their reminder and deadline; no bot move is pending (the board job is still to come)
    expect(await pending()).toEqual([
      ['board', String(afterMine.game.version), afterMine.game.version],
      ['deadline', String(after.game.version), after.game.version],
      ['reminder', String(after.game.version), after.game.version],
    ]);
  });

  it('does nothing for a bot_move job of an earlier version, and a job runs once when two processes look at the same moment', async () => {
    await aliceAndTwoBots();
    await playTurn(table);
    await table.sql(`CREATE TABLE old_jobs AS SELECT * FROM "ScheduledJob" WHERE kind = 'bot_move' AND "completedAt" IS NULL`);
    const [a, b] = await Promise.all([runAs('process-a'), runAs('process-b')]);
    expect((a?.ran ?? 0) + (b?.ran ?? 0)).toBe(1);
    const moves = (await log()).length;
    // the same job again, as if a slow process had missed that the bots played
    await table.sql(`INSERT INTO "ScheduledJob" SELECT * FROM old_jobs; UPDATE "ScheduledJob" SET "completedAt" = NULL, "claimedBy" = NULL, "leaseUntil" = NULL WHERE id IN (SELECT id FROM old_jobs)`);
    const again = await runAs('process-c');
    expect(again).toEqual({ ran: 1, effects: [] });
    expect((await log()).length).toBe(moves);
  });

  it('plays a bot move whose claimer died once its lease has passed, once', async () => {
    await aliceAndTwoBots();
    await playTurn(table);
    const before = (await log()).length;
    // a process claimed the job and died before recording anything
    await table.sql(`UPDATE "ScheduledJob" SET "claimedBy" = 'dead-process', "leaseUntil" = now() + interval '1 hour', attempts = 1 WHERE kind = 'bot_move'`);
    expect((await runAs('live-process')).ran).toBe(0);
    await table.sql(`UPDATE "ScheduledJob" SET "leaseUntil" = now() - interval '1 second' WHERE kind = 'bot_move'`);
    const { effects } = await runAs('live-process');
    expect(posts(effects)).toHaveLength(1);
    expect((await log()).length).toBe(before + 2);
    expect(await runDueNow(table)).toEqual([]);
  });

  it('fails the job when the search fails, and records no move', async () => {
    await aliceAndTwoBots();
    await playTurn(table);
    const before = await log();
    // a state the search cannot read: the policy finds no market to look at
    await table.sql(`UPDATE "Game" SET state = jsonb_set(state, '{market}', 'null')`);
    const errors: string[] = [];
    const quiet = { error: (message: string) => void errors.push(message), warn: () => undefined, info: () => undefined, debug: () => undefined };
    expect(await runDueJobs(table.deps, 'test-process', async () => undefined, quiet)).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/job \d+ \(bot_move, game \d+\) failed; tried again after its lease$/);
    expect(await table.store.loadMoves((await table.store.loadByChannel('900000000000000002'))?.id ?? -1)).toHaveLength(before.length);
    const rows = await table.query(`SELECT attempts, "completedAt" IS NULL, "lastError" LIKE '%search failed%' FROM "ScheduledJob" WHERE kind = 'bot_move'`);
    expect(rows).toEqual([[1, true, true]]);
  });

  it('keeps a bot seat\'s secret goal in a job, and the job that keeps the last goal begins the game', async () => {
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE]);
    await command(table, ALICE, 'kick', { player: BOB.userId, playerName: 'Bob' });
    const { game } = await current(table);
    expect(await pending()).toEqual([['bot_move', String(game.version), game.version]]);
    const effects = posts(await runDueNow(table));
    const { state } = await current(table);
    expect(state.phase).toBe('playing');
    expect(state.players[1]?.secretGoal).toBeDefined();
    expect(effects.at(-1)?.message.content).toContain('Every player has kept a secret goal: the game begins!');
  });
});
