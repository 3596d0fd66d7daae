/**
 * Nightlife's goals (seed 003 "Nightlife Bonus, Challenge, and Goal Tiles"; decision 21): Insomniac, the most
 * Nightlife tiles (15 population), and Nyctophobian, the fewest (10). They count face-up tiles with the moon mark;
 * a Nightlife tile taken as a lake carries no mark. They are in the pool only when Nightlife is.
 */
import { describe, expect, it } from 'vitest';
import { finalScores, goalPool, rulesOf } from '../../../src/engine/index.ts';
import { goalById, goalMeasure, goalWinner, type GoalId } from '../../../src/engine/goals/index.ts';
import { at, player, tableWith } from './goal-fixture.ts';

const measures = (id: GoalId, state: ReturnType<typeof tableWith>) => state.players.map((_, seat) => goalMeasure(goalById(id), seat, state));

describe('Insomniac and Nyctophobian count face-up Nightlife tiles', () => {
  // seat 0: a Tavern and a Hospital; seat 1: a Police Station and a Back Alley lying face down as a lake;
  // seat 2: a Tavern, a Hospital and a Prison
  const state = tableWith([
    player([at('tavern', 1, -1), at('hospital', 1, -2)]),
    player([at('police-station', 1, -1), at('back-alley', 1, -2, { lake: true })]),
    player([at('tavern', 1, -1), at('hospital', 1, -2), at('prison', -1, 0)]),
  ]);

  it('a lake is no Nightlife tile', () => {
    expect(measures('insomniac', state)).toEqual([2, 1, 3]);
    expect(measures('nyctophobian', state)).toEqual([2, 1, 3]);
  });

  it('Insomniac goes to the most, Nyctophobian to the fewest', () => {
    expect(goalWinner(goalById('insomniac'), state)).toBe(2);
    expect(goalWinner(goalById('nyctophobian'), state)).toBe(1);
  });

  it('a tie for the fewest means nobody scores it', () => {
    const tied = tableWith([player(), player([at('tavern', 1, -1)]), player()]);
    expect(goalWinner(goalById('nyctophobian'), tied)).toBeUndefined();
    expect(goalWinner(goalById('insomniac'), tied)).toBe(1);
  });

  it('final scoring adds 15 and 10 population (to 2 population and $15 = 3 more each)', () => {
    const scored = finalScores({ ...state, publicGoals: ['insomniac', 'nyctophobian'] });
    expect(scored?.seats.map((s) => s.goals)).toEqual([
      [],
      [{ goal: 'nyctophobian', bonus: 10, secret: false }],
      [{ goal: 'insomniac', bonus: 15, secret: false }],
    ]);
    expect(scored?.seats.map((s) => s.population)).toEqual([2 + 3, 2 + 10 + 3, 2 + 15 + 3]);
  });
});

describe('the goal pool (decision 21)', () => {
  const ids = (options: Parameters<typeof rulesOf>[0]) => goalPool(rulesOf(options).sets, rulesOf(options).mode).map((g) => g.id);

  it('has them with Nightlife, for every mode (Dale keeps them: they show no lake or marker)', () => {
    for (const options of [{ players: 3, sets: ['nightlife'] as const }, { players: 1, solo: 'dale' as const, sets: ['nightlife', 'essen'] as const }]) {
      expect(ids(options).filter((id) => id === 'insomniac' || id === 'nyctophobian')).toEqual(['insomniac', 'nyctophobian']);
    }
  });

  it('leaves them out without Nightlife', () => {
    for (const sets of [[], ['con'], ['con', 'essen']] as const) {
      const pool = ids({ players: 2, sets });
      expect(pool).toHaveLength(20);
      expect(pool).not.toContain('insomniac');
    }
  });
});
