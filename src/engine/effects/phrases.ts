/** The pieces of effect wording: "+1 income", "take $2", "residential or civic tiles", "Nightlife tile". */
import type { Match, SetMark, Stat } from '../tiles/vocabulary.ts';

const ICON_WORDS: Readonly<Record<string, string>> = { carDealership: 'car dealership' };
/** How a set mark reads in a count; the Star mark makes a Star tile. */
export const SET_WORDS: { readonly [S in SetMark]: string } = { inc: 'Inc.', star: 'Star', nightlife: 'Nightlife', con: 'Con', essen: 'Essen' };

/**
 * The short words for what a rule counts, as change causes show them: "commercial", "office", "Nightlife",
 * "building" for all four categories.
 */
export const matchWords = (match: Match): string => {
  const words = [...(match.categories ?? []), ...(match.icons ?? []).map((i) => ICON_WORDS[i] ?? i), ...(match.sets ?? []).map((s) => SET_WORDS[s]), ...(match.lakes === true ? ['lake'] : []), ...(match.borders === true ? ['border'] : [])];
  if (words.length === 4 && match.categories?.length === 4) return 'building';
  return words.join('/');
};

const listed = (words: readonly string[]): string => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`);

/** What a rule counts, as a tile face says it: "residential or civic tile", "office", "Nightlife tile", "lake". */
export const matchPhrase = (match: Match, plural: boolean): string => {
  const s = plural ? 's' : '';
  const parts: string[] = [];
  const categories = match.categories ?? [];
  if (categories.length === 4) parts.push(`building${s}`);
  else if (categories.length > 0) parts.push(`${listed(categories)} tile${s}`);
  for (const i of match.icons ?? []) parts.push(`${ICON_WORDS[i] ?? i}${s}`);
  for (const set of match.sets ?? []) parts.push(`${SET_WORDS[set]} tile${s}`);
  if (match.lakes === true) parts.push(`lake${s}`);
  if (match.borders === true) parts.push(`border${s}`);
  return listed(parts);
};

const signed = (amount: number): string => (amount < 0 ? `−${-amount}` : `+${amount}`);

/** An amount of a stat as a tile face says it: "+1 income", "−2 reputation", "take $2", "pay $2", "+1 gold star". */
export const amountPhrase = (stat: Stat, amount: number): string => {
  switch (stat) {
    case 'money':
      return amount < 0 ? `pay $${-amount}` : `take $${amount}`;
    case 'stars':
      return `${signed(amount)} gold star${Math.abs(amount) === 1 ? '' : 's'}`;
    default:
      return `${signed(amount)} ${stat}`;
  }
};
