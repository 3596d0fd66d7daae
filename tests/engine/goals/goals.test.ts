import { describe, expect, it } from 'vitest';
import { GOALS, goalById, goalMeasure, goalWinner, type GoalId } from '../../../src/engine/goals/index.ts';
import { at, player, tableWith } from './goal-fixture.ts';

const measures = (id: GoalId, state: ReturnType<typeof tableWith>) => state.players.map((_, seat) => goalMeasure(goalById(id), seat, state));
const winner = (id: GoalId, state: ReturnType<typeof tableWith>) => goalWinner(goalById(id), state);

describe('the base goal set (goals-base.json)', () => {
  it('holds 20 goals with distinct ids and names', () => {
    const base = GOALS.filter((g) => g.set === undefined);
    expect(base).toHaveLength(20);
    expect(new Set(base.map((g) => g.id)).size).toBe(20);
    expect(new Set(base.map((g) => g.name)).size).toBe(20);
  });

  it('marks exactly the four goals that show a lake or investment marker, which Dale set-up discards (decision 6)', () => {
    expect(GOALS.filter((g) => g.showsLakeOrInvestment).map((g) => g.name)).toEqual(['Aquatic Engineer', 'Aquaphobian', 'Harbormaster', 'Employer']);
  });

  it('keeps the population bonuses of the data file', () => {
    expect(goalById('aquatic-engineer').bonus).toBe(20);
    expect(goalById('harbormaster').bonus).toBe(10);
    expect(goalById('capitalist').bonus).toBe(20);
    expect(goalById('miscreant').bonus).toBe(20);
    expect(goalById('employer').bonus).toBe(15);
    expect(goalById('employer').kind).toBe('fewest');
  });
});

describe('lake goals count face-down tiles', () => {
  // Seat 0: three lakes, two of them touching ((1,-1) and (1,-2) share an edge; (-1,0) stands alone).
  // Seat 1: one lake.
  const state = tableWith([
    player([at('farm', 1, -1, { lake: true }), at('mint', 1, -2, { lake: true }), at('hostel', -1, 0, { lake: true })]),
    player([at('landfill', 1, 0, { lake: true })]),
  ]);

  it('Aquatic Engineer: most lakes', () => {
    expect(measures('aquatic-engineer', state)).toEqual([3, 1]);
    expect(winner('aquatic-engineer', state)).toBe(0);
  });

  it('Aquaphobian: fewest lakes', () => {
    expect(measures('aquaphobian', state)).toEqual([3, 1]);
    expect(winner('aquaphobian', state)).toBe(1);
  });

  it('Harbormaster: the largest edge-connected group, not the total', () => {
    // Seat 1 now has a chain of three: (1,0)-(2,-1) share an edge, (2,-1)-(2,0) share an edge.
    const chain = tableWith([
      state.players[0] ?? player(),
      player([at('landfill', 1, 0, { lake: true }), at('farm', 2, -1, { lake: true }), at('mint', 2, 0, { lake: true })]),
    ]);
    expect(measures('harbormaster', chain)).toEqual([2, 3]);
    expect(winner('harbormaster', chain)).toBe(1);
    // both have three lakes: Aquatic Engineer is tied, so nobody scores it
    expect(winner('aquatic-engineer', chain)).toBeUndefined();
  });

  it('Harbormaster: lakes two cells apart are separate groups of one', () => {
    // (1,-1) and (-1,0) are two cells apart: two groups of one
    const apart = tableWith([player([at('farm', 1, -1, { lake: true }), at('mint', -1, 0, { lake: true })]), player()]);
    expect(measures('harbormaster', apart)).toEqual([1, 0]);
  });
});

