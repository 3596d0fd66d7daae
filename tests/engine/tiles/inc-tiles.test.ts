/**
 * Suburbia Inc's 26 hex tiles (seed 003 "Suburbia Inc"): in the box exactly when the set is in play (decision 14);
 * the tiles whose effects the vocabulary says, and the Cemetery's and Lake House's placement rules (decisions 24, 26).
 */
import { describe, expect, it } from 'vitest';
import { INC_TILES } from '../../../src/engine/tiles/inc-tiles.ts';
import { applyMove, newGame, offerActions, offerPlacements } from '../../../src/engine/index.ts';
import { START, cell, expectRejected, fromTileAt, just, ok, position, withTileOffered, type TileSpec } from '../fixtures.ts';
import { S, SE, SW, at, tileCase } from './tile-case.ts';

const dealt = (sets: readonly 'inc'[]): readonly string[] => {
  const state = newGame({ players: 2, sets }, 7);
  return [...state.market.map((m) => m.tileId), ...state.stacks.A, ...state.stacks.B, ...state.stacks.C];
};

describe('Suburbia Inc tiles in the box', () => {
  it('12 kinds, 26 tiles: 10 A, 10 B, 6 C', () => {
    expect(INC_TILES).toHaveLength(12);
    const copies = (stack: string): number => INC_TILES.filter((t) => t.stack === stack).reduce((n, t) => n + t.copies, 0);
    expect([copies('A'), copies('B'), copies('C')]).toEqual([10, 10, 6]);
  });

  it('a game with Inc deals Inc tiles into the market and stacks, a game without it none', () => {
    const inc = new Set(INC_TILES.map((t) => t.id));
    expect(dealt(['inc']).filter((id) => inc.has(id)).length).toBeGreaterThan(0);
    expect(dealt([]).filter((id) => inc.has(id))).toEqual([]);
  });
});

const sets = ['inc'] as const;

describe('Suburbia Inc tiles with ordinary effects', () => {
  // +1 reputation; $2 for each of your buildings, this one included: the column, the Suburbs and itself (5).
  tileCase({
    tile: 'county-assessor',
    sets,
    mine: [...START, at('suburbs', S)],
    placed: { reputation: 1, money: 10 },
    invested: { reputation: 1, money: 10 },
    ownerLater: ['convenience-store', { money: 4 }],
    otherLater: ['convenience-store', {}],
  });
  // +1 population; +1 income per adjacent residential tile (the Suburbs).
  tileCase({
    tile: 'investment-property',
    sets,
    mine: [...START, at('suburbs', S)],
    placed: { population: 1, income: 1 },
    invested: { population: 1, income: 1 },
    ownerLater: ['mobile-home-community', { income: 2 }],
    otherLater: ['mobile-home-community', {}],
  });
  // +1 reputation and +1 income per adjacent commercial or residential tile (the Suburbs and the Convenience Store).
  tileCase({
    tile: 'light-rail',
    sets,
    mine: [...START, at('suburbs', S), at('convenience-store', SE)],
    placed: { reputation: 2, income: 2 },
    invested: { reputation: 2, income: 2 },
    ownerLater: ['convenience-store', { reputation: 2, income: 2 }],
    otherLater: ['convenience-store', {}],
  });
  // +2 population per adjacent building: the Suburbs and the Convenience Store, not the lake.
  tileCase({
    tile: 'new-construction',
    sets,
    mine: [...START, at('suburbs', S), at('convenience-store', SE), at('farm', SW, { lake: true })],
    placed: { population: 4 },
    invested: { population: 4 },
    ownerLater: ['farm', { population: 4 }],
    otherLater: ['farm', {}],
  });
  // +2 income; +1 reputation per commercial tile of yours, itself included (with the Convenience Store: 2).
  tileCase({
    tile: 'indoor-mall',
    sets,
    mine: [...START, at('convenience-store', S)],
    placed: { income: 2, reputation: 2 },
    invested: { income: 2, reputation: 2 },
    ownerLater: ['convenience-store', { reputation: 2 }],
    otherLater: ['convenience-store', {}],
  });
  // −2 population; +1 income per adjacent residential tile. Population 10: far from 0 and the red lines.
  tileCase({
    tile: 'cemetery',
    sets,
    population: 10,
    mine: [...START, at('suburbs', S)],
    placed: { population: -2, income: 1 },
    invested: { population: -2, income: 1 },
    ownerLater: ['mobile-home-community', { income: 2 }],
    otherLater: ['mobile-home-community', {}],
  });
  // +3 reputation; +2 population per residential tile of yours, itself included (the starting Suburbs, the one at SE, itself).
  tileCase({
    tile: 'lake-house',
    sets,
    mine: [...START, at('farm', S, { lake: true }), at('suburbs', SE)],
    placed: { reputation: 3, population: 6 },
    invested: { reputation: 3, population: 6 },
    ownerLater: ['mobile-home-community', { population: 4 }],
    otherLater: ['mobile-home-community', {}],
  });
  // +7 reputation; pay $2 per industrial tile in every borough: both Heavy Factories and itself, then each later one.
  tileCase({
    tile: 'water-purification-plant',
    sets,
    mine: [...START, at('suburbs', S)],
    placed: { reputation: 7, money: -6 },
    invested: { reputation: 7, money: -6 },
    ownerLater: ['landfill', { money: -4 }],
    otherLater: ['landfill', { money: -4 }],
  });
});

describe('Cemetery: you need at least 2 population to place it (decision 24)', () => {
  const table = (population: number) => withTileOffered(position({ sets, players: [{ tiles: START, population }, {}] }), 0, 'cemetery');

  it('with 1 population it is refused with the typed reason, offered only as a lake', () => {
    expectRejected(table(1), { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1) }, 'needsPopulation');
    const offers = offerActions(table(1)).filter((o) => 'slot' in o && o.slot === 6);
    expect(offers).toEqual([
      { action: 'buy', slot: 6, tileId: 'cemetery', cost: 4, affordable: false, noSpot: 'a Cemetery needs at least 2 population' },
      { action: 'lake', slot: 6, tileId: 'cemetery', cost: 0, affordable: true },
    ]);
  });

  it('with exactly 2 it may be placed, and its −2 takes the population to 0 (+1 income beside the Suburbs)', () => {
    const r = ok(applyMove(table(2), { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1) }));
    expect(fromTileAt(r.changes, 0, 1, -1)).toEqual(just({ population: -2, income: 1 }));
  });
});

describe('Lake House: it must touch a lake (decision 26)', () => {
  const table = (tiles: readonly TileSpec[]) => withTileOffered(position({ sets, players: [{ tiles }, {}] }), 0, 'lake-house');

  it('beside no lake it is refused with the typed reason; without any lake it is offered only as a lake', () => {
    expectRejected(table([...START, ['farm', 0, -3, { lake: true }]]), { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1) }, 'mustTouch');
    const buy = offerActions(table(START)).find((o) => o.action === 'buy' && o.slot === 6);
    expect(buy).toMatchObject({ tileId: 'lake-house', noSpot: 'a Lake House must touch one of your lakes' });
  });

  it('beside a lake it is offered exactly on the free cells touching it', () => {
    // the lake at (0,−3) touches (0,−4), (1,−4), (1,−3), (−1,−3), (−1,−2) and the Heavy Factory's (0,−2)
    const cells = offerPlacements(table([...START, ['farm', 0, -3, { lake: true }]]), { action: 'buy', slot: 6 }).map((p) => `${p.at.q},${p.at.r}`);
    expect([...cells].sort()).toEqual(['-1,-2', '-1,-3', '0,-4', '1,-3', '1,-4']);
  });
});
