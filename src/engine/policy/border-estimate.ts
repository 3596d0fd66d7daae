/**
 * The policy's estimate of taking a border (Suburbia Inc): for each side and each legal footprint, the border's
 * effects over the tiles in its 4 slots (decision 18: only those are adjacent to it), and a share of what its
 * empty slots may still bring when tiles go there later. A Lake Border pays $2 per building in its slots
 * (decision 19). Only the best footprint of each border is kept; the engine never lists every combination.
 */
import { legalFootprints, SIDES, tilesInSlots } from '../geometry.ts';
import type { BorderFootprint, PlacedTile, PlayerState } from '../state.ts';
import { borderById, type BorderDef } from '../tiles/index.ts';
import { matchBits, traitsOf } from '../tiles/traits.ts';
import { zeroDeltas, type StatDeltas } from './value.ts';

/**
 * Share of an adjacency effect an empty slot is counted for: a later tile may or may not go there and match.
 * Self-play (one seat weighing borders against three that take none, 200 four-player Inc games): 0.25 won 76,
 * 0 won 66, 0.5 won 67.
 */
const EMPTY_SLOT_SHARE = 0.25;

export type BorderSpot = { readonly footprint: BorderFootprint; readonly deltas: StatDeltas };

const SLOTS = 4;

/** What `def` does when placed with `inSlots` in its slots, plus the empty slots' share of its positive effects. */
const borderDeltas = (def: BorderDef, inSlots: readonly PlacedTile[]): StatDeltas => {
  const d = zeroDeltas();
  for (const [stat, amount] of Object.entries(def.immediate)) d[stat as keyof StatDeltas] += amount ?? 0;
  const empty = SLOTS - inSlots.length;
  for (const e of def.effects) {
    if (e.kind !== 'perTile' || e.scope !== 'adjacent') continue;
    const bits = matchBits(e.match);
    let n = 0;
    for (const t of inSlots) if ((bits & traitsOf(t)) !== 0) n += 1;
    d[e.stat] += e.amount * n + (e.amount > 0 ? e.amount * empty * EMPTY_SLOT_SHARE : 0);
  }
  return d;
};

const lakeBorderDeltas = (inSlots: readonly PlacedTile[]): StatDeltas => {
  const d = zeroDeltas();
  for (const t of inSlots) if (t.faceDown === undefined) d.money += 2;
  return d;
};

/** Every legal footprint in `me`'s borough, on every side, with the tiles in its slots: worked out once per turn. */
export type Footprints = readonly { readonly footprint: BorderFootprint; readonly inSlots: readonly PlacedTile[] }[];

export const footprintsOf = (me: PlayerState): Footprints =>
  SIDES.flatMap((side) => legalFootprints(me.borough, me.borders, side).map((footprint) => ({ footprint, inSlots: tilesInSlots(me.borough, footprint) })));

/** The best of the footprints for a border (`borderId`; undefined: a Lake Border) by `value`, and its estimated deltas; undefined when none. */
export const bestBorderSpot = (footprints: Footprints, borderId: string | undefined, value: (d: StatDeltas) => number): BorderSpot | undefined => {
  const def = borderId === undefined ? undefined : borderById(borderId);
  let best: { spot: BorderSpot; score: number } | undefined;
  for (const { footprint, inSlots } of footprints) {
    const deltas = def === undefined ? lakeBorderDeltas(inSlots) : borderDeltas(def, inSlots);
    const score = value(deltas);
    if (best === undefined || score > best.score) best = { spot: { footprint, deltas }, score };
  }
  return best?.spot;
};
