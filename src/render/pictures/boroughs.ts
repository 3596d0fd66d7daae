import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PlayerPanel, StarStanding, TurnBoardView } from '../view-model.ts';
import { ACCENT, INK, MUTED, PANEL, playerColour, RULE } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { borderLegend, type BorderLegend } from '../draw/border-face.ts';
import { drawBorough, layoutBorough } from '../draw/borough.ts';
import { drawInvestmentMarker } from '../draw/icons.ts';
import { drawGoldStars } from '../draw/set-marks.ts';
import { badgeWidth, drawBadge, drawPlayerDisc, fillRoundRect } from '../draw/shapes.ts';
import { signed } from '../format.ts';
import { drawText } from '../draw/text.ts';
import type { BoroughLayout } from '../hex-layout.ts';
import { CONTENT, drawTitle, MARGIN, TEXT, TITLE_HEIGHT, WIDTH } from './layout.ts';

const HEADER_H = 70;
const STATS_H = 100;
const GOAL_LINE_H = 44;
const STAR_LINE_H = 48;
const PANEL_PAD = 14;
/** Largest hex drawn in a borough panel; small boroughs stop here instead of filling the width. */
const MAX_HEX = 80;
/** Tallest borough area: a phone scrolls down easily, so a tall borough may use more height than width. */
const MAX_BOROUGH_H = 1400;

/** Largest hex when one borough is shown alone (the `board` command). */
const MAX_HEX_ALONE = 110;

const boroughLayout = (player: PlayerPanel, maxSize: number): BoroughLayout =>
  layoutBorough(player.borough, { maxWidth: CONTENT - 2 * PANEL_PAD, maxHeight: MAX_BOROUGH_H, maxSize });

/** Under a borough with borders, a line for each: its name and effect. */
const legendOf = (player: PlayerPanel): BorderLegend => borderLegend(player.borough.borders, CONTENT - 2 * PANEL_PAD);

const panelHeight = (player: PlayerPanel, layout: BoroughLayout, legend: BorderLegend): number =>
  HEADER_H + STATS_H + (player.star === undefined ? 0 : STAR_LINE_H) + (player.secretGoal === undefined ? 0 : GOAL_LINE_H) + layout.height + 2 * PANEL_PAD + (legend.height === 0 ? 0 : legend.height + PANEL_PAD);

/** Name, seat disc, and the turn / start-player / bot badges. */
const drawHeader = (ctx: SKRSContext2D, player: PlayerPanel, x: number, y: number): void => {
  drawPlayerDisc(ctx, player, x + 30, y + 34, 52);
  let badgeX = CONTENT + MARGIN - PANEL_PAD;
  const badges: { text: string; fill: string; colour: string; border?: string }[] = [];
  if (player.toMove) badges.push({ text: 'TO MOVE', fill: ACCENT, colour: '#FFFFFF' });
  if (player.startPlayer) badges.push({ text: 'START PLAYER', fill: PANEL, colour: INK, border: INK });
  if (player.bot) badges.push({ text: 'BOT', fill: '#E6E3DA', colour: INK, border: INK });
  badges.forEach((b) => {
    badgeX -= badgeWidth(ctx, b.text, TEXT.small) + 10;
    drawBadge(ctx, b.text, badgeX, y + 16, { px: TEXT.small, ...b });
  });
  drawText(ctx, player.name, x + 70, y + 14, { px: 36, colour: INK, weight: 'bold', maxWidth: badgeX - x - 80 });
};

type Stat = { readonly label: string; readonly value: string; readonly note?: string };

const statsOf = (player: PlayerPanel): readonly Stat[] => [
  { label: 'Money', value: `$${player.money}` },
  { label: 'Income', value: signed(player.income) },
  { label: 'Reputation', value: signed(player.reputation) },
  {
    label: 'Population',
    value: String(player.population),
    note: `red line in ${player.nextRedLine - player.population}`,
  },
];

/** Money, income, reputation, population (with the distance to the next red line) and markers left. */
const drawStats = (ctx: SKRSContext2D, player: PlayerPanel, x: number, y: number): void => {
  const widths = [170, 170, 200, 250];
  let cx = x;
  statsOf(player).forEach((stat, i) => {
    const w = widths[i] ?? 170;
    drawText(ctx, stat.label.toUpperCase(), cx, y, { px: 22, colour: MUTED, weight: 'bold' });
    const vw = drawText(ctx, stat.value, cx, y + 28, { px: 44, colour: INK, weight: 'bold' });
    if (stat.note !== undefined) drawText(ctx, stat.note, cx + vw + 10, y + 44, { px: 22, colour: ACCENT, weight: 'bold' });
    cx += w;
  });
  drawText(ctx, 'INVEST', cx, y, { px: 22, colour: MUTED, weight: 'bold' });
  for (let i = 0; i < player.investmentsLeft; i++) drawInvestmentMarker(ctx, cx + 20 + i * 44, y + 54, 38);
  if (player.investmentsLeft === 0) drawText(ctx, 'none', cx, y + 36, { px: TEXT.body, colour: MUTED, weight: 'bold' });
};

/** "1st", "2nd", "3rd", "4th", "5th". */
const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/**
 * 5★: the token's space on the Star track, the borough's Star tiles and the seat's place in the turn order, which the
 * track sets and which is not its seat number (the disc's number, as the page's "seat 5 of 5").
 */
export const starLine = (star: StarStanding): string =>
  `Star track space ${star.space} · ${star.starTiles} Star ${star.starTiles === 1 ? 'tile' : 'tiles'} · ${ordinal(star.turn)} in turn order`;

