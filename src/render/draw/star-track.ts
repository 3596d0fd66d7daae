import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PlayerMark, StarSpace, StarTrackView } from '../view-model.ts';
import { ACCENT, INK, MUTED, onPlayerColour, PANEL, playerColour, RULE } from '../palette.ts';
import { drawPlayerDisc, fillRoundRect } from './shapes.ts';
import { drawText, measuringContext, textWidth } from './text.ts';
import { font } from '../fonts.ts';

/**
 * The 5★ Star track as rows of 6 spaces (0–5, 6–11, 12–17, 18–20): a space is about 150 px wide, so its number, its
 * "+1 reputation" or "max 4" and each token's seat number and name stay at least 24 px (10 px on a phone). A space's
 * tokens are stacked bottom to top as chips, as they lie on the track, so the stacking order reads at a glance.
 */
const PER_ROW = 6;
const GAP = 8;
const HEAD_H = 72;
const CHIP_H = 36;
const CHIP_GAP = 4;
const PAD = 8;
const ROW_GAP = 10;

const rowsOf = (spaces: readonly StarSpace[]): readonly (readonly StarSpace[])[] =>
  Array.from({ length: Math.ceil(spaces.length / PER_ROW) }, (_, i) => spaces.slice(i * PER_ROW, (i + 1) * PER_ROW));

/** A row is as tall as its highest stack (at least one token's room). */
const rowHeight = (row: readonly StarSpace[]): number => HEAD_H + Math.max(1, ...row.map((s) => s.tokens.length)) * (CHIP_H + CHIP_GAP) + PAD;

export const starTrackHeight = (track: StarTrackView): number => rowsOf(track.spaces).reduce((h, row) => h + rowHeight(row) + ROW_GAP, 0);

/**
 * A token: the player's colour with the seat number, which always tells seats apart, and the short name where there is
 * one ("2 Dale", "3 Bot 2"), cut with "…" if it still does not fit.
 */
const drawChip = (ctx: SKRSContext2D, player: PlayerMark, x: number, y: number, w: number): void => {
  fillRoundRect(ctx, { x, y, w, h: CHIP_H }, 8, playerColour(player.colour), { colour: INK, width: 2 });
  drawText(ctx, `${player.seat + 1} ${player.short ?? player.name}`, x + 8, y + 5, { px: 24, colour: onPlayerColour(player.colour), weight: 'bold', maxWidth: w - 14 });
};

const drawSpace = (ctx: SKRSContext2D, space: StarSpace, players: readonly PlayerMark[], x: number, y: number, w: number, h: number): void => {
  const fill = space.bonus !== undefined ? '#FFF4D6' : space.limit !== undefined ? '#ECE8DC' : PANEL;
  fillRoundRect(ctx, { x, y, w, h }, 10, fill, { colour: space.bonus !== undefined ? ACCENT : RULE, width: 2 });
  drawText(ctx, String(space.space), x + 10, y + 4, { px: 32, colour: INK, weight: 'bold' });
  if (space.bonus !== undefined) {
    // "+1" beside the number, the stat under it: "+1 reputation" is wider than a space
    const [amount = '', ...stat] = space.bonus.split(' ');
    drawText(ctx, amount, x + w - 10, y + 6, { px: 28, colour: ACCENT, weight: 'bold', align: 'right' });
    drawText(ctx, stat.join(' '), x + 8, y + 40, { px: 24, colour: ACCENT, weight: 'bold', maxWidth: w - 12 });
  } else if (space.limit !== undefined) drawText(ctx, `max ${space.limit}`, x + 10, y + 40, { px: 24, colour: MUTED, weight: 'bold', maxWidth: w - 14 });
  space.tokens.forEach((seat, i) => {
    const player = players.find((p) => p.seat === seat);
    if (player !== undefined) drawChip(ctx, player, x + 6, y + h - PAD - (i + 1) * (CHIP_H + CHIP_GAP) + CHIP_GAP, w - 12);
  });
};

/** Draws the track from `y` across `width` px from `x`; returns the height used. */
export const drawStarTrack = (ctx: SKRSContext2D, track: StarTrackView, players: readonly PlayerMark[], x: number, y: number, width: number): number => {
  const w = (width - (PER_ROW - 1) * GAP) / PER_ROW;
  let top = y;
  for (const row of rowsOf(track.spaces)) {
    const h = rowHeight(row);
    row.forEach((space, i) => drawSpace(ctx, space, players, x + i * (w + GAP), top, w, h));
    top += h + ROW_GAP;
  }
  return top - y;
};

const ORDER_LINE_H = 56;
const DISC = 40;
const NAME_PX = 27;
const ARROW = '  →  ';

/** The turn order as discs and names, the start player first, wrapped to `width`: each entry's width. */
const orderEntries = (track: StarTrackView, players: readonly PlayerMark[]): readonly { readonly player: PlayerMark; readonly width: number }[] => {
  const ctx = measuringContext();
  ctx.font = font(NAME_PX, 'bold');
  return track.turnOrder.flatMap((seat) => {
    const player = players.find((p) => p.seat === seat);
    return player === undefined ? [] : [{ player, width: DISC + 8 + Math.min(260, textWidth(ctx, player.name)) }];
  });
};

const arrowWidth = (): number => {
  const ctx = measuringContext();
  ctx.font = font(NAME_PX, 'bold');
  return textWidth(ctx, ARROW);
};

/** Lines of the turn order: as many entries a line as fit. */
const orderLines = (track: StarTrackView, players: readonly PlayerMark[], width: number) => {
  const arrow = arrowWidth();
  const lines: { readonly player: PlayerMark; readonly width: number }[][] = [[]];
  let used = 0;
  for (const entry of orderEntries(track, players)) {
    const line = lines[lines.length - 1] ?? [];
    const need = (line.length === 0 ? 0 : arrow) + entry.width;
    if (line.length > 0 && used + need > width) {
      lines.push([entry]);
      used = entry.width;
    } else {
      line.push(entry);
      used += need;
    }
  }
  return lines;
};

export const turnOrderHeight = (track: StarTrackView, players: readonly PlayerMark[], width: number): number => orderLines(track, players, width).length * ORDER_LINE_H;

/** "1 Cal → 3 Ann → …": the turn order the track set, the start player first; returns the height used. */
export const drawTurnOrder = (ctx: SKRSContext2D, track: StarTrackView, players: readonly PlayerMark[], x: number, y: number, width: number): number => {
  const lines = orderLines(track, players, width);
  lines.forEach((line, row) => {
    let cx = x;
    const cy = y + row * ORDER_LINE_H + ORDER_LINE_H / 2;
    line.forEach((entry, i) => {
      if (i > 0) cx += drawText(ctx, ARROW, cx, cy - NAME_PX * 0.6, { px: NAME_PX, colour: MUTED, weight: 'bold' });
      drawPlayerDisc(ctx, entry.player, cx + DISC / 2, cy, DISC);
      drawText(ctx, entry.player.name, cx + DISC + 8, cy - NAME_PX * 0.6, { px: NAME_PX, colour: INK, weight: 'bold', maxWidth: entry.width - DISC - 8 });
      cx += entry.width;
    });
  });
  return lines.length * ORDER_LINE_H;
};
