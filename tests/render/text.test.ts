import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { fitText, wrapLines } from '../../src/render/draw/text.ts';
import { font, registerFonts } from '../../src/render/fonts.ts';

registerFonts();
const ctx = createCanvas(10, 10).getContext('2d');

describe('fitting tile names into hexes', () => {
  it('shrinks the text rather than cut a word when a smaller size fits', () => {
    ctx.font = font(13, 'bold');
    const width = ctx.measureText('Elementary').width + 2;
    const fitted = fitText(ctx, 'Elementary School', { maxWidth: width, maxLines: 3, maxPx: 20, minPx: 13 }, 'bold');
    expect(fitted.lines).toEqual(['Elementary', 'School']);
    expect(fitted.px).toBeLessThan(20);
  });

  it('uses the largest size at which the text fits in the lines allowed', () => {
    const fitted = fitText(ctx, 'Mint', { maxWidth: 400, maxLines: 1, maxPx: 30, minPx: 12 });
    expect(fitted).toEqual({ px: 30, lines: ['Mint'] });
  });

  it('ellipsizes only when even the smallest size cannot hold the text', () => {
    const fitted = fitText(ctx, 'Homeowners Association Headquarters Annex', { maxWidth: 60, maxLines: 2, maxPx: 14, minPx: 12 });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]?.endsWith('…')).toBe(true);
  });

  it('wraps at spaces within the width', () => {
    ctx.font = font(20);
    const lines = wrapLines(ctx, 'one two three four five six', 120);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(120);
  });
});
