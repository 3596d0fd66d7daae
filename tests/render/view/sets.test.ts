import { describe, expect, it } from 'vitest';
import { newGame, positionFrom, publicView, type GameState } from '../../../src/engine/index.ts';
import { placementView, turnBoardView, type TileFace, type TurnBoardView } from '../../../src/render/index.ts';
import { startedGame, tableFor } from './games.ts';

const board = (state: GameState): TurnBoardView => turnBoardView(publicView(state), tableFor(state.players.length));

const NIGHTLIFE = { mark: 'nightlife', name: 'Nightlife' } as const;

/** Every tile face a turn board shows: market, basic supply and boroughs. */
const facesOf = (view: TurnBoardView): readonly TileFace[] => [
  ...view.market.flatMap((s) => (s.tile === undefined ? [] : [s.tile])),
  ...view.basics.map((b) => b.tile),
  ...view.players.flatMap((p) => p.borough.cells.flatMap((c) => (c.kind === 'tile' ? [c.tile] : []))),
];

describe('the turn board of a game with sets', () => {
  it('names the sets in play with their marks, in the order the box lists them', () => {
    const view = board(newGame({ players: 3, sets: ['essen', 'nightlife', 'con'] }, 7));
    expect(view.sets).toEqual([NIGHTLIFE, { mark: 'con', name: 'Con' }, { mark: 'essen', name: 'Essen' }]);
  });

  it('shows the Nightlife Bonus waiting on B and the Nightlife Challenge on C, with reward and requirement', () => {
    const view = board(newGame({ players: 3, sets: ['nightlife'] }, 7));
    expect(view.awards).toEqual([
      { stack: 'B', name: 'Nightlife Bonus', reward: '+3 income', requirement: 'at least 3 Nightlife tiles', set: NIGHTLIFE },
      { stack: 'C', name: 'Nightlife Challenge', reward: '+3 reputation', requirement: 'at least 5 Nightlife tiles', set: NIGHTLIFE },
    ]);
  });

  it('shows only the challenge once the bonus has left the game at the first B draw', () => {
    const view = board(positionFrom({ players: [{}, {}], sets: ['nightlife'], challengeOnC: 'nightlife-challenge' }));
    expect(view.awards.map((a) => [a.stack, a.name])).toEqual([['C', 'Nightlife Challenge']]);
  });

  it('shows no bonus or challenge for sets that bring none (Con and Essen)', () => {
    const view = board(newGame({ players: 2, sets: ['con', 'essen'] }, 7));
    expect(view.awards).toEqual([]);
    expect(view.sets.map((s) => s.name)).toEqual(['Con', 'Essen']);
  });

  it("marks each market tile with its set, and each Con tile with its gold stars and when they count", () => {
    const state = positionFrom({ players: [{}, {}], sets: ['nightlife', 'con', 'essen'], market: ['bgg-con', 'tavern', 'grugapark', 'office-building'] });
    const faces = board(state).market.flatMap((s) => (s.tile === undefined ? [] : [[s.tile.name, s.tile.set, s.tile.goldStars]]));
    expect(faces).toEqual([
      ['BGG Con', { mark: 'con', name: 'Con' }, { count: 2, note: 'only with 5★ Star tiles' }],
      ['Tavern', NIGHTLIFE, undefined],
      ['Grugapark', { mark: 'essen', name: 'Essen' }, undefined],
      ['Office Building', undefined, undefined],
    ]);
  });

  it('marks set tiles in a borough and leaves base tiles and lakes unmarked', () => {
    const state = positionFrom({
      players: [
        {
          tiles: [
            { tileId: 'suburbs', at: { q: 0, r: 0 } },
            { tileId: 'gen-con', at: { q: 0, r: -1 } },
            { tileId: 'police-station', at: { q: 1, r: -1 }, invested: true },
            { tileId: 'u-bahn', at: { q: -1, r: 0 }, lake: true },
          ],
        },
        {},
      ],
      sets: ['nightlife', 'con', 'essen'],
    });
    const cells = board(state).players[0]?.borough.cells ?? [];
    expect(cells.map((c) => (c.kind === 'lake' ? 'lake' : [c.tile.name, c.tile.set?.name, c.tile.goldStars?.count]))).toEqual([
      ['Suburbs', undefined, undefined],
      ['Gen Con', 'Con', 1],
      ['Police Station', 'Nightlife', undefined],
      'lake',
    ]);
  });

  it('shows the mark of a set tile being placed', () => {
    const state = positionFrom({ players: [{}, {}], sets: ['essen'], market: ['messe-essen'] });
    const slot = state.market[0]?.slot ?? -1;
    const view = placementView(publicView(state), { action: 'buy', slot }, [], tableFor(2));
    expect(view.placing).toMatchObject({ kind: 'tile', tile: { name: 'Messe Essen', set: { mark: 'essen', name: 'Essen' } } });
  });
});

describe('the turn board of a base game', () => {
  const view = board(startedGame(4));

  it('names no sets and shows no bonus or challenge', () => {
    expect(view.sets).toEqual([]);
    expect(view.awards).toEqual([]);
  });

  it('puts no set mark and no gold stars on any tile face', () => {
    for (const face of facesOf(view)) {
      expect(face).not.toHaveProperty('set');
      expect(face).not.toHaveProperty('goldStars');
    }
    expect(facesOf(view).length).toBeGreaterThan(20);
  });
});
