/** The final results' message text within Discord's 2,000 characters, the mentions that ping the players always whole. */

/** Discord's limit on a message's content. */
export const CONTENT_LIMIT = 2000;

export type ResultsText = {
  /** "**Game** is over. Ada wins with 98." — always kept */
  readonly headline: string;
  /** the Star track's and Law Office's words, which may run long with many ties: cut short first */
  readonly details: string;
  /** each person's rating change, on a line of its own; kept whole when it fits */
  readonly ratings: string;
  /** "<@1> <@2>" */
  readonly mentions: string;
};

const cut = (text: string, room: number): string => (text.length <= room ? text : room <= 1 ? '' : `${text.slice(0, room - 1)}…`);

/** Headline, details, ratings and mentions in that order; beyond the limit the details are cut, then the ratings. */
export const resultsText = ({ headline, details, ratings, mentions }: ResultsText): string => {
  const tail = mentions === '' ? '' : ` ${mentions}`;
  const ratingLine = ratings === '' ? '' : `\n${ratings}`;
  const room = CONTENT_LIMIT - headline.length - tail.length;
  const keptRatings = cut(ratingLine, room);
  const keptDetails = cut(details, room - keptRatings.length);
  return `${headline}${keptDetails}${keptRatings}${tail}`.trim();
};
