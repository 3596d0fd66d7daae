import { describe } from 'vitest';
import { FAR, S, SE, SW, NW, at, tileCase } from './tile-case.ts';

describe('basic tiles and lakes', () => {
  // Suburbs: +2 population.
  tileCase({
    tile: 'suburbs',
    mine: [at('convenience-store', S)],
    placed: { population: 2 },
    invested: { population: 2 },
    ownerLater: ['boutique', {}],
    otherLater: ['suburbs', {}],
  });
  // Community Park: −1 income; +1 reputation per adjacent residential, commercial or industrial tile.
  tileCase({
    tile: 'community-park',
    mine: [at('suburbs', S), at('convenience-store', SE), at('museum', SW), at('farm', NW, { lake: true })],
    placed: { income: -1, reputation: 2 },
    invested: { income: -1, reputation: 2 },
    ownerLater: ['heavy-factory', { reputation: 2 }],
    otherLater: ['suburbs', {}],
  });
  // Heavy Factory: +1 income; −1 reputation per adjacent residential or civic tile.
  tileCase({
    tile: 'heavy-factory',
    mine: [at('suburbs', S), at('museum', SE), at('convenience-store', SW)],
    placed: { income: 1, reputation: -2 },
    invested: { income: 1, reputation: -2 },
    ownerLater: ['community-park', { reputation: -2 }],
    otherLater: ['suburbs', {}],
  });
  // A lake: $2 per adjacent building now and later; a lake beside it pays nothing; investing is free and pays again.
  tileCase({
    tile: 'farm',
    asLake: true,
    mine: [at('suburbs', S), at('convenience-store', SE), at('mint', SW, { lake: true }), at('museum', FAR)],
    placed: { money: 4 },
    invested: { money: 4 },
    ownerLater: ['suburbs', { money: 4 }],
    otherLater: ['suburbs', {}],
  });
});
