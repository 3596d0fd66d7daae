import { describe, expect, it } from 'vitest';
import { tileById } from '../../../src/engine/index.ts';
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
