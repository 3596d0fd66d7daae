/**
 * Suburbia 5★'s goals (seed 003 "5 Star Bonus, Challenge, and Goal Tiles"; decision 21): Foodie, the most
 * restaurant icons (15 population); Hermit, the fewest Star tiles (20); Tourist, the most (15). Star tiles are the
 * hex tiles and face-up borders with the star mark; a Con tile carries gold stars but no star mark (decision 13).
 * Ties go to the tied player higher on the Star track; tokens on one space stay tied (seed 003).
 */
import { describe, expect, it } from 'vitest';
import { goalPool, rulesOf, type GameState, type PlacedBorder, type PlayerState, type Seat } from '../../../src/engine/index.ts';
import { goalById, goalMeasure, goalWinner, type GoalId } from '../../../src/engine/goals/index.ts';
import { at, player, tableWith } from './goal-fixture.ts';

const measures = (id: GoalId, state: GameState) => state.players.map((_, seat) => goalMeasure(goalById(id), seat, state));

/** A Star track with each seat's token on the given space, stacked in seat order. */
const onTrack = (state: GameState, spaces: readonly number[]): GameState => ({
  ...state,
  starTrack: Array.from({ length: 21 }, (_, space) => spaces.flatMap((s, seat): Seat[] => (s === space ? [seat] : []))),
});

const fort: PlacedBorder = { borderId: 'fort-antonia', side: 0, first: { q: 2, r: -3 }, invested: false, placedOrder: 100 };
const lakeBorder: PlacedBorder = { ...fort, borderId: 'city-zoo', faceDown: 'lake' };
const withBorders = (p: PlayerState, borders: readonly PlacedBorder[]): PlayerState => ({ ...p, borders });

// seat 0: two Star tiles (one of them a restaurant) and a Fast Food Restaurant; seat 1: a Star tile, a Star border
// and a Roadhouse (a Star restaurant); seat 2: one Star tile, a Con tile and a Star border taken as a Lake Border
const table = tableWith([
  player([at('ez-burger', 1, -1), at('lactose-princess', 1, -2), at('fast-food-restaurant', -1, -1)]),
  withBorders(player([at('tiny-house-park', 1, -1), at('roadhouse', -1, -1)]), [fort]),
  withBorders(player([at('bungee-bridge', 1, -1), at('dice-tower-con', -1, -1)]), [lakeBorder]),
]);

describe('what the 5★ goals count', () => {
  it('Tourist and Hermit count Star tiles and Star borders, not Con tiles or a Lake Border', () => {
    expect(measures('tourist', table)).toEqual([2, 3, 1]);
    expect(measures('hermit', table)).toEqual([2, 3, 1]);
  });

  it('Foodie counts restaurant icons, Star or not', () => {
    expect(measures('foodie', table)).toEqual([2, 1, 0]);
  });

  it('Tourist goes to the most (seat 1), Hermit to the fewest (seat 2), Foodie to the most restaurants (seat 0)', () => {
    const state = onTrack(table, [0, 0, 0]);
    expect([goalWinner(goalById('tourist'), state), goalWinner(goalById('hermit'), state), goalWinner(goalById('foodie'), state)]).toEqual([1, 2, 0]);
    expect([goalById('foodie').bonus, goalById('hermit').bonus, goalById('tourist').bonus]).toEqual([15, 20, 15]);
  });
});

describe('a tie on a 5★ goal goes to the tied player higher on the Star track', () => {
  // seats 0 and 1 both have 2 Star tiles and 2 restaurants; seat 2 has 1 Star tile, a Con tile and no restaurant
  const tied = tableWith([
    player([at('ez-burger', 1, -1), at('lactose-princess', 1, -2), at('fast-food-restaurant', -1, -1)]),
    player([at('roadhouse', 1, -1), at('tiny-house-park', 1, -2), at('fancy-restaurant', -1, -1)]),
    player([at('bungee-bridge', 1, -1), at('dice-tower-con', -1, -1)]),
  ]);

  it('Tourist and Foodie: seat 1 on space 5 beats seat 0 on space 3', () => {
    const state = onTrack(tied, [3, 5, 9]);
    expect(measures('tourist', state)).toEqual([2, 2, 1]);
    expect(goalWinner(goalById('tourist'), state)).toBe(1);
    expect(goalWinner(goalById('foodie'), state)).toBe(1);
  });

  it('tokens on one space stay tied: nobody scores', () => {
    const state = onTrack(tied, [4, 4, 9]);
    expect(goalWinner(goalById('tourist'), state)).toBeUndefined();
    expect(goalWinner(goalById('foodie'), state)).toBeUndefined();
  });

  it('Hermit: seats 1 and 2 with one Star tile each (the Con tile does not count), the higher token wins', () => {
    const hermits = tableWith([
      player([at('ez-burger', 1, -1), at('lactose-princess', 1, -2)]),
      player([at('tiny-house-park', 1, -1)]),
      player([at('bungee-bridge', 1, -1), at('dice-tower-con', -1, -1)]),
    ]);
    expect(goalWinner(goalById('hermit'), onTrack(hermits, [0, 2, 6]))).toBe(2);
    expect(goalWinner(goalById('hermit'), onTrack(hermits, [0, 6, 2]))).toBe(1);
  });
});

describe('the 5★ goals join the pool only with 5★ (decision 21)', () => {
  const ids = (sets: readonly ('star' | 'inc')[]) => goalPool(sets, rulesOf({ players: 3, sets }).mode).map((g) => g.id);
  it('with 5★: Foodie, Hermit and Tourist; without: none of them', () => {
    expect(ids(['star'])).toEqual(expect.arrayContaining(['foodie', 'hermit', 'tourist']));
    expect(ids(['inc']).filter((id) => ['foodie', 'hermit', 'tourist'].includes(id))).toEqual([]);
  });
});
