import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { TileFace } from '../view-model.ts';
import { font } from '../fonts.ts';
import { categoryStyle, INK, MUTED, PANEL } from '../palette.ts';
import { cachedDrawing } from './face-cache.ts';
import { drawCategoryGlyph, drawIconBadge, ICON_LABEL } from './icons.ts';
import { setTag } from './set-marks.ts';
import { drawLines, drawText, fitsAt, fitText, measuringContext, type FittedText } from './text.ts';
import { fillRoundRect } from './shapes.ts';

type BandGlyph = { readonly cy: number; readonly size: number; readonly letterY: number; readonly letterPx: number };

/** The card outline and its category band on the left (colour, glyph, letter), shared by both faces. */
const drawCardWithBand = (ctx: SKRSContext2D, tile: TileFace, width: number, height: number, band: number, glyph: BandGlyph): void => {
  const style = categoryStyle(tile.category);
  fillRoundRect(ctx, { x: 1, y: 1, w: width - 2, h: height - 2 }, 12, PANEL, { colour: INK, width: 2 });
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(1, 1, band, height - 2, [12, 0, 0, 12]);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.restore();
  if (tile.category !== undefined) drawCategoryGlyph(ctx, tile.category, { cx: band / 2, cy: glyph.cy, size: glyph.size }, style.text, style.fill);
  drawText(ctx, style.letter, band / 2, glyph.letterY, { px: glyph.letterPx, colour: style.text, weight: 'bold', align: 'center' });
};

/** Where a row face's parts go across its width; sizes follow `unit`, the height of a face whose effect takes two lines. */
const rowGeometry = (width: number, unit: number) => {
  const band = Math.round(unit * 0.78);
  const priceW = Math.round(unit * 0.78);
  const priceX = width - priceW - 10;
  const textX = band + 16;
  return { band, priceW, priceX, textX, textW: priceX - textX - 14 };
};

const EFFECT_TOP = 0.42;
const EFFECT_LINE_HEIGHT = 1.18;

/** A row face's effect text: two lines when they hold it at the smallest size, else three (Messe Essen). */
const rowEffect = (ctx: SKRSContext2D, tile: TileFace, width: number, unit: number): FittedText => {
  const box = { maxWidth: rowGeometry(width, unit).textW, maxPx: unit * 0.2, minPx: unit * 0.17 };
  return fitText(ctx, tile.effect, { ...box, maxLines: fitsAt(ctx, tile.effect, { ...box, maxLines: 2 }, box.minPx) ? 2 : 3 });
};

/** A row face's effect text as it is printed. */
export const rowFaceEffect = (tile: TileFace, width: number, unit: number): FittedText => rowEffect(measuringContext(), tile, width, unit);

/** Row face heights already measured, by the face's cache key (bounded like the face cache). */
const heights = new Map<string, number>();

/** A row face's height: `unit`, or taller when its effect takes a third line. */
export const rowFaceHeight = (tile: TileFace, width: number, unit: number): number => {
  const key = `${tile.id}@${width}x${unit}`;
  const known = heights.get(key);
  if (known !== undefined) return known;
  const effect = rowFaceEffect(tile, width, unit);
  const height = effect.lines.length <= 2 ? unit : Math.ceil(unit * (EFFECT_TOP + 0.08) + effect.lines.length * Math.round(effect.px * EFFECT_LINE_HEIGHT));
  if (heights.size >= 600) heights.clear();
  heights.set(key, height);
  return height;
};

/**
 * A tile face as a wide card for the market and the placement header: a category band (colour, glyph,
 * letter) on the left, the name with the set mark and gold stars of an expansion tile, the interactive icon
 * with its word, the effect text, and the printed price on the right. Its height is `rowFaceHeight`: a long
 * effect makes the face taller instead of being cut. Built once per tile and size.
 */
export const rowFace = (tile: TileFace, width: number, unit: number): Canvas => {
  const height = rowFaceHeight(tile, width, unit);
  return cachedDrawing(`row:${tile.id}@${width}x${unit}`, width, height, (ctx) => {
    const { band, priceW, priceX, textX, textW } = rowGeometry(width, unit);
    // band and price stay centred on a taller face
    const middle = (height - unit) / 2;
    drawCardWithBand(ctx, tile, width, height, band, { cy: middle + unit * 0.36, size: unit * 0.4, letterY: middle + unit * 0.6, letterPx: unit * 0.26 });

    fillRoundRect(ctx, { x: priceX, y: middle + unit * 0.18, w: priceW, h: unit * 0.64 }, 10, INK);
    drawText(ctx, `$${tile.cost}`, priceX + priceW / 2, middle + unit * 0.5 - unit * 0.15, {
      px: unit * 0.3,
      colour: '#FFFFFF',
      weight: 'bold',
      align: 'center',
    });

    let nameW = textW;
    if (tile.icon !== undefined) {
      const badge = unit * 0.3;
      ctx.font = font(unit * 0.18, 'bold');
      const label = ICON_LABEL[tile.icon];
      const labelW = ctx.measureText(label).width;
      const iconX = priceX - 14 - labelW - badge - 6;
      drawIconBadge(ctx, tile.icon, iconX + badge / 2, unit * 0.22, badge);
      drawText(ctx, label, iconX + badge + 6, unit * 0.12, { px: unit * 0.18, colour: MUTED, weight: 'bold' });
      nameW = iconX - textX - 10;
    }
    const tag = setTag(ctx, tile, unit * 0.18);
    const tagGap = 14;
    const shownW = drawText(ctx, tile.name, textX, unit * 0.08, {
      px: unit * 0.25,
      colour: INK,
      weight: 'bold',
      maxWidth: tag === undefined ? nameW : nameW - tag.width - tagGap,
    });
    // the tag shares the name's baseline; with a 'top' baseline a capital's descent is the distance down to it
    const nameBaseline = unit * 0.08 + ctx.measureText('H').actualBoundingBoxDescent;
    tag?.draw(textX + shownW + tagGap, nameBaseline);
    drawLines(ctx, rowEffect(ctx, tile, width, unit), textX, unit * EFFECT_TOP, { colour: INK, lineHeight: EFFECT_LINE_HEIGHT });
  });
};

/** A narrow card for the basic supply: band, name and price (the basics are base tiles: no set mark, no stars). */
export const basicFace = (tile: TileFace, width: number, height: number): Canvas =>
  cachedDrawing(`basic:${tile.id}@${width}x${height}`, width, height, (ctx) => {
    const band = Math.round(height * 0.62);
    drawCardWithBand(ctx, tile, width, height, band, { cy: height * 0.34, size: height * 0.36, letterY: height * 0.58, letterPx: height * 0.26 });
    const name = fitText(ctx, tile.name, { maxWidth: width - band - 24, maxLines: 2, maxPx: height * 0.24, minPx: height * 0.19 }, 'bold');
    drawLines(ctx, name, band + 12, height * 0.08, { colour: INK, weight: 'bold', lineHeight: 1.1 });
    drawText(ctx, `$${tile.cost}`, band + 12, height * 0.66, { px: height * 0.24, colour: INK, weight: 'bold' });
  });
