/** What the engine does not know about a seat: who sits there. The bot supplies it from its store. */
export type SeatInfo = { readonly name: string; readonly bot: boolean };

export type TableInfo = {
  /** the game's name as people know it, e.g. "Suburbia #12" */
  readonly title: string;
  /** by seat index */
  readonly seats: readonly SeatInfo[];
};

/**
 * Characters the shipped fonts can draw (Inter's Latin and Latin Extended subsets: Basic Latin, Latin-1,
 * Latin Extended-A/B and Additional, general punctuation, the euro sign). Anything else — emoji, other
 * scripts — would print as empty boxes on a machine without system fonts, so it is left out of names.
 */
const DRAWABLE = /[\u0020-\u007E\u00A0-\u024F\u1E00-\u1EFF\u2000-\u206F\u20AC]/u;

/** A seat's name as the pictures print it: undrawable characters removed, "Seat N" when nothing is left. */
export const seatName = (table: TableInfo, seat: number): string => {
  const raw = table.seats[seat]?.name ?? '';
  const drawable = [...raw].filter((ch) => DRAWABLE.test(ch)).join('').replace(/\s+/g, ' ').trim();
  return drawable === '' ? `Seat ${seat + 1}` : drawable;
};
