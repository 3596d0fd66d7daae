/**
 * Five players (decision 15) and the 5★ set-up (decisions 14, 16): 5 public goals, 5 of each basic tile, an 8-slot
 * market with $10, $8, $6, $4, $2, $0, $0, $0, 24-tile stacks with the 1 More Round tile in the bottom 15 of C and
 * 4 more below; with the Star tiles every counted stack is half Star tiles and the tokens start on space 0.
 */
import { describe, expect, it } from 'vitest';
import { newGame, ONE_MORE_ROUND, surchargeAt, tileById, type GameOptions, type GameState, type SetId } from '../../src/engine/index.ts';

const starTiles = (ids: readonly string[]): number => ids.filter((id) => id !== ONE_MORE_ROUND && tileById(id).set === 'star').length;
const countedA = (g: GameState): readonly string[] => [...g.market.map((e) => e.tileId), ...g.stacks.A];

describe('five players (decision 15)', () => {
  for (const sets of [[], ['inc'], ['star'], ['inc', 'star', 'nightlife', 'con', 'essen']] as readonly (readonly SetId[])[]) {
    it(`with ${sets.length === 0 ? 'the base game' : sets.join(' + ')}: 8 slots, 24-tile stacks, 1 More Round in the bottom 15 of C, 5 goals, 5 of each basic`, () => {
      for (let seed = 0; seed < 10; seed++) {
        const g = newGame({ players: 5, sets }, seed);
        expect(g.market.map((e) => e.slot)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
        expect(g.market.map((e) => surchargeAt(g, e.slot))).toEqual([10, 8, 6, 4, 2, 0, 0, 0]);
        expect([g.stacks.A.length, g.stacks.B.length, g.stacks.C.length]).toEqual([24 - 8, 24, 24 + 1 + 4]);
        const oneMoreRound = g.stacks.C.indexOf(ONE_MORE_ROUND);
        expect(oneMoreRound).toBeGreaterThanOrEqual(24 - 15);
        expect(oneMoreRound).toBeLessThanOrEqual(24);
        expect(g.basics).toEqual({ suburbs: 5, 'community-park': 5, 'heavy-factory': 5 });
        expect(g.publicGoals).toHaveLength(5);
        expect(g.players).toHaveLength(5);
        const dealt = [...g.publicGoals, ...g.players.flatMap((p) => p.secretGoalOffers)];
        expect(new Set(dealt).size).toBe(15);
      }
    });
  }

  it('a game without the Star tiles has no track and seats play in seat order from a random start', () => {
    const g = newGame({ players: 5 }, 3);
    expect(g.starTrack).toBeUndefined();
    expect(g.turnOrder).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(Array.from({ length: 40 }, (_, seed) => newGame({ players: 5 }, seed).startSeat))).toEqual(new Set([0, 1, 2, 3, 4]));
  });
});

describe('the 5★ set-up (decisions 14, 16)', () => {
  const tables: readonly [string, GameOptions, number, number][] = [
    ['5 players', { players: 5, sets: ['star'] }, 24, 4],
    ['2 players', { players: 2, sets: ['star'] }, 15, 4],
    ['Dale the Bot', { players: 1, solo: 'dale', sets: ['star'] }, 25, 0],
    ['Lone Architect', { players: 1, solo: 'architect', sets: ['star'] }, 15, 4],
  ];
  for (const [name, options, size, reserve] of tables) {
    it(`${name}: ⌊${size}/2⌋ = ${Math.floor(size / 2)} Star tiles in each counted stack, none in the C reserve`, () => {
      for (let seed = 0; seed < 10; seed++) {
        const g = newGame(options, seed);
        expect(starTiles(countedA(g))).toBe(Math.floor(size / 2));
        expect(starTiles(g.stacks.B)).toBe(Math.floor(size / 2));
        const counted = g.stacks.C.slice(0, size + 1);
        expect(starTiles(counted)).toBe(Math.floor(size / 2));
        expect(g.stacks.C).toHaveLength(size + 1 + reserve);
        expect(starTiles(g.stacks.C.slice(size + 1))).toBe(0);
      }
    });
  }

  it('the tokens start stacked on space 0 in random order; the turn order runs from the top token down', () => {
    const g = newGame({ players: 5, sets: ['star'] }, 11);
    const space0 = g.starTrack?.[0] ?? [];
    expect([...space0].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(g.starTrack?.slice(1).every((tokens) => tokens.length === 0)).toBe(true);
    expect(g.starTrack).toHaveLength(21);
    expect(g.turnOrder).toEqual([...space0].reverse());
    expect([g.startSeat, g.toMove]).toEqual([space0.at(-1), space0.at(-1)]);
    const firsts = new Set(Array.from({ length: 40 }, (_, seed) => newGame({ players: 5, sets: ['star'] }, seed).startSeat));
    expect(firsts).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('Dale the Bot: the human on top and first', () => {
    const g = newGame({ players: 1, solo: 'dale', sets: ['star'] }, 5);
    expect(g.starTrack?.[0]).toEqual([1, 0]);
    expect([g.turnOrder, g.startSeat]).toEqual([[0, 1], 0]);
  });

  it('the set-up is reproducible from the seed', () => {
    expect(newGame({ players: 5, sets: ['star', 'inc'] }, 9)).toEqual(newGame({ players: 5, sets: ['star', 'inc'] }, 9));
  });
});
