/**
 * Seeded pseudo-random numbers whose whole state is one uint32 kept in the game state, so that a game
 * is reproduced exactly by its seed and move log. Algorithm: mulberry32 (small, fast, good enough for
 * shuffling tiles; not for cryptography).
 */
export type RngState = number;

export const seedRng = (seed: number): RngState => seed >>> 0;

/** The state after `state` (mulberry32's step). */
const step = (state: RngState): RngState => (state + 0x6d2b79f5) >>> 0;

/** The uint32 drawn on reaching state `next` (mulberry32's output mix). */
const output = (next: RngState): number => {
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
};

/** Scales a uint32 to a whole number in [0, bound). */
const scaled = (value: number, bound: number): number => Math.floor((value / 0x1_0000_0000) * bound);

/** A whole number in [0, bound) without modulo bias worth mentioning for bounds this small. */
export const nextBelow = (state: RngState, bound: number): readonly [number, RngState] => {
  if (!Number.isInteger(bound) || bound <= 0) throw new Error(`nextBelow: bound must be a positive integer, got ${bound}`);
  const next = step(state);
  return [scaled(output(next), bound), next];
};

/** A Fisher–Yates shuffle of a copy of `items` (the same draws as nextBelow, without a pair per draw). */
export const shuffle = <T>(state: RngState, items: readonly T[]): readonly [T[], RngState] => {
  const out = [...items];
  let rng = state;
  for (let i = out.length - 1; i > 0; i--) {
    rng = step(rng);
    const j = scaled(output(rng), i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return [out, rng];
};
