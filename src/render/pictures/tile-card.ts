import type { SKRSContext2D } from '@napi-rs/canvas';
import type { TileCardView, TileFace } from '../view-model.ts';
import { categoryStyle, INK, MUTED, PANEL } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { drawCategoryGlyph, drawIconBadge, ICON_LABEL } from '../draw/icons.ts';
import { drawGoldStars, drawSetMark, goldStarsWidth } from '../draw/set-marks.ts';
import { fillRoundRect } from '../draw/shapes.ts';
import { drawLines, drawText, fitText, measuringContext, type FittedText } from '../draw/text.ts';
import { MARGIN, WIDTH } from './layout.ts';

/** The card's height when its text leaves room to spare; a longer text makes it taller instead of smaller. */
const MIN_HEIGHT = 520;
const BAND = 220;
const CARD = { x: MARGIN, y: MARGIN, w: WIDTH - 2 * MARGIN } as const;
const TEXT_X = CARD.x + BAND + 28;
const TEXT_W = CARD.x + CARD.w - TEXT_X - 28;
const PRICE_W = 150;
const PRICE_X = CARD.x + CARD.w - PRICE_W - 24;
const ROW_H = 80;
const FOOTER_H = 80;
const STAR = 44;

/** A line beside the text: the interactive icon, or the gold stars (with when they count). */
export type SideRow = (ctx: SKRSContext2D, y: number) => void;

const sideRows = (tile: TileFace): readonly SideRow[] => {
  const rows: SideRow[] = [];
  const { icon, goldStars } = tile;
  if (icon !== undefined) {
    rows.push((ctx, y) => {
      drawIconBadge(ctx, icon, TEXT_X + 30, y + 30, 60);
      drawText(ctx, `${ICON_LABEL[icon]} icon`, TEXT_X + 74, y + 12, { px: 34, colour: INK, weight: 'bold' });
    });
  }
  if (goldStars !== undefined) {
    rows.push((ctx, y) => {
      drawGoldStars(ctx, goldStars.count, TEXT_X, y + 30, STAR);
      const x = TEXT_X + goldStarsWidth(goldStars.count, STAR) + 14;
      drawText(ctx, goldStars.note ?? `gold ${goldStars.count === 1 ? 'star' : 'stars'}`, x, y + 12, { px: 34, colour: INK, weight: 'bold', maxWidth: TEXT_X + TEXT_W - x });
    });
  }
  return rows;
};

type CardLayout = { readonly name: FittedText; readonly nameH: number; readonly rows: readonly SideRow[]; readonly effect: FittedText; readonly height: number };

/** What a card prints beside its band: a name, side rows, the effect text and a footer; a price box unless it has none. */
export type CardText = { readonly name: string; readonly price?: string; readonly rows: readonly SideRow[]; readonly effect: string; readonly footer: string };

/** The card's text fitted to it and the height that holds it all. */
const layoutCard = (text: CardText): CardLayout => {
  const ctx = measuringContext();
  const nameRight = text.price === undefined ? CARD.x + CARD.w - 28 : PRICE_X - 20;
  const name = fitText(ctx, text.name, { maxWidth: nameRight - TEXT_X, maxLines: 2, maxPx: 52, minPx: 36 }, 'bold');
  const nameH = Math.round(name.px * 1.1) * name.lines.length;
  const effect = fitText(ctx, text.effect, { maxWidth: TEXT_W, maxLines: 6, maxPx: 38, minPx: 28 });
  const effectH = Math.round(effect.px * 1.25) * effect.lines.length;
  const top = Math.max(140, 40 + nameH);
  const height = Math.max(MIN_HEIGHT, CARD.y + top + text.rows.length * ROW_H + effectH + FOOTER_H + MARGIN);
  return { name, nameH, rows: text.rows, effect, height };
};

export const layoutTileCard = (tile: TileFace): CardLayout => layoutCard(tileText(tile, undefined));

