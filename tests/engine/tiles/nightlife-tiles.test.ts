/**
 * Suburbia Nightlife's 16 tile kinds (seed 003 "Suburbia Nightlife"), each in one scripted life: placed at P,
 * invested in, then a tile placed by its owner and one by another player. Police Station and Night Court protect
 * their owner (nightlife-protection.test.ts); paying short is in paying-short.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { goalById, goalMeasure } from '../../../src/engine/goals/index.ts';
import { fromTileAt, just, place, position, START } from '../fixtures.ts';
import { FAR, S, SE, at, tileCase } from './tile-case.ts';

const sets = ['nightlife'] as const;

describe('Nightlife A tiles', () => {
  // +2 income; pay $2 for each of your Nightlife tiles, including this one (a Tavern far away is one).
  tileCase({
    tile: 'back-alley',
    sets,
    mine: [at('suburbs', S), at('tavern', FAR)],
    placed: { income: 2, money: -4 },
    invested: { income: 2, money: -4 },
    ownerLater: ['tavern', { money: -4 }],
    otherLater: ['tavern', {}],
  });
  // +4 reputation; −1 population for every commercial tile in any borough (it is civic: it never counts itself).
  tileCase({
    tile: 'city-square',
    sets,
    population: 20,
    mine: [at('suburbs', S), at('convenience-store', SE)],
    theirs: [['boutique', 1, -1]],
    placed: { reputation: 4, population: -2 },
    invested: { reputation: 4, population: -2 },
    ownerLater: ['convenience-store', { population: -2 }],
    otherLater: ['convenience-store', { population: -2 }],
  });
  // +1 income; take $1 for every commercial tile in any borough, including this one.
  tileCase({
    tile: 'dance-club',
    sets,
    mine: [at('suburbs', S), at('convenience-store', SE)],
    theirs: [['boutique', 1, -1]],
    placed: { income: 1, money: 3 },
    invested: { income: 1, money: 3 },
    ownerLater: ['convenience-store', { money: 2 }],
    otherLater: ['convenience-store', { money: 2 }],
  });
  // +13 population; −1 population for each of your Nightlife tiles, including this one.
  tileCase({
    tile: 'haunted-house',
    sets,
    mine: [at('suburbs', S), at('tavern', FAR)],
    placed: { population: 11 },
    invested: { population: 11 },
    ownerLater: ['tavern', { population: -2 }],
    otherLater: ['tavern', {}],
  });
  // +1 income; take $5 for every airport in any borough, including this one (a Helipad is an airport).
  tileCase({
    tile: 'helipad',
    sets,
    mine: [at('suburbs', S)],
    theirs: [['municipal-airport', 1, -1]],
    placed: { income: 1, money: 10 },
    invested: { income: 1, money: 10 },
    ownerLater: ['domestic-airport', { money: 10 }],
    otherLater: ['helipad', { money: 10 }],
  });
  // +2 income; −1 population for each of your Nightlife tiles, including this one.
  tileCase({
    tile: 'werewolf-den',
    sets,
    population: 20,
    mine: [at('suburbs', S), at('tavern', FAR)],
    placed: { income: 2, population: -2 },
    invested: { income: 2, population: -2 },
    ownerLater: ['tavern', { population: -2 }],
    otherLater: ['tavern', {}],
  });
});

describe('Nightlife B tiles', () => {
  // +1 population for every Nightlife tile in any borough, including this one.
  tileCase({
    tile: 'hospital',
    sets,
    mine: [at('suburbs', S), at('tavern', FAR)],
    theirs: [['tavern', 1, -1]],
    placed: { population: 3 },
    invested: { population: 3 },
    ownerLater: ['tavern', { population: 2 }],
    otherLater: ['tavern', { population: 2 }],
  });
  // +1 reputation; take $1 for every residential tile in any borough, including this one (theirs: the starting Suburbs).
  tileCase({
    tile: 'neighborhood-watch',
    sets,
    mine: [at('suburbs', S)],
    placed: { reputation: 1, money: 3 },
    invested: { reputation: 1, money: 3 },
    ownerLater: ['suburbs', { money: 2 }],
    otherLater: ['suburbs', { money: 2 }],
  });
  // +2 reputation; the protection it gives is proven in nightlife-protection.test.ts.
  tileCase({
    tile: 'police-station',
    sets,
    mine: [at('suburbs', S)],
    placed: { reputation: 2 },
    invested: { reputation: 2 },
    ownerLater: ['tavern', {}],
    otherLater: ['tavern', {}],
  });
  // +1 income; take $1 for every Nightlife tile in any borough, including this one.
  tileCase({
    tile: 'security-office',
    sets,
    mine: [at('suburbs', S), at('tavern', FAR)],
    theirs: [['tavern', 1, -1]],
    placed: { income: 1, money: 3 },
    invested: { income: 1, money: 3 },
    ownerLater: ['tavern', { money: 2 }],
    otherLater: ['tavern', { money: 2 }],
  });
  // +2 income, nothing more (it is a restaurant: see Game Night Host).
  tileCase({
    tile: 'tavern',
    sets,
    mine: [at('suburbs', S)],
    placed: { income: 2 },
    invested: { income: 2 },
    ownerLater: ['suburbs', {}],
    otherLater: ['tavern', {}],
  });
});

describe('Nightlife C tiles', () => {
  // +2 reputation; take $2 for every school in any borough (it is no school itself).
  tileCase({
    tile: 'campus-library',
    sets,
    mine: [at('suburbs', S), at('elementary-school', SE)],
    theirs: [['middle-school', 1, -1]],
    placed: { reputation: 2, money: 4 },
    invested: { reputation: 2, money: 4 },
    ownerLater: ['high-school', { money: 4 }],
    otherLater: ['elementary-school', { money: 4 }],
  });
  // +1 reputation; +5 population for every restaurant in any borough (a Tavern is one).
  tileCase({
    tile: 'game-night-host',
    sets,
    mine: [at('suburbs', S), at('tavern', SE)],
    theirs: [['fast-food-restaurant', 1, -1]],
    placed: { reputation: 1, population: 10 },
    invested: { reputation: 1, population: 10 },
    ownerLater: ['fancy-restaurant', { population: 10 }],
    otherLater: ['tavern', { population: 10 }],
  });
  // +1 income, +2 reputation; with nothing lost to Nightlife there is nothing to give back.
  tileCase({
    tile: 'night-court',
    sets,
    mine: [at('suburbs', S)],
    placed: { income: 1, reputation: 2 },
    invested: { income: 1, reputation: 2 },
    ownerLater: ['tavern', {}],
    otherLater: ['tavern', {}],
  });
  // +4 income; pay $1 for each of your commercial tiles, including this one.
  tileCase({
    tile: 'pawn-shop',
    sets,
    mine: [at('suburbs', S), at('convenience-store', SE)],
    placed: { income: 4, money: -2 },
    invested: { income: 4, money: -2 },
    ownerLater: ['boutique', { money: -2 }],
    otherLater: ['boutique', {}],
  });
  // −1 reputation; +2 population for every civic tile in any borough: a Museum of mine, the Community Park of
  // theirs, and itself (a civic tile in a borough; rules/expansion-categories.json makes it civic).
  tileCase({
    tile: 'prison',
    sets,
    mine: [at('suburbs', S), at('museum', SE)],
    placed: { reputation: -1, population: 6 },
    invested: { reputation: -1, population: 6 },
    ownerLater: ['museum', { population: 4 }],
    otherLater: ['museum', { population: 4 }],
  });
});

describe('Helipad counts airports, itself included, and is one', () => {
  const table = () => position({ sets, players: [{ tiles: [...START, ['suburbs', 0, -3]] }, { tiles: [...START, ['municipal-airport', 1, -1]] }] });

  it('alone, it takes $5 for itself', () => {
    const r = place(position({ sets, players: [{ tiles: [...START] }, {}] }), 0, 'helipad', 0, -3);
    expect(fromTileAt(r.changes, 0, 0, -3)).toEqual(just({ income: 1, money: 5 }));
  });

  it("another borough's Municipal Airport (+1 income for every airport) gains from it", () => {
    const r = place(table(), 0, 'helipad', 0, -4);
    expect(fromTileAt(r.changes, 1, 1, -1)).toEqual(just({ income: 1 }));
  });

  it('it counts for the Air Traffic Controller goal (most airports)', () => {
    const r = place(table(), 0, 'helipad', 0, -4);
    const goal = goalById('air-traffic-controller');
    expect([goalMeasure(goal, 0, r.state), goalMeasure(goal, 1, r.state)]).toEqual([1, 1]);
  });
});

