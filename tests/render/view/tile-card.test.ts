import { describe, expect, it } from 'vitest';
import { BASE_TILES, SET_TILES, SETS, TILES, tileById } from '../../../src/engine/index.ts';
import { tileCardView } from '../../../src/render/index.ts';

describe('tile card view model', () => {
  it("shows one tile's face: name, cost, category, icon, effect, stack and copies", () => {
    expect(tileCardView(tileById('office-building'))).toEqual({
      tile: {
        id: 'office-building',
        name: 'Office Building',
        cost: 9,
        category: 'commercial',
        icon: 'office',
        effect: '+1 income; +1 income per adjacent commercial tile.',
        stack: 'A',
      },
      copies: 3,
    });
  });

  it('leaves out the icon of a tile without one', () => {
    expect(tileCardView(tileById('suburbs')).tile).not.toHaveProperty('icon');
  });
});

describe('tile cards of the expansions', () => {
  it("names the set in words and gives the placement rule in the face text (Essen's Grugapark)", () => {
    expect(tileCardView(tileById('grugapark'))).toEqual({
      tile: {
        id: 'grugapark',
        name: 'Grugapark',
        cost: 6,
        category: 'civic',
        effect: '+2 reputation; +2 reputation per adjacent Essen tile; at most one per borough.',
        stack: 'A',
        set: { mark: 'essen', name: 'Essen' },
      },
      copies: 2,
    });
  });

  it('shows the gold stars of a Con tile with the note that they count only with 5★ Star tiles', () => {
    expect(tileCardView(tileById('dice-tower-con')).tile.goldStars).toEqual({ count: 1, note: 'only with 5★ Star tiles' });
    expect(tileCardView(tileById('essen-spiel')).tile).toMatchObject({ set: { mark: 'con', name: 'Con' }, goldStars: { count: 2, note: 'only with 5★ Star tiles' } });
  });

  it('covers every tile of every set, each named by its set', () => {
    const names: Record<string, string> = { inc: 'Suburbia Inc', star: '5★ Star tiles', nightlife: 'Nightlife', con: 'Con', essen: 'Essen' };
    const setTiles = TILES.filter((def) => def.set !== undefined);
    // the catalogue lists each set's tiles in the order the sets joined it, the Star tiles last
    const joined = ['inc', 'nightlife', 'con', 'essen', 'star'] as const;
    expect([...joined].sort()).toEqual([...SETS].sort());
    expect(setTiles.map((def) => def.id)).toEqual(joined.flatMap((set) => SET_TILES[set].map((def) => def.id)));
    expect(setTiles).toHaveLength(12 + 16 + 5 + 3 + 50);
    for (const def of setTiles) expect(tileCardView(def).tile.set?.name).toBe(names[def.set ?? '']);
  });

  it('puts no set mark or stars on base tiles', () => {
    for (const def of BASE_TILES) {
      expect(tileCardView(def).tile).not.toHaveProperty('set');
      expect(tileCardView(def).tile).not.toHaveProperty('goldStars');
    }
  });
});
