/**
 * Seeded pseudo-random numbers whose whole state is one uint32 kept in the game state, so that a game
 * is reproduced exactly by its seed and move log. Algorithm: mulberry32 (small, fast, good enough for
 * shuffling tiles; not for cryptography).
 */
export type RngState = number;

export const seedRng = (seed: number): RngState => seed >>> 0;

/** The next uint32 and the state after drawing it. */
export const nextUint32 = (state: RngState): readonly [number, RngState] => {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [(t ^ (t >>> 14)) >>> 0, next];
};

/** A whole number in [0, bound) without modulo bias worth mentioning for bounds this small. */
export const nextBelow = (state: RngState, bound: number): readonly [number, RngState] => {
  if (!Number.isInteger(bound) || bound <= 0) throw new Error(`nextBelow: bound must be a positive integer, got ${bound}`);
  const [value, next] = nextUint32(state);
  return [Math.floor((value / 0x1_0000_0000) * bound), next];
};

/** A Fisher–Yates shuffle of a copy of `items`. */
export const shuffle = <T>(state: RngState, items: readonly T[]): readonly [T[], RngState] => {
  const out = [...items];
  let rng = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextBelow(rng, i + 1);
    rng = next;
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return [out, rng];
};
