import type { SKRSContext2D } from '@napi-rs/canvas';
import type { FinalResultsView, ResultRow } from '../view-model.ts';
import { ACCENT, INK, MUTED, PANEL, RULE } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { drawBadge, drawPlayerDisc, fillRoundRect } from '../draw/shapes.ts';
import { signed } from '../format.ts';
import { drawLines, drawText, fitText } from '../draw/text.ts';
import { CONTENT, drawTitle, MARGIN, TEXT, TITLE_HEIGHT, WIDTH } from './layout.ts';

const HEADLINE_H = 96;
const CARD_TOP = 84;
const LINE_H = 40;
const CARD_GAP = 16;

type Line = { readonly label: string; readonly value: string; readonly strong?: boolean };

/** The scoring breakdown of one player, in the order the rulebook scores it. */
const linesOf = (row: ResultRow): readonly Line[] => [
  { label: 'Population before goals', value: String(row.populationBeforeGoals) },
  ...row.goals.map((g) => ({ label: `${g.secret ? 'Secret goal' : 'Goal'}: ${g.name}`, value: `+${g.bonus}` })),
  ...(row.goals.length === 0 ? [{ label: 'Goals won', value: 'none' }] : []),
  {
    label: `Money: $${row.moneyConverted.money} → population ($5 each, $${row.money} kept)`,
    value: `+${row.moneyConverted.population}`,
  },
  { label: 'Final population', value: String(row.finalPopulation), strong: true },
  { label: 'Tie-breakers: reputation · income · money', value: `${signed(row.reputation)} · ${signed(row.income)} · $${row.money}` },
];

const cardHeight = (row: ResultRow): number => CARD_TOP + linesOf(row).length * LINE_H + 14;

const drawCard = (ctx: SKRSContext2D, row: ResultRow, y: number): number => {
  const h = cardHeight(row);
  fillRoundRect(ctx, { x: MARGIN, y, w: CONTENT, h }, 14, PANEL, { colour: row.winner ? ACCENT : RULE, width: row.winner ? 5 : 2 });
  const x = MARGIN + 16;
  drawText(ctx, `#${row.rank}`, x, y + 18, { px: 40, colour: INK, weight: 'bold' });
  drawPlayerDisc(ctx, row, x + 110, y + 40, 52);
  const badgeW = row.winner ? 140 : 0;
  drawText(ctx, row.name, x + 150, y + 18, { px: 36, colour: INK, weight: 'bold', maxWidth: CONTENT - 340 - badgeW });
  if (row.winner) drawBadge(ctx, 'WINNER', MARGIN + CONTENT - 16 - 150 - badgeW, y + 24, { px: TEXT.small, fill: ACCENT, colour: '#FFFFFF' });
  drawText(ctx, String(row.finalPopulation), MARGIN + CONTENT - 16, y + 10, { px: 56, colour: INK, weight: 'bold', align: 'right' });
  let ly = y + CARD_TOP;
  for (const line of linesOf(row)) {
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
