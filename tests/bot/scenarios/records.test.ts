import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalScores } from '../../../src/engine/index.ts';
import type { MessageView } from '../../standin/views.ts';
import { keepFirstGoal, nextPost, openGame, playToTheEnd, replayed, startTable, START_UP_MS, STEP_MS, type Table } from './table.ts';

/** A rated game played to its end through the stand-in, then /suburbia stats and /suburbia leaderboard about it. */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

const fieldsOf = (m: MessageView): Readonly<Record<string, string>> => Object.fromEntries((m.embeds[0]?.fields ?? []).map((f) => [f.name, f.value]));

describe('player records', () => {
  it("a rated game's final results show each person's rating change; stats and the leaderboard read it privately", { timeout: 300_000 }, async () => {
    const { standIn } = table;
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    const carol = standIn.addUser('carol');
    const channel = standIn.addChannel('records');

    const nobody = await carol.command(channel, 'suburbia stats').reply(STEP_MS);
    expect(nobody.ephemeral).toBe(true);
    expect(nobody.content).toBe('You have not played a game on this server yet. Start one with `/suburbia new`, and your record begins!');

    const start = await openGame(standIn, channel, alice, [bob], { players: 2 });
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));
    for (const player of [alice, bob]) await keepFirstGoal(player, start);
    const { final } = await playToTheEnd(standIn, channel, [alice, bob], await nextPost(standIn, channel, seen));

    // both came to their first rated game at 0.0 (μ 25, σ 25/3): the winner gains 3.4 and the loser loses 1.8
    // (Plackett-Luce with β = 25/6: μ moves by σ²/c · ½ with c = √(2(σ² + β²)), σ shrinks to 8.066); a tie gives each 0.8
    const views = [await alice.command(channel, 'suburbia stats').reply(STEP_MS), await carol.command(channel, 'suburbia stats', { user: bob }).reply(STEP_MS)];
    const board = await carol.command(channel, 'suburbia leaderboard').reply(STEP_MS);
    const store = await table.openDatabase();
    const { state } = await replayed(store, channel.id);
    const winners = finalScores(state)?.winners ?? [];
    const [winner, loser] = winners[0] === 1 ? ['bob', 'alice'] : ['alice', 'bob'];
    expect(final.content).toContain(winners.length === 2 ? '\nRatings: alice 0.0 → 0.8 (+0.8), bob 0.0 → 0.8 (+0.8).' : `\nRatings: ${winner} 0.0 → 3.4 (+3.4), ${loser} 0.0 → −1.8 (−1.8).`);

    for (const [i, view] of views.entries()) {
      const won = winners.includes(i);
      expect(view.ephemeral).toBe(true);
      expect(view.embeds[0]?.title).toBe(`${i === 0 ? 'alice' : 'bob'}'s record on this server`);
      expect(fieldsOf(view)).toMatchObject({
        Games: '1 played · 1 finished',
        Wins: won ? '1 (100% of finished)' : '0 (0% of finished)',
        Rating: winners.length === 2 ? '0.8 (#1 of 2) · 1 rated game' : `${won ? '3.4 (#1 of 2)' : '−1.8 (#2 of 2)'} · 1 rated game`,
        'Sets played': 'base game only',
      });
      expect(view.embeds[0]?.fields?.every((f) => f.inline)).toBe(true);
    }
    expect(board.ephemeral).toBe(true);
    expect(board.embeds[0]?.title).toBe('Leaderboard of this server');
    expect(board.embeds[0]?.description?.split('\n')).toEqual(
      winners.length === 2
        ? ['**1.** alice: **0.8** (μ 25.0 ± 24.2) · 1 game', '**2.** bob: **0.8** (μ 25.0 ± 24.2) · 1 game']
        : [`**1.** ${winner}: **3.4** (μ 27.6 ± 24.2) · 1 game`, `**2.** ${loser}: **−1.8** (μ 22.4 ± 24.2) · 1 game`],
    );
    expect(board.embeds[0]?.footer?.text).toContain('over 1 rated game:');
    expect(standIn.violations).toEqual([]);
  });
});
