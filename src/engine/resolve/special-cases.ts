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
  /** what investing in it does besides repeating its immediate effect (most: nothing) */
  readonly onInvested?: (work: Work, seat: Seat, t: PlacedTile) => void;
};

/**
 * Redistricting Office (decision 25): its owner gains 5 population per opponent (Dale counts; the Lone Architect
 * has none), then each opponent in turn order loses 5, down to 0; unlike decision 11 the missing steps cost no
 * money (seed 003). Red lines apply both ways; the owner's gain comes first (R27).
 */
const redistrict = (work: Work, seat: Seat, t: PlacedTile): void => {
  const cause = { kind: 'tile' as const, tileId: t.tileId, ownerSeat: seat, at: t.at };
  const order = work.state.turnOrder;
  const opponents = order.filter((s) => s !== seat);
  adjust(work, seat, 'population', REDISTRICTED * opponents.length, { ...cause, text: `+${REDISTRICTED} population per opponent` });
  const start = order.indexOf(seat);
  for (let i = 1; i < order.length; i++) {
    const other = order[(start + i) % order.length];
    if (other === undefined) continue;
    const lost = Math.min(REDISTRICTED, workPlayer(work, other).population);
    adjust(work, other, 'population', -lost, { ...cause, text: `redistricted: −${REDISTRICTED} population, down to 0` });
  }
};

/** The population a Redistricting Office moves per opponent. */
const REDISTRICTED = 5;

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

/**
 * Dollar Arcade (seed 003): take $1 for each point of its owner's population, when placed and again, at the
 * population of that moment, when an investment marker goes on it (its gold star repeats as its immediate effect).
 */
const cashInPopulation = (work: Work, seat: Seat, t: PlacedTile): void => {
  const population = workPlayer(work, seat).population;
  adjust(work, seat, 'money', population, { kind: 'tile', tileId: t.tileId, ownerSeat: seat, at: t.at, text: '$1 per population' });
};

export const SPECIAL_RULES: { readonly [S in SpecialCase]: SpecialRule } = {
  // The protection itself is checked wherever a negative Nightlife effect would apply (nightlife.ts).
  policeStation: { face: 'ignore all later negative Nightlife effects' },
  nightCourt: { face: 'regain what negative Nightlife effects took from you; ignore all later ones', onPlaced: regainNightlifeLosses },
  lawOffice: { face: 'at final scoring, win one goal you are tied for (two if invested)' },
  redevelopmentPlanner: { face: 'no category; on a later turn, replace it for free with a tile from the market or the supply' },
  redistrictingOffice: { face: 'costs $6 per player; +5 population per opponent, and each opponent loses 5 population', onPlaced: redistrict, onInvested: redistrict },
  dollarArcade: { face: 'take $1 for each of your population, when placed and when invested in', onPlaced: cashInPopulation, onInvested: cashInPopulation },
};
