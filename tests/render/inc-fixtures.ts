/**
 * Hand-made view models of a Suburbia Inc game for the drawing tests: a borough with a border beside the starting
 * column, a Lake Border along its top and an invested border on a diagonal (one in each of the three axes), the border
 * row, a footprint choice and its confirmation. The cells follow decision 18 (4 slots in a line, the 5 cells beside
 * them on one side covered); no engine involved.
 */
import type {
  AwardCard,
  BorderConfirmationView,
  BorderFace,
  BoroughBorder,
  BoroughCell,
  BoroughView,
  Cell,
  FootprintsView,
  SetBadge,
  TileFace,
  TurnBoardView,
} from '../../src/render/view-model.ts';
import { BOARD_CELLS, FACES, turnBoard } from './fixtures.ts';

const INC: SetBadge = { mark: 'inc', name: 'Suburbia Inc' };

const border = (id: string, name: string, cost: number, effect: string): BorderFace => ({ id: `fixture-${id}`, name, cost, effect, set: INC });

export const BORDER_FACES = {
  desert: border('desert', 'Desert', 6, '+5 income; pay $10 per adjacent building, now and later.'),
  mountains: border('mountains', 'Mountains', 18, '+2 reputation per adjacent building.'),
  trainTracks: border('train-tracks', 'Train Tracks', 17, '+3 income; +1 income per adjacent industrial or commercial tile.'),
  waste: border('radioactive-waste-site', 'Radioactive Waste Site', 7, '+5 income; −7 population per adjacent building or lake; needs the population to place.'),
} as const;

const INC_TILE = (id: string, name: string, cost: number, category: TileFace['category'], effect: string, stack: string): TileFace => ({
  id: `fixture-${id}`,
  name,
  cost,
  category,
  effect,
  stack,
  set: INC,
});

export const INC_FACES = {
  checkpoint: INC_TILE('checkpoint', 'Checkpoint', 14, 'civic', '+4 reputation; take $2 for every border in every borough; must touch one of your borders.', 'B'),
  cemetery: INC_TILE('cemetery', 'Cemetery', 4, 'civic', '−2 population; +1 income per adjacent residential tile; needs at least 2 population to place.', 'A'),
} as const;

const add = (a: Cell, b: Cell, times = 1): Cell => ({ q: a.q + b.q * times, r: a.r + b.r * times });

/**
 * A border's cells by decision 18: slots `first + k·line` (k = 0..3) and the 5 cells on the `side` that touch them. The
 * covered line starts one step back along the line unless `side + line` is itself a neighbour direction.
 */
export const footprint = (first: Cell, line: Cell, side: Cell): { slots: readonly Cell[]; covered: readonly Cell[] } => {
  const ahead = add(side, line);
  const startsHere = Math.max(Math.abs(ahead.q), Math.abs(ahead.r), Math.abs(ahead.q + ahead.r)) === 1;
  const start = startsHere ? add(first, side) : add(add(first, side), line, -1);
  return {
    slots: [0, 1, 2, 3].map((k) => add(first, line, k)),
    covered: [0, 1, 2, 3, 4].map((k) => add(start, line, k)),
  };
};

const DOWN = { q: 0, r: 1 };
const LOWER_RIGHT = { q: 1, r: 0 };
const UPPER_RIGHT = { q: 1, r: -1 };
const UP = { q: 0, r: -1 };
const UPPER_LEFT = { q: -1, r: 0 };

export const INC_BORDERS: readonly BoroughBorder[] = [
  { ...footprint({ q: -1, r: -3 }, DOWN, UPPER_LEFT), invested: false, border: BORDER_FACES.desert },
  { ...footprint({ q: 0, r: -4 }, LOWER_RIGHT, UP), invested: false },
  { ...footprint({ q: 2, r: -2 }, UPPER_RIGHT, LOWER_RIGHT), invested: true, border: BORDER_FACES.mountains },
];

const tile = (q: number, r: number, t: TileFace, invested = false): BoroughCell => ({ kind: 'tile', at: { q, r }, tile: t, invested });

/** The starting column and a few tiles, two of them in the Desert's slots, one in the Lake Border's and one in the Mountains'. */
export const INC_BOROUGH: BoroughView = {
  cells: [
    tile(0, 0, FACES.suburbs), tile(0, -1, FACES.park), tile(0, -2, FACES.factory), tile(-1, -1, FACES.hoa), tile(-1, -2, FACES.school),
    tile(1, -2, FACES.office), tile(1, -3, FACES.fancy), tile(0, -3, FACES.mint), tile(3, -3, INC_FACES.checkpoint), tile(1, -4, FACES.cars),
  ],
  boardCells: BOARD_CELLS,
  borders: INC_BORDERS,
};

export const INC_AWARDS: readonly AwardCard[] = [
  { stack: 'B', name: 'Border Bonus', reward: '+3 income', requirement: 'at least 1 border', set: INC },
  { stack: 'C', name: 'Lake Challenge', reward: '+3 reputation', requirement: 'at least 4 lakes', set: INC },
];

/** A 2-player Inc board: Inc tiles in the market, the border row with 5 face down, the Inc bonus and challenge. */
export const incBoard = (): TurnBoardView => {
  const board = turnBoard(2);
  return {
    ...board,
    market: board.market.map((slot, i) => (i === 1 ? { ...slot, tile: INC_FACES.checkpoint } : i === 3 ? { ...slot, tile: INC_FACES.cemetery } : slot)),
    awards: INC_AWARDS,
    sets: [INC],
    borderRow: { faceUp: [BORDER_FACES.trainTracks, BORDER_FACES.waste, BORDER_FACES.desert], faceDown: 5 },
    players: board.players.map((p) => (p.seat === 0 ? { ...p, borough: INC_BOROUGH } : p)),
  };
};

/** The legal footprints facing up of a border beside the starting column (numbered on their first slots). */
export const footprintsView = (): FootprintsView => {
  const borough: BoroughView = { cells: INC_BOROUGH.cells, boardCells: BOARD_CELLS };
  // every footprint facing up with a tile in a slot, its covered cells empty (decision 18), in the fixed cell order
  const firsts: readonly Cell[] = [{ q: -2, r: -4 }, { q: -1, r: -4 }, { q: 0, r: -4 }, { q: 1, r: -4 }, { q: 2, r: -3 }, { q: 3, r: -3 }];
  return {
    player: { seat: 0, name: 'Ann', colour: 0 },
    placing: { kind: 'border', border: BORDER_FACES.trainTracks },
    side: 'up',
    borough,
    footprints: firsts.map((first, i) => ({
      number: i + 1,
      ...footprint(first, LOWER_RIGHT, UP),
      summary: i < 4 ? 'slots hold 1 tile, +4 income' : 'slots hold 1 tile, +3 income',
    })),
  };
};

export const confirmationView = (): BorderConfirmationView => {
  const { player, placing, borough, footprints } = footprintsView();
  const chosen = footprints[3];
  if (chosen === undefined) throw new Error('the fixture has a third footprint');
  return { player, placing, borough, placed: { slots: chosen.slots, covered: chosen.covered, invested: false }, summary: 'slots hold 1 tile, +4 income' };
};
