/**
 * Seeded generators of what a hostile or unlucky client sends: numbers at and past every bound, odd and long
 * strings, and custom_ids mutated from real ones. The same seed gives the same inputs, in the same order.
 */

export type Rng = {
  /** in [0, 1) */
  readonly next: () => number;
  /** an integer in [0, n) */
  readonly int: (n: number) => number;
  readonly pick: <T>(items: readonly T[]) => T;
  readonly chance: (p: number) => boolean;
};

/** mulberry32: small, fast and good enough to spread inputs; not for anything secret. */
export const seeded = (seed: number): Rng => {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
};

/** Numbers at and past the bounds a field or an option has, and the store's integer range. */
export const hostileNumber = (rng: Rng): number =>
  rng.pick([0, -1, 1, 2, 3, 4, 5, 7, 24, 25, 26, 99, 336, 337, 1.5, 0.1, -0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, -(2 ** 31), 1e21, rng.int(100), rng.int(10_000)]);

/** Characters that break naive code: wide and joined emoji, right-to-left and zero-width marks, combining marks, markdown, mentions, quotes, controls, and a lone surrogate. */
const ODD = ['🏙', '👨‍👩‍👧‍👦', '🏳️‍🌈', '\u202eevil', '\u200b', 'e\u0301\u0336\u0322', '**bold**', '`code`', '||spoiler||', '@everyone', '<@123456789012345678>', '<#1>', '"', "'", '\\', ':', '\n', '\t', '\u0000', '\ud83d', 'ﷺ', '𝕫𝕒𝕝𝕘𝕠', 'Ω≈ç√∫', 's1', 'suburb'];

/** A string of one of the hostile kinds; `max` caps its length in UTF-16 units (Discord's limit for the field). */
export const hostileString = (rng: Rng, max = 6000): string => {
  const lengths = [0, 1, 2, 99, 100, 101, 257, 2000, 2001, 4000, 6000].filter((n) => n <= max);
  const text = (() => {
    switch (rng.int(5)) {
      case 0:
        return '';
      case 1:
        return rng.pick(ODD);
      case 2:
        return rng.pick(['x', 'é', '🏙', rng.pick(ODD)]).repeat(rng.pick(lengths));
      case 3:
        return Array.from({ length: 1 + rng.int(12) }, () => rng.pick(ODD)).join(rng.pick(['', ' ', ':']));
      default:
        return rng.pick(['Suburb', 'suburb', 'Office Building', 'Heavy Factory', 'community park', ' Suburb ', 'SUBURB', 'Lake']);
    }
  })();
  return text.slice(0, max);
};

export type IdVocabulary = {
  /** every kind the codec knows, and some it does not */
  readonly kinds: readonly string[];
  /** every word that appears in a field */
  readonly words: readonly string[];
};

const numericField = (rng: Rng, text: string): string => {
  const n = Number(text);
  return rng.pick([String(n + 1), String(n - 1), String(n + rng.int(5) + 2), String(hostileNumber(rng)), `0${text}`, `${text}0`, `-${text}`, `${text}.0`, `${text} `, `+${text}`, '1e3', '0x1', '']);
};

/** A custom_id built from `id` by one to three of the changes a modified client (or a stale click) makes. */
export const mutateCustomId = (rng: Rng, id: string, vocabulary: IdVocabulary): string => {
  let parts = id.split(':');
  const changes = 1 + rng.int(3);
  for (let c = 0; c < changes; c++) {
    const at = rng.int(Math.max(parts.length, 1));
    switch (rng.int(9)) {
      case 0:
      case 1:
      case 2: {
        // a field: another number, another word, or garbage
        const field = 2 + rng.int(Math.max(parts.length - 2, 1));
        const old = parts[field] ?? '';
        parts = parts.map((p, i) => (i !== field ? p : /^\d+$/.test(old) ? numericField(rng, old) : rng.chance(0.7) ? rng.pick(vocabulary.words) : hostileString(rng, 20)));
        break;
      }
      case 3:
        parts = parts.map((p, i) => (i === 1 ? rng.pick(vocabulary.kinds) : p));
        break;
      case 4:
        parts = parts.map((p, i) => (i === 0 ? rng.pick(['s0', 's2', 'S1', '', 's1 ', 's01', 'v1']) : p));
        break;
      case 5:
        parts = rng.chance(0.5) ? parts.slice(0, -1) : [...parts, rng.pick(['0', 'n', 'x', ''])];
        break;
      case 6:
        parts = parts.map((p, i) => (i === at ? `${p}${rng.pick(ODD)}` : p));
        break;
      case 7:
        parts = [...parts.slice(0, 2), ...parts.slice(2).reverse()];
        break;
      default:
        return rng.pick([`${id}${':'.repeat(1 + rng.int(3))}`, `${id}${'9'.repeat(100)}`, id.slice(0, rng.int(id.length)), hostileString(rng, 120), ' '.repeat(rng.int(3)) + id]);
    }
  }
  return parts.join(':');
};

/** What a select sends: a real value, a neighbour of one, or garbage; sometimes several. */
export const hostileValues = (rng: Rng, offered: readonly string[]): readonly string[] => {
  const one = (): string =>
    offered.length > 0 && rng.chance(0.5)
      ? rng.pick(offered)
      : rng.pick(['-1', '25', '26', '9999', '01', '1e2', 'b0', 'b9', 'l3', 's2', 's9', 'i', 'n', '', ' 0', hostileString(rng, 120), String(hostileNumber(rng))]);
  return Array.from({ length: rng.chance(0.85) ? 1 : rng.int(4) }, one);
};
