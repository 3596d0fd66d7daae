/**
 * Law Office at final scoring (seed 003, decision 23): a goal its owner is tied for scores as if won — one per Law
 * Office, two if invested — the tied goals worth most first, public before secret on equal value; the results
 * say which goals came through a Law Office.
 */
import { describe, expect, it } from 'vitest';
import { finalScores, type GameState, type GoalId } from '../../src/engine/index.ts';
import { START, position, type PlayerSpec, type TileSpec } from './fixtures.ts';

const LAW: TileSpec = ['law-office', 1, -1];
const LAW_INVESTED: TileSpec = ['law-office', 1, -1, { invested: true }];
const SECOND_LAW: TileSpec = ['law-office', 1, -2];
const STORE: TileSpec = ['convenience-store', 1, -1];
const SECOND_STORE: TileSpec = ['convenience-store', 1, -2];

const finished = (players: readonly (PlayerSpec & { secret?: GoalId })[], publicGoals: readonly GoalId[], solo?: 'dale'): GameState => {
  const g = position({ sets: ['inc'], players, ...(solo === undefined ? {} : { solo }) });
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

/** Each seat's goals as [goal, bonus, secret, through a Law Office]. */
const goalsOf = (g: GameState) => finalScores(g)?.seats.map((s) => s.goals.map((a) => [a.goal, a.bonus, a.secret, a.throughLawOffice === true]));

// Builder (most residential, +15) and Developer (most commercial, +10). A Law Office is commercial; the starting
// column has one residential tile (the Suburbs) and one industrial (the Heavy Factory). $100 each: +20 population.
describe('Law Office', () => {
  it('one Law Office: its owner scores the goal tied with another player, who does not; +15 population', () => {
    const g = finished([{ tiles: [...START, LAW], population: 30 }, { tiles: START, population: 30 }], ['builder']);
    expect(goalsOf(g)).toEqual([[['builder', 15, false, true]], []]);
    expect(finalScores(g)?.seats.map((s) => s.population)).toEqual([30 + 15 + 20, 30 + 20]);
  });

  it('every tied player holding a Law Office scores that goal', () => {
    const g = finished([{ tiles: [...START, LAW] }, { tiles: [...START, LAW] }], ['builder']);
    expect(goalsOf(g)).toEqual([[['builder', 15, false, true]], [['builder', 15, false, true]]]);
  });

  it('one right and two tied goals: the one worth most (Builder +15 over Developer +10)', () => {
    const g = finished([{ tiles: [...START, LAW] }, { tiles: [...START, STORE] }], ['developer', 'builder']);
    expect(goalsOf(g)).toEqual([[['builder', 15, false, true]], []]);
  });

  it('an investment marker gives a second right: both tied goals', () => {
    const g = finished([{ tiles: [...START, LAW_INVESTED] }, { tiles: [...START, STORE] }], ['developer', 'builder']);
    expect(goalsOf(g)).toEqual([
      [
        ['builder', 15, false, true],
        ['developer', 10, false, true],
      ],
      [],
    ]);
  });

  it('two Law Offices: two different tied goals', () => {
    const g = finished([{ tiles: [...START, LAW, SECOND_LAW] }, { tiles: [...START, STORE, SECOND_STORE] }], ['developer', 'builder']);
    expect(goalsOf(g)).toEqual([
      [
        ['builder', 15, false, true],
        ['developer', 10, false, true],
      ],
      [],
    ]);
  });

  it('on equal value a public goal comes before the owner’s tied secret goal (Industrialist +15: one Heavy Factory each)', () => {
    const g = finished([{ tiles: [...START, LAW], secret: 'industrialist' }, { tiles: START }], ['builder']);
    expect(goalsOf(g)).toEqual([[['builder', 15, false, true]], []]);
  });

  it('a tied secret goal scores for its owner when it is the tie worth most', () => {
    const g = finished([{ tiles: [...START, LAW], secret: 'industrialist' }, { tiles: START }], ['developer']);
    // Developer is no tie (the Law Office makes seat 0 lead it alone): won the ordinary way
    expect(goalsOf(g)).toEqual([
      [
        ['developer', 10, false, false],
        ['industrialist', 15, true, true],
      ],
      [],
    ]);
  });

  it('a player behind the tied leaders scores nothing', () => {
    const g = finished([{ tiles: [...START, LAW] }, { tiles: [...START, ['suburbs', 1, -1]] }, { tiles: [...START, ['suburbs', 1, -1]] }], ['builder']);
    expect(goalsOf(g)).toEqual([[], [], []]);
  });

  it('Dale the Bot uses his Law Office like a player', () => {
    const g = finished([{ tiles: START }, { tiles: [...START, LAW] }], ['builder'], 'dale');
    expect(goalsOf(g)?.[1]).toEqual([['builder', 15, false, true]]);
  });
});
