import { describe, expect, it } from 'vitest';
import { AWARD_TILES, INC_BORDERS, publicView, type BorderFootprintOffer, type Change, type GameState, type PlacedBorder, type Preview } from '../../../src/engine/index.ts';
import {
  awardCardView,
  borderCardView,
  borderConfirmationView,
  footprintsView,
  footprintSummary,
  SIDE_WORDS,
  turnBoardView,
} from '../../../src/render/index.ts';
import { startedGame, tableFor } from './games.ts';

const INC = { mark: 'inc', name: 'Suburbia Inc' } as const;

const desert: PlacedBorder = { borderId: 'desert', side: 4, first: { q: -1, r: 0 }, invested: false, placedOrder: 4 };
const lakeBorder: PlacedBorder = { borderId: 'forest', faceDown: 'lake', side: 0, first: { q: 0, r: -3 }, invested: true, placedOrder: 5 };

/** A started game, seat 0 to move, with borders in its borough and the border row beside the market (the views are under test, not the rules). */
const withBorders = (state: GameState, borders: readonly PlacedBorder[]): GameState => ({
  ...state,
  toMove: 0,
  players: state.players.map((p, i) => (i === 0 ? { ...p, borders } : { ...p, borders: [] })),
  borderRow: ['train-tracks', 'bay', 'mountains'],
  borderStack: ['beach', 'orchard', 'forest', 'military-base'],
});

describe('a borough with borders', () => {
  const state = withBorders(startedGame(2), [desert, lakeBorder]);
  const board = turnBoardView(publicView(state), tableFor(2));

  it('draws a border from the engine geometry: its 4 slots in line order and the 5 cells it covers, facing its side', () => {
    // side 4 is down-left (−1, +1): the slots run up the column q = −1 from the first, the covered cells lie to their left
    expect(board.players[0]?.borough.borders?.[0]).toEqual({
      slots: [{ q: -1, r: 0 }, { q: -1, r: -1 }, { q: -1, r: -2 }, { q: -1, r: -3 }],
      covered: [{ q: -2, r: 1 }, { q: -2, r: 0 }, { q: -2, r: -1 }, { q: -2, r: -2 }, { q: -2, r: -3 }],
      invested: false,
      border: { id: 'desert', name: 'Desert', cost: 6, effect: '+5 income; pay $10 per adjacent building.', set: INC },
    });
  });

  it('shows a Lake Border as a lake: no face, whatever border lies face down', () => {
    const lake = board.players[0]?.borough.borders?.[1];
    expect(lake).not.toHaveProperty('border');
    expect(lake?.invested).toBe(true);
    expect(lake?.covered).toHaveLength(5);
  });

  it('shows the border row face up in row order and only how many lie face down', () => {
    expect(board.borderRow?.faceUp.map((b) => [b.name, b.cost])).toEqual([['Train Tracks', 17], ['Bay', 13], ['Mountains', 18]]);
    expect(board.borderRow?.faceDown).toBe(4);
  });

  it('needs no border id for a Lake Border, which public views leave unnamed', () => {
    const unnamed = turnBoardView(publicView(withBorders(startedGame(2), [{ ...lakeBorder, borderId: '' }])), tableFor(2));
    expect(unnamed.players[0]?.borough.borders?.[0]).toEqual({
      slots: [{ q: 0, r: -3 }, { q: 1, r: -3 }, { q: 2, r: -3 }, { q: 3, r: -3 }],
      covered: [{ q: 0, r: -4 }, { q: 1, r: -4 }, { q: 2, r: -4 }, { q: 3, r: -4 }, { q: 4, r: -4 }],
      invested: true,
    });
  });

  it('gives a player without borders an empty list in an Inc game', () => {
    expect(board.players[1]?.borough.borders).toEqual([]);
  });
});

describe('a game without Suburbia Inc', () => {
  it('has no borders and no border row in its view, so its pictures are as before', () => {
    const board = turnBoardView(publicView(startedGame(3)), tableFor(3));
    expect(board).not.toHaveProperty('borderRow');
    for (const p of board.players) expect(p.borough).not.toHaveProperty('borders');
  });
});

const change = (stat: Change['stat'], delta: number, kind: Change['cause']['kind']): Change => ({ seat: 0, stat, delta, cause: { kind, text: 'border' } });

