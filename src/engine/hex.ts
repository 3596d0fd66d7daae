/**
 * Borough geometry in axial coordinates (decision 9, docs/rules.md).
 * Hexes are flat-topped; a cell's centre is x = 1.5·q, y = √3·(r + q/2) in hex-size units, y downwards.
 * Pixels belong to the renderer: this module only knows cells and neighbours.
 */
export type Axial = { readonly q: number; readonly r: number };

/** The six edge-sharing neighbours of a flat-topped axial hex, clockwise from "up" (0, −1). */
export const NEIGHBOUR_OFFSETS: readonly Axial[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export const axial = (q: number, r: number): Axial => ({ q, r });

export const sameCell = (a: Axial, b: Axial): boolean => a.q === b.q && a.r === b.r;

export const cellKey = (a: Axial): string => `${a.q},${a.r}`;

export const neighbours = (a: Axial): readonly Axial[] =>
  NEIGHBOUR_OFFSETS.map((d) => ({ q: a.q + d.q, r: a.r + d.r }));

/** Edge-sharing: the axial hex distance max(|Δq|, |Δr|, |Δq + Δr|) is exactly 1 (one of NEIGHBOUR_OFFSETS). */
export const areAdjacent = (a: Axial, b: Axial): boolean => {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) === 1;
};

/** The starting column beside the Borough Board: Suburbs (0,0), Community Park (0,−1), Heavy Factory (0,−2). */
export const STARTING_CELLS = {
  suburbs: axial(0, 0),
  park: axial(0, -1),
  factory: axial(0, -2),
} as const;

/**
 * The Borough Board lies below the Suburbs and blocks exactly the cells with |q| ≤ 3 and
 * 0 < r + q/2 ≤ 2.5 (18 cells). Every other cell is open (decision 9).
 */
export const isBoroughBoardCell = (a: Axial): boolean => {
  const depth = a.r + a.q / 2;
  return Math.abs(a.q) <= 3 && depth > 0 && depth <= 2.5;
};
