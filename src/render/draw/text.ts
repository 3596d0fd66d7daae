import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts.ts';

type Weight = 'regular' | 'bold';

/** Cuts a line to `maxWidth` with an ellipsis (uses the context's current font). */
export const ellipsize = (ctx: SKRSContext2D, text: string, maxWidth: number): string => {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
};

/** Greedy word wrap with the context's current font; a word longer than the line is cut with an ellipsis. */
export const wrapLines = (ctx: SKRSContext2D, text: string, maxWidth: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w.length > 0)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (ctx.measureText(candidate).width <= maxWidth) {
      line = candidate;
    } else {
      if (line !== '') lines.push(line);
      line = ctx.measureText(word).width <= maxWidth ? word : ellipsize(ctx, word, maxWidth);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
};

export type FittedText = { readonly px: number; readonly lines: readonly string[] };

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
  const words = text.split(/\s+/);
  for (let px = box.maxPx; px >= box.minPx; px -= 1) {
    ctx.font = font(px, weight);
    const lines = wrapLines(ctx, text, box.maxWidth);
    const wordsFit = words.every((w) => ctx.measureText(w).width <= box.maxWidth);
    if (lines.length <= box.maxLines && wordsFit) return { px, lines };
  }
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
  fitted.lines.forEach((line, i) => ctx.fillText(line, x, y + i * lineHeight));
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
  ctx.fillText(shown, x, y);
  const width = ctx.measureText(shown).width;
  ctx.textAlign = 'left';
  return width;
};
