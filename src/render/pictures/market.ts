import type { SKRSContext2D } from '@napi-rs/canvas';
import type { AwardCard, BasicSupply, GoalCard, MarketSlot, PlayerMark, SetBadge, StackCount, StarTrackView, TurnBoardView } from '../view-model.ts';
import { BASE_SURCHARGES } from '../../engine/index.ts';
import { CATEGORIES } from '../view-model.ts';
import { ACCENT, CATEGORY_STYLE, INK, MUTED, PANEL, RULE } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { borderRowFace, drawBorderStack } from '../draw/border-face.ts';
import { basicFace, rowFace, rowFaceHeight } from '../draw/row-face.ts';
import { drawCategoryGlyph, drawInvestmentMarker } from '../draw/icons.ts';
import { drawSetMark } from '../draw/set-marks.ts';
import { drawStarTrack, drawTurnOrder, starTrackHeight, turnOrderHeight } from '../draw/star-track.ts';
import { fillRoundRect } from '../draw/shapes.ts';
import { drawLines, drawText, fitText, measuringContext, textWidth } from '../draw/text.ts';
import { font } from '../fonts.ts';
import { CONTENT, drawHeading, drawTitle, MARGIN, TEXT, TITLE_HEIGHT, WIDTH } from './layout.ts';

const ROW_H = 128;
const ROW_GAP = 10;
const SURCHARGE_W = 130;
const BASIC_H = 110;
const GOAL_H = 132;
const NOTICE_H = 56;
const SETS_H = 60;
const LEGEND_H = 60;
const STACK = 64;
/** With a bonus or challenge waiting, each stack gets a row, with the tile waiting on it beside it. */
const STACK_ROW_H = 88;
const STACK_ROW_GAP = 8;

const FACE_W = CONTENT - SURCHARGE_W;
/** A market row's tile face: its width and its height with two lines of effect text. */
export const MARKET_FACE = { width: FACE_W, unit: ROW_H } as const;

/** A slot's row height: a tile whose effect text needs a third line makes its row taller. */
const rowHeight = (slot: MarketSlot): number => (slot.tile === undefined ? ROW_H : rowFaceHeight(slot.tile, FACE_W, ROW_H));

/** The surcharge above a slot and the total a buyer pays for the tile under it. */
const drawSurcharge = (ctx: SKRSContext2D, slot: MarketSlot, y: number, h: number): void => {
  fillRoundRect(ctx, { x: MARGIN, y, w: SURCHARGE_W - 10, h }, 12, slot.surcharge > 0 ? '#FFF4D6' : PANEL, { colour: INK, width: 2 });
  const cx = MARGIN + (SURCHARGE_W - 10) / 2;
  const top = y + (h - ROW_H) / 2;
  drawText(ctx, `+$${slot.surcharge}`, cx, top + 14, { px: 40, colour: INK, weight: 'bold', align: 'center' });
  if (slot.tile !== undefined) drawText(ctx, `= $${slot.tile.cost + slot.surcharge}`, cx, top + 70, { px: TEXT.body, colour: MUTED, weight: 'bold', align: 'center' });
};

