/**
 * Red lines on the population track (decision 4): the first population value past each line. The track is
 * unbounded; from 101 on a line falls after every even number (seed 004: off the end, a line after every even number).
 */
const FIRST_VALUES_PAST_LINES: readonly number[] = [15, 22, 29, 35, 41, 47, 53, 59, 64, 69, 74, 78, 82, 86, 89, 92, 95, 98, 101];
const LAST_LISTED = 101;

/** Number of red lines whose first value past the line is ≤ p. */
const linesAtOrBelow = (p: number): number => {
  if (p < LAST_LISTED) {
    let n = 0;
    for (const v of FIRST_VALUES_PAST_LINES) if (v <= p) n += 1;
    return n;
  }
  return FIRST_VALUES_PAST_LINES.length + Math.floor((p - LAST_LISTED) / 2);
};

/** Red lines crossed moving from population `from` to `to`: positive upward, negative downward. */
export const redLinesCrossed = (from: number, to: number): number => linesAtOrBelow(to) - linesAtOrBelow(from);

/** The first population value past the next red line above `population` (for "distance to the next red line"). */
export const redLineAfter = (population: number): number => {
  const listed = FIRST_VALUES_PAST_LINES.find((v) => v > population);
  if (listed !== undefined) return listed;
  const odd = population % 2 === 0 ? population + 1 : population + 2;
  return odd;
};

const LISTED: ReadonlySet<number> = new Set(FIRST_VALUES_PAST_LINES);

/** True when a red line lies just below `value` (so reaching it from below crosses one). */
export const isFirstPastLine = (value: number): boolean => (value <= LAST_LISTED ? LISTED.has(value) : (value - LAST_LISTED) % 2 === 0);
