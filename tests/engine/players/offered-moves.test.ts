/**
 * Every strength plays only moves the engine offers (each stage: action, placement, discards), to the end of the
 * game, in every set mix and mode: each set alone, Nightlife, Con and Essen together, Suburbia Inc and 5★ each
 * with all three, the two together, and every set at once, for 2–5 players and both solo modes (the hard player
 * with a small test budget).
 */
import { describe, expect, it } from 'vitest';
import { finalScores, STRENGTHS, type GameOptions, type SetId, type Strength } from '../../../src/engine/index.ts';
import { isOffered, playStrengths } from './players-games.ts';

const TABLES: readonly { readonly name: string; readonly options: GameOptions }[] = [
  { name: '2 players', options: { players: 2 } },
  { name: '3 players', options: { players: 3 } },
  { name: '4 players', options: { players: 4 } },
  { name: '5 players', options: { players: 5 } },
  { name: 'the Lone Architect', options: { players: 1, solo: 'architect' } },
  { name: 'Dale the Bot', options: { players: 1, solo: 'dale' } },
];

const SET_MIXES: readonly (readonly SetId[])[] = [
  [],
  ['nightlife'],
  ['con'],
  ['essen'],
  ['nightlife', 'con', 'essen'],
  ['inc'],
  ['inc', 'nightlife', 'con', 'essen'],
  ['star'],
  ['star', 'nightlife', 'con', 'essen'],
  ['inc', 'star'],
  ['inc', 'star', 'nightlife', 'con', 'essen'],
];

describe('built-in players make only offered moves', () => {
  for (const { name, options } of TABLES) {
    for (const [i, sets] of SET_MIXES.entries()) {
      const label = sets.length === 0 ? 'the base game' : sets.join(' + ');
      it(`${name}, ${label}`, { timeout: 60_000 }, () => {
        // solo tables have one decider: each strength gets a game of its own; others rotate the strengths round the seats
        const lineups: readonly (readonly Strength[])[] = options.players === 1 ? STRENGTHS.map((s) => [s]) : [STRENGTHS.map((_, k) => STRENGTHS[(k + i) % 3] as Strength)];
        for (const strengths of lineups) {
          const played = playStrengths({ ...options, ...(sets.length === 0 ? {} : { sets }) }, 900 + i, strengths, (state, move) =>
            expect(isOffered(state, move), JSON.stringify(move)).toBe(true),
          );
          expect(finalScores(played.state)).toBeDefined();
        }
      });
    }
  }
});
