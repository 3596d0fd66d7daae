/**
 * Where a tile may go beyond the borough's geometry: each tile's own placement rules (vocabulary.ts
 * `PlacementRule`; decisions 24, 26), checked wherever legal spots are computed, so a tile is offered only where
 * it may go. Lakes have no requirement.
 */
import { slotPopulationProblem, slotsAskPopulation } from './border-rules.ts';
import { countAround, faceUpBordersAt, lakeBordersAt, legalCells } from './geometry.ts';
import type { Axial } from './hex.ts';
import { reject, type Rejected } from './moves.ts';
import type { PlacedTile, PlayerState } from './state.ts';
import { TILES, tileById, type TileId } from './tiles/index.ts';
import { BORDER_TRAIT, LAKE_TRAITS, matchBits, traitsOf } from './tiles/traits.ts';
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
    // a question of money, asked with the price (prices.ts)
    case 'canPayCharges':
      return undefined;
    case 'mustTouch': {
      if (at === undefined) return undefined;
      const bits = matchBits(rule.match);
      // a piece in a Lake Border's slot touches a lake (decision 19), one in a border's slot that border (decision 18)
      const touches =
        countAround(me.borough, at, (t: PlacedTile) => (bits & traitsOf(t)) !== 0) > 0 ||
        ((bits & LAKE_TRAITS) !== 0 && lakeBordersAt(me.borders, at) > 0) ||
        ((bits & BORDER_TRAIT) !== 0 && faceUpBordersAt(me.borders, at) > 0);
      return touches ? undefined : reject('mustTouch', `a ${def.name} must touch one of your ${matchPhrase(rule.match, true)}`);
    }
  }
};

const NO_SPOT = 'there is no legal spot for it';

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

/**
 * Why tile `tileId` (or, `lake`, a lake) has no legal spot in `me`'s borough (e.g. "you already have a Grugapark"), or
 * undefined: an open cell its placement rules allow (a lake has none: decision 24) and, in the slots of a border that
 * takes population, one whose border finds the population it takes (decision 24). A cell its rules allow but such a
 * border bars gives the reason.
 */
export const noSpotReason = (tileId: TileId, me: Owner, lake = false): string | undefined => {
  const ruled = !lake && RULED.has(tileId);
  const slotsAsk = slotsAskPopulation(me);
  const cells = legalCells(me.borough, me.borders);
  if (cells.length === 0) return NO_SPOT;
  if (!ruled && !slotsAsk) return undefined;
  const traits = lake ? LAKE_TRAITS : traitsOf({ tileId });
  let ruledOut: Rejected | undefined;
  let barred: Rejected | undefined;
  for (const at of cells) {
    const rule = ruled ? placementRuleProblem(tileId, me, at) : undefined;
    if (rule !== undefined) ruledOut = rule;
    else {
      const slot = slotsAsk ? slotPopulationProblem(me, at, traits) : undefined;
      if (slot === undefined) return undefined;
      barred ??= slot;
    }
  }
  return (barred ?? ruledOut)?.rejection.detail ?? NO_SPOT;
};
