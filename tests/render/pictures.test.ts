import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  renderBoroughs,
  renderFinalResults,
  renderMarket,
  renderPlacement,
  renderPlayerBorough,
  renderTileCard,
  renderTurnBoard,
  type Picture,
} from '../../src/render/index.ts';
import { FACES, finalResults, placementView, STARTING_BOROUGH, turnBoard } from './fixtures.ts';

/** Decodes the PNG and measures how much of it differs from the paper colour and how many colours it uses. */
const decode = async (picture: Picture): Promise<{ width: number; height: number; inked: number; colours: number }> => {
  const image = await loadImage(picture.png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  const paper = [data[0], data[1], data[2]];
  let inked = 0;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4 * 7) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    if (r !== paper[0] || g !== paper[1] || b !== paper[2]) inked += 1;
    colours.add((r << 16) | (g << 8) | b);
  }
  return { width: image.width, height: image.height, inked: inked / (data.length / (4 * 7)), colours: colours.size };
};

const TEN_MIB = 10 * 1024 * 1024;

const pictures: readonly (readonly [string, () => Promise<Picture>])[] = [
  ['turn board market, 2 players', () => renderMarket(turnBoard(2))],
  ['turn board market, 4 players with the final-round notice', () => renderMarket(turnBoard(4))],
  ['turn board boroughs, 2 players with a private secret goal', () => renderBoroughs(turnBoard(2, { secretFor: 0 }))],
  ['turn board boroughs, 4 players', () => renderBoroughs(turnBoard(4))],
  ['one borough alone, large', () => renderPlayerBorough(turnBoard(4), 1)],
  ['placement view for a tile', () => renderPlacement(placementView())],
  ['placement view for a lake', () => renderPlacement({ ...placementView(), placing: { kind: 'lake' } })],
  [
    'placement view for an investment',
    () =>
      renderPlacement({
        ...placementView(),
        placing: { kind: 'investment' },
        borough: STARTING_BOROUGH,
        spots: STARTING_BOROUGH.cells.map((c, i) => ({ number: i + 1, at: c.at, summary: '+1 income' })),
      }),
  ],
  ['final results', () => renderFinalResults(finalResults())],
  ['tile card with an icon', () => renderTileCard({ tile: FACES.cars, copies: 1 })],
  ['tile card of a basic tile', () => renderTileCard({ tile: FACES.park, copies: 8 })],
];

describe('pictures decode as PNGs of the promised size, with content, well under Discord\'s limit', () => {
  for (const [name, render] of pictures) {
    it(name, async () => {
      const picture = await render();
      const decoded = await decode(picture);
      expect(decoded.width).toBe(1000);
      expect(decoded.height).toBe(picture.height);
      expect(picture.png.length).toBeLessThan(TEN_MIB);
      expect(decoded.inked).toBeGreaterThan(0.05);
      expect(decoded.colours).toBeGreaterThan(20);
    });
  }
});

describe('picture heights follow their content', () => {
  it('the boroughs picture grows with the number of players', async () => {
    const two = await renderBoroughs(turnBoard(2));
    const four = await renderBoroughs(turnBoard(4));
    expect(four.height).toBeGreaterThan(two.height);
  });

  it("a private view's secret-goal line makes its panel taller than the public one", async () => {
    const open = await renderBoroughs(turnBoard(2));
    const own = await renderBoroughs(turnBoard(2, { secretFor: 0 }));
    expect(own.height).toBeGreaterThan(open.height);
  });
});

describe('the turn board is two pictures for every player count', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: a market picture and a boroughs picture`, async () => {
      const board = await renderTurnBoard(turnBoard(players));
      expect((await decode(board.market)).width).toBe(1000);
      expect((await decode(board.boroughs)).inked).toBeGreaterThan(0.05);
    });
  }
});
