/** How many tiles an effect counts, and how much one newly placed tile adds to that count. */
import { tileAt } from '../borough.ts';
import { areAdjacent, NEIGHBOUR_OFFSETS, type Axial } from '../hex.ts';
import type { PlacedTile, Seat } from '../state.ts';
import { placedFacts, type Rule } from '../tiles/facts.ts';
import type { Work } from './work.ts';

export const isLake = (t: PlacedTile): boolean => t.faceDown === 'lake';

/** A face-up tile matches a rule when its category or icon is listed (`bits`); lakes match nothing. */
const matches = (bits: number, t: PlacedTile): boolean => (bits & placedFacts(t).traits) !== 0;

/** How many tiles sharing an edge with `at` pass `test`. */
const countAround = (borough: readonly PlacedTile[], at: Axial, test: (t: PlacedTile) => boolean): number => {
  let n = 0;
  for (const d of NEIGHBOUR_OFFSETS) {
    const found = tileAt(borough, at.q + d.q, at.r + d.r);
    if (found !== undefined && test(found)) n += 1;
  }
  return n;
};

const touchesLake = (borough: readonly PlacedTile[], t: PlacedTile): boolean => countAround(borough, t.at, isLake) > 0;

/** The owner's buildings touching at least one of the owner's lakes (Waterfront Realty). */
const lakefrontBuildings = (borough: readonly PlacedTile[]): number => {
  let n = 0;
  for (const t of borough) if (!isLake(t) && touchesLake(borough, t)) n += 1;
  return n;
};

const countIn = (borough: readonly PlacedTile[], counts: (y: PlacedTile) => boolean): number => {
  let n = 0;
  for (const y of borough) if (counts(y)) n += 1;
  return n;
};

/** How many tiles `rule` of tile `t` (owned by `owner`) counts right now. */
export const currentCount = (work: Work, owner: Seat, t: PlacedTile, rule: Rule): number => {
  const effect = rule.effect;
  if (effect.kind === 'perRedLineCrossed') return 0;
  const own = work.players[owner]?.borough ?? [];
  if (effect.kind === 'perLakefrontBuilding') return lakefrontBuildings(own);
  const counts = (y: PlacedTile): boolean => matches(rule.bits, y) && (effect.laterOnly !== true || y.placedOrder > t.placedOrder);
  switch (effect.scope) {
    case 'adjacent':
      return countAround(own, t.at, counts);
    case 'own':
      return countIn(own, counts);
    case 'every':
      return work.players.reduce((n, p) => n + countIn(p.borough, counts), 0);
    case 'others':
      return work.players.reduce((n, p, seat) => (seat === owner ? n : n + countIn(p.borough, counts)), 0);
  }
};

/**
 * How much tile `x` (owned by `owner`) gains in count from `added` (just placed by `placer`, already in the
 * borough; `addedTraits` its bits). `added` is always later than `x`, so `laterOnly` needs no check.
 */
export const countAddedBy = (work: Work, owner: Seat, x: PlacedTile, rule: Rule, placer: Seat, added: PlacedTile, addedTraits: number): number => {
  const effect = rule.effect;
  if (effect.kind === 'perRedLineCrossed') return 0;
  if (effect.kind === 'perLakefrontBuilding') return owner === placer ? newLakefront(work, owner, added) : 0;
  if ((rule.bits & addedTraits) === 0) return 0;
  switch (effect.scope) {
    case 'adjacent':
      return owner === placer && areAdjacent(x.at, added.at) ? 1 : 0;
    case 'own':
      return owner === placer ? 1 : 0;
    case 'every':
      return 1;
    case 'others':
      return owner === placer ? 0 : 1;
  }
};

/**
 * Waterfront Realty (decision 29): each building counts once however many lakes it touches, so a new building beside a
 * lake adds 1 and a new lake adds the buildings it touches that touched no lake before (alternative, S2: $2 extra
 * on every lake payout, i.e. per building–lake adjacency).
 */
const newLakefront = (work: Work, owner: Seat, added: PlacedTile): number => {
  const borough = work.players[owner]?.borough ?? [];
  if (!isLake(added)) return touchesLake(borough, added) ? 1 : 0;
  const otherLake = (l: PlacedTile): boolean => isLake(l) && l !== added;
  return countAround(borough, added.at, (b) => !isLake(b) && countAround(borough, b.at, otherLake) === 0);
};
