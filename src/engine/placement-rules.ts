/**
 * Where a tile may go beyond the borough's geometry: each tile's own placement rules (vocabulary.ts
 * `PlacementRule`; decisions 24, 26), checked wherever legal spots are computed, so a tile is offered only where
 * it may go. Lakes have no requirement.
 */
import { countAround, lakeBordersAt, legalCells } from './geometry.ts';
import type { Axial } from './hex.ts';
import { reject, type Rejected } from './moves.ts';
import type { PlacedTile, PlayerState } from './state.ts';
import { TILES, tileById, type TileId } from './tiles/index.ts';
import { LAKE_TRAITS, matchBits, traitsOf } from './tiles/traits.ts';
import { matchPhrase } from './effects/index.ts';
import type { PlacementRule, TileDef } from './tiles/vocabulary.ts';

type Owner = Pick<PlayerState, 'borough' | 'population'> & Partial<Pick<PlayerState, 'borders'>>;

/** Why `rule` keeps `def` off cell `at` of `me`'s borough, or undefined. */
const ruleProblem = (def: TileDef, rule: PlacementRule, me: Owner, at: Axial | undefined): Rejected | undefined => {
  switch (rule.kind) {
    case 'onePerBorough':
      return me.borough.some((t) => t.tileId === def.id && t.faceDown === undefined) ? reject('onePerBorough', `you already have a ${def.name}`) : undefined;
    case 'minPopulation':
      return me.population < rule.amount ? reject('needsPopulation', `a ${def.name} needs at least ${rule.amount} population`) : undefined;
    case 'mustTouch': {
      if (at === undefined) return undefined;
      const bits = matchBits(rule.match);
      // a piece in a Lake Border's slot touches a lake (decision 19)
      const touches = countAround(me.borough, at, (t: PlacedTile) => (bits & traitsOf(t)) !== 0) > 0 || ((bits & LAKE_TRAITS) !== 0 && lakeBordersAt(me.borders, at) > 0);
      return touches ? undefined : reject('mustTouch', `a ${def.name} must touch one of your ${matchPhrase(rule.match, true)}`);
    }
  }
};

/** The tiles with placement rules of their own (most have none: the check is asked on every turn). */
const RULED: ReadonlySet<TileId> = new Set(TILES.filter((t) => t.placement !== undefined).map((t) => t.id));

/** Why tile `tileId` may not be placed face up on `at` (undefined: only the rules that need no cell). */
export const placementRuleProblem = (tileId: TileId, me: Owner, at: Axial | undefined): Rejected | undefined => {
  if (!RULED.has(tileId)) return undefined;
  const def = tileById(tileId);
  for (const rule of def.placement ?? []) {
    const problem = ruleProblem(def, rule, me, at);
    if (problem !== undefined) return problem;
  }
  return undefined;
};

/** Why tile `tileId` has no legal spot in `me`'s borough (e.g. "you already have a Grugapark"), or undefined. */
export const noSpotReason = (tileId: TileId, me: Owner): string | undefined => {
  if (!RULED.has(tileId)) return undefined;
  let last: Rejected | undefined;
  for (const at of legalCells(me.borough, me.borders)) {
    last = placementRuleProblem(tileId, me, at);
    if (last === undefined) return undefined;
  }
  return last?.rejection.detail ?? 'there is no legal spot for it';
};
