/**
 * Prints the move logs of seeded games that seat easy, normal and hard in every seat by turns: 3 players with
 * Nightlife, Con and Essen, 5 players with every set, and each strength alone as the Lone Architect and against
 * Dale the Bot with every set.
 */
import { canonicalJson, STRENGTHS, type GameOptions, type JsonValue, type SetId, type Strength } from '../../../src/engine/index.ts';
import { playStrengths } from './players-games.ts';

const EVERY_SET: readonly SetId[] = ['inc', 'star', 'nightlife', 'con', 'essen'];

const seed = Number(process.argv[2] ?? 1);
/** Every rotation of the strengths round the seats. */
const rotated = (options: GameOptions) =>
  STRENGTHS.map((_, shift) => {
    const strengths = STRENGTHS.map((_s, seat) => STRENGTHS[(seat + shift) % STRENGTHS.length] as Strength);
    return playStrengths(options, seed, strengths).moves;
  });
const alone = (options: GameOptions) => STRENGTHS.map((strength) => playStrengths(options, seed, [strength]).moves);

const logs = [
  ...rotated({ players: 3, sets: ['nightlife', 'con', 'essen'] }),
  ...rotated({ players: 5, sets: EVERY_SET }),
  ...alone({ players: 1, solo: 'architect', sets: EVERY_SET }),
  ...alone({ players: 1, solo: 'dale', sets: EVERY_SET }),
];
process.stdout.write(`${canonicalJson(logs as unknown as JsonValue)}\n`);
