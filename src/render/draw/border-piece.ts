import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoroughBorder, Cell } from '../view-model.ts';
import { font } from '../fonts.ts';
import { hexCorners, NEIGHBOUR_OFFSETS, type Point } from '../hex-layout.ts';
import { BORDER_STYLE, INK, LAKE_STYLE } from '../palette.ts';
import { drawInvestmentMarker, drawWaves } from './icons.ts';
import { drawSetMark } from './set-marks.ts';
import { ellipsize } from './text.ts';

/**
 * A border drawn as the long piece it is (decision 18): its 5 covered cells as one shape with a zig-zag inner edge,
 * the 4 angled slots along that edge marked (tinted while empty), and its name written along the piece. A Lake Border
 * is the same shape in the lake's colour and waves.
 */


/** The edge between corners i and i + 1 of a flat-topped hex (hexCorners) faces neighbour (i + 2) mod 6. */
const edgeNeighbour = (edge: number): Cell => NEIGHBOUR_OFFSETS[(edge + 2) % 6] ?? { q: 0, r: 0 };

const key = (c: Cell): string => `${c.q},${c.r}`;

/** Smallest name drawn on a piece, in pixels (the size of a hex tile's smallest name). */
const MIN_NAME = 13;

type Place = (cell: Cell) => Point;

/** The hex edges of `cells` whose other side passes `outside`, as corner pairs. */
const edgesOf = (cells: readonly Cell[], place: Place, size: number, outside: (c: Cell) => boolean): readonly (readonly [Point, Point])[] =>
  cells.flatMap((cell) => {
    const corners = hexCorners(place(cell), size);
    return corners.flatMap((from, i) => {
      const d = edgeNeighbour(i);
      const to = corners[(i + 1) % 6] ?? from;
      return outside({ q: cell.q + d.q, r: cell.r + d.r }) ? [[from, to] as const] : [];
    });
  });

const strokeEdges = (ctx: SKRSContext2D, edges: readonly (readonly [Point, Point])[], colour: string, width: number): void => {
  ctx.beginPath();
  for (const [a, b] of edges) {
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.stroke();
};

const fillHexes = (ctx: SKRSContext2D, cells: readonly Cell[], place: Place, size: number, fill: string): void => {
  ctx.beginPath();
  for (const cell of cells) {
    hexCorners(place(cell), size).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
  }
  ctx.fillStyle = fill;
  ctx.fill();
};

/**
 * The piece's axis: its middle, the angle of its line kept readable (never upside down), its length between end cells,
 * and whether reading runs from its last covered cell to its first.
 */
type Axis = { readonly middle: Point; readonly angle: number; readonly length: number; readonly reversed: boolean };

const axisOf = (covered: readonly Cell[], place: Place): Axis => {
  const first = place(covered[0] ?? { q: 0, r: 0 });
  const last = place(covered[covered.length - 1] ?? { q: 0, r: 0 });
  const angle = Math.atan2(last.y - first.y, last.x - first.x);
  // a vertical piece reads upwards, as a book spine does
  const reversed = angle > Math.PI / 2 - 1e-6 || angle < -Math.PI / 2 - 1e-6;
  return {
    middle: { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 },
    angle: reversed ? angle + (angle > 0 ? -Math.PI : Math.PI) : angle,
    length: Math.hypot(last.x - first.x, last.y - first.y),
    reversed,
  };
};

/** The piece's label along its axis: the set mark and name of a border, the word and waves of a Lake Border. */
const drawLabel = (ctx: SKRSContext2D, piece: BoroughBorder, place: Place, size: number): void => {
  const axis = axisOf(piece.covered, place);
  // an investment marker sits at one end of the piece; the label keeps clear of it
  const reserved = piece.invested ? size * 1.6 : 0;
  const room = axis.length + size * 0.9 - reserved;
  ctx.save();
  ctx.translate(axis.middle.x, axis.middle.y);
  ctx.rotate(axis.angle);
  ctx.translate(-reserved / 2, 0);
  const px = Math.max(MIN_NAME, size * 0.4);
  const colour = piece.border === undefined ? LAKE_STYLE.text : BORDER_STYLE.text;
  ctx.font = font(px, 'bold');
  if (piece.border === undefined) {
    drawWaves(ctx, -room * 0.3, 0, size * 0.8, 2, size * 0.2);
    drawWaves(ctx, room * 0.3, 0, size * 0.8, 2, size * 0.2);
  }
  const mark = piece.border === undefined ? 0 : px * 1.3;
  const gap = mark === 0 ? 0 : px * 0.35;
  const name = ellipsize(ctx, piece.border?.name ?? 'Lake Border', room - mark - gap - size * 0.3);
  const width = mark + gap + ctx.measureText(name).width;
  if (piece.border !== undefined) drawSetMark(ctx, piece.border.set.mark, -width / 2 + mark / 2, 0, mark);
  ctx.fillStyle = colour;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(name, -width / 2 + mark + gap, px * 0.04);
  ctx.restore();
};

/**
 * Draws one border of a borough whose cells `place` puts on the picture, hexes of circumradius `size`. `occupied` tells
 * which slot cells hold a tile: empty slots are tinted so the four places the border counts stand out.
 */
export const drawBorderPiece = (ctx: SKRSContext2D, piece: BoroughBorder, place: Place, size: number, occupied: (c: Cell) => boolean): void => {
  const lake = piece.border === undefined;
  const covered = new Set(piece.covered.map(key));
  const slots = new Set(piece.slots.map(key));
  ctx.save();
  const empty = piece.slots.filter((c) => !occupied(c));
  fillHexes(ctx, empty, place, size - 1, lake ? LAKE_STYLE.slot : BORDER_STYLE.slot);
  ctx.setLineDash([size * 0.12, size * 0.1]);
  strokeEdges(ctx, edgesOf(empty, place, size - 2, (c) => !covered.has(key(c))), lake ? LAKE_STYLE.wave : BORDER_STYLE.fill, Math.max(2, size / 26));
  ctx.setLineDash([]);
  fillHexes(ctx, piece.covered, place, size + 0.5, lake ? LAKE_STYLE.fill : BORDER_STYLE.fill);
  strokeEdges(ctx, edgesOf(piece.covered, place, size, (c) => !covered.has(key(c)) && !slots.has(key(c))), INK, Math.max(2, size / 30));
  // the angled slot edges, heavier: where the hexes counted by the border touch it
  strokeEdges(ctx, edgesOf(piece.covered, place, size, (c) => slots.has(key(c))), BORDER_STYLE.slotEdge, Math.max(4, size / 12));
  drawLabel(ctx, piece, place, size);
  if (piece.invested) {
    // the marker sits on the end cell the label made room at: the end its text reads towards
    const reversed = axisOf(piece.covered, place).reversed;
    const at = place((reversed ? piece.covered[0] : piece.covered[piece.covered.length - 1]) ?? { q: 0, r: 0 });
    drawInvestmentMarker(ctx, at.x, at.y, Math.max(18, size * 0.5));
  }
  ctx.restore();
};

/** A footprint's piece as a thin outline in `colour`: where a border would lie, drawn over the dimmed borough. */
export const outlinePiece = (ctx: SKRSContext2D, covered: readonly Cell[], place: Place, size: number, colour: string, width: number): void => {
  const inside = new Set(covered.map(key));
  ctx.save();
  strokeEdges(ctx, edgesOf(covered, place, size - width / 2, (c) => !inside.has(key(c))), colour, width);
  ctx.restore();
};
