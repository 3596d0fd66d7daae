/** How many tiles an effect counts, and how much one newly placed tile adds to that count. */
import { areAdjacent, NEIGHBOUR_OFFSETS, type Axial } from '../hex.ts';
import type { PlacedTile, Seat } from '../state.ts';
import { LAKE_EFFECTS, tileById, type Effect, type Match } from '../tiles/index.ts';
import type { Work } from './work.ts';

export const isLake = (t: PlacedTile): boolean => t.faceDown === 'lake';

/** The effects a placed tile runs: a lake's, or its face's. */
export const effectsOf = (t: PlacedTile): readonly Effect[] => (isLake(t) ? LAKE_EFFECTS : tileById(t.tileId).effects);

/** A face-up tile matches when its category or its icon is listed; lakes match nothing. */
export const matches = (match: Match, t: PlacedTile): boolean => {
  if (isLake(t)) return false;
  const def = tileById(t.tileId);
  if (match.categories?.includes(def.category) === true) return true;
  return def.icon !== undefined && match.icons?.includes(def.icon) === true;
};

/** A cell as one number, for fast lookups (boroughs stay far inside ±1000 cells). */
export const cellNumber = (q: number, r: number): number => (q + 2048) * 4096 + (r + 2048);

const boroughIndexCache = new WeakMap<readonly PlacedTile[], ReadonlyMap<number, PlacedTile>>();

/** Cell number → tile for one borough, cached per (immutable) borough array. */
export const boroughIndex = (borough: readonly PlacedTile[]): ReadonlyMap<number, PlacedTile> => {
  const cached = boroughIndexCache.get(borough);
  if (cached !== undefined) return cached;
  const index = new Map(borough.map((t) => [cellNumber(t.at.q, t.at.r), t]));
  boroughIndexCache.set(borough, index);
  return index;
};

/** The tiles sharing an edge with `at` in `borough`. */
export const tilesAround = (borough: readonly PlacedTile[], at: Axial): PlacedTile[] => {
  const index = boroughIndex(borough);
  const out: PlacedTile[] = [];
  for (const d of NEIGHBOUR_OFFSETS) {
    const found = index.get(cellNumber(at.q + d.q, at.r + d.r));
    if (found !== undefined) out.push(found);
  }
  return out;
};

const adjacentTiles = (borough: readonly PlacedTile[], t: PlacedTile): PlacedTile[] => tilesAround(borough, t.at);

/** The owner's buildings touching at least one of the owner's lakes (Waterfront Realty). */
const lakefrontBuildings = (borough: readonly PlacedTile[]): number =>
  borough.filter((t) => !isLake(t) && adjacentTiles(borough, t).some(isLake)).length;

/** How many tiles `effect` of tile `t` (owned by `owner`) counts right now. */
export const currentCount = (work: Work, owner: Seat, t: PlacedTile, effect: Effect): number => {
  if (effect.kind === 'perRedLineCrossed') return 0;
  const own = work.players[owner]?.borough ?? [];
  if (effect.kind === 'perLakefrontBuilding') return lakefrontBuildings(own);
  const counts = (y: PlacedTile): boolean => matches(effect.match, y) && (effect.laterOnly !== true || y.placedOrder > t.placedOrder);
  switch (effect.scope) {
    case 'adjacent':
      return adjacentTiles(own, t).filter(counts).length;
    case 'own':
      return own.filter(counts).length;
    case 'every':
      return work.players.reduce((n, p) => n + p.borough.filter(counts).length, 0);
    case 'others':
      return work.players.reduce((n, p, seat) => (seat === owner ? n : n + p.borough.filter(counts).length), 0);
  }
};

/**
 * How much tile `x` (owned by `owner`) gains in count from `added` (just placed by `placer`, already in the
 * borough). `added` is always later than `x`, so `laterOnly` needs no check.
 */
export const countAddedBy = (work: Work, owner: Seat, x: PlacedTile, effect: Effect, placer: Seat, added: PlacedTile): number => {
  if (effect.kind === 'perRedLineCrossed') return 0;
  if (effect.kind === 'perLakefrontBuilding') return owner === placer ? newLakefront(work, owner, added) : 0;
  if (!matches(effect.match, added)) return 0;
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
 * Waterfront Realty reading: each building counts once however many lakes it touches, so a new building beside a
 * lake adds 1 and a new lake adds the buildings it touches that touched no lake before (alternative, S2: $2 extra
 * on every lake payout, i.e. per building–lake adjacency).
 */
const newLakefront = (work: Work, owner: Seat, added: PlacedTile): number => {
  const borough = work.players[owner]?.borough ?? [];
  const around = adjacentTiles(borough, added);
  if (!isLake(added)) return around.some(isLake) ? 1 : 0;
  return around.filter((b) => !isLake(b) && !adjacentTiles(borough, b).some((l) => isLake(l) && l !== added)).length;
};
