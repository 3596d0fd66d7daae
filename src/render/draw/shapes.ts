import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PlayerMark } from '../view-model.ts';
import { font } from '../fonts.ts';
import { INK, onPlayerColour, playerColour } from '../palette.ts';

export type Rect = { readonly x: number; readonly y: number; readonly w: number; readonly h: number };

export const fillRoundRect = (ctx: SKRSContext2D, r: Rect, radius: number, fill: string, stroke?: { colour: string; width: number }): void => {
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, radius);
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke !== undefined) {
    ctx.lineWidth = stroke.width;
    ctx.strokeStyle = stroke.colour;
    ctx.stroke();
  }
};

/** A player's colour as a disc carrying the seat number (1-based), so seats differ without colour too. */
export const drawPlayerDisc = (ctx: SKRSContext2D, player: PlayerMark, cx: number, cy: number, diameter: number): void => {
  ctx.beginPath();
  ctx.arc(cx, cy, diameter / 2, 0, Math.PI * 2);
  ctx.fillStyle = playerColour(player.colour);
  ctx.fill();
  ctx.lineWidth = Math.max(2, diameter / 16);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = onPlayerColour(player.colour);
  ctx.font = font(diameter * 0.55, 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(player.seat + 1), cx, cy + diameter * 0.03);
  ctx.textAlign = 'left';
};

export const badgeWidth = (ctx: SKRSContext2D, text: string, px: number): number => {
  ctx.font = font(px, 'bold');
  return ctx.measureText(text).width + px * 0.9;
};

/** A small filled label ("TO MOVE", "START"); returns its width. */
export const drawBadge = (
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  style: { readonly px: number; readonly fill: string; readonly colour: string; readonly border?: string },
): number => {
  const w = badgeWidth(ctx, text, style.px);
  ctx.font = font(style.px, 'bold');
  const h = style.px * 1.45;
  fillRoundRect(ctx, { x, y, w, h }, h / 2, style.fill, style.border === undefined ? undefined : { colour: style.border, width: 2 });
  ctx.fillStyle = style.colour;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillText(text, x + style.px * 0.45, y + h / 2 + 1);
  return w;
};
