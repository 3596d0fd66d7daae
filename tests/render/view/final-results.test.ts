import { describe, expect, it } from 'vitest';
import type { FinalScores, SeatScore } from '../../../src/engine/index.ts';
import { finalResultsView } from '../../../src/render/index.ts';
import { tableFor } from './games.ts';

const seat = (s: number, population: number, extra: Partial<SeatScore> = {}): SeatScore => ({
  seat: s,
  populationBeforeGoals: population,
  goals: [],
  moneyConverted: 0,
  populationFromMoney: 0,
  population,
  reputation: 3,
  income: 2,
  money: 1,
  ...extra,
});

describe('final results view model', () => {
  const scores: FinalScores = {
    seats: [
      seat(0, 70, { populationBeforeGoals: 51, goals: [{ goal: 'builder', bonus: 15, secret: false }], moneyConverted: 20, populationFromMoney: 4, population: 70, money: 3 }),
      seat(1, 81, { populationBeforeGoals: 66, goals: [{ goal: 'billionaire', bonus: 10, secret: true }], moneyConverted: 25, populationFromMoney: 5 }),
      seat(2, 70, { populationBeforeGoals: 70 }),
    ],
    standings: [1, 0, 2],
    winners: [1],
    fullTie: false,
  };
  const view = finalResultsView(scores, tableFor(3));

  it('lists players in standing order with the winner marked', () => {
    expect(view.rows.map((r) => [r.name, r.winner])).toEqual([
      ['Bea', true],
      ['Ann', false],
      ['Cal', false],
    ]);
    expect(view.headline).toBe('Bea wins with 81 population');
  });

  it('gives each player the breakdown: population before goals, each goal won, money converted, final population', () => {
    expect(view.rows[0]).toMatchObject({
      populationBeforeGoals: 66,
      goals: [{ name: 'Billionaire', bonus: 10, secret: true }],
      moneyConverted: { money: 25, population: 5 },
      finalPopulation: 81,
    });
    expect(view.rows[1]?.goals).toEqual([{ name: 'Builder', bonus: 15, secret: false }]);
  });

  it('shows the tie-breakers and ranks by them: reputation, income, money', () => {
    expect(view.rows[1]).toMatchObject({ reputation: 3, income: 2, money: 3, rank: 2 });
    expect(view.rows[2]).toMatchObject({ money: 1, rank: 3 });
  });

  it('reports a full tie as such, with a shared rank', () => {
    const tied = finalResultsView(
      { seats: [seat(0, 60), seat(1, 60)], standings: [0, 1], winners: [0, 1], fullTie: true },
      tableFor(2),
    );
    expect(tied.headline).toBe('Tie between Ann and Bea (60 population)');
    expect(tied.rows.map((r) => [r.rank, r.winner])).toEqual([
      [1, true],
      [1, true],
    ]);
  });

  it("gives a solo game's score title and whether Dale was beaten", () => {
    const solo = finalResultsView(
      { seats: [seat(0, 95), seat(1, 80)], standings: [0, 1], winners: [0], fullTie: false, solo: { title: 'Architectural Designer', beatDale: true } },
      { title: 'Solo', seats: [{ name: 'Ann', bot: false }, { name: 'Dale the Bot', bot: true }] },
    );
    expect(solo.headline).toBe('Architectural Designer (95 population) · Dale beaten');
  });
});
