import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { TileFace } from '../view-model.ts';
import { font } from '../fonts.ts';
import { hexCorners, SQRT3, type Point } from '../hex-layout.ts';
import { CATEGORY_STYLE, INK, LAKE_STYLE } from '../palette.ts';
import { cachedDrawing } from './face-cache.ts';
import { drawCategoryGlyph, drawIconBadge, drawWaves } from './icons.ts';
import { drawLines, fitText } from './text.ts';

/** Smallest text drawn inside a hex, in pixels; below it a name is ellipsized instead of shrunk. */
const MIN_HEX_TEXT = 13;

export const hexPath = (ctx: SKRSContext2D, centre: Point, size: number): void => {
  ctx.beginPath();
  hexCorners(centre, size).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
};

const faceBox = (size: number): { width: number; height: number; centre: Point } => {
  const width = Math.ceil(2 * size) + 4;
  const height = Math.ceil(SQRT3 * size) + 4;
  return { width, height, centre: { x: width / 2, y: height / 2 } };
};

const hexOutline = (ctx: SKRSContext2D, centre: Point, size: number, fill: string): void => {
  hexPath(ctx, centre, size - 1);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(2, size / 30);
  ctx.strokeStyle = INK;
  ctx.stroke();
};

/** A building tile as a hex of circumradius `size`: category colour, glyph + letter, icon badge, name. */
export const hexTileFace = (tile: TileFace, size: number): Canvas => {
  const box = faceBox(size);
  return cachedDrawing(`hex:${tile.id}@${size}`, box.width, box.height, (ctx) => {
    const style = CATEGORY_STYLE[tile.category];
    const { x, y } = box.centre;
    hexOutline(ctx, box.centre, size, style.fill);
    const glyph = size * 0.32;
    drawCategoryGlyph(ctx, tile.category, { cx: x - size * 0.2, cy: y - size * 0.56, size: glyph }, style.text, style.fill);
    ctx.font = font(size * 0.3, 'bold');
    ctx.fillStyle = style.text;
    ctx.textBaseline = 'middle';
    ctx.fillText(style.letter, x + size * 0.0, y - size * 0.55);
    if (tile.icon !== undefined) drawIconBadge(ctx, tile.icon, x + size * 0.42, y - size * 0.52, size * 0.36);
    const fitted = fitText(
      ctx,
      tile.name,
      { maxWidth: size * 1.5, maxLines: 3, maxPx: Math.max(MIN_HEX_TEXT, size * 0.3), minPx: Math.min(MIN_HEX_TEXT, size * 0.3) },
      'bold',
    );
    const lineHeight = Math.round(fitted.px * 1.1);
    const top = y + size * 0.06 - (fitted.lines.length * lineHeight) / 2;
    drawLines(ctx, fitted, x, top, { colour: style.text, weight: 'bold', align: 'center', lineHeight: 1.1 });
  });
};

/** A tile taken face down as a lake: water colour, waves, and the word. */
export const hexLakeFace = (size: number): Canvas => {
  const box = faceBox(size);
  return cachedDrawing(`hex:lake@${size}`, box.width, box.height, (ctx) => {
    const { x, y } = box.centre;
    hexOutline(ctx, box.centre, size, LAKE_STYLE.fill);
    drawWaves(ctx, x, y - size * 0.45, size * 0.9, 2, size * 0.18);
    ctx.font = font(Math.max(MIN_HEX_TEXT, size * 0.3), 'bold');
    ctx.fillStyle = LAKE_STYLE.text;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('Lake', x, y + size * 0.15);
    drawWaves(ctx, x, y + size * 0.55, size * 0.7, 1, size * 0.18);
  });
};

/** Pastes a cached face so that its hex is centred on `centre`. */
export const pasteFace = (ctx: SKRSContext2D, face: Canvas, centre: Point): void => {
  ctx.drawImage(face, Math.round(centre.x - face.width / 2), Math.round(centre.y - face.height / 2));
};
