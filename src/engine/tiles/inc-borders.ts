/**
 * Suburbia Inc's 12 borders (seed 003 "Borders"), each with the necktie mark. Effects from the project's reference
 * data (rules/expansion-tiles.json). A border is a piece, not a hex (decision 18): "each adjacent" counts the tiles
 * in its 4 slots. Borders have no category (decision 28).
 */
import { BUILDINGS, C, I, R, V, categories, eachAdjacent } from './build.ts';
import type { Effect, StatDeltas } from './vocabulary.ts';

/**
 * What a border asks before it may be placed (decision 24):
 * - populationToLose: its owner must have the population its effect takes, both when placing it and when a tile
 *   later goes into one of its slots (Radioactive Waste Site)
 */
export type BorderPlacementRule = { readonly kind: 'populationToLose' };

export type BorderDef = {
  /** stable id used in states and logs, e.g. 'amusement-park' */
  readonly id: string;
  readonly name: string;
  readonly set: 'inc' | 'star';
  /** printed price in $ (decision 19: the only price a border costs; the market discard pays its surcharge) */
  readonly cost: number;
  readonly immediate: StatDeltas;
  readonly effects: readonly Effect[];
  readonly placement?: readonly BorderPlacementRule[];
};

const BUILDINGS_AND_LAKES = { ...BUILDINGS, lakes: true } as const;

export const INC_BORDERS: readonly BorderDef[] = [
  { id: 'amusement-park', name: 'Amusement Park', set: 'inc', cost: 15, immediate: { reputation: 2 }, effects: [eachAdjacent('income', 2, categories(I, R))] },
  { id: 'bay', name: 'Bay', set: 'inc', cost: 13, immediate: { reputation: 1 }, effects: [eachAdjacent('money', 8, BUILDINGS)] },
  { id: 'beach', name: 'Beach', set: 'inc', cost: 12, immediate: { reputation: 3 }, effects: [eachAdjacent('population', 3, categories(R, C))] },
  // "pay $10 per adjacent building, both at placement and whenever one is added next to it" (decision 24: paid as far as money goes)
  { id: 'desert', name: 'Desert', set: 'inc', cost: 6, immediate: { income: 5 }, effects: [eachAdjacent('money', -10, BUILDINGS)] },
  { id: 'forest', name: 'Forest', set: 'inc', cost: 9, immediate: {}, effects: [eachAdjacent('reputation', 1, categories(V, R, C))] },
  { id: 'military-base', name: 'Military Base', set: 'inc', cost: 12, immediate: { income: 1 }, effects: [eachAdjacent('population', 5, categories(V))] },
  { id: 'mountains', name: 'Mountains', set: 'inc', cost: 18, immediate: {}, effects: [eachAdjacent('reputation', 2, BUILDINGS)] },
  { id: 'national-park', name: 'National Park', set: 'inc', cost: 15, immediate: { reputation: 2 }, effects: [eachAdjacent('reputation', 1, BUILDINGS_AND_LAKES)] },
  { id: 'orchard', name: 'Orchard', set: 'inc', cost: 10, immediate: { reputation: 1 }, effects: [eachAdjacent('income', 1, categories(I, R, C))] },
  {
    id: 'radioactive-waste-site',
    name: 'Radioactive Waste Site',
    set: 'inc',
    cost: 7,
    immediate: { income: 5 },
    effects: [eachAdjacent('population', -7, BUILDINGS_AND_LAKES)],
    placement: [{ kind: 'populationToLose' }],
  },
  { id: 'sports-complex', name: 'Sports Complex', set: 'inc', cost: 18, immediate: { income: 3 }, effects: [eachAdjacent('income', 1, categories(V, R))] },
  { id: 'train-tracks', name: 'Train Tracks', set: 'inc', cost: 17, immediate: { income: 3 }, effects: [eachAdjacent('income', 1, categories(I, C))] },
];
