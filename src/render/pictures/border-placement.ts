import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BorderConfirmationView, BorderPlacing, BoroughBorder, BoroughView, Cell, FootprintsView, PlayerMark } from '../view-model.ts';
import { font } from '../fonts.ts';
import { ACCENT, INK, LAKE_STYLE, PANEL } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { borderRowFace } from '../draw/border-face.ts';
import { outlinePiece } from '../draw/border-piece.ts';
import { at, drawBorough, layoutBorough } from '../draw/borough.ts';
import { drawWaves } from '../draw/icons.ts';
import { drawPlayerDisc, fillRoundRect } from '../draw/shapes.ts';
import { drawLines, drawText, fitText, measuringContext } from '../draw/text.ts';
import type { BoroughLayout, Point } from '../hex-layout.ts';
import { drawLegend, LEGEND_ROW, legendColumns } from './placement.ts';
import { CONTENT, drawHeading, drawTitle, MARGIN, TEXT, TITLE_HEIGHT, WIDTH } from './layout.ts';

const FACE_H = 128;
const PLAYER_H = 64;
const MAX_HEX = 90;
const MAX_BOROUGH_H = 1400;
/** How much of the borough shows through the veil over it, so the footprints' outlines stand out. */
const VEIL = 'rgba(251,250,246,0.6)';

const drawPlayer = (ctx: SKRSContext2D, player: PlayerMark, y: number): void => {
  drawPlayerDisc(ctx, player, MARGIN + 24, y + 24, 48);
  drawText(ctx, player.name, MARGIN + 60, y + 6, { px: 34, colour: INK, weight: 'bold', maxWidth: CONTENT - 60 });
};

/** What is being laid down: the border's face, or the Lake Border a face-down border becomes (decision 19). */
const drawPlacing = (ctx: SKRSContext2D, placing: BorderPlacing, y: number): void => {
  if (placing.kind === 'border') {
    ctx.drawImage(borderRowFace(placing.border, CONTENT, FACE_H), MARGIN, y);
    return;
  }
  fillRoundRect(ctx, { x: MARGIN, y, w: CONTENT, h: FACE_H }, 12, LAKE_STYLE.fill, { colour: INK, width: 2 });
  drawWaves(ctx, MARGIN + 80, y + FACE_H / 2, 110, 3, 24);
  drawText(ctx, 'Lake Border (a border taken face down)', MARGIN + 160, y + 22, { px: 32, colour: INK, weight: 'bold', maxWidth: CONTENT - 180 });
  drawText(ctx, 'One lake: $2 per building in its slots, now and later', MARGIN + 160, y + 70, { px: TEXT.body, colour: INK, maxWidth: CONTENT - 180 });
};

type BoroughMap = { readonly layout: BoroughLayout; readonly offset: Point };

const mapOf = (borough: BoroughView, extra: readonly Cell[], y: number): BoroughMap => {
  const layout = layoutBorough(borough, { maxWidth: CONTENT, maxHeight: MAX_BOROUGH_H, maxSize: MAX_HEX }, [], extra);
  return { layout, offset: { x: MARGIN + (CONTENT - layout.width) / 2, y } };
};

const drawMapPanel = (ctx: SKRSContext2D, map: BoroughMap): void => {
  fillRoundRect(ctx, { x: MARGIN - 8, y: map.offset.y - 8, w: CONTENT + 16, h: map.layout.height + 16 }, 12, PANEL);
};

/** A footprint's number in a ring on its first slot, small enough that neighbouring first slots stay apart. */
const drawNumber = (ctx: SKRSContext2D, n: number, centre: Point, size: number): void => {
  const radius = Math.max(16, size * 0.36);
  ctx.save();
  ctx.beginPath();
  ctx.arc(centre.x, centre.y, radius, 0, Math.PI * 2);
  ctx.fillStyle = '#FFFFFF';
  ctx.fill();
  ctx.lineWidth = Math.max(3, size / 18);
  ctx.strokeStyle = ACCENT;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = font(radius * (n >= 10 ? 0.95 : 1.15), 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), centre.x, centre.y + radius * 0.05);
  ctx.restore();
};

