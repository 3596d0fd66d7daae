/**
 * The six sides a border may face, in words a phone shows on a button. A side is the index in NEIGHBOUR_OFFSETS
 * (clockwise from up) of the direction its covered cells lie in; with the next direction, they point between two
 * edges of a flat-topped hex: side 0 between up and upper right (its covered cells lie to the upper right of its
 * slots), and so on clockwise.
 */
const SIDE_WORDS = ['↗ upper right', '→ right', '↘ lower right', '↙ lower left', '← left', '↖ upper left'] as const;

export const sideWords = (side: number): string => SIDE_WORDS[side] ?? `side ${side}`;
