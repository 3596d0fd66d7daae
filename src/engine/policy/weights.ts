/**
 * The policy's value weights as one record, so a player can be the same policy with other values (the arena's
 * perturbed players). NORMAL_WEIGHTS are the tuned constants themselves: with them the policy makes exactly its
 * usual moves.
 */
import { GOAL_PULL } from './goal-pull.ts';
import { MONEY_AT_END, MONEY_EARLY_EXTRA, MONEY_EXTRA_FADES_OVER, REPUTATION_DISCOUNT, type PolicyWeights } from './value.ts';

export type { PolicyWeights } from './value.ts';

export const NORMAL_WEIGHTS: PolicyWeights = {
  moneyAtEnd: MONEY_AT_END,
  moneyEarlyExtra: MONEY_EARLY_EXTRA,
  moneyExtraFadesOver: MONEY_EXTRA_FADES_OVER,
  reputationDiscount: REPUTATION_DISCOUNT,
  goalPull: GOAL_PULL,
};
