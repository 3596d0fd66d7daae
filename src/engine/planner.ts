/**
 * Suburbia Inc's Redevelopment Planner (decision 22): a black tile of no category that a later turn replaces, for
 * free, by a market or basic tile that may go on its cell.
 */
import { slotPopulationProblem } from './border-rules.ts';
import type { Axial } from './hex.ts';
import { placementRuleProblem } from './placement-rules.ts';
import { chargesDue } from './prices.ts';
import type { GameState, PlacedTile, PlayerState } from './state.ts';
import { BASIC_IDS, tileById, type TileId } from './tiles/index.ts';
import { traitsOf } from './tiles/traits.ts';

export const isPlanner = (t: PlacedTile): boolean => t.faceDown === undefined && tileById(t.tileId).special === 'redevelopmentPlanner';

export const plannersOf = (me: Pick<PlayerState, 'borough'>): readonly PlacedTile[] => me.borough.filter(isPlanner);

/** Whether `tileId` may replace the planner at `at`: its placement rules, and the money its charges take (its price is $0). */
export const mayReplace = (state: GameState, me: PlayerState, at: Axial, tileId: TileId): boolean =>
  placementRuleProblem(tileId, me, at) === undefined && me.money >= chargesDue(state, tileId, true);

/** Whether `tileId` may replace the planner at `at` in a border's slot too: what that border takes must be there (decision 24). */
const fitsPlanner = (state: GameState, me: PlayerState, at: Axial, tileId: TileId): boolean =>
  mayReplace(state, me, at, tileId) && (me.borders === undefined || slotPopulationProblem(me, at, traitsOf({ tileId })) === undefined);

/** Whether some market or basic tile may replace the planner at `at` (a basic one still needs its discard). */
export const someReplacement = (state: GameState, me: PlayerState, at: Axial): boolean =>
  state.market.some((e) => fitsPlanner(state, me, at, e.tileId)) || BASIC_IDS.some((b) => state.basics[b] > 0 && fitsPlanner(state, me, at, b));
