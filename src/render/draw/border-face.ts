import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { BorderFace, BoroughBorder } from '../view-model.ts';
import { BORDER_STYLE, INK, LAKE_STYLE, MUTED, PANEL } from '../palette.ts';
import { cachedDrawing } from './face-cache.ts';
import { drawWaves } from './icons.ts';
import { drawGoldStars, drawSetMark, goldStarsWidth } from './set-marks.ts';
import { fillRoundRect } from './shapes.ts';
import { font } from '../fonts.ts';
import { drawLines, drawText, fitText, measuringContext, type FittedText } from './text.ts';

/** A border's outline as a glyph: a long piece with the angled slots along its top edge, in `colour`. */
export const drawBorderGlyph = (ctx: SKRSContext2D, cx: number, cy: number, width: number, colour: string): void => {
  const h = width * 0.32;
  const left = cx - width / 2;
  const tooth = width / 4;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(left, cy + h / 2);
  ctx.lineTo(left, cy - h / 2);
  for (let i = 0; i < 4; i++) {
    ctx.lineTo(left + i * tooth + tooth / 2, cy - h / 2 + h * 0.45);
    ctx.lineTo(left + (i + 1) * tooth, cy - h / 2);
  }
  ctx.lineTo(left + width, cy + h / 2);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.restore();
};

const rowGeometry = (width: number, unit: number) => {
  const band = Math.round(unit * 0.9);
  const textX = band + 16;
  return { band, textX, textW: width - textX - 16 };
};

const rowEffect = (ctx: SKRSContext2D, face: BorderFace, width: number, unit: number): FittedText =>
  fitText(ctx, face.effect, { maxWidth: rowGeometry(width, unit).textW, maxLines: 2, maxPx: unit * 0.2, minPx: unit * 0.17 });

/** A border row face's effect text as it is printed. */
export const borderRowEffect = (face: BorderFace, width: number, unit: number): FittedText => rowEffect(measuringContext(), face, width, unit);

/**
 * A border as a wide card for the border row: the piece's brown band on the left with its price (printed on the
 * piece's left edge, seed 003) and the border glyph, then the name with the set mark and any gold stars, and the effect.
 */
export const borderRowFace = (face: BorderFace, width: number, unit: number): Canvas =>
  cachedDrawing(`border-row:${face.id}@${width}x${unit}`, width, unit, (ctx) => {
    const { band, textX, textW } = rowGeometry(width, unit);
    fillRoundRect(ctx, { x: 1, y: 1, w: width - 2, h: unit - 2 }, 12, PANEL, { colour: INK, width: 2 });
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(1, 1, band, unit - 2, [12, 0, 0, 12]);
    ctx.fillStyle = BORDER_STYLE.fill;
    ctx.fill();
    ctx.restore();
    drawText(ctx, `$${face.cost}`, band / 2, unit * 0.14, { px: unit * 0.3, colour: BORDER_STYLE.text, weight: 'bold', align: 'center' });
    drawBorderGlyph(ctx, band / 2, unit * 0.72, band * 0.7, BORDER_STYLE.text);
    const mark = unit * 0.24;
    drawSetMark(ctx, face.set.mark, textX + mark / 2, unit * 0.2, mark);
    const stars = face.goldStars === undefined ? 0 : goldStarsWidth(face.goldStars.count, unit * 0.2) + 12;
    const nameX = textX + mark + 10;
    const nameW = drawText(ctx, face.name, nameX, unit * 0.07, { px: unit * 0.25, colour: INK, weight: 'bold', maxWidth: textW - mark - 10 - stars });
    if (face.goldStars !== undefined) drawGoldStars(ctx, face.goldStars.count, nameX + nameW + 12, unit * 0.2, unit * 0.2);
    drawLines(ctx, rowEffect(ctx, face, width, unit), textX, unit * 0.42, { colour: INK, lineHeight: 1.18 });
  });

