import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { font, registerFonts } from '../fonts.ts';
import { starPath } from './glyph.ts';

type Weight = 'regular' | 'bold';

/**
 * "★" (in "5★ Star tiles") is drawn as a shape in the text's colour: the shipped fonts have no glyph for it, and
 * a fresh machine may have no other font to fall back on.
 */
const STAR = '★';
/** A drawn star's advance, in ems. */
const STAR_ADVANCE = 0.9;

const pxOf = (ctx: SKRSContext2D): number => Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? '16');

/** The width of a line in the context's current font, drawn stars included. */
export const textWidth = (ctx: SKRSContext2D, text: string): number => {
  if (!text.includes(STAR)) return ctx.measureText(text).width;
  const parts = text.split(STAR);
  return parts.reduce((w, part) => w + ctx.measureText(part).width, 0) + (parts.length - 1) * STAR_ADVANCE * pxOf(ctx);
};

/** `fillText` that draws each "★" as a star the height of a capital letter, keeping the context's alignment. */
const fillLine = (ctx: SKRSContext2D, text: string, x: number, y: number): void => {
  if (!text.includes(STAR)) {
    ctx.fillText(text, x, y);
    return;
  }
  const align = ctx.textAlign;
  const width = textWidth(ctx, text);
  const advance = STAR_ADVANCE * pxOf(ctx);
  const cap = ctx.measureText('H');
  const middle = y + (cap.actualBoundingBoxDescent - cap.actualBoundingBoxAscent) / 2;
  const radius = (cap.actualBoundingBoxAscent + cap.actualBoundingBoxDescent) * 0.6;
  let cx = align === 'center' ? x - width / 2 : align === 'right' || align === 'end' ? x - width : x;
  ctx.textAlign = 'left';
  text.split(STAR).forEach((part, i) => {
    if (i > 0) {
      starPath(ctx, cx + advance / 2, middle + radius * 0.08, radius);
      ctx.fill();
      cx += advance;
    }
    ctx.fillText(part, cx, y);
    cx += ctx.measureText(part).width;
  });
  ctx.textAlign = align;
};

let measuring: SKRSContext2D | undefined;

/** A context for measuring text before a picture's size is known (the shipped fonts registered). */
export const measuringContext = (): SKRSContext2D => {
  registerFonts();
  measuring ??= createCanvas(1, 1).getContext('2d');
  return measuring;
};

/** Cuts a line to `maxWidth` with an ellipsis (uses the context's current font). */
export const ellipsize = (ctx: SKRSContext2D, text: string, maxWidth: number): string => {
  if (textWidth(ctx, text) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(ctx, `${cut}…`) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
};

/** Greedy word wrap with the context's current font; a word longer than the line is cut with an ellipsis. */
export const wrapLines = (ctx: SKRSContext2D, text: string, maxWidth: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w.length > 0)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (textWidth(ctx, candidate) <= maxWidth) {
      line = candidate;
    } else {
      if (line !== '') lines.push(line);
      line = textWidth(ctx, word) <= maxWidth ? word : ellipsize(ctx, word, maxWidth);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
};

export type FittedText = { readonly px: number; readonly lines: readonly string[] };

/** Whether `text` wraps, without cutting a word, into at most `maxLines` lines of `maxWidth` at `px`. Leaves that font set. */
export const fitsAt = (ctx: SKRSContext2D, text: string, box: { readonly maxWidth: number; readonly maxLines: number }, px: number, weight: Weight = 'regular'): boolean => {
  ctx.font = font(px, weight);
  return wrapLines(ctx, text, box.maxWidth).length <= box.maxLines && text.split(/\s+/).every((w) => textWidth(ctx, w) <= box.maxWidth);
};

/**
 * The largest size from `maxPx` down to `minPx` at which `text` wraps, without cutting a word, into at most
 * `maxLines` lines of `maxWidth`; at `minPx` the last line is ellipsized. Leaves the context's font set to the result.
 */
export const fitText = (
  ctx: SKRSContext2D,
  text: string,
  box: { readonly maxWidth: number; readonly maxLines: number; readonly maxPx: number; readonly minPx: number },
  weight: Weight = 'regular',
): FittedText => {
  for (let px = box.maxPx; px >= box.minPx; px -= 1) if (fitsAt(ctx, text, box, px, weight)) return { px, lines: wrapLines(ctx, text, box.maxWidth) };
  ctx.font = font(box.minPx, weight);
  const lines = wrapLines(ctx, text, box.maxWidth);
  const kept = lines.slice(0, box.maxLines);
  const last = kept.length - 1;
  if (lines.length > box.maxLines && last >= 0) kept[last] = ellipsize(ctx, `${kept[last] ?? ''}…`, box.maxWidth);
  return { px: box.minPx, lines: kept };
};

/** Draws wrapped lines from a top-left (or top-centre with align 'center') position; returns the height used. */
export const drawLines = (
  ctx: SKRSContext2D,
  fitted: FittedText,
  x: number,
  y: number,
  options: { readonly colour: string; readonly weight?: Weight; readonly align?: 'left' | 'center'; readonly lineHeight?: number },
): number => {
  const lineHeight = Math.round(fitted.px * (options.lineHeight ?? 1.2));
  ctx.font = font(fitted.px, options.weight ?? 'regular');
  ctx.fillStyle = options.colour;
  ctx.textAlign = options.align ?? 'left';
  ctx.textBaseline = 'top';
  fitted.lines.forEach((line, i) => fillLine(ctx, line, x, y + i * lineHeight));
  ctx.textAlign = 'left';
  return fitted.lines.length * lineHeight;
};

/** One line of text at a baseline-free top-left position. */
export const drawText = (
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  style: { readonly px: number; readonly colour: string; readonly weight?: Weight; readonly align?: 'left' | 'center' | 'right'; readonly maxWidth?: number },
): number => {
  ctx.font = font(style.px, style.weight ?? 'regular');
  ctx.fillStyle = style.colour;
  ctx.textAlign = style.align ?? 'left';
  ctx.textBaseline = 'top';
  const shown = style.maxWidth === undefined ? text : ellipsize(ctx, text, style.maxWidth);
  fillLine(ctx, shown, x, y);
  const width = textWidth(ctx, shown);
  ctx.textAlign = 'left';
  return width;
};
