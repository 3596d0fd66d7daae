import { describe, expect, it } from 'vitest';
import { nextBelow, seedRng, shuffle } from '../../src/engine/rng.ts';

describe('seeded RNG', () => {
  it('reproduces the same shuffle from the same seed and a different one from another seed', () => {
    const tiles = Array.from({ length: 20 }, (_, i) => i);
    const [a] = shuffle(seedRng(7), tiles);
    const [b] = shuffle(seedRng(7), tiles);
    const [c] = shuffle(seedRng(8), tiles);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect([...a].sort((x, y) => x - y)).toEqual(tiles);
  });

  it('draws whole numbers inside the bound', () => {
    let rng = seedRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const [value, next] = nextBelow(rng, 4);
      rng = next;
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('refuses a bound that is not a positive whole number (a broken invariant)', () => {
    expect(() => nextBelow(seedRng(1), 0)).toThrow();
  });
});
