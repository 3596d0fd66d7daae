/**
 * The tiles whose rule the effect vocabulary cannot say, each in one entry: what its face says and what it does
 * when placed (after its immediate effect). Investing in one repeats only its immediate effect.
 */
import type { PlacedTile, Seat } from '../state.ts';
import type { SpecialCase } from '../tiles/vocabulary.ts';
import { adjust, workPlayer, type Work } from './work.ts';

export type SpecialRule = {
  /** the rule as the tile face says it */
  readonly face: string;
  readonly onPlaced?: (work: Work, seat: Seat, t: PlacedTile) => void;
};

/**
 * Night Court (decision 26): give back what negative Nightlife effects took (red lines as usual), then zero the
 * record; after a Police Station that is what struck before it (R21).
 */
const regainNightlifeLosses = (work: Work, seat: Seat, t: PlacedTile): void => {
  const me = workPlayer(work, seat);
  const money = me.nightlifeMoneyLost;
  const population = me.nightlifePopulationLost;
  me.nightlifeMoneyLost = 0;
  me.nightlifePopulationLost = 0;
  const cause = { kind: 'tile' as const, tileId: t.tileId, ownerSeat: seat, at: t.at };
  adjust(work, seat, 'money', money, { ...cause, text: 'regains $ lost to Nightlife' });
  adjust(work, seat, 'population', population, { ...cause, text: 'regains population lost to Nightlife' });
};

export const SPECIAL_RULES: { readonly [S in SpecialCase]: SpecialRule } = {
  // The protection itself is checked wherever a negative Nightlife effect would apply (nightlife.ts).
  policeStation: { face: 'ignore all later negative Nightlife effects' },
  nightCourt: { face: 'regain what negative Nightlife effects took from you; ignore all later ones', onPlaced: regainNightlifeLosses },
  lawOffice: { face: 'at final scoring, win one goal you are tied for (two if invested)' },
  redevelopmentPlanner: { face: 'no category; on a later turn, replace it for free with a tile from the market or the supply' },
  redistrictingOffice: { face: 'costs $6 per player; +5 population per opponent, and each opponent loses 5 population' },
};
