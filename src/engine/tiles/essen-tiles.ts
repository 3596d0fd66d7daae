/**
 * Suburbia Essen's 6 tiles (seed 003 "Suburbia Essen Tiles"), each with the Spiel mark; a borough holds at most
 * one of each (decision 26). Categories are the project's readings (rules/expansion-categories.json, decision 28;
 * see docs/rules.md).
 */
import { C, I, V, eachAdjacent, marked } from './build.ts';
import type { PlacementRule, TileDef } from './vocabulary.ts';

const ESSEN = marked('essen');
const ONE_PER_BOROUGH: readonly PlacementRule[] = [{ kind: 'onePerBorough' }];

export const ESSEN_TILES: readonly TileDef[] = [
  { id: 'grugapark', name: 'Grugapark', set: 'essen', stack: 'A', copies: 2, cost: 6, category: V, immediate: { reputation: 2 }, effects: [eachAdjacent('reputation', 2, ESSEN)], placement: ONE_PER_BOROUGH },
  { id: 'u-bahn', name: 'U-Bahn', set: 'essen', stack: 'B', copies: 2, cost: 11, category: I, immediate: { income: 2 }, effects: [eachAdjacent('income', 2, ESSEN)], placement: ONE_PER_BOROUGH },
  {
    id: 'messe-essen',
    name: 'Messe Essen',
    set: 'essen',
    stack: 'C',
    copies: 2,
    cost: 20,
    category: C,
    immediate: { income: 1, reputation: 1 },
    effects: [eachAdjacent('income', 1, ESSEN), eachAdjacent('reputation', 1, ESSEN)],
    placement: ONE_PER_BOROUGH,
  },
];