const preview = (changes: readonly Change[]): Preview => ({ changes, net: { money: 0, income: 0, reputation: 0, population: 0, stars: 0 } });

const offers: readonly BorderFootprintOffer[] = [
  { footprint: { side: 0, first: { q: -1, r: -2 } }, slotsHold: 1, preview: preview([change('income', 4, 'tile')]) },
  { footprint: { side: 0, first: { q: 0, r: -3 } }, slotsHold: 3, preview: preview([change('income', 6, 'tile'), change('money', -17, 'cost')]) },
];

describe('choosing where a border goes', () => {
  const state = withBorders(startedGame(2), []);
  const view = publicView(state);

  it('numbers the footprints of the side in offer order on their first slots, with what each does (the price is not where it goes)', () => {
    const footprints = footprintsView(view, { action: 'border', index: 0 }, 0, offers, tableFor(2));
    expect(footprints.side).toBe('up');
    expect(footprints.placing).toEqual({ kind: 'border', border: expect.objectContaining({ name: 'Train Tracks' }) });
    expect(footprints.footprints.map((f) => [f.number, f.slots[0], f.summary])).toEqual([
      [1, { q: -1, r: -2 }, 'slots hold 1 tile, +4 income'],
      [2, { q: 0, r: -3 }, 'slots hold 3 tiles, +6 income'],
    ]);
    expect(footprints.footprints[0]?.covered).toEqual([{ q: -1, r: -3 }, { q: 0, r: -3 }, { q: 1, r: -3 }, { q: 2, r: -3 }, { q: 3, r: -3 }]);
  });

  it('uses the same words for the menu as for the picture', () => {
    expect(footprintSummary(offers[1] as BorderFootprintOffer, 0)).toBe('slots hold 3 tiles, +6 income');
  });

  it('confirms a Lake Border as a lake drawn in place', () => {
    const confirm = borderConfirmationView(view, { action: 'lakeBorder' }, offers[1] as BorderFootprintOffer, tableFor(2));
    expect(confirm.placing).toEqual({ kind: 'lakeBorder' });
    expect(confirm.placed.slots[0]).toEqual({ q: 0, r: -3 });
    expect(confirm.summary).toBe('slots hold 3 tiles, +6 income');
  });

  it('names the six sides in the engine order of directions', () => {
    expect(SIDE_WORDS).toEqual(['up', 'up-right', 'down-right', 'down', 'down-left', 'up-left']);
  });
});

describe('look-up cards of borders, bonuses and challenges', () => {
  it('covers every Inc border with its price, set and effect', () => {
    expect(INC_BORDERS.map((b) => borderCardView(b).border.set)).toEqual(INC_BORDERS.map(() => INC));
    expect(borderCardView(INC_BORDERS.find((b) => b.id === 'radioactive-waste-site') ?? (INC_BORDERS[0] as never)).border).toEqual({
      id: 'radioactive-waste-site',
      name: 'Radioactive Waste Site',
      cost: 7,
      effect: '+5 income; −7 population per adjacent building or lake; needs the population it takes, when placed and when a tile goes into a slot.',
      set: INC,
    });
  });

  it('shows a bonus tile with its stack, reward and requirement', () => {
    const tile = AWARD_TILES.find((t) => t.id === 'nightlife-bonus');
    if (tile === undefined) throw new Error('no Nightlife Bonus');
    expect(awardCardView(tile).award).toEqual({ stack: 'B', name: 'Nightlife Bonus', reward: '+3 income', requirement: 'at least 3 Nightlife tiles', set: { mark: 'nightlife', name: 'Nightlife' } });
  });

  it('shows every bonus on B and every challenge on C, the Inc ones with the necktie mark', () => {
    for (const tile of AWARD_TILES) expect(awardCardView(tile).award.stack).toBe(tile.award === 'bonus' ? 'B' : 'C');
    const border = AWARD_TILES.find((t) => t.id === 'border-bonus');
    if (border === undefined) throw new Error('no Border Bonus');
    expect(awardCardView(border).award).toEqual({ stack: 'B', name: 'Border Bonus', reward: '+3 income', requirement: 'at least 1 border', set: INC });
  });
});
