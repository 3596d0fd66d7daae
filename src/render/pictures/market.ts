import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BasicSupply, GoalCard, MarketSlot, StackCount, TurnBoardView } from '../view-model.ts';
import { CATEGORIES } from '../view-model.ts';
import { ACCENT, CATEGORY_STYLE, INK, MUTED, PANEL, RULE } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { basicFace, rowFace } from '../draw/row-face.ts';
import { drawCategoryGlyph, drawInvestmentMarker } from '../draw/icons.ts';
import { fillRoundRect } from '../draw/shapes.ts';
import { drawLines, drawText, fitText } from '../draw/text.ts';
import { CONTENT, drawHeading, drawTitle, MARGIN, TEXT, TITLE_HEIGHT, WIDTH } from './layout.ts';

const ROW_H = 128;
const ROW_GAP = 10;
const SURCHARGE_W = 130;
const BASIC_H = 110;
const GOAL_H = 132;
const NOTICE_H = 56;
const LEGEND_H = 60;

/** The surcharge above a slot and the total a buyer pays for the tile under it. */
const drawSurcharge = (ctx: SKRSContext2D, slot: MarketSlot, y: number): void => {
  fillRoundRect(ctx, { x: MARGIN, y, w: SURCHARGE_W - 10, h: ROW_H }, 12, slot.surcharge > 0 ? '#FFF4D6' : PANEL, { colour: INK, width: 2 });
  const cx = MARGIN + (SURCHARGE_W - 10) / 2;
  drawText(ctx, `+$${slot.surcharge}`, cx, y + 14, { px: 40, colour: INK, weight: 'bold', align: 'center' });
  if (slot.tile !== undefined) drawText(ctx, `= $${slot.tile.cost + slot.surcharge}`, cx, y + 70, { px: TEXT.body, colour: MUTED, weight: 'bold', align: 'center' });
};

const drawMarketRow = (ctx: SKRSContext2D, slot: MarketSlot, y: number): void => {
  drawSurcharge(ctx, slot, y);
  const x = MARGIN + SURCHARGE_W;
  const w = CONTENT - SURCHARGE_W;
  if (slot.tile === undefined) {
    ctx.setLineDash([10, 8]);
    fillRoundRect(ctx, { x, y, w, h: ROW_H }, 12, 'rgba(0,0,0,0)', { colour: RULE, width: 3 });
    ctx.setLineDash([]);
    drawText(ctx, 'empty slot', x + w / 2, y + ROW_H / 2 - 14, { px: TEXT.body, colour: MUTED, align: 'center' });
    return;
  }
  ctx.drawImage(rowFace(slot.tile, w, ROW_H), x, y);
};

const drawBasics = (ctx: SKRSContext2D, basics: readonly BasicSupply[], y: number): void => {
  const gap = 12;
  const w = Math.floor((CONTENT - gap * (basics.length - 1)) / Math.max(1, basics.length));
  basics.forEach((b, i) => {
    const x = MARGIN + i * (w + gap);
    ctx.drawImage(basicFace(b.tile, w, BASIC_H), x, y);
    const left = b.remaining === 0 ? 'none left' : `${b.remaining} left`;
    drawText(ctx, left, x + w - 16, y + BASIC_H * 0.66, { px: BASIC_H * 0.24, colour: b.remaining === 0 ? ACCENT : INK, weight: 'bold', align: 'right' });
  });
};

/** Stack letters as tile backs with the count left; the first non-empty stack is the one being drawn. */
const drawStacks = (ctx: SKRSContext2D, stacks: readonly StackCount[], y: number): number => {
  const current = stacks.find((s) => s.remaining > 0)?.letter;
  let x = MARGIN;
  for (const stack of stacks) {
    const active = stack.letter === current;
    fillRoundRect(ctx, { x, y, w: 64, h: 64 }, 10, active ? INK : '#8D8A80');
    drawText(ctx, stack.letter, x + 32, y + 10, { px: 40, colour: '#FFFFFF', weight: 'bold', align: 'center' });
    const w = drawText(ctx, `${stack.remaining} left`, x + 76, y + 16, { px: TEXT.body, colour: active ? INK : MUTED, weight: 'bold' });
    x += 76 + w + 34;
  }
  // the investment marker explained where the row has room
  drawInvestmentMarker(ctx, WIDTH - MARGIN - 26, y + 32, 52);
  drawText(ctx, 'invested tile', WIDTH - MARGIN - 64, y + 18, { px: TEXT.small, colour: MUTED, weight: 'bold', align: 'right' });
  return 64;
};

