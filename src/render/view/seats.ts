/** What the engine does not know about a seat: who sits there. The bot supplies it from its store. */
export type SeatInfo = {
  readonly name: string;
  readonly bot: boolean;
  /** the name where room is short, when it has one: "Dale" for "Dale the Bot", "Bot 2" for "Bot 2 (hard)" */
  readonly short?: string;
};

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

const drawable = (raw: string): string => [...raw].filter((ch) => DRAWABLE.test(ch)).join('').replace(/\s+/g, ' ').trim();

/** A seat's name as the pictures print it: undrawable characters removed, "Seat N" when nothing is left. */
export const seatName = (table: TableInfo, seat: number): string => {
  const name = drawable(table.seats[seat]?.name ?? '');
  return name === '' ? `Seat ${seat + 1}` : name;
};

/** A seat's short name as the pictures print it, when it has one that is drawable and not its name. */
export const seatShortName = (table: TableInfo, seat: number): string | undefined => {
  const short = drawable(table.seats[seat]?.short ?? '');
  return short === '' || short === seatName(table, seat) ? undefined : short;
};
