import { describe, expect, it } from 'vitest';
import { actionCode } from '../../../src/bot/flow/codes.ts';
import { spotOfMove } from '../../../src/bot/flow/spots.ts';
import { actionStep, offeredCodes } from '../../../src/bot/flow/turn-stages.ts';
import { applyMove, choiceOfMove, choosePolicyMove, newGame, type GameState } from '../../../src/engine/index.ts';
import { storedGame } from './stored-game.ts';

/** Every turn of a seeded 4-player Suburbia Inc game, as the policy plays it. */
const turnsOf = (seed: number): readonly GameState[] => {
  const states: GameState[] = [];
  let state = newGame({ players: 4, sets: ['inc'] }, seed);
  while (state.phase !== 'finished') {
    if (state.phase === 'playing') states.push(state);
    const applied = applyMove(state, choosePolicyMove(state));
    if (!applied.ok) throw new Error(applied.rejection.code);
    state = applied.state;
  }
  return states;
};

describe("Suburbia Inc's turn menus over seeded 4-player games", () => {
  it('offer at most 25 options in each first-step select, and every move the policy makes through them', { timeout: 120_000 }, () => {
    let borders = 0;
    for (const seed of [1, 2]) {
      for (const state of turnsOf(seed)) {
        const message = actionStep({ game: storedGame(state), state, seat: state.toMove });
        for (const row of message.rows ?? []) if ('select' in row) expect(row.select.options.length).toBeLessThanOrEqual(25);
        const move = choosePolicyMove(state);
        if (move.kind === 'chooseGoal' || move.kind === 'keepRandomGoal' || move.kind === 'undo') continue;
        const choice = choiceOfMove(move);
        expect(offeredCodes(state)).toContain(actionCode(choice, state));
        expect(spotOfMove(state, move, choice), JSON.stringify(move)).toBeGreaterThanOrEqual(0);
        if (move.kind === 'border' || move.kind === 'lakeBorder') borders += 1;
      }
    }
    expect(borders).toBeGreaterThan(0);
  });
});
