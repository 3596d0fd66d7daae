import { describe } from 'vitest';
import { FAR, S, SE, at, tileCase } from './tile-case.ts';

describe('C tiles', () => {
  // +5 population; +2 population per adjacent commercial tile.
  tileCase({
    tile: 'apartments',
    mine: [at('convenience-store', S)],
    placed: { population: 7 },
    invested: { population: 7 },
    ownerLater: ['boutique', { population: 4 }],
    otherLater: ['boutique', {}],
  });
  // +2 population; +1 population for each of my residential tiles, itself included.
  tileCase({
    tile: 'bed-and-breakfast',
    mine: [at('suburbs', S)],
    placed: { population: 4 },
    invested: { population: 4 },
    ownerLater: ['suburbs', { population: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +1 income; +1 reputation per adjacent residential tile.
  tileCase({
    tile: 'boutique',
    mine: [at('suburbs', S), at('mobile-home-community', SE)],
    placed: { income: 1, reputation: 2 },
    invested: { income: 1, reputation: 2 },
    ownerLater: ['suburbs', { reputation: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +2 reputation; +1 income for each of my commercial tiles.
  tileCase({
    tile: 'chip-fabrication-plant',
    mine: [at('convenience-store', S), at('office-building', FAR)],
    placed: { reputation: 2, income: 2 },
    invested: { reputation: 2, income: 2 },
    ownerLater: ['boutique', { income: 2 }],
    otherLater: ['boutique', {}],
  });
  // +5 population; +3 population per adjacent commercial tile.
  tileCase({
    tile: 'condominium',
    mine: [at('convenience-store', S)],
    placed: { population: 8 },
    invested: { population: 8 },
    ownerLater: ['boutique', { population: 6 }],
    otherLater: ['boutique', {}],
  });
  // +1 reputation; +3 population for each of my residential tiles.
  tileCase({
    tile: 'high-school',
    mine: [at('suburbs', S)],
    placed: { reputation: 1, population: 3 },
    invested: { reputation: 1, population: 3 },
    ownerLater: ['suburbs', { population: 6 }],
    otherLater: ['suburbs', {}],
  });
  // +1 income; +1 population for each residential tile in all other boroughs (their Suburbs and Mobile Home).
  tileCase({
    tile: 'hotel',
    mine: [at('suburbs', S)],
    theirs: [['mobile-home-community', 1, -1]],
    placed: { income: 1, population: 2 },
    invested: { income: 1, population: 2 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', { population: 2 }],
  });
  // +1 income and +1 reputation for every airport (itself included); −1 reputation per adjacent residential tile.
  tileCase({
    tile: 'international-airport',
    mine: [at('suburbs', S)],
    theirs: [['municipal-airport', 1, -1]],
    placed: { income: 2, reputation: 1 },
    invested: { income: 2, reputation: 1 },
    ownerLater: ['suburbs', { reputation: -2 }],
    otherLater: ['domestic-airport', { income: 2, reputation: 2 }],
  });
  // +1 reputation; take $2 for every industrial tile anywhere: my factory and theirs.
  tileCase({
    tile: 'local-epa-office',
    mine: [at('heavy-factory', S)],
    placed: { reputation: 1, money: 4 },
    invested: { reputation: 1, money: 4 },
    ownerLater: ['freeway', { money: 4 }],
    otherLater: ['landfill', { money: 4 }],
  });
  // +1 reputation; +2 population for each of my residential tiles.
  tileCase({
    tile: 'middle-school',
    mine: [at('suburbs', S)],
    placed: { reputation: 1, population: 2 },
    invested: { reputation: 1, population: 2 },
    ownerLater: ['suburbs', { population: 4 }],
    otherLater: ['suburbs', {}],
  });
  // +5 income; −2 income for every car dealership built after it.
  tileCase({
    tile: 'new-car-dealership',
    mine: [at('convenience-store', S)],
    placed: { income: 5 },
    invested: { income: 5 },
    ownerLater: ['new-car-dealership', { income: -4 }],
    otherLater: ['new-car-dealership', { income: -4 }],
  });
  // −2 income (its red-line reaction is proven in red-lines.test.ts).
  tileCase({
    tile: 'pr-firm',
    mine: [at('suburbs', S)],
    placed: { income: -2 },
    invested: { income: -2 },
    ownerLater: ['convenience-store', {}],
    otherLater: ['suburbs', {}],
  });
  // +1 reputation; +2 reputation per adjacent industrial tile.
  tileCase({
    tile: 'recycling-plant',
    mine: [at('heavy-factory', S)],
    placed: { reputation: 3 },
    invested: { reputation: 3 },
    ownerLater: ['freeway', { reputation: 4 }],
    otherLater: ['freeway', {}],
  });
  // +1 income; +1 population for every residential tile anywhere (mine and theirs).
  tileCase({
    tile: 'resort',
    mine: [at('suburbs', S)],
    placed: { income: 1, population: 2 },
    invested: { income: 1, population: 2 },
    ownerLater: ['suburbs', { population: 2 }],
    otherLater: ['suburbs', { population: 2 }],
  });
  // +2 income; +1 reputation for every school anywhere.
  tileCase({
    tile: 'university',
    mine: [at('elementary-school', S)],
    theirs: [['middle-school', 1, -1]],
    placed: { income: 2, reputation: 2 },
    invested: { income: 2, reputation: 2 },
    ownerLater: ['high-school', { reputation: 2 }],
    otherLater: ['elementary-school', { reputation: 2 }],
  });
});