const drawStarLine = (ctx: SKRSContext2D, star: StarStanding, x: number, y: number): void => {
  drawGoldStars(ctx, 1, x, y + 18, 32);
  drawText(ctx, starLine(star), x + 44, y + 2, { px: TEXT.body, colour: INK, weight: 'bold', maxWidth: CONTENT - 2 * PANEL_PAD - 44 });
};

const drawPanel = (ctx: SKRSContext2D, { player, layout, legend }: Panel, y: number): number => {
  const h = panelHeight(player, layout, legend);
  fillRoundRect(ctx, { x: MARGIN, y, w: CONTENT, h }, 14, PANEL, { colour: player.toMove ? ACCENT : RULE, width: player.toMove ? 5 : 2 });
  ctx.fillStyle = playerColour(player.colour);
  ctx.fillRect(MARGIN + 3, y + HEADER_H - 4, CONTENT - 6, 6);
  const x = MARGIN + PANEL_PAD;
  drawHeader(ctx, player, x, y);
  let top = y + HEADER_H + 8;
  drawStats(ctx, player, x, top);
  top += STATS_H - 8;
  if (player.star !== undefined) {
    drawStarLine(ctx, player.star, x, top);
    top += STAR_LINE_H;
  }
  if (player.secretGoal !== undefined) {
    const goal = player.secretGoal;
    drawText(ctx, `Your secret goal: ${goal.name} (${goal.rule}, +${goal.bonus})`, x, top + 4, {
      px: TEXT.small,
      colour: INK,
      weight: 'bold',
      maxWidth: CONTENT - 2 * PANEL_PAD,
    });
    top += GOAL_LINE_H;
  }
  const left = MARGIN + (CONTENT - layout.width) / 2;
  drawBorough(ctx, player.borough, layout, { x: left, y: top + PANEL_PAD });
  legend.draw(ctx, x, top + PANEL_PAD + layout.height + PANEL_PAD);
  return h;
};

/** At most this many panels a picture: two late-game panels are about as tall as the market (≈1:2), so a phone shows each page at its full width. */
const PLAYERS_PER_PAGE = 2;
const GAP = 16;

type Panel = { readonly player: PlayerPanel; readonly layout: BoroughLayout; readonly legend: BorderLegend };
/** A picture of panels laid out before it is drawn, so that its height is known. */
type Sheet = { readonly title: string; readonly note: string; readonly panels: readonly Panel[]; readonly height: number };

const sheetOf = (players: readonly PlayerPanel[], maxHex: number, title: string, note: string): Sheet => {
  const panels = players.map((player) => ({ player, layout: boroughLayout(player, maxHex), legend: legendOf(player) }));
  const height = TITLE_HEIGHT + GAP + panels.reduce((sum, p) => sum + panelHeight(p.player, p.layout, p.legend) + GAP, 0);
  return { title, note, panels, height };
};

const renderSheet = (sheet: Sheet): Promise<Picture> =>
  renderPng(WIDTH, sheet.height, (ctx) => {
    let y = drawTitle(ctx, sheet.title, sheet.note) + GAP;
    for (const panel of sheet.panels) y += drawPanel(ctx, panel, y) + GAP;
  });

/** Which seats a page shows, by seat number (the turn order may differ): "seats 1–2 of 4", "seat 3 of 3". */
export const pageHint = (first: number, count: number, of: number): string =>
  count === 1 ? `seat ${first} of ${of}` : `seats ${first}–${first + count - 1} of ${of}`;

/** The players of each boroughs page, in seat order: one page for up to two players, else two players a page. */
const pagesOf = (players: readonly PlayerPanel[]): readonly (readonly PlayerPanel[])[] =>
  Array.from({ length: Math.ceil(players.length / PLAYERS_PER_PAGE) }, (_, i) => players.slice(i * PLAYERS_PER_PAGE, (i + 1) * PLAYERS_PER_PAGE));

/** One boroughs picture and the names of the players on it, in seat order (for its alt text). */
export type BoroughsPage = { readonly picture: Picture; readonly players: readonly string[] };

/**
 * The boroughs pictures of the turn board: a panel per player, each with its borough scaled to the panel, at
 * most two panels a picture. With several pages each carries the game's title, the round and which players it shows.
 * Pages are returned in seat order but started tallest first: each is drawn on the main thread and compressed
 * on libuv's thread pool, so the longest compression overlaps the drawing of the others.
 */
export const renderBoroughs = async (view: TurnBoardView): Promise<readonly BoroughsPage[]> => {
  const pages = pagesOf(view.players);
  const round = `Round ${view.round}`;
  // a page's hint takes the title bar's room of the word "boroughs", as the market's "Bea to move" does
  const sheets = pages.map((players, i) =>
    pages.length === 1
      ? sheetOf(players, MAX_HEX, `${view.title}: boroughs`, round)
      : sheetOf(players, MAX_HEX, view.title, `${round} · ${pageHint(i * PLAYERS_PER_PAGE + 1, players.length, view.players.length)}`),
  );
  const tallestFirst = sheets.map((sheet, index) => ({ sheet, index })).sort((a, b) => b.sheet.height - a.sheet.height);
  const drawn = await Promise.all(
    tallestFirst.map(async ({ sheet, index }) => ({ index, page: { picture: await renderSheet(sheet), players: sheet.panels.map((p) => p.player.name) } })),
  );
  return drawn.sort((a, b) => a.index - b.index).map(({ page }) => page);
};

/** One player's panel and borough alone, with larger hexes (the `board [player]` command). */
export const renderPlayerBorough = (view: TurnBoardView, seat: number): Promise<Picture> => {
  const player = view.players.find((p) => p.seat === seat);
  if (player === undefined) throw new Error(`no seat ${seat} on this board`);
  return renderSheet(sheetOf([player], MAX_HEX_ALONE, `${view.title}: ${player.name}`, `Round ${view.round}`));
};
