/**
 * The base game's tiles in the effect vocabulary of vocabulary.ts.
 * Origin: transcribed from rules/tiles-base.json of the project's reference data (copied to
 * docs/reference/tiles-base.json; see docs/rules.md), reconciled there from five digital sources and seed 000; decision 1 fixes
 * Office Building = per adjacent commercial, Homeowners Association $6, Casino ×2, Domestic Airport ×3,
 * Postal Service without immediate income, Recycling Plant +1 reputation). Copies total A 32, B 36, C 32.
 */
import type { Category, Effect, Icon, Match, Scope, Stat, StatDeltas, TileDef, TileStack } from './vocabulary.ts';

const R: Category = 'residential';
const C: Category = 'commercial';
const I: Category = 'industrial';
const V: Category = 'civic';

const per = (stat: Stat, amount: number, scope: Scope, match: Match): Effect => ({ kind: 'perTile', stat, amount, scope, match });
const cats = (...categories: Category[]): Match => ({ categories });
const icon = (...icons: Icon[]): Match => ({ icons });
const laterPenalty = (stat: Stat, amount: number, i: Icon): Effect => ({
  kind: 'perTile',
  stat,
  amount,
  scope: 'every',
  match: icon(i),
  laterOnly: true,
});

const tile = (
  id: string,
  name: string,
  stack: TileStack,
  copies: number,
  cost: number,
  category: Category,
  immediate: StatDeltas,
  effects: readonly Effect[],
  text: string,
  tileIcon?: Icon,
): TileDef => ({ id, name, stack, copies, cost, category, ...(tileIcon === undefined ? {} : { icon: tileIcon }), immediate, effects, text });

/** Box copies of each basic tile (the supply size per game is table data). */
export const BASIC_TILES: readonly TileDef[] = [
  tile('suburbs', 'Suburbs', 'basic', 8, 3, R, { population: 2 }, [], '+2 population.'),
  tile('community-park', 'Community Park', 'basic', 8, 4, V, { income: -1 }, [per('reputation', 1, 'adjacent', cats(R, C, I))], '−1 income; +1 reputation per adjacent residential, commercial or industrial tile.'),
  tile('heavy-factory', 'Heavy Factory', 'basic', 8, 3, I, { income: 1 }, [per('reputation', -1, 'adjacent', cats(R, V))], '+1 income; −1 reputation per adjacent residential or civic tile.'),
];

export const A_TILES: readonly TileDef[] = [
  tile('business-supply-store', 'Business Supply Store', 'A', 2, 8, C, { income: 1 }, [per('income', 1, 'every', icon('office'))], '+1 income; +1 income for every office in every borough.'),
  tile('convenience-store', 'Convenience Store', 'A', 2, 6, C, { income: 1 }, [], '+1 income.'),
  tile('fancy-restaurant', 'Fancy Restaurant', 'A', 3, 9, C, { income: 3 }, [laterPenalty('income', -1, 'restaurant')], '+3 income; −1 income for every restaurant built after this one.', 'restaurant'),
  tile('farm', 'Farm', 'A', 2, 9, I, { reputation: -1 }, [per('income', 1, 'every', icon('restaurant'))], '−1 reputation; +1 income for every restaurant in every borough.'),
  tile('fast-food-restaurant', 'Fast Food Restaurant', 'A', 2, 7, C, { income: 1 }, [per('population', 3, 'adjacent', cats(R))], '+1 income; +3 population per adjacent residential tile.', 'restaurant'),
  tile('freeway', 'Freeway', 'A', 2, 5, I, {}, [per('reputation', -1, 'adjacent', cats(R)), per('income', 1, 'adjacent', cats(C))], '−1 reputation per adjacent residential; +1 income per adjacent commercial tile.'),
  tile('homeowners-association', 'Homeowners Association', 'A', 2, 6, R, { population: 1 }, [per('money', 2, 'every', cats(R))], '+1 population; take $2 for every residential tile in every borough, now and later.'),
  tile('landfill', 'Landfill', 'A', 2, 4, I, { income: 2 }, [per('reputation', -1, 'adjacent', cats(R, C, I, V))], '+2 income; −1 reputation per adjacent tile.'),
  tile('mint', 'Mint', 'A', 2, 15, V, { income: 3 }, [per('money', 2, 'own', cats(V))], '+3 income; take $2 for each of your civic tiles, now and later.'),
  tile('mobile-home-community', 'Mobile Home Community', 'A', 2, 4, R, { population: 6 }, [], '+6 population.'),
  tile('municipal-airport', 'Municipal Airport', 'A', 2, 6, I, {}, [per('income', 1, 'every', icon('airport')), per('reputation', -1, 'adjacent', cats(R))], '+1 income for every airport; −1 reputation per adjacent residential tile.', 'airport'),
  tile('office-building', 'Office Building', 'A', 3, 9, C, { income: 1 }, [per('income', 1, 'adjacent', cats(C))], '+1 income; +1 income per adjacent commercial tile.', 'office'),
  tile('parking-lot', 'Parking Lot', 'A', 2, 12, C, { income: 1 }, [per('income', 1, 'adjacent', cats(C, V))], '+1 income; +1 income per adjacent commercial or civic tile.'),
  tile('slaughterhouse', 'Slaughterhouse', 'A', 2, 5, I, { reputation: -2 }, [per('income', 1, 'every', icon('restaurant'))], '−2 reputation; +1 income for every restaurant in every borough.'),
  tile('waterfront-realty', 'Waterfront Realty', 'A', 2, 6, C, {}, [{ kind: 'perLakefrontBuilding', stat: 'money', amount: 2 }], 'Take $2 for each of your buildings next to your lakes, now and later.'),
];