/**
 * The second step of placing a border: the mover's borough dimmed, and on the chosen side every legal footprint as a
 * thin outline of the piece, numbered on the cell of its first slot; the numbers' previews are listed under the map.
 */
export const renderFootprints = (view: FootprintsView): Promise<Picture> => {
  const extra = view.footprints.flatMap((f) => [...f.slots, ...f.covered]);
  const top = TITLE_HEIGHT + 16 + PLAYER_H + FACE_H + 16;
  const map = mapOf(view.borough, extra, top);
  const columns = legendColumns(view.footprints);
  const legendH = Math.ceil(view.footprints.length / columns) * LEGEND_ROW;
  const height = top + map.layout.height + 24 + 36 + legendH + 16;
  return renderPng(WIDTH, height, (ctx) => {
    const count = view.footprints.length;
    let y = drawTitle(ctx, `${view.placing.kind === 'border' ? view.placing.border.name : 'Lake Border'} facing ${view.side}`, `${count} ${count === 1 ? 'place' : 'places'}`) + 16;
    drawPlayer(ctx, view.player, y);
    y += PLAYER_H;
    drawPlacing(ctx, view.placing, y);
    drawMapPanel(ctx, map);
    drawBorough(ctx, view.borough, map.layout, map.offset);
    ctx.fillStyle = VEIL;
    ctx.fillRect(map.offset.x, map.offset.y, map.layout.width, map.layout.height);
    const place = (cell: Cell): Point => at(map.layout, map.offset, cell);
    const size = map.layout.size;
    for (const f of view.footprints) outlinePiece(ctx, f.covered, place, size, ACCENT, Math.max(2, size / 24));
    for (const f of view.footprints) {
      const first = f.slots[0];
      if (first !== undefined) drawNumber(ctx, f.number, place(first), size);
    }
    y = map.offset.y + map.layout.height + 24;
    y += drawHeading(ctx, 'Places (the number sits on the first slot)', y);
    drawLegend(ctx, view.footprints, y, columns);
  });
};

/** The confirmation: the borough with the border drawn in place, outlined, and what placing it there does. */
export const renderBorderConfirmation = (view: BorderConfirmationView): Promise<Picture> => {
  const placed: BoroughBorder = view.placing.kind === 'border' ? { ...view.placed, border: view.placing.border } : view.placed;
  const borough: BoroughView = { ...view.borough, borders: [...(view.borough.borders ?? []), placed] };
  const top = TITLE_HEIGHT + 16 + PLAYER_H + FACE_H + 16;
  const map = mapOf(borough, [], top);
  const summary = fitText(measuringContext(), view.summary, { maxWidth: CONTENT, maxLines: 3, maxPx: 34, minPx: TEXT.body }, 'bold');
  const summaryH = Math.round(summary.px * 1.2) * summary.lines.length;
  const height = top + map.layout.height + 24 + summaryH + 24;
  return renderPng(WIDTH, height, (ctx) => {
    let y = drawTitle(ctx, view.placing.kind === 'border' ? `Place the ${view.placing.border.name} border here?` : 'Place the Lake Border here?', undefined) + 16;
    drawPlayer(ctx, view.player, y);
    y += PLAYER_H;
    drawPlacing(ctx, view.placing, y);
    drawMapPanel(ctx, map);
    drawBorough(ctx, borough, map.layout, map.offset);
    const size = map.layout.size;
    outlinePiece(ctx, placed.covered, (cell) => at(map.layout, map.offset, cell), size + 3, ACCENT, Math.max(4, size / 12));
    drawLines(ctx, summary, MARGIN, map.offset.y + map.layout.height + 24, { colour: INK, weight: 'bold' });
  });
};