describe('tile-count goals count face-up tiles of a category or icon', () => {
  // Seat 0 adds a residential (Mobile Home Community), a commercial (Office Building) and a Hostel taken as a lake,
  // which counts for no category. Seat 1 adds an industrial (Landfill) and a civic (Museum).
  const state = tableWith([
    player([at('mobile-home-community', -1, 0), at('office-building', 1, -1), at('hostel', -1, -1, { lake: true })]),
    player([at('landfill', 1, -1), at('museum', -1, 0)]),
  ]);

  it('Builder / Capitalist: residential tiles (the lake Hostel does not count)', () => {
    expect(measures('builder', state)).toEqual([2, 1]);
    expect(winner('builder', state)).toBe(0);
    expect(winner('capitalist', state)).toBe(1);
  });

  it('Developer / Socialist: commercial tiles', () => {
    expect(measures('developer', state)).toEqual([1, 0]);
    expect(winner('developer', state)).toBe(0);
    expect(winner('socialist', state)).toBe(1);
  });

  it('Industrialist / Environmentalist: industrial tiles (the starting Heavy Factory counts)', () => {
    expect(measures('industrialist', state)).toEqual([1, 2]);
    expect(winner('industrialist', state)).toBe(1);
    expect(winner('environmentalist', state)).toBe(0);
  });

  it('Civil Engineer / Libertarian: civic tiles (the starting Community Park counts)', () => {
    expect(measures('civil-engineer', state)).toEqual([1, 2]);
    expect(winner('civil-engineer', state)).toBe(1);
    expect(winner('libertarian', state)).toBe(0);
  });

  it('Air Traffic Controller: airport-icon tiles, face up only', () => {
    const airports = tableWith([
      player([at('domestic-airport', 1, -1), at('municipal-airport', 1, -2)]),
      player([at('international-airport', 1, -1), at('municipal-airport', -1, 0, { lake: true })]),
    ]);
    expect(measures('air-traffic-controller', airports)).toEqual([2, 1]);
    expect(winner('air-traffic-controller', airports)).toBe(0);
  });
});

describe('Public Official: the largest edge-connected group of civic tiles', () => {
  it('counts the Park with the civic tiles that touch it and ignores a separate civic tile', () => {
    // Seat 0: Park (0,-1) + Mint (-1,-1) + Museum (-1,0) form a group of 3 ((-1,-1)-(−1,0) share an edge);
    //         a Middle School at (1,-3) touches only the Heavy Factory, so it stands alone.
    // Seat 1: four civic tiles but split: Park (0,-1) + School (1,-2) = 2; Museum (-2,0) + Mint (-2,-1) = 2.
    const state = tableWith([
      player([at('mint', -1, -1), at('museum', -1, 0), at('middle-school', 1, -3)]),
      player([at('elementary-school', 1, -2), at('museum', -2, 0), at('mint', -2, -1)]),
    ]);
    expect(measures('civil-engineer', state)).toEqual([4, 4]);
    expect(winner('civil-engineer', state)).toBeUndefined();
    expect(measures('public-official', state)).toEqual([3, 2]);
    expect(winner('public-official', state)).toBe(0);
  });
});

describe('track and purse goals read the values at final scoring', () => {
  const state = tableWith([
    player([], { money: 23, income: 7, reputation: -3 }),
    player([], { money: 4, income: -2, reputation: 9 }),
    player([], { money: 11, income: 7, reputation: 2 }),
  ]);

  it('Billionaire / Spendthrift: money on hand', () => {
    expect(measures('billionaire', state)).toEqual([23, 4, 11]);
    expect(winner('billionaire', state)).toBe(0);
    expect(winner('spendthrift', state)).toBe(1);
  });

  it('Investor / Miser: income, with a tie at the top scoring nobody', () => {
    expect(measures('investor', state)).toEqual([7, -2, 7]);
    expect(winner('investor', state)).toBeUndefined();
    expect(winner('miser', state)).toBe(1);
  });

  it('Luminary / Miscreant: reputation, negative values included', () => {
    expect(measures('luminary', state)).toEqual([-3, 9, 2]);
    expect(winner('luminary', state)).toBe(1);
    expect(winner('miscreant', state)).toBe(0);
  });
});

describe('Employer: fewest investment markers played', () => {
  it('counts markers on tiles, lakes included, and the fewest wins', () => {
    const state = tableWith([
      player([at('office-building', 1, -1, { invested: true }), at('farm', -1, 0, { lake: true, invested: true })]),
      player([at('office-building', 1, -1, { invested: true })]),
      player([at('office-building', 1, -1, { invested: true })]),
    ]);
    expect(measures('employer', state)).toEqual([2, 1, 1]);
    // two players share the fewest: nobody scores
    expect(winner('employer', state)).toBeUndefined();
  });

  it('a player who never invested wins it alone', () => {
    const state = tableWith([player([at('office-building', 1, -1, { invested: true })]), player()]);
    expect(winner('employer', state)).toBe(1);
  });
});
