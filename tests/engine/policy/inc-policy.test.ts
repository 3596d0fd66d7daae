/**
 * The policy with Suburbia Inc: it weighs the border and Lake Border actions beside the hex tiles (seed 003
 * "Borders"; decisions 18–19), so that seeded 4-player Inc games place borders, and every move it makes there
 * is one the engine accepts.
 */
import { describe, expect, it } from 'vitest';
import { playPolicyGame } from '../../../src/engine/policy/index.ts';

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

describe('the policy in 4-player Inc games', () => {
  const games = SEEDS.map((seed) => playPolicyGame({ players: 4, sets: ['inc'] }, seed));

  it('places a border in at least 60 % of them', () => {
    const withBorder = games.filter((g) => g.moves.some((m) => m.kind === 'border')).length;
    expect(withBorder / games.length).toBeGreaterThanOrEqual(0.6);
  });

  it('every border it takes is paid for and lies in its borough at the end', () => {
    for (const g of games) {
      const taken = g.moves.filter((m) => m.kind === 'border' || m.kind === 'lakeBorder').length;
      const placed = g.state.players.reduce((n, p) => n + (p.borders?.length ?? 0), 0);
      expect(placed).toBe(taken);
    }
  });
});

describe('the policy with Inc and the other sets, and alone', () => {
  for (const options of [
    { players: 2, sets: ['inc', 'nightlife'] },
    { players: 3, sets: ['inc', 'con', 'essen'] },
    { players: 1, solo: 'architect', sets: ['inc'] },
    { players: 1, solo: 'dale', sets: ['inc', 'nightlife'] },
  ] as const) {
    it(`${JSON.stringify(options)}: plays seeded games to the end`, () => {
      for (const seed of [1, 2, 3]) expect(playPolicyGame(options, seed).state.phase).toBe('finished');
    });
  }
});
