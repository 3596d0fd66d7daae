import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PlacementSpot, PlacementView } from '../view-model.ts';
import { INK, LAKE_STYLE, PANEL } from '../palette.ts';
import { renderPng, type Picture } from '../png.ts';
import { drawBorough, layoutBorough } from '../draw/borough.ts';
import { drawInvestmentMarker, drawWaves } from '../draw/icons.ts';
import { rowFace, rowFaceHeight } from '../draw/row-face.ts';
import { drawPlayerDisc, fillRoundRect } from '../draw/shapes.ts';
import { drawText, measuringContext, textWidth } from '../draw/text.ts';
import { font } from '../fonts.ts';
import { CONTENT, drawHeading, drawTitle, MARGIN, TEXT, TITLE_HEIGHT, WIDTH } from './layout.ts';

const FACE_H = 128;
const PLAYER_H = 64;
const MAX_HEX = 90;
const MAX_BOROUGH_H = 1400;
export const LEGEND_ROW = 40;

/** The height of what is being placed: a tile's face grows with a long effect text. */
const placingHeight = (view: PlacementView): number => (view.placing.kind === 'tile' ? rowFaceHeight(view.placing.tile, CONTENT, FACE_H) : FACE_H);

const drawPlacing = (ctx: SKRSContext2D, view: PlacementView, y: number): void => {
  if (view.placing.kind === 'tile') {
    ctx.drawImage(rowFace(view.placing.tile, CONTENT, FACE_H), MARGIN, y);
    return;
  }
  if (view.placing.kind === 'investment') {
    fillRoundRect(ctx, { x: MARGIN, y, w: CONTENT, h: FACE_H }, 12, PANEL, { colour: INK, width: 2 });
    drawInvestmentMarker(ctx, MARGIN + 70, y + FACE_H / 2, 90);
    drawText(ctx, 'Investment marker', MARGIN + 140, y + 22, { px: 32, colour: INK, weight: 'bold', maxWidth: CONTENT - 160 });
    drawText(ctx, "Pay the tile's cost again; its effects count double", MARGIN + 140, y + 70, { px: TEXT.body, colour: INK, maxWidth: CONTENT - 160 });
    return;
  }
  fillRoundRect(ctx, { x: MARGIN, y, w: CONTENT, h: FACE_H }, 12, LAKE_STYLE.fill, { colour: INK, width: 2 });
  drawWaves(ctx, MARGIN + 80, y + FACE_H / 2, 110, 3, 24);
  drawText(ctx, 'Lake (a market tile placed face down)', MARGIN + 160, y + 22, { px: 32, colour: INK, weight: 'bold', maxWidth: CONTENT - 180 });
  drawText(ctx, '$2 per adjacent building, now and later', MARGIN + 160, y + 70, { px: TEXT.body, colour: INK, maxWidth: CONTENT - 180 });
};

type LegendLine = Pick<PlacementSpot, 'number' | 'summary'>;

/** Two columns of previews when every one fits half the width, else one a line. */
export const legendColumns = (spots: readonly LegendLine[]): 1 | 2 => {
  const ctx = measuringContext();
  ctx.font = font(TEXT.small, 'regular');
  return spots.every((s) => textWidth(ctx, `${s.number}: ${s.summary}`) <= CONTENT / 2 - 16) ? 2 : 1;
};

/** The spots' summaries under the map, in two columns or one a line: "7: +2 income, +1 reputation". */
export const drawLegend = (ctx: SKRSContext2D, spots: readonly LegendLine[], y: number, columns: 1 | 2 = 2): void => {
  if (columns === 1) {
    spots.forEach((s, i) => drawText(ctx, `${s.number}: ${s.summary}`, MARGIN, y + i * LEGEND_ROW, { px: TEXT.small, colour: INK, maxWidth: CONTENT }));
    return;
  }
  const half = Math.ceil(spots.length / 2);
  const colW = CONTENT / 2;
  spots.forEach((spot, i) => {
    const x = MARGIN + (i < half ? 0 : colW);
    const row = i < half ? i : i - half;
    drawText(ctx, `${spot.number}: ${spot.summary}`, x, y + row * LEGEND_ROW, { px: TEXT.small, colour: INK, weight: 'regular', maxWidth: colW - 16 });
  });
};

/** The acting player's borough with every legal hex for the chosen tile numbered. */
export const renderPlacement = (view: PlacementView): Promise<Picture> => {
  const layout = layoutBorough(view.borough, { maxWidth: CONTENT, maxHeight: MAX_BOROUGH_H, maxSize: MAX_HEX }, view.spots);
  // summaries with star moves are longer: with the 5★ Star track they take a line each unless all fit half the width
  const columns = view.starSpace === undefined ? 2 : legendColumns(view.spots);
  const legendH = Math.ceil(view.spots.length / columns) * LEGEND_ROW;
  const height = TITLE_HEIGHT + 16 + PLAYER_H + placingHeight(view) + 16 + layout.height + 24 + 36 + legendH + 16;
  return renderPng(WIDTH, height, (ctx) => {
    const count = view.spots.length;
    let y = drawTitle(ctx, view.placing.kind === 'investment' ? 'Choose a tile to invest in' : 'Choose a spot', `${count} ${count === 1 ? 'spot' : 'spots'}`) + 16;
    drawPlayerDisc(ctx, view.player, MARGIN + 24, y + 24, 48);
    drawText(ctx, view.player.name, MARGIN + 60, y + 6, { px: 34, colour: INK, weight: 'bold', maxWidth: CONTENT - 60 });
    y += PLAYER_H;
    drawPlacing(ctx, view, y);
    y += placingHeight(view) + 16;
    fillRoundRect(ctx, { x: MARGIN - 8, y: y - 8, w: CONTENT + 16, h: layout.height + 16 }, 12, PANEL);
    drawBorough(ctx, view.borough, layout, { x: MARGIN + (CONTENT - layout.width) / 2, y }, view.spots);
    y += layout.height + 24;
    y += drawHeading(ctx, 'Spots', y);
    drawLegend(ctx, view.spots, y, columns);
  });
};
