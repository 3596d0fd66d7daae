/**
 * What bonus, challenge and goal counts see in a borough (decisions 19–21, docs/rules.md R38): its hex tiles and its borders.
 * Category, icon and set counts count face-up pieces (a face-up border carries its set mark and nothing else);
 * lake counts count lakes, the face-down tiles and the Lake Borders. Without borders only the hex tiles count,
 * as in the base game.
 */
import type { PlacedBorder, PlacedTile } from './state.ts';
import { borderById } from './tiles/index.ts';
import { matchBits, traitsOf } from './tiles/traits.ts';
import type { Match } from './tiles/vocabulary.ts';

export type Pieces = { readonly borough: readonly PlacedTile[]; readonly borders?: readonly PlacedBorder[] | undefined };

/** The borough's face-up borders (a Lake Border is no border for these counts, decision 19). */
export const faceUpBorders = (p: Pieces): number => {
  let n = 0;
  for (const b of p.borders ?? []) if (b.faceDown === undefined) n += 1;
  return n;
};

const borderMatches = (b: PlacedBorder, match: Match): boolean => {
  if (b.faceDown === 'lake') return match.lakes === true;
  return match.borders === true || match.sets?.includes(borderById(b.borderId).set) === true;
};

/** The pieces matching `match`: face-up hex tiles by category, icon or set mark, lakes, and borders as above. */
export const piecesMatching = (p: Pieces, match: Match): number => {
  const bits = matchBits(match);
  let n = 0;
  for (const t of p.borough) if ((bits & traitsOf(t)) !== 0) n += 1;
  if (p.borders !== undefined) for (const b of p.borders) if (borderMatches(b, match)) n += 1;
  return n;
};
