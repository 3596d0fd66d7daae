import { describe, expect, it } from 'vitest';
import type { FinalScores, SeatScore } from '../../../src/engine/index.ts';
import { finalResultsView } from '../../../src/render/index.ts';
import { moneyLine } from '../../../src/render/view/final-results.ts';
import type { ResultRow } from '../../../src/render/view-model.ts';
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

const labels = (row: ResultRow | undefined): readonly string[] => (row?.lines ?? []).map((l) => l.label);
const line = (row: ResultRow | undefined, label: string): string | undefined => row?.lines.find((l) => l.label.startsWith(label))?.value;

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
    expect(view.rows[0]?.lines).toEqual([
      { label: 'Population before goals', value: '66' },
      { label: 'Secret goal: Billionaire', value: '+10' },
      { label: 'Money $26: $25 converted ($5 each), $1 kept', value: '+5' },
      { label: 'Final population', value: '81', strong: true },
      { label: 'Tie-breakers: reputation · income · money', value: '+3 · +2 · $1' },
    ]);
    expect(line(view.rows[1], 'Goal: Builder')).toBe('+15');
    expect(line(view.rows[2], 'Goals won')).toBe('none');
  });

  it('shows the tie-breakers and ranks by them: reputation, income, money', () => {
    expect(view.rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(line(view.rows[1], 'Tie-breakers')).toBe('+3 · +2 · $3');
    expect(line(view.rows[2], 'Tie-breakers')).toBe('+3 · +2 · $1');
  });

  it('reports a full tie as such, with a shared rank', () => {
    const tied = finalResultsView({ seats: [seat(0, 60), seat(1, 60)], standings: [0, 1], winners: [0, 1], fullTie: true }, tableFor(2));
    expect(tied.headline).toBe('Tie between Ann and Bea (60 population)');
    expect(tied.rows.map((r) => [r.rank, r.winner])).toEqual([
      [1, true],
      [1, true],
    ]);
  });
});

describe('the money line says what was converted and what was kept', () => {
  it.each([
    [{ moneyConverted: 75, populationFromMoney: 15, money: 1 }, 'Money $76: $75 converted ($5 each), $1 kept', '+15'],
    [{ moneyConverted: 40, populationFromMoney: 8, money: 0 }, 'Money $40: $40 converted ($5 each), none kept', '+8'],
    [{ moneyConverted: 0, populationFromMoney: 0, money: 3 }, 'Money $3: none converted (under $5), $3 kept', '+0'],
    [{ moneyConverted: 0, populationFromMoney: 0, money: 0 }, 'Money $0: none to convert', '+0'],
  ])('%o → "%s"', (score, label, value) => {
    expect(moneyLine(score)).toEqual({ label, value });
  });
});

describe('solo results: the score title and the breakdown', () => {
  const alone = { title: 'Solo', seats: [{ name: 'Ann', bot: false }] };
  const withDale = { title: 'Solo', seats: [{ name: 'Ann', bot: false }, { name: 'Dale the Bot', bot: true }] };

  it('a Lone Architect game shows no rank, no winner, no goals and no tie-breakers', () => {
    const view = finalResultsView(
      { seats: [seat(0, 128, { money: 3 })], standings: [0], winners: [0], fullTie: false, solo: { title: 'Principal Architect' } },
      alone,
    );
    expect(view.headline).toBe('Principal Architect (128 population)');
    const [row] = view.rows;
    expect(row?.rank).toBeUndefined();
    expect(row?.winner).toBe(false);
    expect(labels(row)).toEqual(['Population at the end of play', 'Money $3: none converted (under $5), $3 kept', 'Final population']);
  });

  it("a Dale the Bot game gives the score title and whether Dale was beaten, with each side's goals, unranked", () => {
    const view = finalResultsView(
      { seats: [seat(0, 95), seat(1, 80)], standings: [0, 1], winners: [0], fullTie: false, solo: { title: 'Architectural Designer', beatDale: true } },
      withDale,
    );
    expect(view.headline).toBe('Architectural Designer (95 population) · Dale beaten');
    expect(view.rows.map((r) => [r.name, r.rank, r.winner])).toEqual([
      ['Ann', undefined, false],
      ['Dale the Bot', undefined, false],
    ]);
    expect(labels(view.rows[0])).toEqual(['Population before goals', 'Goals won', 'Money $1: none converted (under $5), $1 kept', 'Final population']);
  });

  it('against Dale the tie-breakers appear only when the populations are level, since only then they decide', () => {
    const view = finalResultsView(
      { seats: [seat(0, 90, { reputation: 4 }), seat(1, 90)], standings: [0, 1], winners: [0], fullTie: false, solo: { title: 'Draftsman', beatDale: true } },
      withDale,
    );
    expect(view.rows.map((r) => line(r, 'Tie-breakers'))).toEqual(['+4 · +2 · $1', '+3 · +2 · $1']);
  });

  it("the title's population is the player's, even when Dale scored more", () => {
    const view = finalResultsView(
      { seats: [seat(0, 58), seat(1, 80)], standings: [1, 0], winners: [1], fullTie: false, solo: { title: 'Junior Intern', beatDale: false } },
      withDale,
    );
    expect(view.headline).toBe('Junior Intern (58 population) · Dale won');
  });
});

describe('a goal won through a Law Office', () => {
  it('says so on its line (decision 23)', () => {
    const tied = { goal: 'builder', bonus: 15, secret: false, throughLawOffice: true } as const;
    const scores: FinalScores = {
      seats: [seat(0, 66, { populationBeforeGoals: 51, goals: [tied] }), seat(1, 66, { populationBeforeGoals: 51, goals: [{ goal: 'builder', bonus: 15, secret: false }] })],
      standings: [0, 1],
      winners: [0, 1],
      fullTie: true,
    };
    const view = finalResultsView(scores, tableFor(2));
    expect(labels(view.rows[0])).toContain('Goal won through a Law Office: Builder');
    expect(labels(view.rows[1])).toContain('Goal: Builder');
  });
});
