import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoroughBorder, BoroughView, Cell, PlacementSpot } from '../view-model.ts';
import { font } from '../fonts.ts';
import { cellCentre, fitCells, NEIGHBOUR_OFFSETS, SQRT3, type BoroughLayout, type Point } from '../hex-layout.ts';
import { ACCENT, BOARD_STYLE, HIGHLIGHT, INK, OPEN_CELL } from '../palette.ts';
import { hexLakeFace, hexPath, hexTileFace, pasteFace } from './hex-face.ts';
import { drawBorderPiece } from './border-piece.ts';
import { drawInvestmentMarker } from './icons.ts';


/** Every cell of a borough's borders: their slots and the cells their pieces cover. */
export const borderCellsOf = (borders: readonly BoroughBorder[] | undefined): readonly Cell[] =>
  borders === undefined ? [] : borders.flatMap((b) => [...b.slots, ...b.covered]);

/** The cells a borough picture must show whole: its tiles, its borders, any numbered spots and any `extra` cells. */
const shownCells = (borough: BoroughView, spots: readonly PlacementSpot[], extra: readonly Cell[]): readonly Cell[] => {
  const shown = [...borough.cells.map((c) => c.at), ...borderCellsOf(borough.borders), ...spots.map((s) => s.at), ...extra];
  return shown.length === 0 ? borough.boardCells : shown;
};

/**
 * Around the cells shown whole, a margin of most of a hex shows the open ground (and the Borough Board's edge)
 * without spending a whole ring of empty hexes' worth of pixels; board and open ground are cut off there.
 */
const MARGIN_HEXES = 0.7;

/** Lays a borough out in a box; `extra` cells (a border being placed) are shown whole too, like numbered spots. */
export const layoutBorough = (
  borough: BoroughView,
  box: { readonly maxWidth: number; readonly maxHeight?: number; readonly maxSize: number },
  spots: readonly PlacementSpot[] = [],
  extra: readonly Cell[] = [],
): BoroughLayout => fitCells(shownCells(borough, spots, extra), { ...box, margin: spots.length > 0 || extra.length > 0 ? 0.15 : MARGIN_HEXES });

export const at = (layout: BoroughLayout, offset: Point, cell: Cell): Point => {
  const c = cellCentre(cell, layout.size);
  return { x: offset.x + layout.origin.x + c.x, y: offset.y + layout.origin.y + c.y };
};

/**
 * The Borough Board as one flat shape over its cells, cut off at the borough's area, labelled where it shows,
 * so nobody mistakes it for building space.
 */
const drawBoard = (ctx: SKRSContext2D, cells: readonly Cell[], layout: BoroughLayout, offset: Point): void => {
  ctx.save();
  for (const cell of cells) {
    hexPath(ctx, at(layout, offset, cell), layout.size + 0.5);
    ctx.fillStyle = BOARD_STYLE.fill;
    ctx.fill();
  }
  // The label sits in the board's middle column (q = 0), which no tile can touch from the side, within
  // the part of that column the picture shows.
  const column = cells.filter((c) => c.q === 0).map((c) => at(layout, offset, c).y);
  const halfHex = (SQRT3 / 2) * layout.size;
  const top = Math.max(Math.min(...column) - halfHex, offset.y);
  const bottom = Math.min(Math.max(...column) + halfHex, offset.y + layout.height);
  const px = Math.min(layout.size * 0.42, (bottom - top) * 0.7);
  if (column.length > 0 && px >= 12) {
    ctx.fillStyle = BOARD_STYLE.text;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = font(px, 'bold');
    // kept whole inside the picture when the middle column sits near its edge
    const half = ctx.measureText('BOROUGH BOARD').width / 2 + 6;
    const cx = Math.min(Math.max(offset.x + layout.origin.x, offset.x + half), offset.x + layout.width - half);
    ctx.fillText('BOROUGH BOARD', cx, (top + bottom) / 2);
  }
  ctx.restore();
};

/**
 * A legal spot: an empty hex highlighted with its number large in a ring; on a built tile (investments) a
 * heavy outline and the number in a smaller ring in the hex's upper right, so the tile stays readable.
 */
