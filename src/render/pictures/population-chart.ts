import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PopulationChartView, PopulationLine } from '../view-model.ts';
import { ACCENT, INK, MUTED, PANEL, RULE, playerColour } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { drawPlayerDisc } from '../draw/shapes.ts';
import { drawText, textWidth } from '../draw/text.ts';
import { font } from '../fonts.ts';
import { CONTENT, drawTitle, MARGIN, TEXT, TITLE_HEIGHT, WIDTH } from './layout.ts';

const LEGEND_ROW = 48;
const LEGEND_DISC = 36;
const PLOT_H = 560;
/** room for the y axis' numbers on the left and the seat discs on the right */
const PLOT_LEFT = MARGIN + 70;
const PLOT_RIGHT = WIDTH - MARGIN - 56;
const END_DISC = 40;
const AXIS_H = 96;
/** round labels closer together than this (px) would run into each other */
const LABEL_SPACING = 56;
const TICK_STEPS = [5, 10, 20, 25, 50, 100, 200, 500];
const MAX_TICKS = 8;
/** red lines closer together than this (px) */
const DENSE_LINES = 7;

/** The points a line goes through: a round's end each, then the final population. */
const pointsOf = (line: PopulationLine): readonly number[] => (line.final === undefined ? line.rounds : [...line.rounds, line.final]);

type Scale = { readonly lo: number; readonly hi: number; readonly step: number; readonly count: number; readonly hasFinal: boolean };

const scaleOf = (view: PopulationChartView): Scale => {
  const all = view.lines.flatMap(pointsOf);
  const low = Math.min(0, ...all);
  const high = Math.max(10, ...all);
  const step = TICK_STEPS.find((s) => (high - low) / s <= MAX_TICKS) ?? (TICK_STEPS.at(-1) ?? 500);
  const first = view.lines[0];
  return {
    lo: Math.floor(low / step) * step,
    hi: Math.ceil(high / step) * step,
    step,
    count: first === undefined ? 0 : pointsOf(first).length,
    hasFinal: first?.final !== undefined,
  };
};

const xOf = (scale: Scale, k: number): number => (scale.count <= 1 ? (PLOT_LEFT + PLOT_RIGHT) / 2 : PLOT_LEFT + (k * (PLOT_RIGHT - PLOT_LEFT)) / (scale.count - 1));

const yOf = (scale: Scale, top: number, value: number): number => top + PLOT_H - ((value - scale.lo) / (scale.hi - scale.lo)) * PLOT_H;

const drawLegend = (ctx: SKRSContext2D, view: PopulationChartView, top: number): void => {
  view.lines.forEach((line, i) => {
    const y = top + i * LEGEND_ROW;
    drawPlayerDisc(ctx, line, MARGIN + LEGEND_DISC / 2, y + LEGEND_ROW / 2, LEGEND_DISC);
    const value = line.final ?? line.rounds.at(-1);
    const label = value === undefined ? '' : line.final === undefined ? `${value} after ${view.step.toLowerCase()} ${line.rounds.length}` : `final ${value}`;
    const w = drawText(ctx, label, MARGIN + CONTENT, y + 8, { px: TEXT.body, colour: INK, weight: 'bold', align: 'right' });
    drawText(ctx, line.name, MARGIN + LEGEND_DISC + 14, y + 8, { px: TEXT.body, colour: INK, weight: 'bold', maxWidth: CONTENT - LEGEND_DISC - 34 - w });
  });
};