export const B_TILES: readonly TileDef[] = [
  tile('burg-von-alspach', 'Burg von Alspach', 'B', 2, 12, R, { population: 3 }, [per('reputation', 1, 'adjacent', cats(R))], '+3 population; +1 reputation per adjacent residential tile.'),
  tile('casino', 'Casino', 'B', 2, 22, C, { reputation: -3 }, [{ kind: 'perRedLineCrossed', stat: 'income', amount: 1 }], '−3 reputation; +1 income for each red line you cross after building it.'),
  tile('domestic-airport', 'Domestic Airport', 'B', 3, 11, I, { income: 1 }, [per('reputation', 1, 'every', icon('airport')), per('reputation', -1, 'adjacent', cats(R))], '+1 income; +1 reputation for every airport; −1 reputation per adjacent residential tile.', 'airport'),
  tile('elementary-school', 'Elementary School', 'B', 3, 5, V, { reputation: 1 }, [per('population', 1, 'own', cats(R))], '+1 reputation; +1 population for each of your residential tiles.', 'school'),
  tile('gas-station', 'Gas Station', 'B', 2, 7, C, { income: 1 }, [per('population', 1, 'adjacent', cats(R))], '+1 income; +1 population per adjacent residential tile.'),
  tile('hostel', 'Hostel', 'B', 2, 0, R, { population: 2 }, [per('reputation', -1, 'adjacent', cats(C))], '+2 population; −1 reputation per adjacent commercial tile.'),
  tile('housing-projects', 'Housing Projects', 'B', 2, 8, R, { population: 10 }, [per('reputation', -2, 'adjacent', cats(R, C, V))], '+10 population; −2 reputation per adjacent residential, commercial or civic tile.'),
  tile('movie-theater', 'Movie Theater', 'B', 2, 10, C, { income: 1 }, [per('income', 1, 'adjacent', cats(R))], '+1 income; +1 income per adjacent residential tile.'),
  tile('museum', 'Museum', 'B', 2, 8, V, { reputation: 1 }, [per('reputation', 1, 'adjacent', cats(V))], '+1 reputation; +1 reputation per adjacent civic tile.'),
  tile('office-of-bureaucracy', 'Office of Bureaucracy', 'B', 2, 9, V, { reputation: -2 }, [per('income', 1, 'own', cats(V))], '−2 reputation; +1 income for each of your civic tiles.', 'office'),
  tile('postal-service', 'Postal Service', 'B', 2, 12, V, {}, [per('income', 1, 'own', cats(C))], '+1 income for each of your commercial tiles.'),
  tile('power-station', 'Power Station', 'B', 2, 11, V, {}, [per('income', 1, 'own', cats(I))], '+1 income for each of your industrial tiles.'),
  tile('retirement-village', 'Retirement Village', 'B', 2, 8, R, { population: 5 }, [], '+5 population.'),
  tile('shipping-center', 'Shipping Center', 'B', 2, 16, C, { income: 1 }, [per('money', 2, 'every', cats(C))], '+1 income; take $2 for every commercial tile in every borough, now and later.'),
  tile('skyscraper', 'Skyscraper', 'B', 2, 11, C, { income: 3 }, [laterPenalty('income', -1, 'skyscraper')], '+3 income; −1 income for every skyscraper built after this one.', 'skyscraper'),
  tile('stadium', 'Stadium', 'B', 2, 16, V, { income: 1 }, [per('reputation', 2, 'adjacent', cats(R))], '+1 income; +2 reputation per adjacent residential tile.'),
  tile('warehouse', 'Warehouse', 'B', 2, 13, I, { reputation: -1 }, [per('income', 2, 'adjacent', cats(C))], '−1 reputation; +2 income per adjacent commercial tile.'),
];

