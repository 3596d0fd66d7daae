/**
 * Suburbia 5★'s 6 Star borders (seed 003 "5 Star Border Tiles"), each with the star mark: a Star border is a Star
 * tile for every count of Star tiles. They join the border pool only when Suburbia Inc is in play too (decision 13).
 * Effects from the project's reference data (rules/expansion-tiles.json); "each adjacent" counts the tiles in the
 * border's 4 slots (decision 18).
 */
import { BUILDINGS, I, R, C, V, categories, eachAdjacent, marked } from './build.ts';
import type { BorderDef } from './inc-borders.ts';

const STAR = marked('star');

export const STAR_BORDERS: readonly BorderDef[] = [
  { id: 'boardwalk', name: 'Boardwalk', set: 'star', cost: 12, immediate: { stars: 1, income: 1 }, effects: [eachAdjacent('reputation', 1, { lakes: true })] },
  { id: 'city-zoo', name: 'City Zoo', set: 'star', cost: 22, immediate: { stars: 1, reputation: 3 }, effects: [eachAdjacent('income', 1, categories(I, R, C))] },
  { id: 'fort-antonia', name: 'Fort Antonia', set: 'star', cost: 19, immediate: { stars: 2, reputation: 2 }, effects: [eachAdjacent('reputation', 1, categories(V))] },
  { id: 'golf-course', name: 'Golf Course', set: 'star', cost: 17, immediate: { stars: 1, income: 1 }, effects: [eachAdjacent('income', 2, categories(R))] },
  // "+1 Gold Star for each adjacent Star tile": now, when invested in, and for later tiles in its slots (R41)
  { id: 'olympic-park', name: 'Olympic Park', set: 'star', cost: 25, immediate: { stars: 1, reputation: 2 }, effects: [eachAdjacent('stars', 1, STAR)] },
  { id: 'wildlife-sanctuary', name: 'Wildlife Sanctuary', set: 'star', cost: 24, immediate: { stars: 1, reputation: 7 }, effects: [eachAdjacent('reputation', -1, BUILDINGS)] },
];
