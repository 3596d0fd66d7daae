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
  type BoroughsPage,
  type Picture,
  type TurnBoardView,
} from '../../src/render/index.ts';
import { FACES, finalResults, loneArchitectResults, placementView, SET_BOROUGH, SET_FACES, setsBoard, STARTING_BOROUGH, turnBoard } from './fixtures.ts';

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

const page = async (pages: Promise<readonly BoroughsPage[]>, index: number): Promise<Picture> => {
  const found = (await pages)[index];
  if (found === undefined) throw new Error(`no boroughs page ${index + 1}`);
  return found.picture;
};

/** The same board with only some of its players, as a picture of theirs alone would show them. */
const withPlayers = (view: TurnBoardView, from: number, to: number): TurnBoardView => ({ ...view, players: view.players.slice(from, to) });

const pictures: readonly (readonly [string, () => Promise<Picture>])[] = [
  ['turn board market, 2 players', () => renderMarket(turnBoard(2))],
  ['turn board market, 4 players with the final-round notice', () => renderMarket(turnBoard(4))],
  ['turn board boroughs, 2 players with a private secret goal', () => page(renderBoroughs(turnBoard(2, { secretFor: 0 })), 0)],
  ['turn board boroughs, 4 players, page 1', () => page(renderBoroughs(turnBoard(4)), 0)],
  ['turn board boroughs, 4 players, page 2', () => page(renderBoroughs(turnBoard(4)), 1)],
  ['turn board boroughs, 3 players, page 2 (one player)', () => page(renderBoroughs(turnBoard(3)), 1)],
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
  ['final results of a Lone Architect game', () => renderFinalResults(loneArchitectResults())],
  ['tile card with an icon', () => renderTileCard({ tile: FACES.cars, copies: 1 })],
  ['tile card of a basic tile', () => renderTileCard({ tile: FACES.park, copies: 8 })],
  ['turn board market with sets, the bonus on B and the challenge on C', () => renderMarket(setsBoard())],
  ['turn board boroughs with a tile of every set mark and gold stars', () => page(renderBoroughs(setsBoard()), 0)],
  ['placement view for a set tile with a three-line effect', () => renderPlacement({ ...placementView(), placing: { kind: 'tile', tile: SET_FACES.messe }, borough: SET_BOROUGH })],
  ...Object.entries(SET_FACES).map(([name, tile]) => [`tile card of the expansion tile ${name}`, () => renderTileCard({ tile, copies: 2 })] as const),
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
  it('a bonus or challenge waiting gives each stack a row, so the market is taller', async () => {
    const board = setsBoard();
    const without = await renderMarket({ ...board, awards: [] });
    const withAwards = await renderMarket(board);
    expect(withAwards.height).toBeGreaterThan(without.height + 150);
  });

  it('the sets in play take a strip under the title bar; a base game has none', async () => {
    const board = setsBoard();
    expect((await renderMarket(board)).height).toBeGreaterThan((await renderMarket({ ...board, sets: [] })).height);
  });

  it('a tile whose effect needs a third line (Messe Essen) makes its market row taller instead of cutting the text', async () => {
    const board = setsBoard();
    const swapped = { ...board, market: board.market.map((s) => (s.tile === SET_FACES.messe ? { ...s, tile: SET_FACES.tavern } : s)) };
    expect((await renderMarket(board)).height).toBeGreaterThan((await renderMarket(swapped)).height);
  });

  it('a tile card grows with its text instead of printing over its last line', async () => {
    const long = { ...FACES.airport, id: 'fixture-long-airport', effect: '+1 income for every airport in every borough; +1 reputation for every airport in every borough; −1 reputation per adjacent residential tile.' };
    expect((await renderTileCard({ tile: FACES.office })).height).toBe(520);
    expect((await renderTileCard({ tile: long })).height).toBeGreaterThan(520);
  });

  it('two players share one boroughs picture, taller than one player\'s', async () => {
    const one = await page(renderBoroughs(withPlayers(turnBoard(2), 0, 1)), 0);
    const two = await page(renderBoroughs(turnBoard(2)), 0);
    expect(two.height).toBeGreaterThan(one.height);
  });

  it("a private view's secret-goal line makes its panel taller than the public one", async () => {
    const open = await page(renderBoroughs(turnBoard(2)), 0);
    const own = await page(renderBoroughs(turnBoard(2, { secretFor: 0 })), 0);
    expect(own.height).toBeGreaterThan(open.height);
  });
});

describe('the boroughs are pages of at most two players, so a phone shows each at its full width', () => {
  for (const [players, names] of [
    [1, [['Ann']]],
    [2, [['Ann', 'Bartholomew the Magnificent']]],
    [3, [['Ann', 'Bartholomew the Magnificent'], ['Chidi']]],
    [4, [['Ann', 'Bartholomew the Magnificent'], ['Chidi', 'Dagný Þorsteinsdóttir']]],
  ] as const) {
    it(`${players} players: ${names.length} page(s), players in seat order`, async () => {
      const pages = await renderBoroughs(turnBoard(players));
      expect(pages.map((p) => p.players)).toEqual(names);
    });
  }

  it('each page of 4 players is as tall as the picture of its two players alone', async () => {
    const board = turnBoard(4);
    const pages = await renderBoroughs(board);
    expect(pages.map((p) => p.picture.height)).toEqual([
      (await page(renderBoroughs(withPlayers(board, 0, 2)), 0)).height,
      (await page(renderBoroughs(withPlayers(board, 2, 4)), 0)).height,
    ]);
  });

  it('a page with a sprawling and a starting borough stays within the market\'s aspect of about 1:2', async () => {
    for (const { picture } of await renderBoroughs(turnBoard(4))) expect(picture.height / picture.width).toBeLessThanOrEqual(2.2);
  });
});

describe('the turn board is a market picture and the boroughs pages', () => {
  for (const [players, pages] of [[2, 1], [3, 2], [4, 2]] as const) {
    it(`${players} players: a market picture and ${pages} boroughs page(s)`, async () => {
      const board = await renderTurnBoard(turnBoard(players));
      expect((await decode(board.market)).width).toBe(1000);
      expect(board.boroughs).toHaveLength(pages);
      for (const { picture } of board.boroughs) expect((await decode(picture)).inked).toBeGreaterThan(0.05);
    });
  }
});
