/**
 * Suburbia Inc's goals (seed 003 "Goals"; decision 21): European, the fewest face-up borders (10 population); Guard,
 * the most (15); Milton, the most office icons (15); Nomad, the fewest face-up buildings of the four categories (15);
 * Settler, the most (10). With Nightlife and Inc: Entrepreneur, the most Inc pieces (20), and Layabout, the fewest
 * (10) — Inc hex tiles, a Redevelopment Planner lying in the borough and face-up Inc borders. A Lake Border is no
 * border and carries no mark; a tie means nobody scores (seed 000 "Award Goals").
 */
import { describe, expect, it } from 'vitest';
import { finalScores, goalPool, rulesOf, type PlacedBorder, type PlayerState } from '../../../src/engine/index.ts';
import { goalById, goalMeasure, goalWinner, type GoalId } from '../../../src/engine/goals/index.ts';
import { piecesMatching } from '../../../src/engine/piece-counts.ts';
import { at, player, tableWith } from './goal-fixture.ts';

const measures = (id: GoalId, state: ReturnType<typeof tableWith>) => state.players.map((_, seat) => goalMeasure(goalById(id), seat, state));

const border = (borderId: string, order: number, lake?: 'lake'): PlacedBorder => ({
  borderId,
  side: 0,
  first: { q: 2, r: -2 - order },
  invested: false,
  placedOrder: 100 + order,
  ...(lake === undefined ? {} : { faceDown: lake }),
});
const withBorders = (p: PlayerState, borders: readonly PlacedBorder[]): PlayerState => ({ ...p, borders });

describe('Guard and European count face-up borders', () => {
  // seat 0: the Forest and the Desert; seat 1: the Bay and a Lake Border; seat 2: a Lake Border only
  const state = tableWith([
    withBorders(player(), [border('forest', 0), border('desert', 1)]),
    withBorders(player(), [border('bay', 0), border('beach', 1, 'lake')]),
    withBorders(player(), [border('orchard', 0, 'lake')]),
  ]);

  it('a Lake Border is no border', () => {
    expect(measures('guard', state)).toEqual([2, 1, 0]);
    expect(measures('european', state)).toEqual([2, 1, 0]);
  });

  it('Guard goes to the most, European to the fewest', () => {
    expect(goalWinner(goalById('guard'), state)).toBe(0);
    expect(goalWinner(goalById('european'), state)).toBe(2);
  });

  it('ties: two players without borders share the fewest, two with one share the most — nobody scores', () => {
    const tied = tableWith([player(), withBorders(player(), [border('bay', 0)]), withBorders(player(), [border('forest', 0)]), player()]);
    expect(goalWinner(goalById('european'), tied)).toBeUndefined();
    expect(goalWinner(goalById('guard'), tied)).toBeUndefined();
  });

  it('final scoring adds 15 and 10 population (to 2 population and $15 = 3 more each)', () => {
    const scored = finalScores({ ...state, publicGoals: ['guard', 'european'] });
    expect(scored?.seats.map((s) => s.goals)).toEqual([[{ goal: 'guard', bonus: 15, secret: false }], [], [{ goal: 'european', bonus: 10, secret: false }]]);
    expect(scored?.seats.map((s) => s.population)).toEqual([2 + 15 + 3, 2 + 3, 2 + 10 + 3]);
  });
});

describe('Milton counts office icons', () => {
  // seat 0: an Office Building and a Law Office; seat 1: a Redistricting Office and a Law Office lying as a lake;
  // seat 2: nothing with the icon
  const state = tableWith([
    player([at('office-building', 1, -1), at('law-office', 1, -2)]),
    player([at('redistricting-office', 1, -1), at('law-office', 1, -2, { lake: true })]),
    player(),
  ]);

  it('a lake shows no icon', () => {
    expect(measures('milton', state)).toEqual([2, 1, 0]);
    expect(goalWinner(goalById('milton'), state)).toBe(0);
  });

  it('a tie for the most means nobody scores', () => {
    const tied = tableWith([player([at('office-building', 1, -1)]), player([at('local-epa-office', 1, -1)]), player()]);
    expect(goalWinner(goalById('milton'), tied)).toBeUndefined();
  });
});

describe('Nomad and Settler count face-up buildings of the four categories', () => {
  // the starting column is three buildings. seat 0: + a Farm and a Cemetery = 5; seat 1: + a Redevelopment Planner
  // (no category), a lake and a border = 3; seat 2: + a Farm = 4
  const state = tableWith([
    player([at('farm', 1, -1), at('cemetery', 1, -2)]),
    withBorders(player([at('redevelopment-planner', 1, -1), at('farm', 1, -2, { lake: true })]), [border('forest', 0)]),
    player([at('farm', 1, -1)]),
  ]);

  it('the Planner, lakes and borders are no buildings', () => {
    expect(measures('settler', state)).toEqual([5, 3, 4]);
    expect(measures('nomad', state)).toEqual([5, 3, 4]);
  });

  it('Settler goes to the most (10), Nomad to the fewest (15)', () => {
    const scored = finalScores({ ...state, publicGoals: ['settler', 'nomad'] });
    expect(scored?.seats.map((s) => s.goals)).toEqual([[{ goal: 'settler', bonus: 10, secret: false }], [{ goal: 'nomad', bonus: 15, secret: false }], []]);
  });

  it('a tie for the fewest means nobody scores it', () => {
    const tied = tableWith([player(), player(), player([at('farm', 1, -1)])]);
    expect(goalWinner(goalById('nomad'), tied)).toBeUndefined();
    expect(goalWinner(goalById('settler'), tied)).toBe(2);
  });
});

