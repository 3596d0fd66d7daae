import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Category, InteractiveIcon } from '../view-model.ts';
import { font } from '../fonts.ts';
import { INK, LAKE_STYLE } from '../palette.ts';
import { polygon, withBox, type Glyph } from './glyph.ts';

/** Category glyphs pair with the category letter so colour is never the only cue. */
const CATEGORY_GLYPHS: Readonly<Record<Category, Glyph>> = {
  // a house: pitched roof over a square body with a door cut out
  residential: (ctx, ink, hole) => {
    polygon(ctx, [[50, 8], [94, 48], [82, 48], [82, 92], [18, 92], [18, 48], [6, 48]]);
    ctx.fillStyle = hole;
    ctx.fillRect(42, 62, 16, 30);
    ctx.fillStyle = ink;
  },
  // a shop: scalloped awning over a counter
  commercial: (ctx, ink, hole) => {
    ctx.fillRect(10, 14, 80, 10);
    ctx.beginPath();
    ctx.moveTo(10, 24);
    for (let i = 0; i < 4; i++) ctx.arc(20 + i * 20, 30, 10, Math.PI, 0, true);
    ctx.lineTo(90, 24);
    ctx.closePath();
    ctx.fill();
    ctx.fillRect(16, 44, 68, 48);
    ctx.fillStyle = hole;
    ctx.fillRect(26, 54, 22, 20);
    ctx.fillRect(56, 54, 18, 38);
    ctx.fillStyle = ink;
  },
  // a factory: saw-tooth roof and a chimney
  industrial: (ctx) => {
    polygon(ctx, [[6, 92], [6, 50], [30, 34], [30, 50], [54, 34], [54, 50], [70, 40], [70, 8], [84, 8], [84, 50], [94, 50], [94, 92]]);
  },
  // a civic hall: pediment, three columns and a base
  civic: (ctx) => {
    polygon(ctx, [[50, 6], [94, 32], [6, 32]]);
    ctx.fillRect(10, 36, 80, 8);
    for (const x of [16, 43, 70]) ctx.fillRect(x, 48, 14, 32);
    ctx.fillRect(6, 84, 88, 10);
  },
};

export const drawCategoryGlyph = (
  ctx: SKRSContext2D,
  category: Category,
  at: { readonly cx: number; readonly cy: number; readonly size: number },
  colour: string,
  background: string,
): void => withBox(ctx, at.cx, at.cy, at.size, colour, () => CATEGORY_GLYPHS[category](ctx, colour, background));

const ICON_GLYPHS: Readonly<Record<InteractiveIcon, Glyph>> = {
  // fork and knife
  restaurant: (ctx) => {
    ctx.lineWidth = 8;
    for (const x of [24, 34, 44]) {
      ctx.beginPath();
      ctx.moveTo(x, 12);
      ctx.lineTo(x, 38);
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.moveTo(24, 38);
    ctx.quadraticCurveTo(34, 50, 44, 38);
    ctx.stroke();
    ctx.lineWidth = 10;
    ctx.beginPath();
    ctx.moveTo(34, 46);
    ctx.lineTo(34, 88);
    ctx.stroke();
    polygon(ctx, [[62, 88], [62, 12], [80, 30], [80, 58], [72, 58], [72, 88]]);
  },
  // a briefcase
  office: (ctx, ink, hole) => {
    ctx.lineWidth = 8;
    ctx.strokeRect(36, 16, 28, 18);
    ctx.fillRect(10, 32, 80, 56);
    ctx.fillStyle = hole;
    ctx.fillRect(10, 52, 80, 5);
    ctx.fillStyle = ink;
  },
  // a mortarboard with a tassel
  school: (ctx) => {
    polygon(ctx, [[50, 14], [96, 36], [50, 58], [4, 36]]);
    polygon(ctx, [[24, 50], [76, 50], [76, 74], [50, 86], [24, 74]]);
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(88, 40);
    ctx.lineTo(88, 76);
    ctx.stroke();
  },
  // an aeroplane seen from above
  airport: (ctx) => {
    polygon(ctx, [
      [50, 4], [58, 14], [58, 38], [94, 58], [94, 68], [58, 56], [58, 78], [70, 88], [70, 96],
      [50, 90], [30, 96], [30, 88], [42, 78], [42, 56], [6, 68], [6, 58], [42, 38], [42, 14],
    ]);
  },
  // a tall tower with windows
  skyscraper: (ctx, ink, hole) => {
    ctx.fillRect(30, 16, 40, 80);
    ctx.fillRect(44, 4, 12, 14);
    ctx.fillStyle = hole;
    for (let y = 24; y < 88; y += 14) for (const x of [37, 55]) ctx.fillRect(x, y, 8, 8);
    ctx.fillStyle = ink;
  },
  // a car in profile
  carDealership: (ctx, ink, hole) => {
    polygon(ctx, [[6, 70], [6, 52], [22, 48], [34, 30], [66, 30], [80, 48], [94, 54], [94, 70]]);
    ctx.fillStyle = hole;
    polygon(ctx, [[38, 36], [50, 36], [50, 48], [30, 48]]);
    polygon(ctx, [[56, 36], [64, 36], [72, 48], [56, 48]]);
    ctx.fillStyle = ink;
    for (const x of [26, 74]) {
      ctx.beginPath();
      ctx.arc(x, 72, 12, 0, Math.PI * 2);
      ctx.fill();
    }
  },
};

export const ICON_LABEL: Readonly<Record<InteractiveIcon, string>> = {
  restaurant: 'restaurant',
  office: 'office',
  school: 'school',
  airport: 'airport',
  skyscraper: 'skyscraper',
  carDealership: 'car dealer',
};

/** An interactive icon as a white badge with a dark ring, readable on every category colour. */
export const drawIconBadge = (ctx: SKRSContext2D, icon: InteractiveIcon, cx: number, cy: number, size: number): void => {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, size / 2, 0, Math.PI * 2);
  ctx.fillStyle = '#FFFFFF';
  ctx.fill();
  ctx.lineWidth = Math.max(2, size / 14);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.restore();
  withBox(ctx, cx, cy, size * 0.6, INK, () => ICON_GLYPHS[icon](ctx, INK, '#FFFFFF'));
};

/** The investment marker: a white disc with a heavy ring and "×2" (it doubles the tile's effects). */
export const drawInvestmentMarker = (ctx: SKRSContext2D, cx: number, cy: number, size: number): void => {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, size / 2, 0, Math.PI * 2);
  ctx.fillStyle = '#FFFFFF';
  ctx.fill();
  ctx.lineWidth = Math.max(3, size / 8);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = font(size * 0.46, 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('×2', cx, cy + size * 0.02);
  ctx.restore();
};

/** Wave lines marking a lake, so lakes differ from buildings by pattern as well as colour. */
export const drawWaves = (ctx: SKRSContext2D, cx: number, cy: number, width: number, rows: number, gap: number): void => {
  ctx.save();
  ctx.strokeStyle = LAKE_STYLE.wave;
  ctx.lineWidth = Math.max(2, gap / 6);
  ctx.lineCap = 'round';
  for (let row = 0; row < rows; row++) {
    const y = cy + (row - (rows - 1) / 2) * gap;
    ctx.beginPath();
    const steps = 4;
    const step = width / steps;
    ctx.moveTo(cx - width / 2, y);
    for (let i = 0; i < steps; i++) {
      const x0 = cx - width / 2 + i * step;
      ctx.quadraticCurveTo(x0 + step / 2, y + (i % 2 === 0 ? -gap / 3 : gap / 3), x0 + step, y);
    }
    ctx.stroke();
  }
  ctx.restore();
};
