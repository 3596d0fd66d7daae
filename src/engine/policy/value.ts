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
const MONEY_AT_END = 0.2;
const MONEY_EARLY_EXTRA = 0.5;
const MONEY_EXTRA_FADES_OVER = 12;
export const REPUTATION_DISCOUNT = 0.4;

/** Population value of $1 with `turnsLeft` turns to go. */
export const moneyValue = (turnsLeft: number): number => MONEY_AT_END + MONEY_EARLY_EXTRA * Math.min(1, turnsLeft / MONEY_EXTRA_FADES_OVER);

/** The worth of changes to $, income, reputation and population with `turnsLeft` turns to go; $1 is worth `money`. */
export const statsValue = (cash: number, income: number, reputation: number, population: number, turnsLeft: number, money: number): number =>
  population + reputation * turnsLeft * REPUTATION_DISCOUNT + income * turnsLeft * money + cash * money;
