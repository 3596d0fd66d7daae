/**
 * Border geometry (decision 18, docs/rules.md R32). A border lies along a straight line of cells in one of the three
 * hex axes: its 4 slots are 4 consecutive cells of that line, and it covers the 5 cells of the next parallel line on
 * its outer side that touch those slots. A footprint names the side the covered cells face (`side`, an index of
 * NEIGHBOUR_OFFSETS) and its first slot; the slots run in direction `side + 2`, so each slot's neighbours in
 * directions `side` and `side + 1` are covered cells, and the 6 sides give the 6 orientations (3 axes × 2 faces).
 */
import { NEIGHBOUR_OFFSETS, areAdjacent, type Axial } from './hex.ts';
import type { BorderFootprint } from './state.ts';

export type BorderCells = {
  /** 4 cells, in line order from `first` */
  readonly slots: readonly Axial[];
  /** 5 cells, in the same line order */
  readonly covered: readonly Axial[];
};

export const SLOTS_PER_BORDER = 4;
export const COVERED_PER_BORDER = 5;
export const SIDES = [0, 1, 2, 3, 4, 5] as const;

const offset = (i: number): Axial => {
  const d = NEIGHBOUR_OFFSETS[((i % 6) + 6) % 6];
  if (d === undefined) throw new Error(`no direction ${i}`);
  return d;
};

/** The direction a border facing `side` runs in, from its first slot. */
export const lineDirection = (side: number): Axial => offset(side + 2);

/** The direction from a border's slots to the cells it covers, for a border facing `side`. */
export const coveredDirection = (side: number): Axial => offset(side);

/** The slots and covered cells of a footprint, worked out afresh (for a footprint only tried once). */
export const cellsOfFootprint = (f: BorderFootprint): BorderCells => {
  const along = lineDirection(f.side);
  const out = coveredDirection(f.side);
  const slots = Array.from({ length: SLOTS_PER_BORDER }, (_, k) => ({ q: f.first.q + k * along.q, r: f.first.r + k * along.r }));
  const covered = Array.from({ length: COVERED_PER_BORDER }, (_, k) => ({ q: f.first.q + out.q + k * along.q, r: f.first.r + out.r + k * along.r }));
  return { slots, covered };
};

const cellsCache = new WeakMap<BorderFootprint, BorderCells>();

/** The slots and covered cells of a footprint; cached per (immutable) footprint, as placed borders are asked again and again. */
export const borderCells = (f: BorderFootprint): BorderCells => {
  let cells = cellsCache.get(f);
  if (cells === undefined) {
    cells = cellsOfFootprint(f);
    cellsCache.set(f, cells);
  }
  return cells;
};

/** Whether `cell` is one of the footprint's slots. */
export const isSlotOf = (f: BorderFootprint, cell: Axial): boolean => borderCells(f).slots.some((s) => s.q === cell.q && s.r === cell.r);

/** Whether two footprints (by their cells) may not lie in one borough: a covered cell equal to or touching another's, a shared slot, or a slot on another's covered cells. */
export const cellsClash = (ca: BorderCells, cb: BorderCells): boolean => {
  const same = (x: Axial, y: Axial): boolean => x.q === y.q && x.r === y.r;
  for (const x of ca.covered) for (const y of cb.covered) if (same(x, y) || areAdjacent(x, y)) return true;
  for (const x of ca.slots) for (const y of cb.slots) if (same(x, y)) return true;
  for (const x of ca.slots) for (const y of cb.covered) if (same(x, y)) return true;
  for (const x of cb.slots) for (const y of ca.covered) if (same(x, y)) return true;
  return false;
};

/** Whether `side` names one of the six orientations. */
export const isSide = (side: number): boolean => Number.isInteger(side) && side >= 0 && side < 6;