const drawMarketRow = (ctx: SKRSContext2D, slot: MarketSlot, y: number): void => {
  drawSurcharge(ctx, slot, y, rowHeight(slot));
  const x = MARGIN + SURCHARGE_W;
  const w = FACE_W;
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

const drawStackTile = (ctx: SKRSContext2D, stack: StackCount, active: boolean, x: number, y: number): number => {
  fillRoundRect(ctx, { x, y, w: STACK, h: STACK }, 10, active ? INK : '#8D8A80');
  drawText(ctx, stack.letter, x + STACK / 2, y + 10, { px: 40, colour: '#FFFFFF', weight: 'bold', align: 'center' });
  return 76 + drawText(ctx, `${stack.remaining} left`, x + 76, y + 16, { px: TEXT.body, colour: active ? INK : MUTED, weight: 'bold' });
};

/** The investment marker explained where the stacks' row has room. */
const drawMarkerLegend = (ctx: SKRSContext2D, y: number): void => {
  drawInvestmentMarker(ctx, WIDTH - MARGIN - 26, y + 32, 52);
  drawText(ctx, 'invested tile', WIDTH - MARGIN - 64, y + 18, { px: TEXT.small, colour: MUTED, weight: 'bold', align: 'right' });
};

/** A bonus or challenge tile on its stack: its name and when it is checked, then its reward and requirement. */
const drawAwardCard = (ctx: SKRSContext2D, award: AwardCard, x: number, y: number): void => {
  const w = WIDTH - MARGIN - x;
  fillRoundRect(ctx, { x, y, w, h: STACK_ROW_H }, 12, '#FFF4D6', { colour: INK, width: 2 });
  drawSetMark(ctx, award.set.mark, x + 34, y + STACK_ROW_H / 2, 44);
  const textX = x + 68;
  const textW = w - 80;
  const nameW = drawText(ctx, award.name, textX, y + 10, { px: TEXT.body, colour: INK, weight: 'bold', maxWidth: textW });
  drawText(ctx, `· at the first ${award.stack} draw`, textX + nameW + 10, y + 13, { px: TEXT.small, colour: MUTED, weight: 'bold', maxWidth: textW - nameW - 10 });
  const rewardW = drawText(ctx, award.reward, textX, y + 48, { px: TEXT.body, colour: ACCENT, weight: 'bold', maxWidth: textW });
  drawText(ctx, ` for ${award.requirement}`, textX + rewardW, y + 48, { px: TEXT.body, colour: INK, maxWidth: textW - rewardW });
};

const stacksHeight = (view: TurnBoardView): number =>
  view.awards.length === 0 ? STACK : view.stacks.length * STACK_ROW_H + (view.stacks.length - 1) * STACK_ROW_GAP;

/**
 * Stack letters as tile backs with the count left; the first non-empty stack is the one being drawn. A bonus or
 * challenge tile waiting on a stack is shown beside it, so the stacks then take a row each.
 */
const drawStacks = (ctx: SKRSContext2D, view: TurnBoardView, y: number): number => {
  const current = view.stacks.find((s) => s.remaining > 0)?.letter;
  if (view.awards.length === 0) {
    let x = MARGIN;
    for (const stack of view.stacks) x += drawStackTile(ctx, stack, stack.letter === current, x, y) + 34;
    drawMarkerLegend(ctx, y);
    return STACK;
  }
  // beside the stack tile and its "23 left"
  const cardX = MARGIN + 76 + 130;
  view.stacks.forEach((stack, i) => {
    const rowY = y + i * (STACK_ROW_H + STACK_ROW_GAP);
    drawStackTile(ctx, stack, stack.letter === current, MARGIN, rowY + (STACK_ROW_H - STACK) / 2);
    const award = view.awards.find((a) => a.stack === stack.letter);
    if (award !== undefined) drawAwardCard(ctx, award, cardX, rowY);
    else if (i === 0) drawMarkerLegend(ctx, rowY + (STACK_ROW_H - STACK) / 2);
  });
  return stacksHeight(view);
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

/** The sets strip's entries, each a set mark and name, in lines that fit the picture's width. */
const setLines = (sets: readonly SetBadge[]): readonly (readonly { readonly set: SetBadge; readonly x: number }[])[] => {
  const ctx = measuringContext();
  ctx.font = font(TEXT.body, 'bold');
  const start = MARGIN + textWidth(ctx, 'Sets:') + 18;
  const lines: { set: SetBadge; x: number }[][] = [[]];
  let x = start;
  for (const set of sets) {
    const w = 50 + textWidth(ctx, set.name);
    const line = lines[lines.length - 1] ?? [];
    if (line.length > 0 && x + w > WIDTH - MARGIN) {
      lines.push([{ set, x: start }]);
      x = start + w + 28;
    } else {
      line.push({ set, x });
      x += w + 28;
    }
  }
  return lines;
};

const setsHeight = (sets: readonly SetBadge[]): number => (sets.length === 0 ? 0 : setLines(sets).length * SETS_H);

/** The expansions in play under the title bar, each with its mark: the key to the marks on the tiles (in lines as they fit). */
const drawSets = (ctx: SKRSContext2D, sets: readonly SetBadge[], y: number): void => {
  ctx.fillStyle = '#ECE8DC';
  ctx.fillRect(0, y, WIDTH, setsHeight(sets));
  drawText(ctx, 'Sets:', MARGIN, y + 14, { px: TEXT.body, colour: INK, weight: 'bold' });
  setLines(sets).forEach((line, row) => {
    const top = y + row * SETS_H;
    for (const { set, x } of line) {
      drawSetMark(ctx, set.mark, x + 20, top + SETS_H / 2, 40);
      drawText(ctx, set.name, x + 50, top + 14, { px: TEXT.body, colour: INK, weight: 'bold' });
    }
  });
};

const BORDER_STACK_H = 64;
/** A border row's face: the market's width and row height. */
export const BORDER_FACE = { width: CONTENT, unit: ROW_H } as const;

/** The border row's height: a row per face-up border and the face-down stack; none without Suburbia Inc. */
const borderRowHeight = (view: TurnBoardView): number =>
  view.borderRow === undefined ? 0 : 36 + view.borderRow.faceUp.length * (ROW_H + ROW_GAP) + BORDER_STACK_H + 22;

/** The face-up borders (decision 19), each with its price, set mark and effect, then how many lie face down. */
const drawBorderRow = (ctx: SKRSContext2D, view: TurnBoardView, y: number): void => {
  const row = view.borderRow;
  if (row === undefined) return;
  let top = y + drawHeading(ctx, row.faceUp.length === 0 ? 'Borders: none face up' : 'Borders (take one as your action)', y);
  for (const face of row.faceUp) {
    ctx.drawImage(borderRowFace(face, BORDER_FACE.width, BORDER_FACE.unit), MARGIN, top);
    top += ROW_H + ROW_GAP;
  }
  drawBorderStack(ctx, row.faceDown, MARGIN, top, CONTENT, BORDER_STACK_H);
};

/** A name short enough for the title bar beside the round. */
const shortName = (name: string): string => (name.length <= 16 ? name : `${name.slice(0, 15)}…`);

const goalRows = (goals: number): number => Math.ceil(goals / 2);

/** A band of the market picture: its height, and how to draw it from its top. */
type Section = { readonly height: number; readonly draw: (ctx: SKRSContext2D, y: number) => void };

const marketSection = (view: TurnBoardView): Section => ({
  height: 16 + 36 + view.market.reduce((sum, slot) => sum + rowHeight(slot) + ROW_GAP, 0) + 10,
  draw: (ctx, top) => {
    let y = top + 16;
    y += drawHeading(ctx, 'Real Estate Market (newest first)', y);
    for (const slot of view.market) {
      drawMarketRow(ctx, slot, y);
      y += rowHeight(slot) + ROW_GAP;
    }
  },
});

const basicsSection = (view: TurnBoardView): Section => ({
  height: 36 + BASIC_H + 22,
  draw: (ctx, y) => drawBasics(ctx, view.basics, y + drawHeading(ctx, 'Basic tiles', y)),
});

const bordersSection = (view: TurnBoardView): Section => ({ height: borderRowHeight(view), draw: (ctx, y) => drawBorderRow(ctx, view, y) });

const stacksSection = (view: TurnBoardView): Section => ({
  height: 36 + stacksHeight(view) + 22,
  draw: (ctx, y) => drawStacks(ctx, view, y + drawHeading(ctx, 'Stacks', y)),
});

const goalsSection = (view: TurnBoardView): Section => ({
  height: 36 + goalRows(view.publicGoals.length) * (GOAL_H + 12) + 10,
  draw: (ctx, y) => drawGoals(ctx, view.publicGoals, y + drawHeading(ctx, 'Public goals (a tie scores nothing)', y)),
});

const legendSection: Section = {
  height: LEGEND_H + 10,
  draw: (ctx, y) => {
    ctx.fillStyle = RULE;
    ctx.fillRect(MARGIN, y, CONTENT, 2);
    drawLegend(ctx, y + 12);
  },
};

/** The 5★ Star track with every token, then the turn order it set (decisions 16, 17). */
const starTrackSection = (track: StarTrackView, players: readonly PlayerMark[]): Section => ({
  height: 36 + starTrackHeight(track) + 36 + turnOrderHeight(track, players, CONTENT) + 16,
  draw: (ctx, top) => {
    let y = top + drawHeading(ctx, 'Star track (round end: top space +1 population, bottom −1)', top);
    y += drawStarTrack(ctx, track, players, MARGIN, y, CONTENT);
    y += drawHeading(ctx, 'Turn order', y);
    drawTurnOrder(ctx, track, players, MARGIN, y, CONTENT);
  },
});

/** The bands under the title bar: the final-round notice and the sets in play. */
const bandsSection = (view: TurnBoardView): Section => ({
  height: (view.notice === undefined ? 0 : NOTICE_H) + setsHeight(view.sets),
  draw: (ctx, top) => {
    let y = top;
    if (view.notice !== undefined) {
      ctx.fillStyle = ACCENT;
      ctx.fillRect(0, y, WIDTH, NOTICE_H);
      drawText(ctx, view.notice, MARGIN, y + 12, { px: TEXT.body, colour: '#FFFFFF', weight: 'bold', maxWidth: CONTENT });
      y += NOTICE_H;
    }
    if (view.sets.length > 0) drawSets(ctx, view.sets, y);
  },
});

const renderPage = (title: string, note: string, sections: readonly Section[], top = 0): Promise<Picture> =>
  renderPng(WIDTH, TITLE_HEIGHT + top + sections.reduce((sum, s) => sum + s.height, 0), (ctx) => {
    let y = drawTitle(ctx, title, note) + top;
    for (const section of sections) {
      section.draw(ctx, y);
      y += section.height;
    }
  });

/**
 * The tallest market page: about 1:2.2, as the boroughs pages, so that a phone shows it at its full width (a
 * taller picture is shrunk until its labels are too small to read).
 */
const MAX_PAGE_H = 2200;

/** Games of up to four players without the Star track keep the single market picture they always had. */
const isPaged = (view: TurnBoardView): boolean => view.starTrack !== undefined || view.market.length > BASE_SURCHARGES.length;

/**
 * The market pictures of the turn board. Page 1: the sets in play, the Real Estate Market, the basic supply, the
 * border row (Suburbia Inc), the stacks with any bonus and challenge tile waiting on them, the public goals and the
 * category key. With the 5★ Star track its track and turn order follow the goals. In games with the Star track or
 * five players, whatever would make page 1 taller than about 1:2.2 (from the Star track, the stacks or the goals on,
 * in that order) moves to a page 2, which then leads with the Star track.
 */
export const renderMarketPages = async (view: TurnBoardView): Promise<readonly Picture[]> => {
  const mover = view.players.find((p) => p.toMove);
  const note = mover === undefined ? `Round ${view.round}` : `Round ${view.round} · ${shortName(mover.name)} to move`;
  const head = [bandsSection(view), marketSection(view), basicsSection(view), bordersSection(view)];
  const star = view.starTrack === undefined ? [] : [starTrackSection(view.starTrack, view.players)];
  if (!isPaged(view)) return [await renderPage(view.title, note, [...head, stacksSection(view), goalsSection(view), legendSection])];
  const rest = [stacksSection(view), goalsSection(view), ...star];
  const height = (sections: readonly Section[]): number => TITLE_HEIGHT + sections.reduce((sum, s) => sum + s.height, 0);
  let kept = rest.length;
  while (kept > 0 && height([...head, ...rest.slice(0, kept), legendSection]) > MAX_PAGE_H) kept -= 1;
  const first = renderPage(view.title, note, [...head, ...rest.slice(0, kept), legendSection]);
  if (kept === rest.length) return [await first];
  // page 2 leads with the Star track, then the stacks and goals that did not fit
  const moved = rest.slice(kept);
  const second = renderPage(view.title, `Round ${view.round} · market 2 of 2`, [...moved.filter((s) => star.includes(s)), ...moved.filter((s) => !star.includes(s))], 16);
  return Promise.all([first, second]);
};

/** The first market picture (the whole market in games without the Star track and of up to four players). */
export const renderMarket = async (view: TurnBoardView): Promise<Picture> => {
  const [first] = await renderMarketPages(view);
  if (first === undefined) throw new Error('a market without pages');
  return first;
};