/** Grid and numbers every tick step, then the population track's red lines, each between v − 1 and v. */
const drawGrid = (ctx: SKRSContext2D, view: PopulationChartView, scale: Scale, top: number): void => {
  ctx.fillStyle = PANEL;
  ctx.fillRect(PLOT_LEFT, top, PLOT_RIGHT - PLOT_LEFT, PLOT_H);
  ctx.lineWidth = 1;
  ctx.strokeStyle = RULE;
  for (let v = scale.lo; v <= scale.hi; v += scale.step) {
    const y = yOf(scale, top, v);
    ctx.beginPath();
    ctx.moveTo(PLOT_LEFT, y);
    ctx.lineTo(PLOT_RIGHT, y);
    ctx.stroke();
    drawText(ctx, String(v), PLOT_LEFT - 10, y - TEXT.small / 2, { px: TEXT.small, colour: MUTED, align: 'right' });
  }
  ctx.strokeStyle = ACCENT;
  // from 101 on a line follows every even number: packed that close they are drawn fainter, as a band
  for (const [i, v] of view.redLines.entries()) {
    const previous = view.redLines[i - 1];
    const dense = previous !== undefined && (v - previous) * (PLOT_H / (scale.hi - scale.lo)) < DENSE_LINES;
    ctx.globalAlpha = dense ? 0.35 : 0.7;
    ctx.lineWidth = dense ? 1 : 2;
    const y = yOf(scale, top, v - 0.5);
    ctx.beginPath();
    ctx.moveTo(PLOT_LEFT, y);
    ctx.lineTo(PLOT_RIGHT, y);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
};

/**
 * The rounds numbered under the axis of a chart with `points` points (the last of them the final population when
 * `hasFinal`): every round, or every 2nd, 5th… where they would crowd, and always the last round, a multiple too close
 * to it left out.
 */
export const labelledRounds = (points: number, hasFinal: boolean): readonly number[] => {
  const rounds = points - (hasFinal ? 1 : 0);
  const gap = points <= 1 ? LABEL_SPACING : (PLOT_RIGHT - PLOT_LEFT) / (points - 1);
  const every = [1, 2, 5, 10, 20].find((n) => n * gap >= LABEL_SPACING) ?? 50;
  const labelled = Array.from({ length: rounds }, (_, i) => i + 1).filter((round) => round % every === 0 && (rounds - round) * gap >= LABEL_SPACING);
  return rounds === 0 ? [] : [...labelled, rounds];
};

/** Round numbers where they fit, "Final" beside the last point when the game finished, and what the axis counts. */
const drawXAxis = (ctx: SKRSContext2D, view: PopulationChartView, scale: Scale, top: number): void => {
  const y = top + PLOT_H + 10;
  const rounds = labelledRounds(scale.count, scale.hasFinal);
  let right = 0;
  for (const round of rounds) {
    const x = xOf(scale, round - 1);
    const w = drawText(ctx, String(round), x, y, { px: TEXT.small, colour: MUTED, align: 'center' });
    right = x + w / 2;
  }
  if (scale.hasFinal) {
    // under the final point, moved right (as far as the seat discs' column) where the last round's number is close
    ctx.font = font(TEXT.small, 'bold');
    const half = textWidth(ctx, 'Final') / 2;
    const x = Math.min(Math.max(xOf(scale, scale.count - 1), right + 16 + half), WIDTH - MARGIN - half);
    drawText(ctx, 'Final', x, y, { px: TEXT.small, colour: INK, weight: 'bold', align: 'center' });
  }
  const note = `${view.step}${scale.hasFinal ? ' · dashed: goals and money at the end' : ''}${view.redLines.length > 0 ? " · red: the track's red lines" : ''}`;
  drawText(ctx, note, (PLOT_LEFT + PLOT_RIGHT) / 2, y + 40, { px: TEXT.small, colour: MUTED, align: 'center' });
};

/** A player's line: ink under the colour so that light colours read on white; the step to the final score dashed. */
const drawLine = (ctx: SKRSContext2D, line: PopulationLine, scale: Scale, top: number): void => {
  const points = pointsOf(line).map((v, k) => ({ x: xOf(scale, k), y: yOf(scale, top, v) }));
  const rounds = points.slice(0, line.rounds.length);
  const tail = line.final === undefined ? [] : points.slice(line.rounds.length - 1);
  for (const [width, colour] of [
    [10, INK],
    [6, playerColour(line.colour)],
  ] as const) {
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    for (const [part, dash] of [
      [rounds, []],
      [tail, [14, 10]],
    ] as const) {
      if (part.length === 0) continue;
      ctx.setLineDash([...dash]);
      ctx.beginPath();
      part.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      if (part.length === 1) ctx.lineTo((part[0]?.x ?? 0) + 0.1, part[0]?.y ?? 0);
      ctx.stroke();
    }
  }
  ctx.setLineDash([]);
};

/** Each line's seat disc right of its last point, moved apart where two would overlap. */
const drawEndDiscs = (ctx: SKRSContext2D, view: PopulationChartView, scale: Scale, top: number): void => {
  const ends = view.lines
    .map((line) => ({ line, y: yOf(scale, top, pointsOf(line).at(-1) ?? 0) }))
    .sort((a, b) => a.y - b.y);
  let floor = top - END_DISC;
  const placed = ends.map((e) => {
    floor = Math.max(e.y, floor + END_DISC + 2);
    return { ...e, y: floor };
  });
  const overflow = Math.max(0, (placed.at(-1)?.y ?? 0) - (top + PLOT_H + END_DISC / 2));
  for (const p of placed) drawPlayerDisc(ctx, p.line, PLOT_RIGHT + END_DISC / 2 + 8, p.y - overflow, END_DISC);
};

/**
 * Population over the game: one line per player through the end of every round (every turn in the Lone
 * Architect), then, dashed, to the final population after goals and money; the population track's red lines
 * across. Each line is marked by its seat's colour and number, and the legend names the players.
 */
export const renderPopulationChart = (view: PopulationChartView): Promise<Picture> => {
  const legendH = view.lines.length * LEGEND_ROW + 16;
  const height = TITLE_HEIGHT + 16 + legendH + 24 + PLOT_H + AXIS_H;
  return renderPng(WIDTH, height, (ctx) => {
    const legendTop = drawTitle(ctx, view.title, 'Population') + 16;
    drawLegend(ctx, view, legendTop);
    const top = legendTop + legendH + 24;
    const scale = scaleOf(view);
    drawGrid(ctx, view, scale, top);
    if (scale.count === 0) {
      drawText(ctx, `No ${view.step.toLowerCase()} was finished`, (PLOT_LEFT + PLOT_RIGHT) / 2, top + PLOT_H / 2 - TEXT.body / 2, { px: TEXT.body, colour: MUTED, align: 'center' });
      return;
    }
    for (const line of view.lines) drawLine(ctx, line, scale, top);
    drawEndDiscs(ctx, view, scale, top);
    drawXAxis(ctx, view, scale, top);
  });
};
