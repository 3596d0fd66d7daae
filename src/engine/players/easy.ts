/**
 * The easy player: the built-in policy's move, except that on a share of its decisions (drawn from its seat's
 * seed) it plays the uniform player's move instead.
 */
import type { Move } from '../moves.ts';
import { choosePolicyGoal, choosePolicyMove } from '../policy/index.ts';
import { nextBelow, seedRng } from '../rng.ts';
import type { GameState, Seat } from '../state.ts';
import { seatSeed } from './seat-seed.ts';
import { chooseUniformMove } from './uniform.ts';

/**
 * Share of decisions (in per mille) played uniformly at random. Tuned by the arena (4 players, seats rotated):
 * normal must win ≥ 60 % against three easys and easy ≥ 80 % against three uniform players.
 */
export const EASY_RANDOM_PER_MILLE = 400;

export const chooseEasyMove = (state: GameState, seat: Seat): Move => {
  const [roll, rng] = nextBelow(seedRng(seatSeed(state, seat)), 1000);
  if (roll < EASY_RANDOM_PER_MILLE) return chooseUniformMove(state, seat, rng)[0];
  return state.phase === 'goals' ? choosePolicyGoal(state, seat) : choosePolicyMove(state);
};
