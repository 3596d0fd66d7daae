import { describe, expect, it } from 'vitest';
import { fromTileAt, just, lake, position } from '../fixtures.ts';
import { FAR, NW, P, S, SE, SW, at, tileCase } from './tile-case.ts';

describe('A tiles', () => {
  // +1 income; +1 income for every office in every borough (one of mine far away, one of theirs).
  tileCase({
    tile: 'business-supply-store',
    mine: [at('suburbs', S), at('office-building', FAR)],
    theirs: [['office-building', 1, -1]],
    placed: { income: 3 },
    invested: { income: 3 },
    ownerLater: ['office-building', { income: 2 }],
    otherLater: ['local-epa-office', { income: 2 }],
  });
  tileCase({
    tile: 'convenience-store',
    mine: [at('suburbs', S)],
    placed: { income: 1 },
    invested: { income: 1 },
    ownerLater: ['suburbs', {}],
    otherLater: ['boutique', {}],
  });
  // +3 income; −1 income for every restaurant built after it (the Fast Food already there does not count).
  tileCase({
    tile: 'fancy-restaurant',
    mine: [at('fast-food-restaurant', S)],
    placed: { income: 3 },
    invested: { income: 3 },
    ownerLater: ['fast-food-restaurant', { income: -2 }],
    otherLater: ['fancy-restaurant', { income: -2 }],
  });
  // −1 reputation; +1 income for every restaurant in every borough.
  tileCase({
    tile: 'farm',
    mine: [at('suburbs', S), at('fast-food-restaurant', FAR)],
    theirs: [['fancy-restaurant', 1, -1]],
    placed: { reputation: -1, income: 2 },
    invested: { reputation: -1, income: 2 },
    ownerLater: ['fast-food-restaurant', { income: 2 }],
    otherLater: ['fast-food-restaurant', { income: 2 }],
  });
  // +1 income; +3 population per adjacent residential tile.
  tileCase({
    tile: 'fast-food-restaurant',
    mine: [at('suburbs', S), at('mobile-home-community', SE), at('convenience-store', SW)],
    placed: { income: 1, population: 6 },
    invested: { income: 1, population: 6 },
    ownerLater: ['suburbs', { population: 6 }],
    otherLater: ['suburbs', {}],
  });
  // −1 reputation per adjacent residential; +1 income per adjacent commercial.
  tileCase({
    tile: 'freeway',
    mine: [at('suburbs', S), at('convenience-store', SE), at('office-building', SW)],
    placed: { reputation: -1, income: 2 },
    invested: { reputation: -1, income: 2 },
    ownerLater: ['suburbs', { reputation: -2 }],
    otherLater: ['suburbs', {}],
  });
  // +1 population; take $2 for every residential tile anywhere: my Suburbs, theirs, and itself.
  tileCase({
    tile: 'homeowners-association',
    mine: [at('suburbs', S)],
    placed: { population: 1, money: 6 },
    invested: { population: 1, money: 6 },
    ownerLater: ['suburbs', { money: 4 }],
    otherLater: ['suburbs', { money: 4 }],
  });
  // +2 income; −1 reputation per adjacent building (the lake does not count).
  tileCase({
    tile: 'landfill',
    reputation: 5,
    mine: [at('suburbs', S), at('museum', SE), at('farm', SW, { lake: true })],
    placed: { income: 2, reputation: -2 },
    invested: { income: 2, reputation: -2 },
    ownerLater: ['convenience-store', { reputation: -2 }],
    otherLater: ['suburbs', {}],
  });
  // +3 income; take $2 for each of my civic tiles, itself included.
  tileCase({
    tile: 'mint',
    mine: [at('museum', S), at('community-park', FAR)],
    placed: { income: 3, money: 6 },
    invested: { income: 3, money: 6 },
    ownerLater: ['museum', { money: 4 }],
    otherLater: ['museum', {}],
  });
  tileCase({
    tile: 'mobile-home-community',
    mine: [at('suburbs', S)],
    placed: { population: 6 },
    invested: { population: 6 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +1 income for every airport (itself included); −1 reputation per adjacent residential tile.
  tileCase({
    tile: 'municipal-airport',
    mine: [at('suburbs', S)],
    theirs: [['domestic-airport', 1, -1]],
    placed: { income: 2, reputation: -1 },
    invested: { income: 2, reputation: -1 },
    ownerLater: ['suburbs', { reputation: -2 }],
    otherLater: ['international-airport', { income: 2 }],
  });
  // +1 income; +1 income per adjacent commercial tile (decision 1).
  tileCase({
    tile: 'office-building',
    mine: [at('convenience-store', S), at('suburbs', SE)],
    placed: { income: 2 },
    invested: { income: 2 },
    ownerLater: ['boutique', { income: 2 }],
    otherLater: ['boutique', {}],
  });
  // +1 income; +1 income per adjacent commercial or civic tile.
  tileCase({
    tile: 'parking-lot',
    mine: [at('convenience-store', S), at('museum', SE), at('suburbs', SW)],
    placed: { income: 3 },
    invested: { income: 3 },
    ownerLater: ['museum', { income: 2 }],
    otherLater: ['museum', {}],
  });
  // −2 reputation; +1 income for every restaurant anywhere.
  tileCase({
    tile: 'slaughterhouse',
    mine: [at('suburbs', S)],
    theirs: [['fancy-restaurant', 1, -1]],
    placed: { reputation: -2, income: 1 },
    invested: { reputation: -2, income: 1 },
    ownerLater: ['fast-food-restaurant', { income: 2 }],
    otherLater: ['fast-food-restaurant', { income: 2 }],
  });
  // Take $2 for each of my buildings next to my lakes: the Suburbs at SE and the Realty itself touch the lake at S;
  // a later building at SW touches that lake too.
  tileCase({
    tile: 'waterfront-realty',
    mine: [at('farm', S, { lake: true }), at('suburbs', SE), at('convenience-store', FAR)],
    placed: { money: 4 },
    invested: { money: 4 },
    ownerLater: ['suburbs', { money: 4 }, SW],
    otherLater: ['suburbs', {}],
  });
});

describe('Waterfront Realty and a new lake', () => {
  it('pays $2 for each building the new lake makes lakefront, not again for one already beside a lake', () => {
    // The Realty at P already touches the lake at S; the store at NW touches no lake until the new lake at N.
    const g = position({ players: [{ tiles: [at('farm', S, { lake: true }), at('suburbs', SE), at('convenience-store', NW), at('waterfront-realty', P)] }, {}] });
    const r = lake(g, 0, 'mint', 0, -5);
    expect(fromTileAt(r.changes, 0, P[0], P[1])).toEqual(just({ money: 2 }));
    expect(fromTileAt(r.changes, 0, 0, -5)).toEqual(just({ money: 4 }));
  });
});
