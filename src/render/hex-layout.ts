import type { Cell } from './view-model.ts';

/** The engine's neighbour order, which its side and edge numbers follow (src/engine/hex.ts). */
export { NEIGHBOUR_OFFSETS } from '../engine/index.ts';

/**
 * Axial → pixel for flat-topped hexes (decision 9, docs/rules.md): a cell's centre is
 * x = 1.5·q·s, y = √3·(r + q/2)·s for hex size s (centre to corner), y downwards.
 */
export const SQRT3 = Math.sqrt(3);

export type Point = { readonly x: number; readonly y: number };

export const cellCentre = (cell: Cell, size: number): Point => ({
  x: 1.5 * cell.q * size,
  y: SQRT3 * (cell.r + cell.q / 2) * size,
});

/** The six corners of a flat-topped hex, starting at the right-hand corner. */
export const hexCorners = (centre: Point, size: number): readonly Point[] =>
  [0, 1, 2, 3, 4, 5].map((i) => ({
    x: centre.x + size * Math.cos((Math.PI / 3) * i),
    y: centre.y + size * Math.sin((Math.PI / 3) * i),
  }));

/** Extent of a set of cells in hex-size units (outer corners included). */
export type UnitBounds = { readonly minX: number; readonly maxX: number; readonly minY: number; readonly maxY: number };

export const unitBounds = (cells: readonly Cell[]): UnitBounds => {
  const centres = cells.map((c) => cellCentre(c, 1));
  const xs = centres.map((p) => p.x);
  const ys = centres.map((p) => p.y);
  return {
    minX: Math.min(...xs) - 1,
    maxX: Math.max(...xs) + 1,
    minY: Math.min(...ys) - SQRT3 / 2,
    maxY: Math.max(...ys) + SQRT3 / 2,
  };
};

export type BoroughLayout = {
  /** hex size in pixels */
  readonly size: number;
  readonly width: number;
  readonly height: number;
  /** pixel position of cell (0, 0)'s centre inside the laid-out area */
  readonly origin: Point;
};

/**
 * Fits cells (plus `margin` hex sizes on every side) into `maxWidth` (and `maxHeight` when given) with hexes no larger than `maxSize`, so a
 * three-tile borough and a thirty-tile borough each fill their panel at the largest legible size.
 */
export const fitCells = (
  cells: readonly Cell[],
  box: { readonly maxWidth: number; readonly maxHeight?: number; readonly maxSize: number; readonly margin?: number },
): BoroughLayout => {
  const m = box.margin ?? 0;
  const inner = unitBounds(cells);
  const b = { minX: inner.minX - m, maxX: inner.maxX + m, minY: inner.minY - m, maxY: inner.maxY + m };
  const unitWidth = b.maxX - b.minX;
  const unitHeight = b.maxY - b.minY;
  const byHeight = box.maxHeight === undefined ? Number.POSITIVE_INFINITY : box.maxHeight / unitHeight;
  // whole pixels, so that drawn tile faces are reused from the cache across pictures and turns
  const size = Math.max(1, Math.floor(Math.min(box.maxSize, box.maxWidth / unitWidth, byHeight)));
  return {
    size,
    width: Math.ceil(unitWidth * size),
    height: Math.ceil(unitHeight * size),
    origin: { x: -b.minX * size, y: -b.minY * size },
  };
};
