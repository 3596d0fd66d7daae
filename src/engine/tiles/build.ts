/** Shorthand for writing tile records: the effect words with their scope spelled as the tile faces say it. */
import type { Category, Effect, Icon, Match, SetMark, Stat } from './vocabulary.ts';

export const R: Category = 'residential';
export const C: Category = 'commercial';
export const I: Category = 'industrial';
export const V: Category = 'civic';

export const categories = (...listed: Category[]): Match => ({ categories: listed });
export const icons = (...listed: Icon[]): Match => ({ icons: listed });
export const marked = (...listed: SetMark[]): Match => ({ sets: listed });
/** the four building categories: "each adjacent building" */
export const BUILDINGS: Match = categories(R, C, I, V);

/** "+n stat for each adjacent …" */
export const eachAdjacent = (stat: Stat, amount: number, match: Match): Effect => ({ kind: 'perTile', stat, amount, scope: 'adjacent', match });
/** "+n stat for each of your …" (this tile included when it matches) */
export const eachOfYour = (stat: Stat, amount: number, match: Match): Effect => ({ kind: 'perTile', stat, amount, scope: 'own', match });
/** "+n stat for every … in every borough" (this tile included when it matches) */
export const everyBorough = (stat: Stat, amount: number, match: Match): Effect => ({ kind: 'perTile', stat, amount, scope: 'every', match });
/** "+n stat for each … in all other boroughs" */
export const otherBoroughs = (stat: Stat, amount: number, match: Match): Effect => ({ kind: 'perTile', stat, amount, scope: 'others', match });
/** "−n stat for every … built after this one", in every borough */
export const laterOnes = (stat: Stat, amount: number, match: Match): Effect => ({ kind: 'perTile', stat, amount, scope: 'every', match, laterOnly: true });
