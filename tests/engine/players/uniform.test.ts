/**
 * The uniform player goes through every stage the engine offers: in Suburbia Inc games it takes face-up borders
 * and Lake Borders, invests in borders and replaces Redevelopment Planners, each move offered at every stage; as
 * the Lone Architect it chooses the extra removal too.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, chooseUniformMove, finalScores, newGame, seatSeed, type GameOptions, type Move } from '../../../src/engine/index.ts';
import { decider, isOffered } from './players-games.ts';

/** More moves than any game can take. */
const MOVE_LIMIT = 2_000;

/** The moves of a seeded game with the uniform player in every seat, each checked against the offered stages. */
const playUniform = (options: GameOptions, seed: number): readonly Move[] => {
  let state = newGame(options, seed);
  const moves: Move[] = [];
  while (state.phase !== 'finished') {
    if (moves.length >= MOVE_LIMIT) throw new Error(`game ${seed} did not end`);
    const seat = decider(state);
    const [move] = chooseUniformMove(state, seat, seatSeed(state, seat));
    expect(isOffered(state, move), JSON.stringify(move)).toBe(true);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`refused (${applied.rejection.code}): ${JSON.stringify(move)}`);
    moves.push(move);
    state = applied.state;
  }
  expect(finalScores(state)).toBeDefined();
  return moves;
};

const kindsOf = (moves: readonly Move[]): Set<string> =>
  new Set(moves.map((m) => (m.kind === 'invest' && m.border !== undefined ? 'investBorder' : m.kind === 'redevelop' && m.basic !== undefined ? 'redevelopBasic' : m.kind)));

describe('the uniform player', () => {
  it('4 players with Suburbia Inc: borders, Lake Borders, border investments and planner replacements, all offered', { timeout: 120_000 }, () => {
    const kinds = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) for (const kind of kindsOf(playUniform({ players: 4, sets: ['inc'] }, seed))) kinds.add(kind);
    for (const kind of ['buy', 'lake', 'basic', 'invest', 'border', 'lakeBorder', 'investBorder', 'redevelop']) expect(kinds, kind).toContain(kind);
  });

  it('the Lone Architect with Suburbia Inc and every other set chooses an extra removal after every turn', { timeout: 60_000 }, () => {
    const moves = playUniform({ players: 1, solo: 'architect', sets: ['inc', 'nightlife', 'con', 'essen'] }, 7);
    const turns = moves.filter((m) => m.kind !== 'chooseGoal');
    expect(turns.length).toBeGreaterThan(0);
    for (const m of turns) expect('extraDiscardSlot' in m && m.extraDiscardSlot !== undefined, JSON.stringify(m)).toBe(true);
  });

  it('Dale the Bot with Suburbia Inc: every move offered to the end', { timeout: 60_000 }, () => {
    expect(playUniform({ players: 1, solo: 'dale', sets: ['inc'] }, 8).length).toBeGreaterThan(0);
  });
});
