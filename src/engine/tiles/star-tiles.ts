/**
 * Suburbia 5★'s 50 Star tiles (seed 003 "Suburbia 5 Star Tile Reference", which outranks seed 002), one copy each,
 * each with the white star mark that makes it a Star tile. Gold stars are the immediate `stars`, which move the
 * owner's token on the Star track (and again when invested in, decision 16). Effects from the project's reference
 * data (rules/expansion-tiles.json); categories and icons that seed 002's list does not print, from
 * rules/expansion-categories.json (decision 28; see docs/rules.md).
 */
import { BUILDINGS, C, I, R, V, categories, eachAdjacent, eachOfYour, everyBorough, icons, marked } from './build.ts';
import type { Match, PlacementRule, TileDef } from './vocabulary.ts';

/** "for each … Star tile": every piece with the star mark, Star borders included (seed 003 "New Building Tiles") */
const STAR = marked('star');
const LAKES: Match = { lakes: true };
/** "This tile must be placed adjacent to a Lake tile" (decision 26; a Lake Border holding it in a slot counts, decision 19) */
const TOUCHES_LAKE: PlacementRule = { kind: 'mustTouch', match: LAKES };

export const STAR_TILES: readonly TileDef[] = [
  { id: 'bungee-bridge', name: 'Bungee Bridge', set: 'star', stack: 'A', copies: 1, cost: 7, category: V, immediate: { stars: 1, reputation: 1 }, effects: [] },
  { id: 'cornfield-maze', name: 'Cornfield Maze', set: 'star', stack: 'A', copies: 1, cost: 11, category: I, immediate: { stars: 1, reputation: 1 }, effects: [eachAdjacent('income', 1, categories(R))] },
  { id: 'crystal-caverns', name: 'Crystal Caverns', set: 'star', stack: 'A', copies: 1, cost: 9, category: I, immediate: { stars: 1 }, effects: [eachOfYour('income', 1, categories(R))] },
  { id: 'ez-burger', name: 'EZ Burger', set: 'star', stack: 'A', copies: 1, cost: 7, category: C, icon: 'restaurant', immediate: { stars: 1, income: 1 }, effects: [] },
  { id: 'failed-solar-company', name: 'Failed Solar Company', set: 'star', stack: 'A', copies: 1, cost: 12, category: I, immediate: { stars: 2 }, effects: [everyBorough('money', 2, categories(V))] },
  { id: 'falling-tower', name: 'Falling Tower', set: 'star', stack: 'A', copies: 1, cost: 10, category: R, immediate: { stars: 1, population: 6 }, effects: [eachAdjacent('reputation', -2, categories(R))] },
  { id: 'hydroelectric-dam', name: 'Hydroelectric Dam', set: 'star', stack: 'A', copies: 1, cost: 14, category: I, immediate: { stars: 1, income: 1 }, effects: [eachAdjacent('money', 5, categories(I))] },
  { id: 'lactose-princess', name: 'Lactose Princess', set: 'star', stack: 'A', copies: 1, cost: 4, category: C, immediate: { stars: 1 }, effects: [] },
  { id: 'new-york-slice', name: 'New York Slice', set: 'star', stack: 'A', copies: 1, cost: 10, category: C, icon: 'restaurant', immediate: { stars: 1, income: 1 }, effects: [eachAdjacent('population', 1, categories(C))] },
  { id: 'pie-shack', name: 'Pie Shack', set: 'star', stack: 'A', copies: 1, cost: 8, category: C, icon: 'restaurant', immediate: { stars: 1, income: 1 }, effects: [eachAdjacent('population', 1, categories(V))] },
  { id: 'roadhouse', name: 'Roadhouse', set: 'star', stack: 'A', copies: 1, cost: 5, category: R, icon: 'restaurant', immediate: { stars: 1, population: 2 }, effects: [eachAdjacent('reputation', -1, categories(C))] },
  { id: 'sleepy-haven', name: 'Sleepy Haven', set: 'star', stack: 'A', copies: 1, cost: 9, category: R, immediate: { stars: 1, reputation: 1 }, effects: [eachAdjacent('population', 1, categories(R))] },
  // "for each of your Star tiles including this tile"
  { id: 'starry-sidewalk', name: 'Starry Sidewalk', set: 'star', stack: 'A', copies: 1, cost: 8, category: V, immediate: { stars: 1 }, effects: [eachOfYour('money', 2, STAR)] },
  { id: 'tiny-house-park', name: 'Tiny House Park', set: 'star', stack: 'A', copies: 1, cost: 4, category: R, immediate: { stars: 1, population: 1 }, effects: [] },
  { id: 'tourism-office', name: 'Tourism Office', set: 'star', stack: 'A', copies: 1, cost: 9, category: V, icon: 'office', immediate: { stars: 1 }, effects: [eachAdjacent('population', 1, STAR)] },
  { id: 'country-club', name: 'Country Club', set: 'star', stack: 'B', copies: 1, cost: 13, category: R, immediate: { stars: 1, population: 3 }, effects: [eachAdjacent('reputation', 1, categories(R))] },
  { id: 'creekside-college', name: 'Creekside College', set: 'star', stack: 'B', copies: 1, cost: 12, category: V, immediate: { stars: 1 }, effects: [everyBorough('reputation', 1, icons('school'))] },
  { id: 'crepe-condo', name: 'Crepe Condo', set: 'star', stack: 'B', copies: 1, cost: 12, category: C, icon: 'restaurant', immediate: { stars: 1, income: 2 }, effects: [] },
  // "take $1 for each of your Population", when placed and again when invested in: a special case (special-cases.ts)
  { id: 'dollar-arcade', name: 'Dollar Arcade', set: 'star', stack: 'B', copies: 1, cost: 10, category: C, immediate: { stars: 1 }, effects: [], special: 'dollarArcade' },
  { id: 'grand-speedway', name: 'Grand Speedway', set: 'star', stack: 'B', copies: 1, cost: 10, category: I, immediate: { stars: 1, income: 3 }, effects: [eachAdjacent('reputation', -2, categories(R, C))] },
  { id: 'haunted-asylum', name: 'Haunted Asylum', set: 'star', stack: 'B', copies: 1, cost: 18, category: I, immediate: { stars: 3, income: 2 }, effects: [eachAdjacent('reputation', -3, categories(V, R, C))] },
  { id: 'hedgren-subdivision', name: 'Hedgren Subdivision', set: 'star', stack: 'B', copies: 1, cost: 15, category: R, immediate: { stars: 1, population: 6 }, effects: [] },
  { id: 'mayor-ted-statue', name: 'Mayor Ted Statue', set: 'star', stack: 'B', copies: 1, cost: 16, category: V, immediate: { stars: 2, reputation: 1 }, effects: [eachAdjacent('reputation', 1, categories(C))] },
  { id: 'mystery-mansion', name: 'Mystery Mansion', set: 'star', stack: 'B', copies: 1, cost: 10, category: R, immediate: { stars: 2, income: 2 }, effects: [eachAdjacent('population', 1, categories(R))] },
  { id: 'pointy-cathedral', name: 'Pointy Cathedral', set: 'star', stack: 'B', copies: 1, cost: 10, category: V, immediate: { stars: 1, reputation: 2 }, effects: [eachAdjacent('population', 1, categories(R))] },
  { id: 'scenic-parkway', name: 'Scenic Parkway', set: 'star', stack: 'B', copies: 1, cost: 16, category: I, immediate: { stars: 1, reputation: 1 }, effects: [eachAdjacent('income', 2, categories(C))] },
  { id: 'ski-lift', name: 'Ski Lift', set: 'star', stack: 'B', copies: 1, cost: 11, category: I, immediate: { stars: 2 }, effects: [eachAdjacent('income', 1, categories(R, C))] },
  // a "… School" carries the school icon, so it counts itself (decision 28)
  { id: 'smarty-pants-technical-school', name: 'Smarty Pants Technical School', set: 'star', stack: 'B', copies: 1, cost: 10, category: V, icon: 'school', immediate: { stars: 1 }, effects: [everyBorough('income', 1, icons('school'))] },
  { id: 'sprue-factory', name: 'Sprue Factory', set: 'star', stack: 'B', copies: 1, cost: 12, category: I, immediate: { stars: 1, income: 5 }, effects: [eachAdjacent('reputation', -2, categories(V, R, C))] },
  { id: 'the-siltmore', name: 'The Siltmore', set: 'star', stack: 'B', copies: 1, cost: 14, category: R, immediate: { stars: 1, income: 2 }, effects: [eachAdjacent('income', 1, categories(R))] },
  // "+1 Gold Star for each adjacent Star tile": now, when invested in, and for later neighbours (R41)
  { id: 'tourism-center', name: 'Tourism Center', set: 'star', stack: 'B', copies: 1, cost: 15, category: C, immediate: { stars: 1 }, effects: [eachAdjacent('stars', 1, STAR)] },
  // "for each of your Star tiles" counts itself, as every "each of your" does (R40)
  { id: 'wax-museum', name: 'Wax Museum', set: 'star', stack: 'B', copies: 1, cost: 13, category: C, immediate: { stars: 1, income: 1 }, effects: [eachOfYour('reputation', 1, STAR)] },
  { id: 'wildflower-gardens', name: 'Wildflower Gardens', set: 'star', stack: 'B', copies: 1, cost: 14, category: V, immediate: { stars: 2, income: 2 }, effects: [eachAdjacent('reputation', 1, categories(V))] },
  // "−1 Population when you pass a red line": upward only, after the change that crossed it ends (decision 31)
  { id: 'alien-mountain', name: 'Alien Mountain', set: 'star', stack: 'C', copies: 1, cost: 20, category: I, immediate: { stars: 4 }, effects: [{ kind: 'perRedLineCrossed', stat: 'population', amount: -1 }] },
  { id: 'art-gallery', name: 'Art Gallery', set: 'star', stack: 'C', copies: 1, cost: 22, category: C, immediate: { stars: 2, reputation: 2 }, effects: [eachAdjacent('reputation', 2, categories(C))] },
  { id: 'bezier-games-arena', name: 'Bezier Games Arena', set: 'star', stack: 'C', copies: 1, cost: 15, category: V, immediate: { stars: 1, reputation: 2 }, effects: [eachAdjacent('income', 2, categories(R))] },
  { id: 'embedded-circle', name: 'Embedded Circle', set: 'star', stack: 'C', copies: 1, cost: 20, category: V, immediate: { stars: 3, reputation: 1 }, effects: [] },
  { id: 'hall-of-fame', name: 'Hall of Fame', set: 'star', stack: 'C', copies: 1, cost: 10, category: C, icon: 'office', immediate: { stars: 1, income: 2 }, effects: [] },
  { id: 'island-resort', name: 'Island Resort', set: 'star', stack: 'C', copies: 1, cost: 22, category: R, immediate: { stars: 2, reputation: 3 }, effects: [eachAdjacent('population', 5, categories(R))], placement: [TOUCHES_LAKE] },
  { id: 'lookout-canal', name: 'Lookout Canal', set: 'star', stack: 'C', copies: 1, cost: 14, category: I, immediate: { stars: 1, income: 1 }, effects: [eachAdjacent('income', 1, LAKES)], placement: [TOUCHES_LAKE] },
  { id: 'ludwigs-castle', name: 'Ludwig\'s Castle', set: 'star', stack: 'C', copies: 1, cost: 26, category: R, immediate: { stars: 3, reputation: 4 }, effects: [] },
  { id: 'manmade-volcano', name: 'Manmade Volcano', set: 'star', stack: 'C', copies: 1, cost: 8, category: I, immediate: { stars: 2, reputation: 3 }, effects: [eachAdjacent('population', -7, BUILDINGS)] },
  { id: 'memorial-building', name: 'Memorial Building', set: 'star', stack: 'C', copies: 1, cost: 11, category: V, immediate: { stars: 1, reputation: 1 }, effects: [eachAdjacent('reputation', 1, categories(V))] },
  { id: 'opera-house', name: 'Opera House', set: 'star', stack: 'C', copies: 1, cost: 23, category: V, immediate: { stars: 2, reputation: 1 }, effects: [eachAdjacent('income', 1, categories(V))] },
  { id: 'overpriced-estates', name: 'Overpriced Estates', set: 'star', stack: 'C', copies: 1, cost: 25, category: R, immediate: { stars: 1, reputation: 1 }, effects: [eachAdjacent('reputation', 3, categories(R))] },
  { id: 'pharaohs-favor', name: 'Pharaoh\'s Favor', set: 'star', stack: 'C', copies: 1, cost: 21, category: V, immediate: { stars: 3, reputation: 1 }, effects: [eachAdjacent('reputation', 1, categories(V))] },
  { id: 'professor-bbq', name: 'Professor BBQ', set: 'star', stack: 'C', copies: 1, cost: 16, category: C, icon: 'restaurant', immediate: { stars: 1, income: 3 }, effects: [eachAdjacent('reputation', 2, STAR)] },
  { id: 'snorkel-island', name: 'Snorkel Island', set: 'star', stack: 'C', copies: 1, cost: 21, category: R, immediate: { stars: 2, population: 5 }, effects: [eachAdjacent('reputation', 1, LAKES)], placement: [TOUCHES_LAKE] },
  { id: 'super-mall', name: 'Super Mall', set: 'star', stack: 'C', copies: 1, cost: 20, category: C, immediate: { stars: 1, income: 1 }, effects: [everyBorough('reputation', 1, icons('restaurant'))] },
  { id: 'swanky-spa', name: 'Swanky Spa', set: 'star', stack: 'C', copies: 1, cost: 15, category: C, immediate: { stars: 1, reputation: 2 }, effects: [eachAdjacent('income', 1, categories(C))] },
];
