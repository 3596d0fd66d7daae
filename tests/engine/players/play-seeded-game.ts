/** Prints the move logs of seeded 3-player games (with every set) that seat easy, normal and hard in every seat by turns. */
import { canonicalJson, STRENGTHS, type JsonValue, type Strength } from '../../../src/engine/index.ts';
import { playStrengths } from './players-games.ts';

const seed = Number(process.argv[2] ?? 1);
const logs = STRENGTHS.map((_, shift) => {
  const strengths = STRENGTHS.map((_s, seat) => STRENGTHS[(seat + shift) % STRENGTHS.length] as Strength);
  return playStrengths({ players: 3, sets: ['nightlife', 'con', 'essen'] }, seed, strengths).moves;
});
process.stdout.write(`${canonicalJson(logs as unknown as JsonValue)}\n`);
