import { describe, expect, it } from 'vitest';
import { GOALS, newGame, ONE_MORE_ROUND, BASE_TILES, TILES, type GameState } from '../../src/engine/index.ts';

const boxCount = (letter: string): number => BASE_TILES.filter((t) => t.stack === letter).reduce((n, t) => n + t.copies, 0);
const inPlay = (g: GameState): readonly string[] => [...g.market.map((e) => e.tileId), ...g.stacks.A, ...g.stacks.B, ...g.stacks.C];

describe('set-up', () => {
  it('the base box holds 32 A, 36 B and 32 C tiles', () => {
    expect([boxCount('A'), boxCount('B'), boxCount('C')]).toEqual([32, 36, 32]);
  });

  for (const [players, size, band] of [
    [2, 15, 6],
    [3, 18, 9],
    [4, 21, 12],
  ] as const) {
    it(`${players} players: stacks of ${size}, 7 A tiles in the market, 1 More Round among the bottom ${band} C tiles with 4 below`, () => {
      const g = newGame({ players }, 1234 + players);
      expect(g.market.map((e) => e.slot)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(g.stacks.A).toHaveLength(size - 7);
      expect(g.stacks.B).toHaveLength(size);
      expect(g.stacks.C).toHaveLength(size + 1 + 4);
      const position = g.stacks.C.indexOf(ONE_MORE_ROUND);
      expect(position).toBeGreaterThanOrEqual(size - band);
      expect(position).toBeLessThanOrEqual(size);
      expect(g.basics).toEqual({ suburbs: 4, 'community-park': 4, 'heavy-factory': 4 });
      expect(g.publicGoals).toHaveLength(players);
      expect(g.players.every((p) => p.secretGoalOffers.length === 2)).toBe(true);
      const dealt = [...g.publicGoals, ...g.players.flatMap((p) => p.secretGoalOffers)];
      expect(new Set(dealt).size).toBe(dealt.length);
      expect(g.phase).toBe('goals');
    });
  }

  it('the 1 More Round tile can sit anywhere in its band (over many seeds), never in the top 9', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 200; seed++) seen.add(newGame({ players: 2 }, seed).stacks.C.indexOf(ONE_MORE_ROUND));
    expect([...seen].sort((a, b) => a - b)).toEqual([9, 10, 11, 12, 13, 14, 15]);
  });

  it('chooses the start player at random, from the seed', () => {
    const starts = new Set(Array.from({ length: 40 }, (_, seed) => newGame({ players: 4 }, seed).startSeat));
    expect(starts).toEqual(new Set([0, 1, 2, 3]));
    expect(newGame({ players: 4 }, 77)).toEqual(newGame({ players: 4 }, 77));
  });

  it('Lone Architect: 2-player stacks, no goals at all, straight to play', () => {
    const g = newGame({ players: 1, solo: 'architect' }, 3);
    expect(g.stacks.B).toHaveLength(15);
    expect(g.publicGoals).toEqual([]);
    expect(g.players).toHaveLength(1);
    expect(g.players[0]?.secretGoalOffers).toEqual([]);
    expect(g.phase).toBe('playing');
  });

  it('Dale the Bot: 25-tile stacks, 4 tiles on the $6/$4/$2/$0 slots, 3 goals without lakes or investments, human first', () => {
    for (let seed = 0; seed < 30; seed++) {
      const g = newGame({ players: 1, solo: 'dale' }, seed);
      expect(g.market.map((e) => e.slot)).toEqual([2, 3, 4, 5]);
      expect(g.stacks.A).toHaveLength(21);
      expect(g.stacks.C).toHaveLength(26);
      expect(g.stacks.C.indexOf(ONE_MORE_ROUND)).toBeGreaterThanOrEqual(13);
      expect(g.publicGoals).toHaveLength(3);
      const banned = GOALS.filter((goal) => goal.showsLakeOrInvestment).map((goal) => goal.id);
      expect(g.publicGoals.some((id) => banned.includes(id))).toBe(false);
      expect(g.players.map((p) => p.isDale === true)).toEqual([false, true]);
      expect(g.players[1]?.secretGoalOffers).toEqual([]);
      expect(g.startSeat).toBe(0);
    }
  });

  it('deals only tiles from the box, each no more often than its copies', () => {
    const g = newGame({ players: 4 }, 99);
    const counts = new Map<string, number>();
    for (const id of inPlay(g)) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [id, n] of counts) if (id !== ONE_MORE_ROUND) expect(n).toBeLessThanOrEqual(TILES.find((t) => t.id === id)?.copies ?? 0);
    expect(inPlay(g)).toHaveLength(21 * 3 + 4 + 1);
  });
});
