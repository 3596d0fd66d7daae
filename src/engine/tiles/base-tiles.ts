/**
 * The base game's tiles, one record each in the vocabulary of vocabulary.ts (their face text is generated from
 * the record, see tile-text.ts). Transcribed from the project's reference data (rules/tiles-base.json, copied to
 * docs/reference/tiles-base.json; reconciled there from five digital sources and seed 000; see docs/rules.md). Decision 1 fixes Office Building = per adjacent
 * commercial tile, Homeowners Association $6, Casino ×2, Domestic Airport ×3, Postal Service without immediate
 * income, Recycling Plant +1 reputation. Copies total A 32, B 36, C 32.
 */
import { C, I, R, V, categories, eachAdjacent, eachOfYour, everyBorough, icons, laterOnes, otherBoroughs } from './build.ts';
import type { TileDef } from './vocabulary.ts';

/** Box copies of each basic tile (the supply size per game is table data). */
export const BASIC_TILES: readonly TileDef[] = [
  { id: 'suburbs', name: 'Suburbs', stack: 'basic', copies: 8, cost: 3, category: R, immediate: { population: 2 }, effects: [] },
  { id: 'community-park', name: 'Community Park', stack: 'basic', copies: 8, cost: 4, category: V, immediate: { income: -1 }, effects: [eachAdjacent('reputation', 1, categories(R, C, I))] },
  { id: 'heavy-factory', name: 'Heavy Factory', stack: 'basic', copies: 8, cost: 3, category: I, immediate: { income: 1 }, effects: [eachAdjacent('reputation', -1, categories(R, V))] },
];

export const A_TILES: readonly TileDef[] = [
  { id: 'business-supply-store', name: 'Business Supply Store', stack: 'A', copies: 2, cost: 8, category: C, immediate: { income: 1 }, effects: [everyBorough('income', 1, icons('office'))] },
  { id: 'convenience-store', name: 'Convenience Store', stack: 'A', copies: 2, cost: 6, category: C, immediate: { income: 1 }, effects: [] },
  { id: 'fancy-restaurant', name: 'Fancy Restaurant', stack: 'A', copies: 3, cost: 9, category: C, icon: 'restaurant', immediate: { income: 3 }, effects: [laterOnes('income', -1, icons('restaurant'))] },
  { id: 'farm', name: 'Farm', stack: 'A', copies: 2, cost: 9, category: I, immediate: { reputation: -1 }, effects: [everyBorough('income', 1, icons('restaurant'))] },
  { id: 'fast-food-restaurant', name: 'Fast Food Restaurant', stack: 'A', copies: 2, cost: 7, category: C, icon: 'restaurant', immediate: { income: 1 }, effects: [eachAdjacent('population', 3, categories(R))] },
  { id: 'freeway', name: 'Freeway', stack: 'A', copies: 2, cost: 5, category: I, immediate: {}, effects: [eachAdjacent('reputation', -1, categories(R)), eachAdjacent('income', 1, categories(C))] },
  { id: 'homeowners-association', name: 'Homeowners Association', stack: 'A', copies: 2, cost: 6, category: R, immediate: { population: 1 }, effects: [everyBorough('money', 2, categories(R))] },
  { id: 'landfill', name: 'Landfill', stack: 'A', copies: 2, cost: 4, category: I, immediate: { income: 2 }, effects: [eachAdjacent('reputation', -1, categories(R, C, I, V))] },
  { id: 'mint', name: 'Mint', stack: 'A', copies: 2, cost: 15, category: V, immediate: { income: 3 }, effects: [eachOfYour('money', 2, categories(V))] },
  { id: 'mobile-home-community', name: 'Mobile Home Community', stack: 'A', copies: 2, cost: 4, category: R, immediate: { population: 6 }, effects: [] },
  { id: 'municipal-airport', name: 'Municipal Airport', stack: 'A', copies: 2, cost: 6, category: I, icon: 'airport', immediate: {}, effects: [everyBorough('income', 1, icons('airport')), eachAdjacent('reputation', -1, categories(R))] },
  { id: 'office-building', name: 'Office Building', stack: 'A', copies: 3, cost: 9, category: C, icon: 'office', immediate: { income: 1 }, effects: [eachAdjacent('income', 1, categories(C))] },
  { id: 'parking-lot', name: 'Parking Lot', stack: 'A', copies: 2, cost: 12, category: C, immediate: { income: 1 }, effects: [eachAdjacent('income', 1, categories(C, V))] },
  { id: 'slaughterhouse', name: 'Slaughterhouse', stack: 'A', copies: 2, cost: 5, category: I, immediate: { reputation: -2 }, effects: [everyBorough('income', 1, icons('restaurant'))] },
  { id: 'waterfront-realty', name: 'Waterfront Realty', stack: 'A', copies: 2, cost: 6, category: C, immediate: {}, effects: [{ kind: 'perLakefrontBuilding', stat: 'money', amount: 2 }] },
];