/** A card's band on its left: `draw` fills it on the card's rounded left edge, `h` high. */
export type Band = (ctx: SKRSContext2D, h: number) => void;

/** The band's rounded shape in `fill`. */
export const fillBand = (ctx: SKRSContext2D, h: number, fill: string): void => {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(CARD.x, CARD.y, BAND, h, [20, 0, 0, 20]);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.restore();
};

/** The band's middle, where its glyph and words are centred. */
export const BAND_X = CARD.x + BAND / 2;
export const BAND_W = BAND;
export const CARD_TOP = CARD.y;
export const SIDE = { x: TEXT_X, w: TEXT_W, rowH: ROW_H } as const;

/** A piece's card, large, for the look-up command: its band, price, name, side rows, effect and footer. */
export const renderCard = (band: Band, text: CardText): Promise<Picture> => {
  const layout = layoutCard(text);
  return renderPng(WIDTH, layout.height, (ctx) => {
    const h = layout.height - 2 * MARGIN;
    fillRoundRect(ctx, { ...CARD, h }, 20, PANEL, { colour: INK, width: 3 });
    band(ctx, h);
    if (text.price !== undefined) {
      fillRoundRect(ctx, { x: PRICE_X, y: CARD.y + 24, w: PRICE_W, h: 96 }, 14, INK);
      drawText(ctx, text.price, PRICE_X + PRICE_W / 2, CARD.y + 44, { px: 52, colour: '#FFFFFF', weight: 'bold', align: 'center' });
    }
    drawLines(ctx, layout.name, TEXT_X, CARD.y + 28, { colour: INK, weight: 'bold', lineHeight: 1.1 });
    let y = CARD.y + Math.max(140, 40 + layout.nameH);
    for (const row of layout.rows) {
      row(ctx, y);
      y += ROW_H;
    }
    drawLines(ctx, layout.effect, TEXT_X, y, { colour: INK, lineHeight: 1.25 });
    drawText(ctx, text.footer, TEXT_X, CARD.y + h - 56, { px: 30, colour: MUTED, weight: 'bold', maxWidth: TEXT_W });
  });
};

/** The category band: glyph, letter and word; below them an expansion tile's set mark and the set's name. */
const drawBand = (ctx: SKRSContext2D, tile: TileFace, h: number): void => {
  const style = categoryStyle(tile.category);
  fillBand(ctx, h, style.fill);
  const bandX = CARD.x + BAND / 2;
  if (tile.category !== undefined) drawCategoryGlyph(ctx, tile.category, { cx: bandX, cy: CARD.y + 120, size: 130 }, style.text, style.fill);
  drawText(ctx, style.letter, bandX, CARD.y + 210, { px: 64, colour: style.text, weight: 'bold', align: 'center' });
  drawText(ctx, style.label, bandX, CARD.y + 300, { px: 30, colour: style.text, weight: 'bold', align: 'center', maxWidth: BAND - 20 });
  if (tile.set !== undefined) {
    drawSetMark(ctx, tile.set.mark, bandX, CARD.y + 376, 72);
    drawText(ctx, tile.set.name, bandX, CARD.y + 422, { px: 30, colour: style.text, weight: 'bold', align: 'center', maxWidth: BAND - 20 });
  }
};

const tileText = (tile: TileFace, copies: number | undefined): CardText => {
  const stack = tile.stack === 'basic' ? 'Basic tile' : `Stack ${tile.stack}`;
  const copiesText = copies === undefined ? '' : ` · ${copies} ${copies === 1 ? 'copy' : 'copies'}`;
  return { name: tile.name, price: `$${tile.cost}`, rows: sideRows(tile), effect: tile.effect, footer: `${stack}${copiesText}` };
};

/** One tile's face, large, for the tile look-up command: every part of the face, and the set it comes from. */
export const renderTileCard = (view: TileCardView): Promise<Picture> => renderCard((ctx, h) => drawBand(ctx, view.tile, h), tileText(view.tile, view.copies));
