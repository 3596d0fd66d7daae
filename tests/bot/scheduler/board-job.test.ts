import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseMove } from '../../../src/engine/index.ts';
import { recordMove } from '../../../src/bot/flow/record.ts';
import type { Effect } from '../../../src/bot/flow/types.ts';
import { createLog } from '../../../src/bot/log.ts';
import { RESUME_AFTER_MS } from '../../../src/bot/scheduler/bot-move.ts';
import { runDueJobs } from '../../../src/bot/scheduler/loop.ts';
import { ALICE, BOB, CAROL, command, current, keepGoals, logLength, openFlowTable, playTurn, posts, runDueNow, startGame, type FlowTable } from '../moderation/flow-table.ts';

/**
 * A person's move that bot seats follow is posted without the board: the bots' post carries it. The board job
 * stored with the move posts it anyway when no newer turn message is out by its time (the bots' job is late).
 */
describe('the board job', { timeout: 120_000 }, () => {
  let table: FlowTable;
  beforeEach(async () => {
    table = await openFlowTable();
  });
  afterEach(async () => table.close());

  let messages = 0;
  /** Records the live posts among `effects` as the channel does once they are posted (src/bot/channel-effects.ts). */
  const posted = async (effects: readonly Effect[]): Promise<readonly Effect[]> => {
    for (const post of posts(effects)) {
      if (post.live !== undefined) await table.store.recordLiveMessage({ ...post.live, channelId: post.channelId, messageId: String(900_000_000_000_001_000 + messages++) });
    }
    return effects;
  };
  const makeBoardDue = (): Promise<void> => table.sql(`UPDATE "ScheduledJob" SET "dueAt" = now() - interval '1 second' WHERE kind = 'board' AND "completedAt" IS NULL`);
  /** One poll for board jobs alone, as the scheduler's board loop makes it. */
  const runBoardJobs = async (): Promise<{ readonly ran: number; readonly effects: readonly Effect[] }> => {
    const effects: Effect[] = [];
    const ran = await runDueJobs(table.deps, 'board-loop', async (e) => void effects.push(...(await posted(e))), createLog('error'), ['board']);
    return { ran, effects };
  };
  const boardJobs = (): Promise<readonly (readonly unknown[])[]> => table.query(`SELECT (payload->>'version')::int FROM "ScheduledJob" WHERE kind = 'board' AND "completedAt" IS NULL`);

  /** Alice plays with Bob and Carol, whose seats the host turned into bot seats; the bots have played up to Alice's turn. */
  const aliceAndTwoBots = async (): Promise<void> => {
    await startGame(table, [ALICE, BOB, CAROL]);
    await keepGoals(table, [ALICE, BOB, CAROL]);
    await command(table, ALICE, 'kick', { player: BOB.userId, playerName: 'Bob' });
    await command(table, ALICE, 'kick', { player: CAROL.userId, playerName: 'Carol' });
    await posted(await runDueNow(table));
  };

  it('posts nothing once the bots have posted their turns with the board', async () => {
    await aliceAndTwoBots();
    await posted(await playTurn(table));
    const bots = posts(await posted(await runDueNow(table)));
    expect(bots.map((p) => p.message.files?.length ?? 0)).toEqual([3]);
    await makeBoardDue();
    expect(await runBoardJobs()).toEqual({ ran: 1, effects: [] });
  });

  it("posts the board when the bots' job is late, even after a restart, and the bots still move once", async () => {
    await aliceAndTwoBots();
    const moves = await logLength(table);
    await posted(await playTurn(table));
    const afterMine = await current(table);
    // the process that claimed the bots' job died, and the bot was restarted
    await table.sql(`UPDATE "ScheduledJob" SET "claimedBy" = 'dead-process', "leaseUntil" = now() + interval '1 hour', attempts = 1 WHERE kind = 'bot_move'`);
    table = await table.restart();
    await makeBoardDue();
    const { effects } = await runBoardJobs();
    const [board] = posts(effects);
    expect(posts(effects)).toHaveLength(1);
    expect(board?.message.content).toContain('is thinking about its move');
    expect(board?.message.files?.map((f) => f.name)).toEqual(['market.png', 'boroughs-1.png', 'boroughs-2.png']);
    expect(board?.message.embeds).toEqual([]);
    expect(board?.message.ping).toEqual([]);
    expect(board?.live).toEqual({ gameId: afterMine.game.id, version: afterMine.game.version });
    expect(await boardJobs()).toEqual([]);
    expect(await logLength(table)).toBe(moves + 1);

    await table.sql(`UPDATE "ScheduledJob" SET "leaseUntil" = now() - interval '1 second' WHERE kind = 'bot_move'`);
    const bots = posts(await posted(await runDueNow(table)));
    expect(bots).toHaveLength(1);
    expect(bots[0]?.message.ping).toEqual([ALICE.userId]);
    expect(await logLength(table)).toBe(moves + 3);
  });

  it("is not cancelled by a bot's move recorded meanwhile: it posts the board as the game stands", async () => {
    await aliceAndTwoBots();
    await posted(await playTurn(table));
    const afterMine = await current(table);
    // the first bot's move is recorded as the bots' job records it, the next bot still to think
    const first = chooseMove(afterMine.state, afterMine.state.toMove, 'normal');
    const recorded = await recordMove(table.deps, afterMine, first, { kind: 'bot', why: 'seat', strength: 'normal' }, RESUME_AFTER_MS);
    expect(recorded.ok).toBe(true);
    expect(await boardJobs()).toEqual([[afterMine.game.version]]);
    await makeBoardDue();
    const [board] = posts((await runBoardJobs()).effects);
    const now = await current(table);
    expect(now.game.version).toBe(afterMine.game.version + 1);
    expect(board?.live?.version).toBe(now.game.version);
    expect(board?.message.files).toHaveLength(3);
  });

  it("is not stored for a move that a person's turn follows: that move's post carries the board", async () => {
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
    const mine = posts(await playTurn(table));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.message.ping).toEqual([BOB.userId]);
    expect(mine[0]?.message.files?.map((f) => f.name)).toEqual(['market.png', 'boroughs.png']);
    expect(await boardJobs()).toEqual([]);
  });
});