export const B_TILES: readonly TileDef[] = [
  { id: 'burg-von-alspach', name: 'Burg von Alspach', stack: 'B', copies: 2, cost: 12, category: R, immediate: { population: 3 }, effects: [eachAdjacent('reputation', 1, categories(R))] },
  { id: 'casino', name: 'Casino', stack: 'B', copies: 2, cost: 22, category: C, immediate: { reputation: -3 }, effects: [{ kind: 'perRedLineCrossed', stat: 'income', amount: 1 }] },
  { id: 'domestic-airport', name: 'Domestic Airport', stack: 'B', copies: 3, cost: 11, category: I, icon: 'airport', immediate: { income: 1 }, effects: [everyBorough('reputation', 1, icons('airport')), eachAdjacent('reputation', -1, categories(R))] },
  { id: 'elementary-school', name: 'Elementary School', stack: 'B', copies: 3, cost: 5, category: V, icon: 'school', immediate: { reputation: 1 }, effects: [eachOfYour('population', 1, categories(R))] },
  { id: 'gas-station', name: 'Gas Station', stack: 'B', copies: 2, cost: 7, category: C, immediate: { income: 1 }, effects: [eachAdjacent('population', 1, categories(R))] },
  { id: 'hostel', name: 'Hostel', stack: 'B', copies: 2, cost: 0, category: R, immediate: { population: 2 }, effects: [eachAdjacent('reputation', -1, categories(C))] },
  { id: 'housing-projects', name: 'Housing Projects', stack: 'B', copies: 2, cost: 8, category: R, immediate: { population: 10 }, effects: [eachAdjacent('reputation', -2, categories(R, C, V))] },
  { id: 'movie-theater', name: 'Movie Theater', stack: 'B', copies: 2, cost: 10, category: C, immediate: { income: 1 }, effects: [eachAdjacent('income', 1, categories(R))] },
  { id: 'museum', name: 'Museum', stack: 'B', copies: 2, cost: 8, category: V, immediate: { reputation: 1 }, effects: [eachAdjacent('reputation', 1, categories(V))] },
  { id: 'office-of-bureaucracy', name: 'Office of Bureaucracy', stack: 'B', copies: 2, cost: 9, category: V, icon: 'office', immediate: { reputation: -2 }, effects: [eachOfYour('income', 1, categories(V))] },
  { id: 'postal-service', name: 'Postal Service', stack: 'B', copies: 2, cost: 12, category: V, immediate: {}, effects: [eachOfYour('income', 1, categories(C))] },
  { id: 'power-station', name: 'Power Station', stack: 'B', copies: 2, cost: 11, category: V, immediate: {}, effects: [eachOfYour('income', 1, categories(I))] },
  { id: 'retirement-village', name: 'Retirement Village', stack: 'B', copies: 2, cost: 8, category: R, immediate: { population: 5 }, effects: [] },
  { id: 'shipping-center', name: 'Shipping Center', stack: 'B', copies: 2, cost: 16, category: C, immediate: { income: 1 }, effects: [everyBorough('money', 2, categories(C))] },
  { id: 'skyscraper', name: 'Skyscraper', stack: 'B', copies: 2, cost: 11, category: C, icon: 'skyscraper', immediate: { income: 3 }, effects: [laterOnes('income', -1, icons('skyscraper'))] },
  { id: 'stadium', name: 'Stadium', stack: 'B', copies: 2, cost: 16, category: V, immediate: { income: 1 }, effects: [eachAdjacent('reputation', 2, categories(R))] },
  { id: 'warehouse', name: 'Warehouse', stack: 'B', copies: 2, cost: 13, category: I, immediate: { reputation: -1 }, effects: [eachAdjacent('income', 2, categories(C))] },
];

