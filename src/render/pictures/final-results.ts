import type { SKRSContext2D } from '@napi-rs/canvas';
import type { FinalResultsView, ResultRow } from '../view-model.ts';
import { ACCENT, INK, MUTED, PANEL, RULE } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { drawBadge, drawPlayerDisc, fillRoundRect } from '../draw/shapes.ts';
import { drawLines, drawText, fitText } from '../draw/text.ts';
import { CONTENT, drawTitle, MARGIN, TEXT, TITLE_HEIGHT, WIDTH } from './layout.ts';

const HEADLINE_H = 96;
const CARD_TOP = 84;
const LINE_H = 40;
const CARD_GAP = 16;

const cardHeight = (row: ResultRow): number => CARD_TOP + row.lines.length * LINE_H + 14;

const drawCard = (ctx: SKRSContext2D, row: ResultRow, y: number): number => {
  const h = cardHeight(row);
  fillRoundRect(ctx, { x: MARGIN, y, w: CONTENT, h }, 14, PANEL, { colour: row.winner ? ACCENT : RULE, width: row.winner ? 5 : 2 });
  const x = MARGIN + 16;
  // a solo game's cards have no rank: the player's disc and name move to the left edge
  const disc = row.rank === undefined ? x + 26 : x + 110;
  if (row.rank !== undefined) drawText(ctx, `#${row.rank}`, x, y + 18, { px: 40, colour: INK, weight: 'bold' });
  drawPlayerDisc(ctx, row, disc, y + 40, 52);
  const badgeW = row.winner ? 140 : 0;
  drawText(ctx, row.name, disc + 40, y + 18, { px: 36, colour: INK, weight: 'bold', maxWidth: CONTENT - 230 - (disc - x) - badgeW });
  if (row.winner) drawBadge(ctx, 'WINNER', MARGIN + CONTENT - 16 - 150 - badgeW, y + 24, { px: TEXT.small, fill: ACCENT, colour: '#FFFFFF' });
  drawText(ctx, String(row.finalPopulation), MARGIN + CONTENT - 16, y + 10, { px: 56, colour: INK, weight: 'bold', align: 'right' });
  let ly = y + CARD_TOP;
  for (const line of row.lines) {
    if (line.strong === true) {
      ctx.fillStyle = RULE;
      ctx.fillRect(x, ly - 4, CONTENT - 32, 2);
    }
    const weight = line.strong === true ? 'bold' : 'regular';
    const vw = drawText(ctx, line.value, MARGIN + CONTENT - 16, ly, { px: TEXT.body, colour: INK, weight: 'bold', align: 'right' });
    drawText(ctx, line.label, x, ly, { px: TEXT.body, colour: line.strong === true ? INK : MUTED, weight, maxWidth: CONTENT - 60 - vw });
    ly += LINE_H;
  }
  return h;
};

/** Final scoring: the winner (or the tie) first, then each player's breakdown in standing order. */
export const renderFinalResults = (view: FinalResultsView): Promise<Picture> => {
  const height = TITLE_HEIGHT + HEADLINE_H + view.rows.reduce((s, r) => s + cardHeight(r) + CARD_GAP, 0) + 8;
  return renderPng(WIDTH, height, (ctx) => {
    let y = drawTitle(ctx, view.title, 'Final results');
    ctx.fillStyle = '#FFF4D6';
    ctx.fillRect(0, y, WIDTH, HEADLINE_H - 16);
    const headline = fitText(ctx, view.headline, { maxWidth: CONTENT, maxLines: 1, maxPx: 40, minPx: 28 }, 'bold');
    drawLines(ctx, headline, WIDTH / 2, y + 40 - headline.px * 0.6, { colour: INK, weight: 'bold', align: 'center' });
    y += HEADLINE_H;
    for (const row of view.rows) y += drawCard(ctx, row, y) + CARD_GAP;
  });
};
