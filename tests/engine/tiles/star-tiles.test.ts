/**
 * Suburbia 5★'s 50 Star tiles (seed 003 "Suburbia 5 Star Tile Reference"), one scripted life each: placed, invested
 * in (its gold stars and effects once more, decision 16), a tile its owner adds beside it, a tile another player
 * builds. Gold stars move the owner's token on the Star track; every count below is worked out by hand from the
 * tile's printed text. Neighbours: Suburbs (residential), Community Park (civic), Heavy Factory (industrial),
 * Convenience Store (commercial), Elementary School (civic, school), Fast Food Restaurant (commercial, restaurant);
 * the Star tiles Lactose Princess, Tiny House Park and EZ Burger have no conditional effect of their own.
 */
import { describe } from 'vitest';
import { S, SE, at, tileCase } from './tile-case.ts';

const sets = ['star'] as const;

describe('Star tiles', () => {
  tileCase({
    tile: 'bungee-bridge',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, reputation: 1 },
    invested: { stars: 1, reputation: 1 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +1 reputation; +1 income per adjacent residential: 2 Suburbs
  tileCase({
    tile: 'cornfield-maze',
    sets,
    mine: [at('suburbs', S), at('suburbs', SE)],
    placed: { stars: 1, reputation: 1, income: 2 },
    invested: { stars: 1, reputation: 1, income: 2 },
    ownerLater: ['suburbs', { income: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +1 income for each of your residential tiles: one Suburbs, then one more
  tileCase({
    tile: 'crystal-caverns',
    sets,
    mine: [at('suburbs', S), at('community-park', SE)],
    placed: { stars: 1, income: 1 },
    invested: { stars: 1, income: 1 },
    ownerLater: ['suburbs', { income: 2 }],
    otherLater: ['suburbs', {}],
  });
  tileCase({
    tile: 'ez-burger',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, income: 1 },
    invested: { stars: 1, income: 1 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // take $2 for every civic tile in any borough: its owner's Community Park and the other player's
  tileCase({
    tile: 'failed-solar-company',
    sets,
    mine: [at('community-park', S)],
    placed: { stars: 2, money: 4 },
    invested: { stars: 2, money: 4 },
    ownerLater: ['community-park', { money: 4 }],
    otherLater: ['community-park', { money: 4 }],
  });
  // +6 population; −2 reputation per adjacent residential
  tileCase({
    tile: 'falling-tower',
    sets,
    mine: [at('suburbs', S)],
    reputation: 10,
    placed: { stars: 1, population: 6, reputation: -2 },
    invested: { stars: 1, population: 6, reputation: -2 },
    ownerLater: ['suburbs', { reputation: -4 }],
    otherLater: ['suburbs', {}],
  });
  // +1 income; take $5 per adjacent industrial
  tileCase({
    tile: 'hydroelectric-dam',
    sets,
    mine: [at('heavy-factory', S)],
    placed: { stars: 1, income: 1, money: 5 },
    invested: { stars: 1, income: 1, money: 5 },
    ownerLater: ['heavy-factory', { money: 10 }],
    otherLater: ['heavy-factory', {}],
  });
  tileCase({
    tile: 'lactose-princess',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1 },
    invested: { stars: 1 },
    ownerLater: ['convenience-store', {}],
    otherLater: ['suburbs', {}],
  });
  // +1 income; +1 population per adjacent commercial
  tileCase({
    tile: 'new-york-slice',
    sets,
    mine: [at('convenience-store', S)],
    placed: { stars: 1, income: 1, population: 1 },
    invested: { stars: 1, income: 1, population: 1 },
    ownerLater: ['convenience-store', { population: 2 }],
    otherLater: ['convenience-store', {}],
  });
  // +1 income; +1 population per adjacent civic
  tileCase({
    tile: 'pie-shack',
    sets,
    mine: [at('community-park', S)],
    placed: { stars: 1, income: 1, population: 1 },
    invested: { stars: 1, income: 1, population: 1 },
    ownerLater: ['community-park', { population: 2 }],
    otherLater: ['community-park', {}],
  });
  // +2 population; −1 reputation per adjacent commercial
  tileCase({
    tile: 'roadhouse',
    sets,
    mine: [at('convenience-store', S)],
    reputation: 10,
    placed: { stars: 1, population: 2, reputation: -1 },
    invested: { stars: 1, population: 2, reputation: -1 },
    ownerLater: ['convenience-store', { reputation: -2 }],
    otherLater: ['convenience-store', {}],
  });
  // +1 reputation; +1 population per adjacent residential
  tileCase({
    tile: 'sleepy-haven',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, reputation: 1, population: 1 },
    invested: { stars: 1, reputation: 1, population: 1 },
    ownerLater: ['suburbs', { population: 2 }],
    otherLater: ['suburbs', {}],
  });
  // take $2 per Star tile of its owner, itself included: itself and the Lactose Princess; a Star tile in another borough is not theirs
  tileCase({
    tile: 'starry-sidewalk',
    sets,
    mine: [at('suburbs', S), at('lactose-princess', SE)],
    placed: { stars: 1, money: 4 },
    invested: { stars: 1, money: 4 },
    ownerLater: ['tiny-house-park', { money: 4 }],
    otherLater: ['ez-burger', {}],
  });
  tileCase({
    tile: 'tiny-house-park',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, population: 1 },
    invested: { stars: 1, population: 1 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +1 population per adjacent Star tile
  tileCase({
    tile: 'tourism-office',
    sets,
    mine: [at('lactose-princess', S)],
    placed: { stars: 1, population: 1 },
    invested: { stars: 1, population: 1 },
    ownerLater: ['tiny-house-park', { population: 2 }],
    otherLater: ['ez-burger', {}],
  });
  // +3 population; +1 reputation per adjacent residential
  tileCase({
    tile: 'country-club',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, population: 3, reputation: 1 },
    invested: { stars: 1, population: 3, reputation: 1 },
    ownerLater: ['suburbs', { reputation: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +1 reputation for every school in any borough, the other player's included
  tileCase({
    tile: 'creekside-college',
    sets,
    mine: [at('elementary-school', S)],
    placed: { stars: 1, reputation: 1 },
    invested: { stars: 1, reputation: 1 },
    ownerLater: ['elementary-school', { reputation: 2 }],
    otherLater: ['elementary-school', { reputation: 2 }],
  });
  tileCase({
    tile: 'crepe-condo',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, income: 2 },
    invested: { stars: 1, income: 2 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // take $1 per population: 7, and 7 again when invested in
  tileCase({
    tile: 'dollar-arcade',
    sets,
    mine: [at('suburbs', S)],
    population: 7,
    placed: { stars: 1, money: 7 },
    invested: { stars: 1, money: 7 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +3 income; −2 reputation per adjacent residential or commercial: 2
  tileCase({
    tile: 'grand-speedway',
    sets,
    mine: [at('suburbs', S), at('convenience-store', SE)],
    reputation: 10,
    placed: { stars: 1, income: 3, reputation: -4 },
    invested: { stars: 1, income: 3, reputation: -4 },
    ownerLater: ['suburbs', { reputation: -4 }],
    otherLater: ['suburbs', {}],
  });
  // +3 stars, +2 income; −3 reputation per adjacent civic, residential or commercial: 2
  tileCase({
    tile: 'haunted-asylum',
    sets,
    mine: [at('suburbs', S), at('community-park', SE)],
    reputation: 15,
    placed: { stars: 3, income: 2, reputation: -6 },
    invested: { stars: 3, income: 2, reputation: -6 },
    ownerLater: ['convenience-store', { reputation: -6 }],
    otherLater: ['convenience-store', {}],
  });
  tileCase({
    tile: 'hedgren-subdivision',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, population: 6 },
    invested: { stars: 1, population: 6 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +2 stars, +1 reputation; +1 reputation per adjacent commercial
  tileCase({
    tile: 'mayor-ted-statue',
    sets,
    mine: [at('convenience-store', S)],
    placed: { stars: 2, reputation: 2 },
    invested: { stars: 2, reputation: 2 },
    ownerLater: ['convenience-store', { reputation: 2 }],
    otherLater: ['convenience-store', {}],
  });
  // +2 stars, +2 income; +1 population per adjacent residential
  tileCase({
    tile: 'mystery-mansion',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 2, income: 2, population: 1 },
    invested: { stars: 2, income: 2, population: 1 },
    ownerLater: ['suburbs', { population: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +2 reputation; +1 population per adjacent residential
  tileCase({
    tile: 'pointy-cathedral',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, reputation: 2, population: 1 },
    invested: { stars: 1, reputation: 2, population: 1 },
    ownerLater: ['suburbs', { population: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +1 reputation; +2 income per adjacent commercial
  tileCase({
    tile: 'scenic-parkway',
    sets,
    mine: [at('convenience-store', S)],
    placed: { stars: 1, reputation: 1, income: 2 },
    invested: { stars: 1, reputation: 1, income: 2 },
    ownerLater: ['convenience-store', { income: 4 }],
    otherLater: ['convenience-store', {}],
  });
  // +2 stars; +1 income per adjacent residential or commercial: 2
  tileCase({
    tile: 'ski-lift',
    sets,
    mine: [at('suburbs', S), at('convenience-store', SE)],
    placed: { stars: 2, income: 2 },
    invested: { stars: 2, income: 2 },
    ownerLater: ['suburbs', { income: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +1 income for every school in any borough: the Elementary School and itself (decision 28)
  tileCase({
    tile: 'smarty-pants-technical-school',
    sets,
    mine: [at('elementary-school', S)],
    placed: { stars: 1, income: 2 },
    invested: { stars: 1, income: 2 },
    ownerLater: ['elementary-school', { income: 2 }],
    otherLater: ['elementary-school', { income: 2 }],
  });
  // +5 income; −2 reputation per adjacent civic, residential or commercial
  tileCase({
    tile: 'sprue-factory',
    sets,
    mine: [at('suburbs', S)],
    reputation: 10,
    placed: { stars: 1, income: 5, reputation: -2 },
    invested: { stars: 1, income: 5, reputation: -2 },
    ownerLater: ['community-park', { reputation: -4 }],
    otherLater: ['community-park', {}],
  });
  // +2 income; +1 income per adjacent residential
  tileCase({
    tile: 'the-siltmore',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, income: 3 },
    invested: { stars: 1, income: 3 },
    ownerLater: ['suburbs', { income: 2 }],
    otherLater: ['suburbs', {}],
  });
  // +1 star, +1 star per adjacent Star tile
  tileCase({
    tile: 'tourism-center',
    sets,
    mine: [at('lactose-princess', S)],
    placed: { stars: 2 },
    invested: { stars: 2 },
    ownerLater: ['tiny-house-park', { stars: 2 }],
    otherLater: ['ez-burger', {}],
  });
  // +1 income; +1 reputation for each of the owner's Star tiles, itself included
  tileCase({
    tile: 'wax-museum',
    sets,
    mine: [at('lactose-princess', S)],
    placed: { stars: 1, income: 1, reputation: 2 },
    invested: { stars: 1, income: 1, reputation: 2 },
    ownerLater: ['tiny-house-park', { reputation: 2 }],
    otherLater: ['ez-burger', {}],
  });
  // +2 stars, +2 income; +1 reputation per adjacent civic
  tileCase({
    tile: 'wildflower-gardens',
    sets,
    mine: [at('community-park', S)],
    placed: { stars: 2, income: 2, reputation: 1 },
    invested: { stars: 2, income: 2, reputation: 1 },
    ownerLater: ['community-park', { reputation: 2 }],
    otherLater: ['community-park', {}],
  });
  // +4 stars; its red-line loss has tests of its own below
  tileCase({
    tile: 'alien-mountain',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 4 },
    invested: { stars: 4 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +2 stars, +2 reputation; +2 reputation per adjacent commercial
  tileCase({
    tile: 'art-gallery',
    sets,
    mine: [at('convenience-store', S)],
    placed: { stars: 2, reputation: 4 },
    invested: { stars: 2, reputation: 4 },
    ownerLater: ['convenience-store', { reputation: 4 }],
    otherLater: ['convenience-store', {}],
  });
  // +2 reputation; +2 income per adjacent residential
  tileCase({
    tile: 'bezier-games-arena',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, reputation: 2, income: 2 },
    invested: { stars: 1, reputation: 2, income: 2 },
    ownerLater: ['suburbs', { income: 4 }],
    otherLater: ['suburbs', {}],
  });
  tileCase({
    tile: 'embedded-circle',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 3, reputation: 1 },
    invested: { stars: 3, reputation: 1 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  tileCase({
    tile: 'hall-of-fame',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, income: 2 },
    invested: { stars: 1, income: 2 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +2 stars, +3 reputation; +5 population per adjacent residential; it must touch a lake
  tileCase({
    tile: 'island-resort',
    sets,
    mine: [at('suburbs', S), at('farm', SE, { lake: true })],
    placed: { stars: 2, reputation: 3, population: 5 },
    invested: { stars: 2, reputation: 3, population: 5 },
    ownerLater: ['suburbs', { population: 10 }],
    otherLater: ['suburbs', {}],
  });
  // +1 income; +1 income per adjacent lake; it must touch a lake
  tileCase({
    tile: 'lookout-canal',
    sets,
    mine: [at('suburbs', S), at('farm', SE, { lake: true })],
    placed: { stars: 1, income: 2 },
    invested: { stars: 1, income: 2 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  tileCase({
    tile: 'ludwigs-castle',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 3, reputation: 4 },
    invested: { stars: 3, reputation: 4 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +2 stars, +3 reputation; −7 population per adjacent building
  tileCase({
    tile: 'manmade-volcano',
    sets,
    mine: [at('suburbs', S)],
    population: 30,
    placed: { stars: 2, reputation: 3, population: -7 },
    invested: { stars: 2, reputation: 3, population: -7 },
    ownerLater: ['suburbs', { population: -14 }],
    otherLater: ['suburbs', {}],
  });
  // +1 reputation; +1 reputation per adjacent civic
  tileCase({
    tile: 'memorial-building',
    sets,
    mine: [at('community-park', S)],
    placed: { stars: 1, reputation: 2 },
    invested: { stars: 1, reputation: 2 },
    ownerLater: ['community-park', { reputation: 2 }],
    otherLater: ['community-park', {}],
  });
  // +2 stars, +1 reputation; +1 income per adjacent civic
  tileCase({
    tile: 'opera-house',
    sets,
    mine: [at('community-park', S)],
    placed: { stars: 2, reputation: 1, income: 1 },
    invested: { stars: 2, reputation: 1, income: 1 },
    ownerLater: ['community-park', { income: 2 }],
    otherLater: ['community-park', {}],
  });
  // +1 reputation; +3 reputation per adjacent residential
  tileCase({
    tile: 'overpriced-estates',
    sets,
    mine: [at('suburbs', S)],
    placed: { stars: 1, reputation: 4 },
    invested: { stars: 1, reputation: 4 },
    ownerLater: ['suburbs', { reputation: 6 }],
    otherLater: ['suburbs', {}],
  });
  // +3 stars, +1 reputation; +1 reputation per adjacent civic
  tileCase({
    tile: 'pharaohs-favor',
    sets,
    mine: [at('community-park', S)],
    placed: { stars: 3, reputation: 2 },
    invested: { stars: 3, reputation: 2 },
    ownerLater: ['community-park', { reputation: 2 }],
    otherLater: ['community-park', {}],
  });
  // +3 income; +2 reputation per adjacent Star tile
  tileCase({
    tile: 'professor-bbq',
    sets,
    mine: [at('lactose-princess', S)],
    placed: { stars: 1, income: 3, reputation: 2 },
    invested: { stars: 1, income: 3, reputation: 2 },
    ownerLater: ['tiny-house-park', { reputation: 4 }],
    otherLater: ['ez-burger', {}],
  });
  // +2 stars, +5 population; +1 reputation per adjacent lake; it must touch a lake
  tileCase({
    tile: 'snorkel-island',
    sets,
    mine: [at('suburbs', S), at('farm', SE, { lake: true })],
    placed: { stars: 2, population: 5, reputation: 1 },
    invested: { stars: 2, population: 5, reputation: 1 },
    ownerLater: ['suburbs', {}],
    otherLater: ['suburbs', {}],
  });
  // +1 income; +1 reputation for every restaurant in any borough, the other player's included
  tileCase({
    tile: 'super-mall',
    sets,
    mine: [at('fast-food-restaurant', S)],
    placed: { stars: 1, income: 1, reputation: 1 },
    invested: { stars: 1, income: 1, reputation: 1 },
    ownerLater: ['ez-burger', { reputation: 2 }],
    otherLater: ['fast-food-restaurant', { reputation: 2 }],
  });
  // +2 reputation; +1 income per adjacent commercial
  tileCase({
    tile: 'swanky-spa',
    sets,
    mine: [at('convenience-store', S)],
    placed: { stars: 1, reputation: 2, income: 1 },
    invested: { stars: 1, reputation: 2, income: 1 },
    ownerLater: ['convenience-store', { income: 2 }],
    otherLater: ['convenience-store', {}],
  });
});
