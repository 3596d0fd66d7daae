import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { TileFace } from '../view-model.ts';
import { font } from '../fonts.ts';
import { hexCorners, SQRT3, type Point } from '../hex-layout.ts';
import { categoryStyle, INK, LAKE_STYLE } from '../palette.ts';
import { cachedDrawing } from './face-cache.ts';
import { drawCategoryGlyph, drawIconBadge, drawWaves } from './icons.ts';
import { drawGoldStars, drawSetMark, goldStarsWidth } from './set-marks.ts';
import { drawLines, fitText } from './text.ts';

/** Smallest text drawn inside a hex, in pixels; below it a name is ellipsized instead of shrunk. */
const MIN_HEX_TEXT = 13;
/** Smallest set mark or gold star drawn on a hex, in pixels (about 6 px on a phone). */
const MIN_MARK = 16;

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

/**
 * Gold stars sit in the upper right where an interactive icon would be (Con tiles have none), else in the lower
 * right; two of them there push the category glyph and letter a little to the left.
 */
type StarPlace = { readonly count: number; readonly star: number; readonly dx: number; readonly dy: number; readonly shift: number };

const goldStarPlace = (tile: TileFace, size: number): StarPlace | undefined => {
  if (tile.goldStars === undefined) return undefined;
  const { count } = tile.goldStars;
  const star = Math.max(MIN_MARK, size * (count === 1 ? 0.3 : 0.22));
  if (tile.icon !== undefined) return { count, star, dx: size * 0.36, dy: size * 0.54, shift: 0 };
  return { count, star, dx: size * 0.44, dy: -size * 0.52, shift: count > 1 ? size * 0.08 : 0 };
};

/**
 * A building tile as a hex of circumradius `size`: category colour, glyph + letter, icon badge, name, and an
 * expansion tile's set mark (lower left, clear of the investment marker drawn at the bottom centre) and gold stars.
 */
export const hexTileFace = (tile: TileFace, size: number): Canvas => {
  const box = faceBox(size);
  return cachedDrawing(`hex:${tile.id}@${size}`, box.width, box.height, (ctx) => {
    const style = categoryStyle(tile.category);
    const { x, y } = box.centre;
    hexOutline(ctx, box.centre, size, style.fill);
    const stars = goldStarPlace(tile, size);
    const left = x - (stars?.shift ?? 0);
    const glyph = size * 0.32;
    if (tile.category !== undefined) drawCategoryGlyph(ctx, tile.category, { cx: left - size * 0.2, cy: y - size * 0.56, size: glyph }, style.text, style.fill);
    ctx.font = font(size * 0.3, 'bold');
    ctx.fillStyle = style.text;
    ctx.textBaseline = 'middle';
    ctx.fillText(style.letter, left, y - size * 0.55);
    if (tile.icon !== undefined) drawIconBadge(ctx, tile.icon, x + size * 0.42, y - size * 0.52, size * 0.36);
    const fitted = fitText(
      ctx,
      tile.name,
      { maxWidth: size * 1.5, maxLines: 3, maxPx: Math.max(MIN_HEX_TEXT, size * 0.3), minPx: Math.min(MIN_HEX_TEXT, size * 0.3) },
      'bold',
    );
    const lineHeight = Math.round(fitted.px * 1.1);
    // an expansion tile's name sits a little higher, clear of its set mark
    const middle = tile.set === undefined ? 0.06 : 0.02;
    const top = y + size * middle - (fitted.lines.length * lineHeight) / 2;
    drawLines(ctx, fitted, x, top, { colour: style.text, weight: 'bold', align: 'center', lineHeight: 1.1 });
    if (tile.set !== undefined) drawSetMark(ctx, tile.set.mark, x - size * 0.4, y + size * 0.54, Math.max(MIN_MARK, size * 0.32));
    if (stars !== undefined) drawGoldStars(ctx, stars.count, x + stars.dx - goldStarsWidth(stars.count, stars.star) / 2, y + stars.dy, stars.star);
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
