import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderBoroughs, renderMarketPages, renderPlacement, renderTurnBoard, type Picture, type TurnBoardView } from '../../src/render/index.ts';
import { placementView, turnBoard } from './fixtures.ts';
import { smallStarBoard, starBoard } from './star-fixtures.ts';

const decode = async (picture: Picture): Promise<{ width: number; height: number; inked: number }> => {
  const image = await loadImage(picture.png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  let inked = 0;
  for (let i = 0; i < data.length; i += 4 * 7) if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) inked += 1;
  return { width: image.width, height: image.height, inked: inked / (data.length / (4 * 7)) };
};

const withoutTrack = (view: TurnBoardView): TurnBoardView => {
  const { starTrack: _track, ...rest } = view;
  return { ...rest, players: rest.players.map(({ star: _star, ...p }) => p) };
};

describe('the market of a 5-player game with every set is two pictures, each short enough for a phone', () => {
  it('page 1 holds the 8-slot market, page 2 leads with the Star track; both 1000 px wide and at most 2200 px tall', async () => {
    const pages = await renderMarketPages(starBoard());
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      const decoded = await decode(page);
      expect(decoded.width).toBe(1000);
      expect(decoded.height).toBe(page.height);
      expect(page.height).toBeLessThanOrEqual(2200);
      expect(decoded.inked).toBeGreaterThan(0.05);
    }
  });

  it('the turn board carries both market pages, the first as `market`, and the boroughs two players a page', async () => {
    const board = await renderTurnBoard(starBoard());
    expect(board.marketPages).toHaveLength(2);
    expect(board.market).toBe(board.marketPages[0]);
    expect(board.boroughs.map((p) => p.players)).toEqual([['Ann', 'Bartholomew the Magnificent'], ['Chidi', 'Dagný Þorsteinsdóttir'], ['Eve']]);
  });

  it('only what does not fit moves: a 2-player Star market keeps its stacks and goals, page 2 is the Star track alone', async () => {
    const small = smallStarBoard();
    const [first, second, ...more] = await renderMarketPages(small);
    expect(more).toHaveLength(0);
    const [plain] = await renderMarketPages(withoutTrack(small));
    expect(first?.height).toBe(plain?.height);
    const [, bigSecond] = await renderMarketPages(starBoard());
    expect(second?.height ?? 0).toBeLessThan(bigSecond?.height ?? 0);
  });

  it('a game of up to four players without the Star track keeps its single market picture', async () => {
    expect(await renderMarketPages(turnBoard(4))).toHaveLength(1);
  });

  it('a higher stack on the track makes its row taller: five tokens on space 0 take three chips more room than two', async () => {
    const board = smallStarBoard();
    const stacked = { ...board, starTrack: { ...board.starTrack, spaces: (board.starTrack?.spaces ?? []).map((s) => ({ ...s, tokens: s.space === 0 ? [4, 3, 2, 1, 0] : [] })), turnOrder: [0, 1, 2, 3, 4] } };
    const [, one] = await renderMarketPages(board);
    const [, five] = await renderMarketPages(stacked);
    expect((five?.height ?? 0) - (one?.height ?? 0)).toBe(3 * 40);
  });
});

describe('borough panels with the Star track', () => {
  it("each panel gains a line for its track space, Star tiles and turn, so a page is taller than without the track", async () => {
    const [withLine] = await renderBoroughs(starBoard());
    const [without] = await renderBoroughs(withoutTrack(starBoard()));
    expect((withLine?.picture.height ?? 0) - (without?.picture.height ?? 0)).toBe(2 * 48);
  });
});

describe('the placement view with the Star track', () => {
  const long = '−1 income, −2 reputation, +6 population, ★ +2 → space 9: +1 reputation';

  it('spots whose summaries with star moves are too long for half the width take a line each', async () => {
    const view = { ...placementView(), starSpace: 7 };
    const spots = view.spots.map((s) => ({ ...s, summary: long }));
    const twoColumns = await renderPlacement({ ...placementView(), spots });
    const oneColumn = await renderPlacement({ ...view, spots });
    expect(oneColumn.height - twoColumns.height).toBe((spots.length - Math.ceil(spots.length / 2)) * 40);
  });
});