export const C_TILES: readonly TileDef[] = [
  tile('apartments', 'Apartments', 'C', 2, 12, R, { population: 5 }, [per('population', 2, 'adjacent', cats(C))], '+5 population; +2 population per adjacent commercial tile.'),
  tile('bed-and-breakfast', 'Bed & Breakfast', 'C', 2, 9, R, { population: 2 }, [per('population', 1, 'own', cats(R))], '+2 population; +1 population for each of your residential tiles.'),
  tile('boutique', 'Boutique', 'C', 2, 9, C, { income: 1 }, [per('reputation', 1, 'adjacent', cats(R))], '+1 income; +1 reputation per adjacent residential tile.'),
  tile('chip-fabrication-plant', 'Chip Fabrication Plant', 'C', 2, 18, I, { reputation: 2 }, [per('income', 1, 'own', cats(C))], '+2 reputation; +1 income for each of your commercial tiles.'),
  tile('condominium', 'Condominium', 'C', 2, 14, R, { population: 5 }, [per('population', 3, 'adjacent', cats(C))], '+5 population; +3 population per adjacent commercial tile.'),
  tile('high-school', 'High School', 'C', 3, 18, V, { reputation: 1 }, [per('population', 3, 'own', cats(R))], '+1 reputation; +3 population for each of your residential tiles.', 'school'),
  tile('hotel', 'Hotel', 'C', 2, 13, C, { income: 1 }, [per('population', 1, 'others', cats(R))], '+1 income; +1 population for each residential tile in all other boroughs.'),
  tile('international-airport', 'International Airport', 'C', 2, 18, I, {}, [per('income', 1, 'every', icon('airport')), per('reputation', 1, 'every', icon('airport')), per('reputation', -1, 'adjacent', cats(R))], '+1 income and +1 reputation for every airport; −1 reputation per adjacent residential tile.', 'airport'),
  tile('local-epa-office', 'Local EPA Office', 'C', 2, 12, V, { reputation: 1 }, [per('money', 2, 'every', cats(I))], '+1 reputation; take $2 for every industrial tile in every borough, now and later.', 'office'),
  tile('middle-school', 'Middle School', 'C', 3, 10, V, { reputation: 1 }, [per('population', 2, 'own', cats(R))], '+1 reputation; +2 population for each of your residential tiles.', 'school'),
  tile('new-car-dealership', 'New Car Dealership', 'C', 2, 12, C, { income: 5 }, [laterPenalty('income', -2, 'carDealership')], '+5 income; −2 income for every car dealership built after this one.', 'carDealership'),
  tile('pr-firm', 'PR Firm', 'C', 2, 20, C, { income: -2 }, [{ kind: 'perRedLineCrossed', stat: 'reputation', amount: 1 }], '−2 income; +1 reputation for each red line you cross after building it.'),
  tile('recycling-plant', 'Recycling Plant', 'C', 2, 17, I, { reputation: 1 }, [per('reputation', 2, 'adjacent', cats(I))], '+1 reputation; +2 reputation per adjacent industrial tile.'),
  tile('resort', 'Resort', 'C', 2, 16, C, { income: 1 }, [per('population', 1, 'every', cats(R))], '+1 income; +1 population for every residential tile in every borough.'),
  tile('university', 'University', 'C', 2, 15, V, { income: 2 }, [per('reputation', 1, 'every', icon('school'))], '+2 income; +1 reputation for every school in every borough.'),
];