describe('Entrepreneur and Layabout count Inc pieces', () => {
  // seat 0: a Cemetery, a Redevelopment Planner and the Forest = 3; seat 1: a Law Office lying as a lake and a
  // Lake Border = 0; seat 2: a Cemetery and a Law Office = 2
  const state = tableWith([
    withBorders(player([at('cemetery', 1, -1), at('redevelopment-planner', 1, -2)]), [border('forest', 0)]),
    withBorders(player([at('law-office', 1, -1, { lake: true })]), [border('bay', 0, 'lake')]),
    player([at('cemetery', 1, -1), at('law-office', 1, -2)]),
  ]);

  it('a lake and a Lake Border carry no mark', () => {
    expect(measures('entrepreneur', state)).toEqual([3, 0, 2]);
    expect(measures('layabout', state)).toEqual([3, 0, 2]);
  });

  it('Entrepreneur goes to the most (20), Layabout to the fewest (10)', () => {
    const scored = finalScores({ ...state, publicGoals: ['entrepreneur', 'layabout'] });
    expect(scored?.seats.map((s) => s.goals)).toEqual([[{ goal: 'entrepreneur', bonus: 20, secret: false }], [{ goal: 'layabout', bonus: 10, secret: false }], []]);
  });

  it('a tie for the most means nobody scores it', () => {
    const tied = tableWith([player([at('cemetery', 1, -1)]), withBorders(player(), [border('desert', 0)]), player()]);
    expect(goalWinner(goalById('entrepreneur'), tied)).toBeUndefined();
    expect(goalWinner(goalById('layabout'), tied)).toBe(2);
  });
});

describe('the goal pool with Inc (decision 21)', () => {
  const ids = (options: Parameters<typeof rulesOf>[0]) => goalPool(rulesOf(options).sets, rulesOf(options).mode).map((g) => g.id);
  const INC_GOALS = ['european', 'guard', 'milton', 'nomad', 'settler'];

  it('Inc adds its five goals', () => {
    const pool = ids({ players: 3, sets: ['inc'] });
    expect(pool).toHaveLength(25);
    expect(pool.slice(20)).toEqual(INC_GOALS);
  });

  it('Entrepreneur and Layabout come with Nightlife and Inc together, not with either alone', () => {
    expect(ids({ players: 3, sets: ['inc', 'nightlife'] }).slice(20)).toEqual(['insomniac', 'nyctophobian', ...INC_GOALS, 'entrepreneur', 'layabout']);
    expect(ids({ players: 3, sets: ['nightlife'] })).not.toContain('entrepreneur');
    expect(ids({ players: 3, sets: ['inc'] })).not.toContain('layabout');
  });

  it("Dale's filter keeps every expansion goal: they show no lake or marker", () => {
    const pool = ids({ players: 1, solo: 'dale', sets: ['inc', 'nightlife'] });
    expect(pool).toHaveLength(16 + 9);
    expect(pool).toEqual(expect.arrayContaining([...INC_GOALS, 'entrepreneur', 'layabout']));
  });
});

describe('lake goals with Lake Borders (decision 19: one lake each, joined to the lake hexes in its slots)', () => {
  const lakeBorder = (q: number, r: number, side: number): PlacedBorder => ({ borderId: 'bay', side, first: { q, r }, invested: false, placedOrder: 50, faceDown: 'lake' });
  // seat 0: a lake at (1,−1) with two Lake Borders whose first slot is that cell, and a lake apart at (−1,−2);
  // seat 1: three lakes in a row (1,0)-(2,−1)-(2,0); seat 2: one Lake Border with no lake in its slots
  const state = tableWith([
    withBorders(player([at('farm', 1, -1, { lake: true }), at('mint', -1, -2, { lake: true })]), [lakeBorder(1, -1, 0), lakeBorder(1, -1, 3)]),
    player([at('landfill', 1, 0, { lake: true }), at('farm', 2, -1, { lake: true }), at('mint', 2, 0, { lake: true })]),
    withBorders(player(), [lakeBorder(2, -4, 0)]),
  ]);

  it('Aquatic Engineer and Aquaphobian count them as lakes: 4, 3 and 1', () => {
    expect(measures('aquatic-engineer', state)).toEqual([4, 3, 1]);
    expect(goalWinner(goalById('aquaphobian'), state)).toBe(2);
  });

  it('Harbormaster: the lake and both Lake Borders make a group of 3, tied with the row of three — nobody scores', () => {
    expect(measures('harbormaster', state)).toEqual([3, 3, 1]);
    expect(goalWinner(goalById('harbormaster'), state)).toBeUndefined();
  });

  it('a face-up border is no lake', () => {
    const faceUp = tableWith([withBorders(player([at('farm', 1, -1, { lake: true })]), [{ ...lakeBorder(1, -1, 0), faceDown: undefined }]), player()]);
    expect(measures('harbormaster', faceUp)).toEqual([1, 0]);
    expect(measures('aquatic-engineer', faceUp)).toEqual([1, 0]);
  });
});

describe('what a count of pieces sees of borders', () => {
  it('a face-up border matches its set mark and a border match; a Lake Border only a lake match', () => {
    const p = withBorders(player(), [border('forest', 0), border('bay', 1, 'lake')]);
    expect([piecesMatching(p, { sets: ['inc'] }), piecesMatching(p, { borders: true }), piecesMatching(p, { lakes: true }), piecesMatching(p, { sets: ['nightlife'] })]).toEqual([1, 1, 1, 0]);
  });
});
