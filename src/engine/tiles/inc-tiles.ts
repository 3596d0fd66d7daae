/**
 * Suburbia Inc's 26 hex tiles in 12 kinds (seed 003 "Suburbia Inc"), each with the necktie mark. Effects from the
 * project's reference data (rules/expansion-tiles.json); categories and icons, which no rulebook prints, from
 * rules/expansion-categories.json (decision 28; see docs/rules.md). The Redevelopment Planner is a black tile with
 * no category (decision 22): its record leaves `category` out.
 */
import { BUILDINGS, C, I, R, V, categories, eachAdjacent, eachOfYour, everyBorough } from './build.ts';
import type { TileDef } from './vocabulary.ts';

export const INC_TILES: readonly TileDef[] = [
  {
    id: 'cemetery',
    name: 'Cemetery',
    set: 'inc',
    stack: 'A',
    copies: 2,
    cost: 4,
    category: V,
    immediate: { population: -2 },
    effects: [eachAdjacent('income', 1, categories(R))],
    placement: [{ kind: 'minPopulation', amount: 2 }],
  },
  { id: 'county-assessor', name: 'County Assessor', set: 'inc', stack: 'A', copies: 2, cost: 11, category: V, immediate: { reputation: 1 }, effects: [eachOfYour('money', 2, BUILDINGS)] },
  { id: 'investment-property', name: 'Investment Property', set: 'inc', stack: 'A', copies: 2, cost: 8, category: R, immediate: { population: 1 }, effects: [eachAdjacent('income', 1, categories(R))] },
  { id: 'law-office', name: 'Law Office', set: 'inc', stack: 'A', copies: 2, cost: 14, category: C, icon: 'office', immediate: { income: 2 }, effects: [], special: 'lawOffice' },
  { id: 'redevelopment-planner', name: 'Redevelopment Planner', set: 'inc', stack: 'A', copies: 2, cost: 7, immediate: {}, effects: [], special: 'redevelopmentPlanner' },
  { id: 'checkpoint', name: 'Checkpoint', set: 'inc', stack: 'B', copies: 2, cost: 14, category: V, immediate: { reputation: 4 }, effects: [] },
  {
    id: 'light-rail',
    name: 'Light Rail',
    set: 'inc',
    stack: 'B',
    copies: 2,
    cost: 12,
    category: I,
    immediate: {},
    effects: [eachAdjacent('reputation', 1, categories(C, R)), eachAdjacent('income', 1, categories(C, R))],
  },
  { id: 'new-construction', name: 'New Construction', set: 'inc', stack: 'B', copies: 3, cost: 4, category: R, immediate: {}, effects: [eachAdjacent('population', 2, BUILDINGS)] },
  {
    id: 'water-purification-plant',
    name: 'Water Purification Plant',
    set: 'inc',
    stack: 'B',
    copies: 3,
    cost: 7,
    category: I,
    immediate: { reputation: 7 },
    effects: [everyBorough('money', -2, categories(I))],
  },
  { id: 'indoor-mall', name: 'Indoor Mall', set: 'inc', stack: 'C', copies: 2, cost: 22, category: C, immediate: { income: 2 }, effects: [eachOfYour('reputation', 1, categories(C))] },
  {
    id: 'lake-house',
    name: 'Lake House',
    set: 'inc',
    stack: 'C',
    copies: 2,
    cost: 18,
    category: R,
    immediate: { reputation: 3 },
    effects: [eachOfYour('population', 2, categories(R))],
    placement: [{ kind: 'mustTouch', match: { lakes: true } }],
  },
  // Its printed price is "$6 per player": `cost` holds the $6, the price is worked out per game (decision 25).
  { id: 'redistricting-office', name: 'Redistricting Office', set: 'inc', stack: 'C', copies: 2, cost: 6, category: V, icon: 'office', immediate: {}, effects: [], special: 'redistrictingOffice' },
];
