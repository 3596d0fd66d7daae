/**
 * What a change to the mover's numbers is worth, in final population. Population counts 1; each reputation point
 * adds population on every remaining turn; each income point adds $ on every remaining turn; $ are worth a fifth
 * of a population at the end (final scoring: $5 → 1) and more while they can still buy tiles.
 */
import type { Stat } from '../tiles/index.ts';

export type StatDeltas = Record<Stat, number>;

/** Stat changes all at zero (gold stars are valued apart, by the Star track: star-value.ts). */
export const zeroDeltas = (): StatDeltas => ({ money: 0, income: 0, reputation: 0, population: 0, stars: 0 });

/**
 * Tuned by self-play (one seat with a variant against three without, 300 four-player games each): $ are worth
 * more while they can still buy tiles, and a reputation point is worth well under its face value of one
 * population per turn, because the population it brings pushes the borough across red lines.
 */
export const MONEY_AT_END = 0.2;
export const MONEY_EARLY_EXTRA = 0.5;
export const MONEY_EXTRA_FADES_OVER = 12;
export const REPUTATION_DISCOUNT = 0.4;

/** The value weights as one record (weights.ts: NORMAL_WEIGHTS, the constants above and the goals' pull). */
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

/** Population value of $1 with `turnsLeft` turns to go. */
export const moneyValue = (turnsLeft: number, w: PolicyWeights): number => w.moneyAtEnd + w.moneyEarlyExtra * Math.min(1, turnsLeft / w.moneyExtraFadesOver);

/** The worth of changes to $, income, reputation and population with `turnsLeft` turns to go; $1 is worth `money`. */
export const statsValue = (cash: number, income: number, reputation: number, population: number, turnsLeft: number, money: number, w: PolicyWeights): number =>
  population + reputation * turnsLeft * w.reputationDiscount + income * turnsLeft * money + cash * money;
