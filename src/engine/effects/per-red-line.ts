/** "+n stat for each red line you cross after building it" (Casino, PR Firm; upward crossings only, decision 2). */
import { amountPhrase } from './phrases.ts';
import type { EffectWord } from './word.ts';

export const PER_RED_LINE_CROSSED: EffectWord<'perRedLineCrossed'> = {
  cause: () => 'per red line crossed',
  face: (e) => `${amountPhrase(e.stat, e.amount)} for each red line you cross after building it`,
  countNow: () => 0,
  countAdded: () => 0,
  hearsOtherBoroughs: () => false,
  perRedLineUp: (e) => e.amount,
  countsAdjacent: () => false,
  reactsToOwnPlacements: () => false,
  // the policy does not foresee red lines it would cross later
  estimateCount: () => 0,
};
