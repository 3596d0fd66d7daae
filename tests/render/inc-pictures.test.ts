import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  renderAwardCard,
  renderBorderCard,
  renderBorderConfirmation,
  renderBoroughs,
  renderFootprints,
  renderMarket,
  renderPlayerBorough,
  renderTileCard,
  type Picture,
  type TurnBoardView,
} from '../../src/render/index.ts';
import { drawBorough, layoutBorough, at } from '../../src/render/draw/borough.ts';
import { BORDER_STYLE, LAKE_STYLE } from '../../src/render/palette.ts';
import { BORDER_FACES, confirmationView, footprintsView, INC_AWARDS, INC_BOROUGH, INC_FACES, incBoard } from './inc-fixtures.ts';

const pixelsOf = async (picture: Picture): Promise<{ width: number; height: number; data: Uint8ClampedArray }> => {
  const image = await loadImage(picture.png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: ctx.getImageData(0, 0, image.width, image.height).data };
};

/** The share of sampled pixels that differ from the paper colour. */
const inked = async (picture: Picture): Promise<number> => {
  const { data } = await pixelsOf(picture);
  let n = 0;
  for (let i = 0; i < data.length; i += 4 * 7) if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) n += 1;
  return n / (data.length / (4 * 7));
};

const firstPage = async (view: TurnBoardView): Promise<Picture> => {
  const page = (await renderBoroughs(view))[0];
  if (page === undefined) throw new Error('no boroughs page');
  return page.picture;
};

const withoutBorders = (view: TurnBoardView): TurnBoardView => ({
  ...view,
  players: view.players.map((p) => ({ ...p, borough: { cells: p.borough.cells, boardCells: p.borough.boardCells } })),
});

const pictures: readonly (readonly [string, () => Promise<Picture>])[] = [
  ['boroughs with a border, a Lake Border and an invested border', () => firstPage(incBoard())],
  ['one borough with borders alone, large', () => renderPlayerBorough(incBoard(), 0)],
  ['market with the border row and the Inc bonus and challenge', () => renderMarket(incBoard())],
  ['footprints of a border on one side', () => renderFootprints(footprintsView())],
  ['footprints of a Lake Border', () => renderFootprints({ ...footprintsView(), placing: { kind: 'lakeBorder' } })],
  ['confirmation of a border in place', () => renderBorderConfirmation(confirmationView())],
  ['confirmation of a Lake Border in place', () => renderBorderConfirmation({ ...confirmationView(), placing: { kind: 'lakeBorder' } })],
  ['card of a border', () => renderBorderCard({ border: BORDER_FACES.waste })],
  ['card of a Star border with gold stars', () => renderBorderCard({ border: { ...BORDER_FACES.mountains, id: 'fixture-zoo', name: 'City Zoo', set: { mark: 'star', name: 'Star' }, goldStars: { count: 1 } } })],
  ['card of a bonus tile', () => renderAwardCard({ award: INC_AWARDS[0] ?? (undefined as never) })],
  ['card of a challenge tile', () => renderAwardCard({ award: INC_AWARDS[1] ?? (undefined as never) })],
  ['card of an Inc hex tile', () => renderTileCard({ tile: INC_FACES.checkpoint, copies: 2 })],
];

describe('Suburbia Inc pictures decode as PNGs 1000 px wide, with content', () => {
  for (const [name, render] of pictures) {
    it(name, async () => {
      const picture = await render();
      const { width, height } = await pixelsOf(picture);
      expect(width).toBe(1000);
      expect(height).toBe(picture.height);
      expect(await inked(picture)).toBeGreaterThan(0.05);
    });
  }
});

describe('borders in a borough', () => {
  /** The borough drawn alone, and the colour at a cell's centre shifted by (dx, dy) hex sizes. */
  const drawn = () => {
    const layout = layoutBorough(INC_BOROUGH, { maxWidth: 900, maxSize: 80 });
    const canvas = createCanvas(layout.width, layout.height);
    const ctx = canvas.getContext('2d');
    drawBorough(ctx, INC_BOROUGH, layout, { x: 0, y: 0 });
    return (cell: { q: number; r: number }, dx = 0, dy = 0): string => {
      const p = at(layout, { x: 0, y: 0 }, cell);
      const [r, g, b] = ctx.getImageData(Math.round(p.x + dx * layout.size), Math.round(p.y + dy * layout.size), 1, 1).data;
      return `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
    };
  };

  it('a border covers its 5 cells as one piece in the border colour (beside its name, which runs along the middle)', () => {
    const colour = drawn();
    const desert = INC_BOROUGH.borders?.[0];
    for (const cell of desert?.covered ?? []) expect(colour(cell, 0.6, 0)).toBe(BORDER_STYLE.fill);
  });

  it('a Lake Border is drawn in the lake colour', () => {
    const colour = drawn();
    const lake = INC_BOROUGH.borders?.[1];
    expect(colour(lake?.covered[4] ?? { q: 0, r: 0 }, 0, 0.5)).toBe(LAKE_STYLE.fill);
  });

  it("an empty slot is tinted with the border's colour; a slot holding a tile shows the tile", () => {
    const colour = drawn();
    // the Desert's first slot (−1, −3) is empty; its second (−1, −2) holds the Elementary School (civic grey)
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour({ q: -1, r: -3 }, 0.5, 0).slice(i, i + 2), 16));
    expect((r ?? 0) > (g ?? 0) && (g ?? 0) > (b ?? 0)).toBe(true);
    expect(colour({ q: -1, r: -2 }, 0.5, 0.3)).toBe('#A3A3A3');
  });

  it('each border gets a legend line under its borough: the boroughs page is taller than without borders', async () => {
    const board = incBoard();
    expect((await firstPage(board)).height).toBeGreaterThan((await firstPage(withoutBorders(board))).height);
  });

  it('the border row makes the market taller; a game without Inc has none', async () => {
    const board = incBoard();
    const { borderRow: _row, ...base } = board;
    expect((await renderMarket(board)).height).toBeGreaterThan((await renderMarket(base)).height + 3 * 128);
  });
});
