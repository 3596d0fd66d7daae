/**
 * Hand-made view models of 5★ games for the drawing tests: five players, the 8-slot market, every set's mark, and the
 * Star track with a stack on one space, a token on each one-time space and one on a limited space. No engine involved.
 */
import type { PlayerPanel, SetBadge, StarSpace, StarTrackView, TurnBoardView } from '../../src/render/view-model.ts';
import { FACES, GOALS, SET_FACES, setsBoard, STARTING_BOROUGH } from './fixtures.ts';

/** Tokens bottom to top: Eve alone on 0, Chidi under Ann on 4, Bartholomew on 8, Dagný on 17 (which holds 4). */
const TOKENS: Readonly<Record<number, readonly number[]>> = { 0: [4], 4: [2, 0], 8: [1], 17: [3] };

export const STAR_TRACK: StarTrackView = {
  spaces: Array.from({ length: 21 }, (_, space): StarSpace => ({
    space,
    tokens: TOKENS[space] ?? [],
    ...(space >= 17 ? { limit: 21 - space } : {}),
    ...(space === 4 ? { bonus: '+1 income' } : space === 8 ? { bonus: '+1 reputation' } : {}),
  })),
  // higher spaces first, on one space the top token first
  turnOrder: [3, 1, 0, 2, 4],
};

const SPACES = [4, 8, 4, 17, 0];

const STAR_SETS: readonly SetBadge[] = [
  { mark: 'inc', name: 'Suburbia Inc' },
  { mark: 'star', name: '5★ Star tiles' },
  { mark: 'nightlife', name: 'Nightlife' },
  { mark: 'con', name: 'Con' },
  { mark: 'essen', name: 'Essen' },
];

const withStar = (p: PlayerPanel): PlayerPanel => ({
  ...p,
  toMove: p.seat === 3,
  startPlayer: p.seat === 3,
  star: { space: SPACES[p.seat] ?? 0, starTiles: p.seat, turn: STAR_TRACK.turnOrder.indexOf(p.seat) + 1 },
});

/** A 5-player board with every set: 8 market slots, 5 public goals, the bonus and challenge waiting, the Star track. */
export const starBoard = (): TurnBoardView => {
  const board = setsBoard();
  const first = board.players[0];
  if (first === undefined) throw new Error('the sets board has no players');
  const fifth: PlayerPanel = { ...first, seat: 4, colour: 4, name: 'Eve', borough: STARTING_BOROUGH };
  const extra = [board.players[1], board.players[2], { ...first, seat: 3, colour: 3, name: 'Dagný Þorsteinsdóttir', bot: true }];
  return {
    ...board,
    market: [...board.market, { surcharge: 0, tile: SET_FACES.starTile }],
    basics: board.basics.map((b) => ({ ...b, remaining: 5 })),
    sets: STAR_SETS,
    publicGoals: [...GOALS, { name: 'Tourist', rule: 'most Star tiles', bonus: 15 }],
    players: [first, ...extra.filter((p) => p !== undefined), fifth].map(withStar),
    starTrack: STAR_TRACK,
  };
};

/** A 2-player Star game early on: its market is short enough to carry the Star track on one picture. */
export const smallStarBoard = (): TurnBoardView => {
  const board = starBoard();
  return {
    ...board,
    market: board.market.slice(0, 7).map((slot) => ({ surcharge: slot.surcharge, tile: FACES.suburbs })),
    awards: [],
    sets: STAR_SETS.slice(1, 2),
    publicGoals: GOALS.slice(0, 2),
    players: board.players.slice(0, 2),
    starTrack: { spaces: STAR_TRACK.spaces.map((s) => ({ ...s, tokens: s.space === 0 ? [1, 0] : [] })), turnOrder: [0, 1] },
  };
};
