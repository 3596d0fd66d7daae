import type { SKRSContext2D } from '@napi-rs/canvas';
import type { SetMark, TileFace } from '../view-model.ts';
import { font } from '../fonts.ts';
import { GOLD_STAR, INK, MUTED } from '../palette.ts';
import { polygon, starPath, withBox, type Glyph } from './glyph.ts';

/**
 * Set marks as the pieces print them, white (seed 003): each a different silhouette, so the marks differ at a
 * phone's size without colour. Original drawings; the Spiel icon is drawn as a meeple, the board-game fair's figure.
 */
const SET_GLYPHS: Readonly<Record<SetMark, Glyph>> = {
  // a crescent moon
  nightlife: (ctx, ink, hole) => {
    ctx.beginPath();
    ctx.arc(46, 52, 42, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = hole;
    ctx.beginPath();
    ctx.arc(68, 36, 36, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = ink;
  },
  // a die showing five
  con: (ctx, ink, hole) => {
    ctx.beginPath();
    ctx.roundRect(8, 8, 84, 84, 18);
    ctx.fill();
    ctx.fillStyle = hole;
    for (const [x, y] of [[30, 30], [70, 30], [50, 50], [30, 70], [70, 70]] as const) {
      ctx.beginPath();
      ctx.arc(x, y, 9, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = ink;
  },
  // a meeple
  essen: (ctx) => {
    ctx.beginPath();
    ctx.arc(50, 20, 15, 0, Math.PI * 2);
    ctx.fill();
    polygon(ctx, [[38, 36], [62, 36], [92, 48], [92, 60], [66, 62], [84, 94], [58, 94], [50, 78], [42, 94], [16, 94], [34, 62], [8, 60], [8, 48]]);
  },
  // a necktie: the knot and the blade
  inc: (ctx) => {
    polygon(ctx, [[36, 6], [64, 6], [58, 24], [42, 24]]);
    polygon(ctx, [[42, 28], [58, 28], [72, 76], [50, 96], [28, 76]]);
  },
  // a five-pointed star
  star: (ctx) => {
    starPath(ctx, 50, 54, 48);
    ctx.fill();
  },
};

/** A set mark as a white glyph on a dark rounded square, readable on every category colour and on paper. */
export const drawSetMark = (ctx: SKRSContext2D, mark: SetMark, cx: number, cy: number, size: number): void => {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(cx - size / 2, cy - size / 2, size, size, size * 0.22);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.restore();
  withBox(ctx, cx, cy, size * 0.7, '#FFFFFF', () => SET_GLYPHS[mark](ctx, '#FFFFFF', INK));
};

/** The width `count` gold stars of this size take side by side. */
export const goldStarsWidth = (count: number, size: number): number => count * size + (count - 1) * size * 0.08;

/** Gold stars side by side from `x`, vertically centred on `cy`: gold with a dark outline, like the printed ones. */
export const drawGoldStars = (ctx: SKRSContext2D, count: number, x: number, cy: number, size: number): void => {
  ctx.save();
  ctx.fillStyle = GOLD_STAR;
  ctx.strokeStyle = INK;
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1.5, size / 12);
  for (let i = 0; i < count; i++) {
    starPath(ctx, x + size / 2 + i * size * 1.08, cy + size * 0.04, size / 2);
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
};

/** A tile's set mark with the set's name, then its gold stars, as part of a line of text: "[moon] Nightlife", "[die] Con ★★". */
export type SetTag = { readonly width: number; readonly draw: (x: number, baseline: number) => void };

/** The set tag of a tile, in text of `px` pixels; none for a base tile without gold stars. */
export const setTag = (ctx: SKRSContext2D, tile: TileFace, px: number): SetTag | undefined => {
  const { set, goldStars } = tile;
  if (set === undefined && goldStars === undefined) return undefined;
  const mark = px * 1.3;
  const star = px * 1.15;
  ctx.font = font(px, 'bold');
  const nameW = set === undefined ? 0 : mark + px * 0.3 + ctx.measureText(set.name).width;
  const starsW = goldStars === undefined ? 0 : goldStarsWidth(goldStars.count, star);
  const gap = nameW > 0 && starsW > 0 ? px * 0.5 : 0;
  return {
    width: nameW + gap + starsW,
    draw: (x, baseline) => {
      // marks and stars sit on the baseline, about as tall as a capital letter of the line beside them
      const cy = baseline - px * 0.4;
      if (set !== undefined) {
        drawSetMark(ctx, set.mark, x + mark / 2, cy, mark);
        ctx.font = font(px, 'bold');
        ctx.fillStyle = MUTED;
        ctx.textAlign = 'left';
        ctx.textBaseline = 'alphabetic';
        ctx.fillText(set.name, x + mark + px * 0.3, baseline);
      }
      if (goldStars !== undefined) drawGoldStars(ctx, goldStars.count, x + nameW + gap, cy, star);
    },
  };
};
