import type { SKRSContext2D } from '@napi-rs/canvas';

/**
 * Original glyphs are drawn from simple shapes in a 100×100 box: `ink` for the shape, `hole` (the surface
 * beneath) for doors, windows and pips.
 */
export type Glyph = (ctx: SKRSContext2D, ink: string, hole: string) => void;

/** Runs `draw` in a 100×100 box scaled to a square of side `size` centred on (cx, cy), filling and stroking in `colour`. */
export const withBox = (ctx: SKRSContext2D, cx: number, cy: number, size: number, colour: string, draw: () => void): void => {
  ctx.save();
  ctx.translate(cx - size / 2, cy - size / 2);
  ctx.scale(size / 100, size / 100);
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  draw();
  ctx.restore();
};

export const polygon = (ctx: SKRSContext2D, points: readonly (readonly [number, number])[]): void => {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.fill();
};

/** A five-pointed star's path centred on (cx, cy) with outer radius `r`, one point straight up. */
export const starPath = (ctx: SKRSContext2D, cx: number, cy: number, r: number): void => {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
};
