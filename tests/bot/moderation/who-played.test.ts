import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seatOf } from '../../../src/bot/flow/game.ts';
import { ALICE, BOB, CAROL, command, current, keepGoals, logLength, openFlowTable, playTurn, startGame, type FlowTable, type Person } from './flow-table.ts';

/** Who held each seat and who made each move, as the commands record them for the stats. */
describe('who played what, through the commands', { timeout: 60_000 }, () => {
  let table: FlowTable;
  beforeEach(async () => {
    table = await openFlowTable();
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
  });
  afterEach(async () => table.close());

  const actors = async () => (await table.store.loadMoves((await current(table)).game.id)).map((m) => m.actor);
  const human = (who: Person) => ({ kind: 'human', discordUserId: who.userId });

  it("goal choices and an undo are the person's; a skipped turn is the built-in player's", async () => {
    expect(await actors()).toEqual([human(ALICE), human(BOB)]);
    const { game, state } = await current(table);
    const mover = game.seats[state.toMove]?.discordUserId === ALICE.userId ? ALICE : BOB;
    await playTurn(table);
    await command(table, mover, 'undo');
    await table.sql(`UPDATE "Move" SET "createdAt" = now() - interval '49 hours'`);
    await command(table, ALICE, 'skip');
    expect((await actors()).slice(3)).toEqual([human(mover), { kind: 'bot', why: 'skip', strength: 'normal' }]);
  });

  it('a kick hands the seat to a normal bot, and a replacement to a person, each from the next move on', async () => {
    const { game } = await current(table);
    const seat = seatOf(game, BOB.userId);
    await playTurn(table);
    const atKick = await logLength(table);
    await command(table, ALICE, 'kick', { player: BOB.userId, playerName: 'Bob' });
    await playTurn(table);
    const atReplace = await logLength(table);
    await command(table, ALICE, 'replace', { user: CAROL.userId, userName: 'Carol', seat: (seat ?? 0) + 1 });
    const held = (await table.store.loadOccupancy(game.id)).filter((o) => o.seat === seat);
    expect(held.map((o) => [o.fromMove, o.holder])).toEqual([
      [0, { kind: 'human', discordUserId: BOB.userId, displayName: 'Bob' }],
      [atKick, { kind: 'bot', strength: 'normal', displayName: 'Bob (bot)' }],
      [atReplace, { kind: 'human', discordUserId: CAROL.userId, displayName: 'Carol' }],
    ]);
    expect(atReplace).toBeGreaterThan(atKick);
  });
});
