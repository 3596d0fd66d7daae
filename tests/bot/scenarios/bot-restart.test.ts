import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Move } from '../../../src/engine/index.ts';
import { databaseName, runDatabase } from '../../support/run-database.ts';
import { startBotTable, type BotTable } from './bot-table.ts';
import { gameIn } from './pg-table.ts';
import { isTurnMessage, latest, nextPost, playFirstOptions, replayed, START_UP_MS, STEP_MS, twoPlayersAtTurnOne } from './table.ts';

const database = runDatabase();

/**
 * A hard bot is thinking about its move when the bot process is stopped: the job that plays it is a row in the
 * database, handed back at the stop, and the next process plays the bot's move once. While it thinks, the board
 * that alice's move left to it is posted all the same (its board job).
 */
describe(`a restart while a bot's move is pending, on ${databaseName(database)}`, () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await startBotTable(database);
  }, START_UP_MS);
  afterAll(async () => table?.close());

  it('the bot moves once, in the next process', { timeout: 300_000 }, async () => {
    const { standIn } = table;
    const first = await table.startBot();
    const channel = standIn.general;
    const { alice, bob, seen } = await twoPlayersAtTurnOne(standIn, channel);
    expect((await alice.command(channel, 'suburbia kick', { player: bob }).reply(STEP_MS)).content).toContain('built-in player');
    // the kicked seat plays (a job of its own) until it is alice's turn
    await standIn.waitFor("alice's turn after the kick", () => latest(standIn, channel, (m) => isTurnMessage(m) && m.pinged.includes(alice.id) && !seen.has(m.id)), STEP_MS);
    await first.stop('SIGTERM');

    // bob's seat becomes a hard bot with a budget that takes minutes: its move is still being thought at the stop
    await table.betweenBots(async (store) => {
      const game = await gameIn(store, channel);
      const replaced = await store.replaceSeat(game.id, 1, { kind: 'bot', displayName: 'Bob (bot)', strength: 'hard' });
      expect(replaced.ok).toBe(true);
    });
    const second = await table.startBot({ BOT_SEARCH_BUDGET: '50000000' });
    for (const m of standIn.publicMessages(channel)) seen.add(m.id);
    await alice.command(channel, 'suburbia status').reply(STEP_MS);
    const board = await nextPost(standIn, channel, seen);
    seen.add(board.id);
    await playFirstOptions(alice, board);
    const thinking = await standIn.waitFor("alice's move saying bob is thinking", () => latest(standIn, channel, (m) => !seen.has(m.id) && m.embeds.length > 0 && m.content.includes('is thinking about its move')), STEP_MS);
    seen.add(thinking.id);
    expect(thinking.pinged).toEqual([]);
    // the board is left to the bot's post, which a search of minutes holds back: a few seconds on, the board comes all the same
    expect(thinking.attachments).toEqual([]);
    const lateBoard = await standIn.waitFor('the board while bob thinks', () => latest(standIn, channel, (m) => !seen.has(m.id) && m.attachments.some((a) => a.filename === 'market.png')), STEP_MS);
    seen.add(lateBoard.id);
    expect(lateBoard.content).toContain('is thinking about its move');
    expect(lateBoard.pinged).toEqual([]);
    await second.stop('SIGTERM');
    expect(second.output()).toMatch(/job \d+ \(bot_move, game \d+\) handed back: the bot is shutting down/);

    await table.startBot({ BOT_SEARCH_BUDGET: '300' });
    const after = await nextPost(standIn, channel, seen);
    expect(after.pinged).toEqual([alice.id]);
    expect(after.embeds.map((e) => e.title ?? '')).toEqual([expect.stringContaining('Bob (hard bot)')]);
    // nothing else comes: the bot moved once
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(standIn.publicMessages(channel).filter((m) => !seen.has(m.id) && m.id !== after.id)).toEqual([]);
    expect(standIn.violations).toEqual([]);

    const { game, moves } = await replayed(await table.storeForChecks(), channel.id);
    // alice's turn, then bob's one move
    expect(moves.slice(-2).map((m: Move) => ('seat' in m ? m.seat : undefined))).toEqual([0, 1]);
    expect(game.seats[1]).toMatchObject({ kind: 'bot', strength: 'hard' });
  });
});
