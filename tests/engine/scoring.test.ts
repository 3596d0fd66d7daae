import { describe, expect, it } from 'vitest';
import { finalScores, soloTitle, type GameState, type GoalId } from '../../src/engine/index.ts';
import { START, position, type PlayerSpec } from './fixtures.ts';

const finished = (players: readonly (PlayerSpec & { secret?: GoalId })[], publicGoals: readonly GoalId[], solo?: 'dale'): GameState => {
  const g = position({ players, ...(solo === undefined ? {} : { solo }) });
  return {
    ...g,
    phase: 'finished',
    publicGoals,
    players: g.players.map((p, seat) => {
      const secret = players[seat]?.secret;
      return secret === undefined ? p : { ...p, secretGoal: secret };
    }),
  };
};

describe('final scoring', () => {
  it('public goals to a single leader only, secret goals to their owner only, then $5 → 1 population', () => {
    const g = finished(
      [
        // 3 residential, 1 commercial, $23, income 5
        { tiles: [...START, ['suburbs', 1, -1], ['suburbs', -1, 0], ['convenience-store', 1, -2]], money: 23, income: 5, reputation: 2, population: 30, secret: 'billionaire' },
        { tiles: START, money: 10, income: 5, reputation: 3, population: 40, secret: 'luminary' },
        // seat 0 leads Developer, but it is seat 2's secret: nobody scores it
        { tiles: START, money: 4, income: 1, reputation: 1, population: 14, secret: 'developer' },
      ],
      // Builder: seat 0 alone (+15). Capitalist: seats 1 and 2 tie (nobody). Investor: seats 0 and 1 tie (nobody).
      ['builder', 'capitalist', 'investor'],
    );
    const s = finalScores(g);
    expect(s?.seats.map((x) => x.goals.map((a) => [a.goal, a.bonus, a.secret]))).toEqual([
      [
        ['builder', 15, false],
        ['billionaire', 10, true],
      ],
      [['luminary', 10, true]],
      [],
    ]);
    expect(s?.seats.map((x) => [x.populationBeforeGoals, x.moneyConverted, x.populationFromMoney, x.population, x.money])).toEqual([
      [30, 20, 4, 59, 3],
      [40, 10, 2, 52, 0],
      [14, 0, 0, 14, 4],
    ]);
    // red lines are ignored: 30 → 59 changes neither reputation nor income
    expect(s?.seats[0]).toMatchObject({ reputation: 2, income: 5 });
    expect(s?.standings).toEqual([0, 1, 2]);
    expect(s?.winners).toEqual([0]);
    expect(s?.fullTie).toBe(false);
  });

  it('breaks a population tie by reputation, then income, then the money left', () => {
    const byRep = finalScores(finished([{ population: 50, reputation: 2 }, { population: 50, reputation: 3 }], []));
    expect(byRep?.winners).toEqual([1]);
    const byIncome = finalScores(finished([{ population: 50, income: 4 }, { population: 50, income: 3 }], []));
    expect(byIncome?.winners).toEqual([0]);
    const byMoney = finalScores(finished([{ population: 50, money: 3 }, { population: 50, money: 9 }], []));
    // $9 → 1 population and $4 left: seat 1 is ahead on population already
    expect(byMoney?.winners).toEqual([1]);
    const leftover = finalScores(finished([{ population: 50, money: 4 }, { population: 50, money: 3 }], []));
    expect(leftover?.winners).toEqual([0]);
  });

  it('reports a full tie as such', () => {
    const s = finalScores(finished([{ population: 50, money: 7 }, { population: 50, money: 7 }], []));
    expect(s?.winners).toEqual([0, 1]);
    expect(s?.fullTie).toBe(true);
  });

  it('is undefined while the game is still running', () => {
    expect(finalScores({ ...finished([{}, {}], []), phase: 'playing' })).toBeUndefined();
  });

  it('solo score titles follow the rulebook bands', () => {
    expect([59, 60, 75, 76, 90, 91, 105, 106, 120, 121, 135, 136].map(soloTitle)).toEqual([
      'Junior Intern',
      'Subcontractor',
      'Subcontractor',
      'Draftsman',
      'Draftsman',
      'Architectural Designer',
      'Architectural Designer',
      'Architectural Engineer',
      'Architectural Engineer',
      'Principal Architect',
      'Principal Architect',
      'CEO of Suburbia, Inc.',
    ]);
  });

  it('Dale the Bot: the human gets a title and learns whether Dale was beaten', () => {
    const s = finalScores(finished([{ population: 70 }, { population: 64, money: 30 }], [], 'dale'));
    // the human: 70 + $100 → 90; Dale: 64 + $30 → 70.
    expect(s?.seats.map((x) => x.population)).toEqual([90, 70]);
    expect(s?.solo).toEqual({ title: 'Draftsman', beatDale: true });
  });
});
