/**
 * Suburbia Con's 5 tiles (seed 003 "Suburbia Con Tiles"), each with the die mark and gold stars, which move a
 * token only when the 5★ Star track is in play (decision 13). Their category is the project's guess: civic, a
 * convention venue (rules/expansion-categories.json, decision 28; see docs/rules.md).
 */
import { V, everyBorough, marked } from './build.ts';
import type { TileDef } from './vocabulary.ts';

/** "+1 Reputation for every Con tile in any borough, including this tile" */
const PER_CON_TILE = everyBorough('reputation', 1, marked('con'));

export const CON_TILES: readonly TileDef[] = [
  { id: 'dice-tower-con', name: 'Dice Tower Con', set: 'con', stack: 'A', copies: 1, cost: 7, category: V, immediate: { stars: 1 }, effects: [PER_CON_TILE] },
  { id: 'kublacon', name: 'Kublacon', set: 'con', stack: 'A', copies: 1, cost: 8, category: V, immediate: { stars: 1 }, effects: [PER_CON_TILE] },
  { id: 'gen-con', name: 'Gen Con', set: 'con', stack: 'B', copies: 1, cost: 13, category: V, immediate: { stars: 1 }, effects: [PER_CON_TILE] },
  { id: 'bgg-con', name: 'BGG Con', set: 'con', stack: 'C', copies: 1, cost: 23, category: V, immediate: { stars: 2 }, effects: [PER_CON_TILE] },
  { id: 'essen-spiel', name: 'Essen Spiel', set: 'con', stack: 'C', copies: 1, cost: 14, category: V, immediate: { stars: 2 }, effects: [PER_CON_TILE] },
];
