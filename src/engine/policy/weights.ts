/**
 * The policy's value weights as one record, so a player can be the same policy with other values (the arena's
 * perturbed players). NORMAL_WEIGHTS are the tuned constants themselves: with them the policy makes exactly its
 * usual moves.
 */
import { GOAL_PULL } from './goal-pull.ts';
import { MONEY_AT_END, MONEY_EARLY_EXTRA, MONEY_EXTRA_FADES_OVER, REPUTATION_DISCOUNT } from './value.ts';

export type PolicyWeights = {
  /** population worth of $1 at the end */
  readonly moneyAtEnd: number;
  /** extra worth of $1 while it can still buy tiles */
  readonly moneyEarlyExtra: number;
  /** turns to go below which that extra fades */
  readonly moneyExtraFadesOver: number;
  /** share of a reputation point's face value (one population per turn) it is worth */
  readonly reputationDiscount: number;
  /** share of a goal's bonus one step towards it is worth */
  readonly goalPull: number;
};

export const NORMAL_WEIGHTS: PolicyWeights = {
  moneyAtEnd: MONEY_AT_END,
  moneyEarlyExtra: MONEY_EARLY_EXTRA,
  moneyExtraFadesOver: MONEY_EXTRA_FADES_OVER,
  reputationDiscount: REPUTATION_DISCOUNT,
  goalPull: GOAL_PULL,
};