const drawGoalCard = (ctx: SKRSContext2D, goal: GoalCard, x: number, y: number, w: number, h: number): void => {
  fillRoundRect(ctx, { x, y, w, h }, 12, PANEL, { colour: INK, width: 2 });
  const name = fitText(ctx, goal.name, { maxWidth: w - 24, maxLines: 2, maxPx: TEXT.body, minPx: TEXT.small }, 'bold');
  const used = drawLines(ctx, name, x + 12, y + 10, { colour: INK, weight: 'bold', lineHeight: 1.1 });
  const rule = fitText(ctx, goal.rule, { maxWidth: w - 24, maxLines: 2, maxPx: TEXT.small, minPx: 22 });
  drawLines(ctx, rule, x + 12, y + 14 + used, { colour: INK, lineHeight: 1.1 });
  drawText(ctx, `+${goal.bonus} population`, x + 12, y + h - 38, { px: TEXT.small, colour: ACCENT, weight: 'bold', maxWidth: w - 24 });
};

const drawGoals = (ctx: SKRSContext2D, goals: readonly GoalCard[], y: number): void => {
  const perRow = Math.min(goals.length, 2);
  const gap = 12;
  const w = Math.floor((CONTENT - gap * (perRow - 1)) / Math.max(1, perRow));
  goals.forEach((goal, i) => {
    drawGoalCard(ctx, goal, MARGIN + (i % perRow) * (w + gap), y + Math.floor(i / perRow) * (GOAL_H + gap), w, GOAL_H);
  });
};

/** Category letters and glyphs, explained once per board. */
const drawLegend = (ctx: SKRSContext2D, y: number): void => {
  let x = MARGIN;
  for (const category of CATEGORIES) {
    const style = CATEGORY_STYLE[category];
    fillRoundRect(ctx, { x, y, w: 44, h: 44 }, 8, style.fill);
    drawCategoryGlyph(ctx, category, { cx: x + 22, cy: y + 22, size: 32 }, style.text, style.fill);
    const w = drawText(ctx, `${style.letter} ${style.label}`, x + 52, y + 8, { px: TEXT.small, colour: INK, weight: 'bold' });
    x += 52 + w + 22;
  }
};

/** A name short enough for the title bar beside the round. */
const shortName = (name: string): string => (name.length <= 16 ? name : `${name.slice(0, 15)}…`);

const goalRows = (goals: number): number => Math.ceil(goals / 2);

/** Picture 1 of the turn board: the Real Estate Market, the basic supply, the stacks and the public goals. */
export const renderMarket = (view: TurnBoardView): Promise<Picture> => {
  const marketH = view.market.length * (ROW_H + ROW_GAP);
  const goalsH = goalRows(view.publicGoals.length) * (GOAL_H + 12);
  const height =
    TITLE_HEIGHT + (view.notice === undefined ? 0 : NOTICE_H) + 16 + 36 + marketH + 10 + 36 + BASIC_H + 22 + 36 + 64 + 22 + 36 + goalsH + 10 + LEGEND_H + 10;
  return renderPng(WIDTH, height, (ctx) => {
    const mover = view.players.find((p) => p.toMove);
    let y = drawTitle(ctx, view.title, mover === undefined ? `Round ${view.round}` : `Round ${view.round} · ${shortName(mover.name)} to move`);
    if (view.notice !== undefined) {
      ctx.fillStyle = ACCENT;
      ctx.fillRect(0, y, WIDTH, NOTICE_H);
      drawText(ctx, view.notice, MARGIN, y + 12, { px: TEXT.body, colour: '#FFFFFF', weight: 'bold', maxWidth: CONTENT });
      y += NOTICE_H;
    }
    y += 16;
    y += drawHeading(ctx, 'Real Estate Market (newest first)', y);
    for (const slot of view.market) {
      drawMarketRow(ctx, slot, y);
      y += ROW_H + ROW_GAP;
    }
    y += 10;
    y += drawHeading(ctx, 'Basic tiles', y);
    drawBasics(ctx, view.basics, y);
    y += BASIC_H + 22;
    y += drawHeading(ctx, 'Stacks', y);
    y += drawStacks(ctx, view.stacks, y) + 22;
    y += drawHeading(ctx, 'Public goals (a tie scores nothing)', y);
    drawGoals(ctx, view.publicGoals, y);
    y += goalsH + 10;
    ctx.fillStyle = RULE;
    ctx.fillRect(MARGIN, y, CONTENT, 2);
    drawLegend(ctx, y + 12);
  });
};
