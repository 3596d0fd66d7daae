import { describe, expect, it } from 'vitest';
import { knownMemo, memoSlot, remembered, rememberedIfKnown } from '../../src/engine/borough-memo.ts';
import { boroughIndex, legalCells, withTile } from '../../src/engine/geometry.ts';
import { newGame } from '../../src/engine/index.ts';
import type { PlacedTile } from '../../src/engine/state.ts';

const startingBorough = (): readonly PlacedTile[] => [...(newGame({ players: 2 }, 1).players[0]?.borough ?? [])];
const park = (placedOrder: number): PlacedTile => ({ tileId: 'community-park', at: { q: -1, r: 2 }, invested: false, placedOrder });

describe('what is worked out about a borough is kept beside it, once', () => {
  it('a slot is worked out the first time it is asked for and then kept', () => {
    let made = 0;
    const tiles = memoSlot((borough) => {
      made += 1;
      return borough.length;
    });
    const borough = startingBorough();
    expect(rememberedIfKnown(borough, tiles)).toBeUndefined();
    expect(remembered(borough, tiles)).toBe(3);
    expect(remembered(borough, tiles)).toBe(3);
    expect(rememberedIfKnown(borough, tiles)).toBe(3);
    expect(made).toBe(1);
  });

  it('a borough one tile longer is told how it was made, until its index and legal cells are both known', () => {
    const parent = startingBorough();
    const child = withTile(parent, park(1));
    const seen = memoSlot((_borough, origin) => origin);
    expect(remembered(child, seen)).toEqual({ parent, tile: park(1) });
    boroughIndex(child);
    expect(knownMemo(child)?.origin).toBeDefined();
    legalCells(child);
    expect(knownMemo(child)?.origin).toBeUndefined();
  });

  it('two slots of one borough keep their own values', () => {
    const borough = startingBorough();
    const first = memoSlot(() => 'first');
    const second = memoSlot(() => 'second');
    expect(remembered(borough, second)).toBe('second');
    expect(remembered(borough, first)).toBe('first');
  });
});
