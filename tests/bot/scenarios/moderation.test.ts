import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageView } from '../../standin/views.ts';
import { isTurnMessage, latest, moverOf, nextPost, playFirstOptions, replayed, startTable, START_UP_MS, STEP_MS, twoPlayersAtTurnOne, type Table } from './table.ts';

let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table.close());

/**
 * undo, kick, replace, settings and abandon through the stand-in against the real bot, with the misuse each
 * refuses (a skip past the deadline needs due times moved in the database: tests/bot/moderation, scenarios/deadlines).
 */
describe('taking back a turn and moderating a game', () => {
  it('undoes your own turn only, hands and kicks seats, and lets the host abandon', { timeout: 240_000 }, async () => {
    const { standIn } = table;
    const channel = standIn.general;
    const { alice, bob, players, seen, first } = await twoPlayersAtTurnOne(standIn, channel);
    const carol = standIn.addUser('carol');
    seen.add(first.id);
    const mover = moverOf(players, first);
    const other = mover === alice ? bob : alice;
    await playFirstOptions(mover, first);
    const second = await nextPost(standIn, channel, seen);
    seen.add(second.id);
    const answer = async (reply: Promise<MessageView>): Promise<string> => (await reply).content;

    expect(await answer(other.command(channel, 'suburbia undo').reply(STEP_MS))).toContain('no turn of yours to take back');
    expect(await answer(mover.command(channel, 'suburbia undo').reply(STEP_MS))).toContain('You took back your last turn');
    const again = await nextPost(standIn, channel, seen);
    seen.add(again.id);
    expect(again.pinged, again.allText).toEqual([mover.id]);
    expect(again.embeds.map((e) => e.title ?? '').join(' ')).toContain('took back their last turn');
    const oldTurn = second.buttons.find((b) => b.label === 'Take your turn')?.custom_id;
    if (oldTurn === undefined) throw new Error('the second turn message had no turn button');
    // the turn message from before the undo stays dead: the game's version moved on
    const stale = await other.forgeComponent(second, oldTurn).reply(STEP_MS);
    expect(stale.content).toContain('Nothing was changed');

    expect(await answer(bob.command(channel, 'suburbia kick', { player: alice }).reply(STEP_MS))).toContain('Only the host');
    expect(await answer(carol.command(channel, 'suburbia abandon').reply(STEP_MS))).toContain('Only the host and the players');
    expect(await answer(alice.command(channel, 'suburbia replace', { user: carol, player: bob }).reply(STEP_MS))).toContain('now plays seat 2');
    const handed = await standIn.waitFor('the seat handed over', () => latest(standIn, channel, (m) => m.content.includes('takes over')), STEP_MS);
    expect(handed.content).toContain(`<@${carol.id}>`);
    expect(await answer(bob.command(channel, 'suburbia undo').reply(STEP_MS))).toContain('You are not playing');

    expect(await answer(alice.command(channel, 'suburbia kick', { player: carol }).reply(STEP_MS))).toContain('built-in player');
    const kicked = await standIn.waitFor('the kick announced', () => latest(standIn, channel, (m) => m.content.includes('was removed from')), STEP_MS);
    // the turn message is posted again after the seat change (the bot seat has played first if it was its turn)
    const live = await standIn.waitFor('the turn message after the kick', () => {
      const messages = standIn.publicMessages(channel);
      return messages.slice(messages.findIndex((m) => m.id === kicked.id)).find(isTurnMessage);
    }, STEP_MS);
    expect(live.content).toContain(alice.id);
    // everything posted so far is behind us (under load an earlier re-posted turn message may still be live)
    for (const m of standIn.publicMessages(channel)) seen.add(m.id);
    await playFirstOptions(alice, live);
    const afterBot = await nextPost(standIn, channel, seen);
    expect(afterBot.pinged, afterBot.allText).toEqual([alice.id]);

    expect(await answer(bob.command(channel, 'suburbia skip').reply(STEP_MS))).toContain('Only the host');
    expect(await answer(alice.command(channel, 'suburbia skip').reply(STEP_MS))).toContain('still has time');
    expect(await answer(carol.command(channel, 'suburbia settings', { deadline: 6 }).reply(STEP_MS))).toContain('Only the host');
    expect(await answer(alice.command(channel, 'suburbia settings', { deadline: 6, autoskip: false }).reply(STEP_MS))).toContain('turn deadline 6 h');
    await standIn.waitFor('the new settings announced', () => latest(standIn, channel, (m) => m.content.includes('The host changed the settings')), STEP_MS);
    expect(await answer(bob.command(channel, 'suburbia settings').reply(STEP_MS))).toContain('waits for the host to skip');

    expect(await answer(alice.command(channel, 'suburbia abandon').reply(STEP_MS))).toContain('You abandoned');
    await standIn.waitFor('the abandonment announced', () => latest(standIn, channel, (m) => m.content.includes('was abandoned by its host')), STEP_MS);
    expect(standIn.publicMessages(channel).filter(isTurnMessage)).toEqual([]);
    expect(standIn.violations).toEqual([]);

    const store = await table.openDatabase();
    const { game, moves } = await replayed(store, channel.id);
    expect(game.status).toBe('abandoned');
    expect(game.seats.map((s) => s.kind)).toEqual(['human', 'bot']);
    expect(moves.filter((m) => m.kind === 'undo')).toHaveLength(1);
    expect(game.options).toMatchObject({ deadlineHours: 6, autoSkip: false });
  });
});
