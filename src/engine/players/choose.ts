/**
 * One entry point for every built-in player: the move `seat` makes at `strength`, in any set mix, player count and
 * mode, the secret-goal choice included. Each decides from the seat's own view (public view, its own goals and
 * offers) and is deterministic: the same view gives the same move.
 */
import type { Move } from '../moves.ts';
import { choosePolicyGoal, choosePolicyMove } from '../policy/index.ts';
import type { GameState, Seat } from '../state.ts';
import { chooseEasyMove } from './easy.ts';
import { chooseSearchMove, SEARCH_BUDGET } from './search.ts';
import type { Strength } from './strength.ts';

export type ChooseOptions = {
  /** the hard player's budget in simulated turns (default SEARCH_BUDGET) */
  readonly budget?: number;
};

/** Whether `seat` has a decision to make now: its secret goal in the goals phase, or its turn. */
const decides = (state: GameState, seat: Seat): boolean => {
  const me = state.players[seat];
  if (me === undefined || me.isDale === true) return false;
  if (state.phase === 'goals') return me.secretGoalOffers.length > 0;
  return state.phase === 'playing' && state.toMove === seat;
};

export const chooseMove = (state: GameState, seat: Seat, strength: Strength, options: ChooseOptions = {}): Move => {
  if (!decides(state, seat)) throw new Error(`chooseMove: seat ${seat} has nothing to decide`);
  switch (strength) {
    case 'easy':
      return chooseEasyMove(state, seat);
    case 'normal':
      return state.phase === 'goals' ? choosePolicyGoal(state, seat) : choosePolicyMove(state);
    case 'hard':
      return chooseSearchMove(state, seat, options.budget ?? SEARCH_BUDGET);
  }
};
