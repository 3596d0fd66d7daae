/**
 * "Each adjacent" between two tile kinds, worked out once for every pair (TileFacts.kind): what a neighbour's own
 * adjacency rules give when a face-up tile arrives beside it (doubled when the neighbour is invested), plus what
 * the arriving tile's rules give for that neighbour. The policy's estimate adds these instead of matching rules.
 */
import { ALL_FACTS, type TileFacts } from '../tiles/facts.ts';
import { STATS, type Stat } from '../tiles/index.ts';
import type { StatDeltas } from './value.ts';

const KINDS = ALL_FACTS.length;
/** The stats the table keeps, in STATS order: gold stars too (Tourism Center's "+1 Gold Star for each adjacent Star tile"). */
const PAIR_STATS = STATS;
const STAT_COUNT = PAIR_STATS.length;
/** investment multipliers a neighbour can have: 1 (none) or 2 (invested) */
const MULTIPLIERS = [1, 2] as const;

/** What `facts`' "each adjacent" rules give for one tile of `other` beside it. */
const givesFor = (facts: TileFacts, other: TileFacts, stat: Stat): number => {
  let sum = 0;
  for (const rule of facts.adjacent) {
    const e = rule.effect;
    if (e.kind === 'perTile' && e.stat === stat && (rule.bits & other.traits) !== 0) sum += e.amount;
  }
  return sum;
};

const ROW = KINDS * MULTIPLIERS.length * STAT_COUNT;

/**
 * [placed kind][neighbour kind][multiplier − 1][stat]: a turn reads one placed kind's row at a time, so its entries
 * lie together. A row is worked out when first read (a game meets a few dozen of the catalogue's kinds); pairs
 * where neither tile has an "each adjacent" rule stay 0.
 */
const GAIN = new Int32Array(KINDS * ROW);
const rowDone = new Uint8Array(KINDS);

const fillRow = (placed: TileFacts): void => {
  for (const neighbour of ALL_FACTS) {
    if (placed.adjacent.length === 0 && neighbour.adjacent.length === 0) continue;
    for (let m = 0; m < MULTIPLIERS.length; m++) {
      const multiplier = MULTIPLIERS[m] ?? 1;
      for (let s = 0; s < STAT_COUNT; s++) {
        const stat = PAIR_STATS[s] ?? 'money';
        GAIN[placed.kind * ROW + (neighbour.kind * MULTIPLIERS.length + m) * STAT_COUNT + s] = givesFor(neighbour, placed, stat) * multiplier + givesFor(placed, neighbour, stat);
      }
    }
  }
  rowDone[placed.kind] = 1;
};

/** A neighbour as one number: its kind and its investment multiplier (`times`: 1, or 2 when invested). */
export const pairColumn = (neighbour: number, times: number): number => neighbour * MULTIPLIERS.length + times - 1;

/** Adds what a tile of kind `placed` and one neighbour (its pairColumn) give each other. */
export const addPairGain = (into: StatDeltas, column: number, placed: number): void => {
  if (rowDone[placed] === 0) {
    const facts = ALL_FACTS[placed];
    if (facts !== undefined) fillRow(facts);
  }
  const at = placed * ROW + column * STAT_COUNT;
  into.money += GAIN[at] ?? 0;
  into.income += GAIN[at + 1] ?? 0;
  into.reputation += GAIN[at + 2] ?? 0;
  into.population += GAIN[at + 3] ?? 0;
  into.stars += GAIN[at + 4] ?? 0;
};