/** The face-down border stack as a tile back with the count, and what taking its top one does. */
export const drawBorderStack = (ctx: SKRSContext2D, faceDown: number, x: number, y: number, width: number, height: number): void => {
  fillRoundRect(ctx, { x, y, w: height * 1.6, h: height }, 10, faceDown > 0 ? BORDER_STYLE.fill : '#A89A86');
  drawBorderGlyph(ctx, x + height * 0.8, y + height / 2, height * 1.2, 'rgba(255,255,255,0.55)');
  const textX = x + height * 1.6 + 16;
  const count = faceDown === 0 ? 'none face down' : `${faceDown} face down`;
  const countW = drawText(ctx, count, textX, y + height / 2 - 16, { px: 27, colour: INK, weight: 'bold' });
  if (faceDown > 0) drawText(ctx, '· the top one may be taken as a Lake Border', textX + countW + 10, y + height / 2 - 14, { px: 24, colour: MUTED, maxWidth: x + width - textX - countW - 10 });
};

/** A border's legend entry: its name (bold) leading into its effect, wrapped in the legend's width. */
type LegendEntry = { readonly piece: BoroughBorder; readonly name: string; readonly lines: readonly string[] };

export type BorderLegend = { readonly height: number; readonly draw: (ctx: SKRSContext2D, x: number, y: number) => void };

const LEGEND_PX = 24;
const LINE_H = Math.round(LEGEND_PX * 1.2);
const MARK = 30;
const ENTRY_GAP = 8;

const nameOf = (piece: BoroughBorder): string =>
  `${piece.border?.name ?? 'Lake Border'}${piece.invested ? (piece.border === undefined ? ' (invested)' : ' (invested: effects ×2)') : ''}: `;

/** A Lake Border pays $2 per building in its slots; invested, it paid them again and pays $4 for each placed later (decision 19). */
const effectOf = (piece: BoroughBorder): string =>
  piece.border?.effect ?? (piece.invested ? 'a lake; $4 per building placed in its slots later.' : 'a lake; $2 per building in its slots, now and later.');

/** A legend entry's words: the name, drawn bold and leading into the effect. */
export const legendWords = (piece: BoroughBorder): { readonly name: string; readonly effect: string } => ({ name: nameOf(piece), effect: effectOf(piece) });

/** The effect's words after the bold name on the first line, then on whole lines (greedy, like wrapLines). */
const wrapAfter = (ctx: SKRSContext2D, effect: string, firstWidth: number, width: number): string[] => {
  ctx.font = font(LEGEND_PX, 'regular');
  const lines: string[] = [];
  let line = '';
  for (const word of effect.split(/\s+/).filter((w) => w.length > 0)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    const room = lines.length === 0 ? firstWidth : width;
    if (ctx.measureText(candidate).width <= room || (line === '' && lines.length > 0)) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines;
};

/** The legend of a borough's borders laid out in `width`, one entry each: mark, name and effect; none for a borough without borders. */
export const borderLegend = (borders: readonly BoroughBorder[] | undefined, width: number): BorderLegend => {
  if (borders === undefined || borders.length === 0) return { height: 0, draw: () => undefined };
  const ctx = measuringContext();
  const textW = width - MARK - 12;
  const entries: LegendEntry[] = borders.map((piece) => {
    const { name, effect } = legendWords(piece);
    ctx.font = font(LEGEND_PX, 'bold');
    return { piece, name, lines: wrapAfter(ctx, effect, textW - ctx.measureText(name).width, textW) };
  });
  const heights = entries.map((e) => Math.max(MARK, e.lines.length * LINE_H));
  const height = heights.reduce((sum, h) => sum + h + ENTRY_GAP, 0);
  return {
    height,
    draw: (target, x, y) => {
      let top = y;
      entries.forEach((entry, i) => {
        if (entry.piece.border === undefined) {
          fillRoundRect(target, { x, y: top, w: MARK, h: MARK }, MARK * 0.22, LAKE_STYLE.fill, { colour: INK, width: 2 });
          drawWaves(target, x + MARK / 2, top + MARK / 2, MARK * 0.7, 1, MARK * 0.3);
        } else drawSetMark(target, entry.piece.border.set.mark, x + MARK / 2, top + MARK / 2, MARK);
        const textX = x + MARK + 12;
        const nameW = drawText(target, entry.name, textX, top + 2, { px: LEGEND_PX, colour: INK, weight: 'bold' });
        entry.lines.forEach((line, j) => drawText(target, line, j === 0 ? textX + nameW : textX, top + 2 + j * LINE_H, { px: LEGEND_PX, colour: INK }));
        top += (heights[i] ?? MARK) + ENTRY_GAP;
      });
    },
  };
};