export const C_TILES: readonly TileDef[] = [
  { id: 'apartments', name: 'Apartments', stack: 'C', copies: 2, cost: 12, category: R, immediate: { population: 5 }, effects: [eachAdjacent('population', 2, categories(C))] },
  { id: 'bed-and-breakfast', name: 'Bed & Breakfast', stack: 'C', copies: 2, cost: 9, category: R, immediate: { population: 2 }, effects: [eachOfYour('population', 1, categories(R))] },
  { id: 'boutique', name: 'Boutique', stack: 'C', copies: 2, cost: 9, category: C, immediate: { income: 1 }, effects: [eachAdjacent('reputation', 1, categories(R))] },
  { id: 'chip-fabrication-plant', name: 'Chip Fabrication Plant', stack: 'C', copies: 2, cost: 18, category: I, immediate: { reputation: 2 }, effects: [eachOfYour('income', 1, categories(C))] },
  { id: 'condominium', name: 'Condominium', stack: 'C', copies: 2, cost: 14, category: R, immediate: { population: 5 }, effects: [eachAdjacent('population', 3, categories(C))] },
  { id: 'high-school', name: 'High School', stack: 'C', copies: 3, cost: 18, category: V, icon: 'school', immediate: { reputation: 1 }, effects: [eachOfYour('population', 3, categories(R))] },
  { id: 'hotel', name: 'Hotel', stack: 'C', copies: 2, cost: 13, category: C, immediate: { income: 1 }, effects: [otherBoroughs('population', 1, categories(R))] },
  { id: 'international-airport', name: 'International Airport', stack: 'C', copies: 2, cost: 18, category: I, icon: 'airport', immediate: {}, effects: [everyBorough('income', 1, icons('airport')), everyBorough('reputation', 1, icons('airport')), eachAdjacent('reputation', -1, categories(R))] },
  { id: 'local-epa-office', name: 'Local EPA Office', stack: 'C', copies: 2, cost: 12, category: V, icon: 'office', immediate: { reputation: 1 }, effects: [everyBorough('money', 2, categories(I))] },
  { id: 'middle-school', name: 'Middle School', stack: 'C', copies: 3, cost: 10, category: V, icon: 'school', immediate: { reputation: 1 }, effects: [eachOfYour('population', 2, categories(R))] },
  { id: 'new-car-dealership', name: 'New Car Dealership', stack: 'C', copies: 2, cost: 12, category: C, icon: 'carDealership', immediate: { income: 5 }, effects: [laterOnes('income', -2, icons('carDealership'))] },
  { id: 'pr-firm', name: 'PR Firm', stack: 'C', copies: 2, cost: 20, category: C, immediate: { income: -2 }, effects: [{ kind: 'perRedLineCrossed', stat: 'reputation', amount: 1 }] },
  { id: 'recycling-plant', name: 'Recycling Plant', stack: 'C', copies: 2, cost: 17, category: I, immediate: { reputation: 1 }, effects: [eachAdjacent('reputation', 2, categories(I))] },
  { id: 'resort', name: 'Resort', stack: 'C', copies: 2, cost: 16, category: C, immediate: { income: 1 }, effects: [everyBorough('population', 1, categories(R))] },
  { id: 'university', name: 'University', stack: 'C', copies: 2, cost: 15, category: V, immediate: { income: 2 }, effects: [everyBorough('reputation', 1, icons('school'))] },
];