const drawSpot = (ctx: SKRSContext2D, spot: PlacementSpot, centre: Point, size: number, occupied: boolean): void => {
  ctx.save();
  hexPath(ctx, centre, size - 3);
  if (!occupied) {
    ctx.fillStyle = HIGHLIGHT;
    ctx.fill();
  }
  ctx.setLineDash(occupied ? [] : [size * 0.15, size * 0.1]);
  ctx.lineWidth = occupied ? Math.max(4, size / 10) : Math.max(2, size / 22);
  ctx.strokeStyle = occupied ? ACCENT : INK;
  ctx.stroke();
  ctx.setLineDash([]);
  const radius = occupied ? size * 0.3 : size * 0.48;
  const c = occupied ? { x: centre.x + size * 0.55, y: centre.y - size * 0.55 } : centre;
  ctx.beginPath();
  ctx.arc(c.x, c.y, radius, 0, Math.PI * 2);
  ctx.fillStyle = '#FFFFFF';
  ctx.fill();
  ctx.lineWidth = Math.max(3, size / 16);
  ctx.strokeStyle = ACCENT;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = font(radius * (spot.number >= 10 ? 0.95 : 1.15), 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(spot.number), c.x, c.y + radius * 0.05);
  ctx.restore();
};

/**
 * The open cells around the tiles, as one faint tinted area: where a player can build next. (A filled area
 * instead of outlined cells: thin outlines cost a quarter more PNG bytes and encoding time.)
 */
const drawOpenCells = (ctx: SKRSContext2D, borough: BoroughView, layout: BoroughLayout, offset: Point): void => {
  const covered = borough.borders === undefined ? [] : borough.borders.flatMap((b) => b.covered);
  const taken = new Set([...borough.cells.map((c) => c.at), ...borough.boardCells, ...covered].map((c) => `${c.q},${c.r}`));
  const open = new Map<string, Cell>();
  for (const t of borough.cells) {
    for (const d of NEIGHBOUR_OFFSETS) {
      const n = { q: t.at.q + d.q, r: t.at.r + d.r };
      const key = `${n.q},${n.r}`;
      if (!taken.has(key)) open.set(key, n);
    }
  }
  // an empty slot takes a tile even where it touches none (decision 18); a covered cell never does
  for (const slot of borough.borders?.flatMap((b) => b.slots) ?? []) {
    const key = `${slot.q},${slot.r}`;
    if (!taken.has(key)) open.set(key, slot);
  }
  ctx.save();
  ctx.fillStyle = OPEN_CELL;
  for (const cell of open.values()) {
    hexPath(ctx, at(layout, offset, cell), layout.size + 0.5);
    ctx.fill();
  }
  ctx.restore();
};

/** The borough's borders as pieces, with the slots that hold a tile left to the tile's face. */
const drawBorders = (ctx: SKRSContext2D, borough: BoroughView, layout: BoroughLayout, offset: Point): void => {
  const built = new Set(borough.cells.map((c) => `${c.at.q},${c.at.r}`));
  for (const piece of borough.borders ?? []) {
    drawBorderPiece(ctx, piece, (cell) => at(layout, offset, cell), layout.size, (c) => built.has(`${c.q},${c.r}`));
  }
};

/** Draws a borough laid out by `layoutBorough` with its top-left corner at `offset`. */
export const drawBorough = (
  ctx: SKRSContext2D,
  borough: BoroughView,
  layout: BoroughLayout,
  offset: Point,
  spots: readonly PlacementSpot[] = [],
): void => {
  ctx.save();
  ctx.beginPath();
  ctx.rect(offset.x, offset.y, layout.width, layout.height);
  ctx.clip();
  drawOpenCells(ctx, borough, layout, offset);
  drawBoard(ctx, borough.boardCells, layout, offset);
  ctx.restore();
  if (borough.borders !== undefined) drawBorders(ctx, borough, layout, offset);
  for (const cell of borough.cells) {
    const centre = at(layout, offset, cell.at);
    pasteFace(ctx, cell.kind === 'lake' ? hexLakeFace(layout.size) : hexTileFace(cell.tile, layout.size), centre);
    if (cell.invested) drawInvestmentMarker(ctx, centre.x, centre.y + layout.size * 0.64, Math.max(18, layout.size * 0.34));
  }
  const built = new Set(borough.cells.map((c) => `${c.at.q},${c.at.r}`));
  for (const spot of spots) drawSpot(ctx, spot, at(layout, offset, spot.at), layout.size, built.has(`${spot.at.q},${spot.at.r}`));
};
