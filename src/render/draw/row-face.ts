import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { TileFace } from '../view-model.ts';
import { font } from '../fonts.ts';
import { CATEGORY_STYLE, INK, MUTED, PANEL } from '../palette.ts';
import { cachedDrawing } from './face-cache.ts';
import { drawCategoryGlyph, drawIconBadge, ICON_LABEL } from './icons.ts';
import { drawLines, drawText, fitText } from './text.ts';
import { fillRoundRect } from './shapes.ts';

/** The card outline and its category band on the left (colour, glyph, letter), shared by both faces. */
const drawCardWithBand = (ctx: SKRSContext2D, tile: TileFace, width: number, height: number, band: number, glyph: { cy: number; size: number; letterY: number }): void => {
  const style = CATEGORY_STYLE[tile.category];
  fillRoundRect(ctx, { x: 1, y: 1, w: width - 2, h: height - 2 }, 12, PANEL, { colour: INK, width: 2 });
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(1, 1, band, height - 2, [12, 0, 0, 12]);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.restore();
  drawCategoryGlyph(ctx, tile.category, { cx: band / 2, cy: glyph.cy, size: glyph.size }, style.text, style.fill);
  drawText(ctx, style.letter, band / 2, glyph.letterY, { px: height * 0.26, colour: style.text, weight: 'bold', align: 'center' });
};

/**
 * A tile face as a wide card for the market and the placement header: a category band (colour, glyph,
 * letter) on the left, the name, the interactive icon with its word, the effect text, and the printed
 * price on the right. Built once per tile and size.
 */
export const rowFace = (tile: TileFace, width: number, height: number): Canvas =>
  cachedDrawing(`row:${tile.id}@${width}x${height}`, width, height, (ctx) => {
    const band = Math.round(height * 0.78);
    drawCardWithBand(ctx, tile, width, height, band, { cy: height * 0.36, size: height * 0.4, letterY: height * 0.6 });

    const priceW = Math.round(height * 0.78);
    const priceX = width - priceW - 10;
    fillRoundRect(ctx, { x: priceX, y: height * 0.18, w: priceW, h: height * 0.64 }, 10, INK);
    drawText(ctx, `$${tile.cost}`, priceX + priceW / 2, height * 0.5 - height * 0.15, {
      px: height * 0.3,
      colour: '#FFFFFF',
      weight: 'bold',
      align: 'center',
    });

    const textX = band + 16;
    const textW = priceX - textX - 14;
    let nameW = textW;
    if (tile.icon !== undefined) {
      const badge = height * 0.3;
      ctx.font = font(height * 0.18, 'bold');
      const label = ICON_LABEL[tile.icon];
      const labelW = ctx.measureText(label).width;
      const iconX = priceX - 14 - labelW - badge - 6;
      drawIconBadge(ctx, tile.icon, iconX + badge / 2, height * 0.22, badge);
      drawText(ctx, label, iconX + badge + 6, height * 0.12, { px: height * 0.18, colour: MUTED, weight: 'bold' });
      nameW = iconX - textX - 10;
    }
    drawText(ctx, tile.name, textX, height * 0.08, { px: height * 0.25, colour: INK, weight: 'bold', maxWidth: nameW });
    const effect = fitText(ctx, tile.effect, { maxWidth: textW, maxLines: 2, maxPx: height * 0.2, minPx: height * 0.17 });
    drawLines(ctx, effect, textX, height * 0.42, { colour: INK, lineHeight: 1.18 });
  });

/** A narrow card for the basic supply: band, name and price. */
export const basicFace = (tile: TileFace, width: number, height: number): Canvas =>
  cachedDrawing(`basic:${tile.id}@${width}x${height}`, width, height, (ctx) => {
    const band = Math.round(height * 0.62);
    drawCardWithBand(ctx, tile, width, height, band, { cy: height * 0.34, size: height * 0.36, letterY: height * 0.58 });
    const name = fitText(ctx, tile.name, { maxWidth: width - band - 24, maxLines: 2, maxPx: height * 0.24, minPx: height * 0.19 }, 'bold');
    drawLines(ctx, name, band + 12, height * 0.08, { colour: INK, weight: 'bold', lineHeight: 1.1 });
    drawText(ctx, `$${tile.cost}`, band + 12, height * 0.66, { px: height * 0.24, colour: INK, weight: 'bold' });
  });
