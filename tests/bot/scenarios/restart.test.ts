import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalScores } from '../../../src/engine/index.ts';
import { finalResultsView } from '../../../src/render/index.ts';
import { tableInfo } from '../../../src/bot/flow/game.ts';
import type { ScriptedUser } from '../../standin/scripted-user.ts';
import type { MessageView } from '../../standin/views.ts';
import { databaseName, runDatabase } from '../../support/run-database.ts';
import { startBotTable, type BotTable } from './bot-table.ts';
import { moverOf, nextPost, playFirstOptions, playToTheEnd, replayed, START_UP_MS, STEP_MS, twoPlayersAtTurnOne } from './table.ts';

/** Finishes a turn from one of its private steps (a select or the Confirm button), taking the first options. */
const finishFromStep = async (user: ScriptedUser, from: MessageView): Promise<MessageView> => {
  let step = from;
  for (let i = 0; i < 8; i++) {
    const [select] = step.selects;
    const [first] = select?.options ?? [];
    if (select !== undefined && first !== undefined) step = await user.select(step, [first.value], select.custom_id).reply(STEP_MS);
    else if (step.buttons.some((b) => b.label === 'Confirm')) return user.click(step, 'Confirm').reply(STEP_MS);
    else throw new Error(`a turn step without a choice: ${step.allText}`);
  }
  throw new Error(`the turn did not reach a confirmation: ${step.allText}`);
};

const database = runDatabase();

/**
 * The bot is killed (SIGKILL) in the middle of a player's turn; a new process, started at once, carries the game on
 * from the database, and the player finishes the turn from the private step shown before the kill. On the
 * embedded database the new process takes over the data directory the killed one held.
 */
describe(`restart after SIGKILL, on ${databaseName(database)}`, () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await startBotTable(database);
  }, START_UP_MS);
  afterAll(async () => table?.close());

  it('finishes the game in a new process, from a step posted before the kill', { timeout: 300_000 }, async () => {
    const { standIn } = table;
    const first = await table.startBot();
    const channel = standIn.general;
    const { players, seen, first: firstTurn } = await twoPlayersAtTurnOne(standIn, channel);
    let post = firstTurn;
    for (let turn = 0; turn < 2; turn++) {
      seen.add(post.id);
      await playFirstOptions(moverOf(players, post), post);
      post = await nextPost(standIn, channel, seen);
    }
    seen.add(post.id);
    const mover = moverOf(players, post);
    const step = await mover.click(post, 'Take your turn').reply(STEP_MS);
    expect(step.ephemeral).toBe(true);

    await table.kill(first);
    const restartedAt = performance.now();
    await table.startBot();
    console.log(`restart: ready again ${((performance.now() - restartedAt) / 1000).toFixed(1)} s after the kill`);

    const done = await finishFromStep(mover, step);
    expect(done.content).toMatch(/^Done:/);
    const afterKill = await nextPost(standIn, channel, seen);
    const { final, turns } = await playToTheEnd(standIn, channel, players, afterKill);
    expect(standIn.violations).toEqual([]);

    const { game, moves, state } = await replayed(await table.storeForChecks(), channel.id);
    expect(game.status).toBe('finished');
    expect(moves.filter((m) => m.kind !== 'chooseGoal')).toHaveLength(turns + 3);
    const scores = finalScores(state);
    if (scores === undefined) throw new Error('the replayed game is not finished');
    expect(final.content).toContain(finalResultsView(scores, tableInfo(game, state)).headline);
  });
});
