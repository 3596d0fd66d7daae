import type { TileCardView } from '../view-model.ts';
import { CATEGORY_STYLE, INK, MUTED, PANEL } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { drawCategoryGlyph, drawIconBadge, ICON_LABEL } from '../draw/icons.ts';
import { fillRoundRect } from '../draw/shapes.ts';
import { drawLines, drawText, fitText } from '../draw/text.ts';
import { MARGIN, WIDTH } from './layout.ts';

const HEIGHT = 520;
const BAND = 220;

/** One tile's face, large, for the tile look-up command. */
export const renderTileCard = (view: TileCardView): Promise<Picture> =>
  renderPng(WIDTH, HEIGHT, (ctx) => {
    const tile = view.tile;
    const style = CATEGORY_STYLE[tile.category];
    const card = { x: MARGIN, y: MARGIN, w: WIDTH - 2 * MARGIN, h: HEIGHT - 2 * MARGIN };
    fillRoundRect(ctx, card, 20, PANEL, { colour: INK, width: 3 });
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(card.x, card.y, BAND, card.h, [20, 0, 0, 20]);
    ctx.fillStyle = style.fill;
    ctx.fill();
    ctx.restore();
    const bandX = card.x + BAND / 2;
    drawCategoryGlyph(ctx, tile.category, { cx: bandX, cy: card.y + 120, size: 130 }, style.text, style.fill);
    drawText(ctx, style.letter, bandX, card.y + 210, { px: 64, colour: style.text, weight: 'bold', align: 'center' });
    drawText(ctx, style.label, bandX, card.y + 300, { px: 30, colour: style.text, weight: 'bold', align: 'center', maxWidth: BAND - 20 });

    const x = card.x + BAND + 28;
    const priceW = 150;
    const priceX = card.x + card.w - priceW - 24;
    fillRoundRect(ctx, { x: priceX, y: card.y + 24, w: priceW, h: 96 }, 14, INK);
    drawText(ctx, `$${tile.cost}`, priceX + priceW / 2, card.y + 44, { px: 52, colour: '#FFFFFF', weight: 'bold', align: 'center' });
    const name = fitText(ctx, tile.name, { maxWidth: priceX - x - 20, maxLines: 2, maxPx: 52, minPx: 36 }, 'bold');
    const nameH = drawLines(ctx, name, x, card.y + 28, { colour: INK, weight: 'bold', lineHeight: 1.1 });
    let y = card.y + Math.max(140, 40 + nameH);
    if (tile.icon !== undefined) {
      drawIconBadge(ctx, tile.icon, x + 30, y + 30, 60);
      drawText(ctx, `${ICON_LABEL[tile.icon]} icon`, x + 74, y + 12, { px: 34, colour: INK, weight: 'bold' });
      y += 80;
    }
    const effect = fitText(ctx, tile.effect, { maxWidth: card.x + card.w - x - 28, maxLines: 5, maxPx: 38, minPx: 28 });
    drawLines(ctx, effect, x, y, { colour: INK, lineHeight: 1.25 });
    const stack = tile.stack === 'basic' ? 'Basic tile' : `Stack ${tile.stack}`;
    const copies = view.copies === undefined ? '' : ` · ${view.copies} ${view.copies === 1 ? 'copy' : 'copies'}`;
    drawText(ctx, `${stack}${copies}`, x, card.y + card.h - 56, { px: 30, colour: MUTED, weight: 'bold' });
  });
