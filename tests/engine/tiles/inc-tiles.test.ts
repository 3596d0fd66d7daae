/** Suburbia Inc's 26 hex tiles (seed 003 "Suburbia Inc"): in the box exactly when the set is in play (decision 14). */
import { describe, expect, it } from 'vitest';
import { INC_TILES } from '../../../src/engine/tiles/inc-tiles.ts';
import { newGame } from '../../../src/engine/index.ts';

const dealt = (sets: readonly 'inc'[]): readonly string[] => {
  const state = newGame({ players: 2, sets }, 7);
  return [...state.market.map((m) => m.tileId), ...state.stacks.A, ...state.stacks.B, ...state.stacks.C];
};

describe('Suburbia Inc tiles in the box', () => {
  it('12 kinds, 26 tiles: 10 A, 10 B, 6 C', () => {
    expect(INC_TILES).toHaveLength(12);
    const copies = (stack: string): number => INC_TILES.filter((t) => t.stack === stack).reduce((n, t) => n + t.copies, 0);
    expect([copies('A'), copies('B'), copies('C')]).toEqual([10, 10, 6]);
  });

  it('a game with Inc deals Inc tiles into the market and stacks, a game without it none', () => {
    const inc = new Set(INC_TILES.map((t) => t.id));
    expect(dealt(['inc']).filter((id) => inc.has(id)).length).toBeGreaterThan(0);
    expect(dealt([]).filter((id) => inc.has(id))).toEqual([]);
  });
});
