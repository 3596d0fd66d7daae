import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalById, privateView, publicView } from '../../../src/engine/index.ts';
import { turnBoardView } from '../../../src/render/index.ts';
import { tableInfo } from '../../../src/bot/flow/game.ts';
import type { ScriptedUser } from '../../standin/scripted-user.ts';
import { nextPost, openGame, playFirstOptions, replayed, startTable, START_UP_MS, STEP_MS, type Table } from './table.ts';

/**
 * Secret goals stay secret. Before the final scoring no public message (content, embed, button or
 * select label) and no line the bot logs names a secret goal, and the public pictures' view model holds none;
 * the owner's private views do show theirs (the positive control).
 */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

describe('secret goals', () => {
  it('appear only in their owner’s private messages', { timeout: 180_000 }, async () => {
    const { standIn, bot } = table;
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    const players = [alice, bob];
    const channel = standIn.general;
    const start = await openGame(standIn, channel, alice, [bob], { players: 2 });
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));

    const secretNames: string[] = [];
    const kept = new Map<ScriptedUser, string>();
    for (const player of players) {
      const offers = await player.click(start, 'Choose your secret goal').reply(STEP_MS);
      const keeps = offers.buttons.filter((b) => b.label?.startsWith('Keep ') === true);
      expect(keeps).toHaveLength(2);
      secretNames.push(...keeps.map((b) => (b.label ?? '').slice('Keep '.length)));
      kept.set(player, (keeps[0]?.label ?? '').slice('Keep '.length));
      await player.click(offers, { customId: keeps[0]?.custom_id ?? '' }).reply(STEP_MS);
    }
    let post = await nextPost(standIn, channel, seen);
    for (let i = 0; i < 4; i++) {
      seen.add(post.id);
      const mover = players.find((p) => post.pinged.includes(p.id));
      if (mover === undefined) throw new Error('nobody to move');
      await playFirstOptions(mover, post);
      post = await nextPost(standIn, channel, seen);
    }
    await alice.command(channel, 'suburbia status').reply(STEP_MS);
    await alice.command(channel, 'suburbia log').reply(STEP_MS);

    // positive control: the owner's private view shows the goal
    for (const player of players) {
      const mine = await player.command(channel, 'suburbia goal').reply(STEP_MS);
      expect(mine.ephemeral).toBe(true);
      expect(mine.content).toContain(kept.get(player));
    }

    expect(secretNames).toHaveLength(4);
    const publicText = standIn.publicMessages(channel).map((m) => m.allText).join('\n');
    for (const name of secretNames) {
      expect(publicText).not.toContain(name);
      expect(bot.output()).not.toContain(name);
    }
    expect(standIn.violations).toEqual([]);

    const store = await table.openDatabase();
    const { game, state } = await replayed(store, channel.id);
    const goals = state.players.flatMap((p) => (p.secretGoal === undefined ? [] : [goalById(p.secretGoal).name]));
    expect(goals.sort()).toEqual([...kept.values()].sort());
    const publicModel = JSON.stringify(turnBoardView(publicView(state), tableInfo(game, state)));
    for (const name of secretNames) expect(publicModel).not.toContain(name);
    const ownModel = JSON.stringify(turnBoardView(privateView(state, 0), tableInfo(game, state)));
    expect(ownModel).toContain(goals.find((g) => ownModel.includes(g)) ?? 'the owner’s goal');
    expect(ownModel).toContain(goalById(state.players[0]?.secretGoal ?? 'builder').name);
  });
});
