/**
 * "+n stat for each of your buildings next to your lakes, now and later" (Waterfront Realty). Decision 29: each
 * building counts once however many lakes it touches, so a new building beside a lake adds 1 and a new lake adds
 * the buildings it touches that touched no lake before (alternative, S2: $2 extra on every lake payout).
 */
import { countAround, lakeBordersAt } from '../geometry.ts';
import type { PlacedBorder, PlacedTile } from '../state.ts';
import { amountPhrase } from './phrases.ts';
import type { EffectWord } from './word.ts';

const isLake = (t: PlacedTile): boolean => t.faceDown === 'lake';

/** Whether a building touches a lake: a lake hex beside it, or a Lake Border holding it in a slot (decision 19). */
export const touchesLake = (borough: readonly PlacedTile[], t: PlacedTile, borders?: readonly PlacedBorder[]): boolean =>
  countAround(borough, t.at, isLake) > 0 || lakeBordersAt(borders, t.at) > 0;

/** The owner's buildings touching at least one of the owner's lakes. */
const lakefrontBuildings = (borough: readonly PlacedTile[], borders: readonly PlacedBorder[] | undefined): number => {
  let n = 0;
  for (const t of borough) if (!isLake(t) && touchesLake(borough, t, borders)) n += 1;
  return n;
};

export const PER_LAKEFRONT_BUILDING: EffectWord<'perLakefrontBuilding'> = {
  cause: () => 'per building next to a lake',
  face: (e) => `${amountPhrase(e.stat, e.amount)} for each of your buildings next to your lakes, now and later`,
  countNow: (boroughs, owner) => lakefrontBuildings(boroughs[owner]?.borough ?? [], boroughs[owner]?.borders),
  countAdded: (boroughs, owner, _x, _rule, placer, added) => {
    if (owner !== placer) return 0;
    const borough = boroughs[owner]?.borough ?? [];
    const borders = boroughs[owner]?.borders;
    if (!isLake(added)) return touchesLake(borough, added, borders) ? 1 : 0;
    const otherLake = (l: PlacedTile): boolean => isLake(l) && l !== added;
    return countAround(borough, added.at, (b) => !isLake(b) && countAround(borough, b.at, otherLake) === 0 && lakeBordersAt(borders, b.at) === 0);
  },
  hearsOtherBoroughs: () => false,
  perRedLineUp: () => 0,
  countsAdjacent: () => false,
  reactsToOwnPlacements: () => false,
  estimateCount: (_state, board) => board.lakefront(),
};
