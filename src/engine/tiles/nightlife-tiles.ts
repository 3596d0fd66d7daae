/**
 * Suburbia Nightlife's 32 tiles (seed 003 "Suburbia Nightlife"), each with the moon mark. Effects from the
 * project's reference data (rules/expansion-tiles.json); categories and icons, which no rulebook prints, from
 * rules/expansion-categories.json (decision 28; see docs/rules.md).
 */
import { C, I, R, V, categories, eachOfYour, everyBorough, icons, marked } from './build.ts';
import type { TileDef } from './vocabulary.ts';

const NIGHTLIFE = marked('nightlife');

export const NIGHTLIFE_TILES: readonly TileDef[] = [
  { id: 'back-alley', name: 'Back Alley', set: 'nightlife', stack: 'A', copies: 2, cost: 0, category: I, immediate: { income: 2 }, effects: [eachOfYour('money', -2, NIGHTLIFE)] },
  { id: 'city-square', name: 'City Square', set: 'nightlife', stack: 'A', copies: 2, cost: 9, category: V, immediate: { reputation: 4 }, effects: [everyBorough('population', -1, categories(C))] },
  { id: 'dance-club', name: 'Dance Club', set: 'nightlife', stack: 'A', copies: 2, cost: 4, category: C, immediate: { income: 1 }, effects: [everyBorough('money', 1, categories(C))] },
  { id: 'haunted-house', name: 'Haunted House', set: 'nightlife', stack: 'A', copies: 2, cost: 2, category: R, immediate: { population: 13 }, effects: [eachOfYour('population', -1, NIGHTLIFE)] },
  { id: 'helipad', name: 'Helipad', set: 'nightlife', stack: 'A', copies: 2, cost: 9, category: I, icon: 'airport', immediate: { income: 1 }, effects: [everyBorough('money', 5, icons('airport'))] },
  { id: 'werewolf-den', name: 'Werewolf Den', set: 'nightlife', stack: 'A', copies: 2, cost: 0, category: R, immediate: { income: 2 }, effects: [eachOfYour('population', -1, NIGHTLIFE)] },
  { id: 'hospital', name: 'Hospital', set: 'nightlife', stack: 'B', copies: 2, cost: 10, category: V, immediate: {}, effects: [everyBorough('population', 1, NIGHTLIFE)] },
  { id: 'neighborhood-watch', name: 'Neighborhood Watch', set: 'nightlife', stack: 'B', copies: 2, cost: 7, category: R, immediate: { reputation: 1 }, effects: [everyBorough('money', 1, categories(R))] },
  { id: 'police-station', name: 'Police Station', set: 'nightlife', stack: 'B', copies: 2, cost: 11, category: V, immediate: { reputation: 2 }, effects: [], special: 'policeStation' },
  { id: 'security-office', name: 'Security Office', set: 'nightlife', stack: 'B', copies: 2, cost: 11, category: C, icon: 'office', immediate: { income: 1 }, effects: [everyBorough('money', 1, NIGHTLIFE)] },
  { id: 'tavern', name: 'Tavern', set: 'nightlife', stack: 'B', copies: 2, cost: 8, category: C, icon: 'restaurant', immediate: { income: 2 }, effects: [] },
  { id: 'campus-library', name: 'Campus Library', set: 'nightlife', stack: 'C', copies: 2, cost: 15, category: V, immediate: { reputation: 2 }, effects: [everyBorough('money', 2, icons('school'))] },
  { id: 'game-night-host', name: 'Game Night Host', set: 'nightlife', stack: 'C', copies: 2, cost: 17, category: R, immediate: { reputation: 1 }, effects: [everyBorough('population', 5, icons('restaurant'))] },
  { id: 'night-court', name: 'Night Court', set: 'nightlife', stack: 'C', copies: 2, cost: 16, category: V, immediate: { income: 1, reputation: 2 }, effects: [], special: 'nightCourt' },
  { id: 'pawn-shop', name: 'Pawn Shop', set: 'nightlife', stack: 'C', copies: 2, cost: 10, category: C, immediate: { income: 4 }, effects: [eachOfYour('money', -1, categories(C))] },
  // Prison is civic (decision 28), so "every civic tile in any borough" counts it too (R26).
  { id: 'prison', name: 'Prison', set: 'nightlife', stack: 'C', copies: 2, cost: 19, category: V, immediate: { reputation: -1 }, effects: [everyBorough('population', 2, categories(V))] },
];
