import { describe, expect, it } from 'vitest';
import { choiceOfMove } from '../../src/engine/index.ts';

describe('the staged choice a turn move was made from', () => {
  const at = { q: 1, r: 0 };
  it('names the market slot for a purchase or a lake, the basic tile for a basic purchase, and nothing more for an investment', () => {
    expect(choiceOfMove({ kind: 'buy', seat: 0, slot: 3, at })).toEqual({ action: 'buy', slot: 3 });
    expect(choiceOfMove({ kind: 'lake', seat: 0, slot: 5, at })).toEqual({ action: 'lake', slot: 5 });
    expect(choiceOfMove({ kind: 'basic', seat: 0, basic: 'community-park', at, discardSlot: 6 })).toEqual({ action: 'basic', basic: 'community-park' });
    expect(choiceOfMove({ kind: 'invest', seat: 0, at, discardSlot: 0 })).toEqual({ action: 'invest' });
  });
});
