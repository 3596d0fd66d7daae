import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawText, fitText, textWidth, wrapLines } from '../../src/render/draw/text.ts';
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

describe('the star in "5★ Star tiles"', () => {
  it('is measured as a drawn shape of 0.9 em, whatever fonts the machine has', () => {
    ctx.font = font(40);
    expect(textWidth(ctx, 'only with 5★ Star tiles')).toBeCloseTo(textWidth(ctx, 'only with 5') + 36 + textWidth(ctx, ' Star tiles'), 5);
  });

  it('is drawn in the text colour where it stands', () => {
    const canvas = createCanvas(200, 60);
    const c = canvas.getContext('2d');
    c.fillStyle = '#FFFFFF';
    c.fillRect(0, 0, 200, 60);
    const width = drawText(c, 'A★', 10, 10, { px: 40, colour: '#000000' });
    c.font = font(40);
    const starLeft = 10 + textWidth(c, 'A');
    expect(width).toBeCloseTo(starLeft - 10 + 36, 5);
    // the star's centre, a capital's height below the top of the line, is inked
    const centre = c.getImageData(Math.round(starLeft + 18), 10 + 24, 1, 1).data;
    expect([centre[0], centre[1], centre[2]]).toEqual([0, 0, 0]);
  });
});
