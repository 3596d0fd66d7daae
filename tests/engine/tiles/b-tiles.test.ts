import { describe } from 'vitest';
import { FAR, S, SE, SW, at, tileCase } from './tile-case.ts';

describe('B tiles', () => {
  // +3 population; +1 reputation per adjacent residential tile.
  tileCase({
    tile: 'burg-von-alspach',
    mine: [at('suburbs', S), at('convenience-store', SE)],
    placed: { population: 3, reputation: 1 },
    invested: { population: 3, reputation: 1 },
    ownerLater: ['suburbs', { reputation: 2 }],
    otherLater: ['suburbs', {}],
  });
  // −3 reputation (its red-line reaction is proven in red-lines.test.ts).
  tileCase({
    tile: 'casino',
    reputation: 8,
    mine: [at('suburbs', S)],
    placed: { reputation: -3 },
    invested: { reputation: -3 },
    ownerLater: ['convenience-store', {}],
    otherLater: ['suburbs', {}],
  });
  // +1 income; +1 reputation for every airport (itself included); −1 reputation per adjacent residential tile.
  tileCase({
    tile: 'domestic-airport',
    mine: [at('suburbs', S)],
    theirs: [['municipal-airport', 1, -1]],
    placed: { income: 1, reputation: 1 },
    invested: { income: 1, reputation: 1 },
    ownerLater: ['suburbs', { reputation: -2 }],
    otherLater: ['international-airport', { reputation: 2 }],
  });
  // +1 reputation; +1 population for each of my residential tiles.
  tileCase({
    tile: 'elementary-school',
    mine: [at('suburbs', S), at('suburbs', FAR)],
    placed: { reputation: 1, population: 2 },
    invested: { reputation: 1, population: 2 },
    ownerLater: ['suburbs', { population: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +1 income; +1 population per adjacent residential tile.
  tileCase({
    tile: 'gas-station',
    mine: [at('suburbs', S), at('mobile-home-community', SE)],
    placed: { income: 1, population: 2 },
    invested: { income: 1, population: 2 },
    ownerLater: ['suburbs', { population: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +2 population; −1 reputation per adjacent commercial tile.
  tileCase({
    tile: 'hostel',
    mine: [at('convenience-store', S), at('suburbs', SE)],
    placed: { population: 2, reputation: -1 },
    invested: { population: 2, reputation: -1 },
    ownerLater: ['boutique', { reputation: -2 }],
    otherLater: ['boutique', {}],
  });
  // +10 population; −2 reputation per adjacent residential, commercial or civic tile.
  tileCase({
    tile: 'housing-projects',
    reputation: 10,
    mine: [at('suburbs', S), at('convenience-store', SE), at('heavy-factory', SW)],
    placed: { population: 10, reputation: -4 },
    invested: { population: 10, reputation: -4 },
    ownerLater: ['museum', { reputation: -4 }],
    otherLater: ['suburbs', {}],
  });
  // +1 income; +1 income per adjacent residential tile.
  tileCase({
    tile: 'movie-theater',
    mine: [at('suburbs', S), at('convenience-store', SE)],
    placed: { income: 2 },
    invested: { income: 2 },
    ownerLater: ['suburbs', { income: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +1 reputation; +1 reputation per adjacent civic tile.
  tileCase({
    tile: 'museum',
    mine: [at('community-park', S), at('suburbs', SE)],
    placed: { reputation: 2 },
    invested: { reputation: 2 },
    ownerLater: ['museum', { reputation: 2 }],
    otherLater: ['museum', {}],
  });
  // −2 reputation; +1 income for each of my civic tiles, itself included.
  tileCase({
    tile: 'office-of-bureaucracy',
    mine: [at('museum', S), at('community-park', FAR)],
    placed: { reputation: -2, income: 3 },
    invested: { reputation: -2, income: 3 },
    ownerLater: ['museum', { income: 2 }],
    otherLater: ['museum', {}],
  });
  // +1 income for each of my commercial tiles.
  tileCase({
    tile: 'postal-service',
    mine: [at('convenience-store', S), at('office-building', FAR)],
    placed: { income: 2 },
    invested: { income: 2 },
    ownerLater: ['boutique', { income: 2 }],
    otherLater: ['boutique', {}],
  });
  // +1 income for each of my industrial tiles.
  tileCase({
    tile: 'power-station',
    mine: [at('heavy-factory', S), at('landfill', FAR)],
    placed: { income: 2 },
    invested: { income: 2 },
    ownerLater: ['freeway', { income: 2 }],
    otherLater: ['freeway', {}],
  });
  tileCase({
    tile: 'retirement-village',
    mine: [at('suburbs', S)],
    placed: { population: 5 },
    invested: { population: 5 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +1 income; take $2 for every commercial tile anywhere: my store, their Boutique, itself.
  tileCase({
    tile: 'shipping-center',
    mine: [at('convenience-store', S)],
    theirs: [['boutique', 1, -1]],
    placed: { income: 1, money: 6 },
    invested: { income: 1, money: 6 },
    ownerLater: ['boutique', { money: 4 }],
    otherLater: ['convenience-store', { money: 4 }],
  });
  // +3 income; −1 income for every skyscraper built after it (theirs, built before, does not count).
  tileCase({
    tile: 'skyscraper',
    mine: [at('suburbs', S)],
    theirs: [['skyscraper', 1, -1]],
    placed: { income: 3 },
    invested: { income: 3 },
    ownerLater: ['skyscraper', { income: -2 }],
    otherLater: ['skyscraper', { income: -2 }],
  });
  // +1 income; +2 reputation per adjacent residential tile.
  tileCase({
    tile: 'stadium',
    mine: [at('suburbs', S)],
    placed: { income: 1, reputation: 2 },
    invested: { income: 1, reputation: 2 },
    ownerLater: ['suburbs', { reputation: 4 }],
    otherLater: ['suburbs', {}],
  });
  // −1 reputation; +2 income per adjacent commercial tile.
  tileCase({
    tile: 'warehouse',
    mine: [at('convenience-store', S)],
    placed: { reputation: -1, income: 2 },
    invested: { reputation: -1, income: 2 },
    ownerLater: ['boutique', { income: 4 }],
    otherLater: ['boutique', {}],
  });
});
