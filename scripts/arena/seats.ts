/**
 * The arena's seat names: the three strengths, the uniform player, and `perturbed` — the built-in policy with other
 * value weights (the hard player's playouts use the normal weights, so these are opponents it has not modelled).
 */
import {
  chooseMove,
  chooseUniformMove,
  choosePolicyGoal,
  choosePolicyMove,
  NORMAL_WEIGHTS,
  seatSeed,
  STRENGTHS,
  type GameState,
  type Move,
  type PolicyWeights,
  type Seat,
} from '../../src/engine/index.ts';

export const SEAT_NAMES = [...STRENGTHS, 'uniform', 'perturbed'] as const;
export type SeatName = (typeof SEAT_NAMES)[number];

export const isSeatName = (name: string): name is SeatName => (SEAT_NAMES as readonly string[]).includes(name);

/** The perturbed players' weights: money worth more, reputation worth more, goals pulling harder (one per perturbed seat, in turn). */
export const PERTURBED_WEIGHTS: readonly PolicyWeights[] = [
  { ...NORMAL_WEIGHTS, moneyAtEnd: 0.3, moneyEarlyExtra: 0.8 },
  { ...NORMAL_WEIGHTS, reputationDiscount: 0.6 },
  { ...NORMAL_WEIGHTS, goalPull: 0.5, moneyExtraFadesOver: 8 },
];

export type Player = (state: GameState, seat: Seat) => Move;

const perturbed =
  (w: PolicyWeights): Player =>
  (state, seat) =>
    state.phase === 'goals' ? choosePolicyGoal(state, seat) : choosePolicyMove(state, w);

/** The player for a seat name; `perturbedIndex` picks the weights of the n-th perturbed seat. */
export const playerFor = (name: SeatName, perturbedIndex: number, budget: number | undefined): Player => {
  switch (name) {
    case 'uniform':
      return (state, seat) => chooseUniformMove(state, seat, seatSeed(state, seat))[0];
    case 'perturbed':
      return perturbed(PERTURBED_WEIGHTS[perturbedIndex % PERTURBED_WEIGHTS.length] ?? NORMAL_WEIGHTS);
    default:
      return (state, seat) => chooseMove(state, seat, name, budget === undefined ? {} : { budget });
  }
};
