import type { SKRSContext2D } from '@napi-rs/canvas';
import { INK, MUTED } from '../palette.ts';
import { drawText } from '../draw/text.ts';

/**
 * Every picture is 1000 px wide: Discord shows it at about 400 px on a phone, so 25 px text becomes
 * 10 px there, the smallest size that stays readable (checked by eye on each picture at 400 px).
 */
export const WIDTH = 1000;
export const MARGIN = 24;
export const CONTENT = WIDTH - 2 * MARGIN;
export const TEXT = { title: 40, heading: 30, body: 27, small: 24 } as const;

/** A picture's title bar: the title on the left and an optional note on the right; returns its height. */
export const drawTitle = (ctx: SKRSContext2D, title: string, right: string | undefined): number => {
  ctx.fillStyle = INK;
  ctx.fillRect(0, 0, WIDTH, 72);
  const rightW = right === undefined ? 0 : drawText(ctx, right, WIDTH - MARGIN, 20, { px: TEXT.heading, colour: '#FFFFFF', weight: 'bold', align: 'right' });
  drawText(ctx, title, MARGIN, 16, { px: TEXT.title, colour: '#FFFFFF', weight: 'bold', maxWidth: CONTENT - rightW - 20 });
  return 72;
};

export const TITLE_HEIGHT = 72;

/** A section heading in small capitals; returns the height used. */
export const drawHeading = (ctx: SKRSContext2D, text: string, y: number): number => {
  drawText(ctx, text.toUpperCase(), MARGIN, y, { px: TEXT.small, colour: MUTED, weight: 'bold' });
  return 36;
};
