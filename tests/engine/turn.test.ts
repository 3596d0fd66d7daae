import { describe, expect, it } from 'vitest';
import { position, quietTurn, QUIET, stepsOf } from './fixtures.ts';

describe('end of turn: collect or pay income', () => {
  it('collects a positive income', () => {
    const r = quietTurn(position({ players: [{ tiles: QUIET, income: 4, money: 10 }, {}] }), 0);
    expect(stepsOf(r.changes, 0, 'incomeStep')).toEqual([['money', 4]]);
  });

  it('pays what it can of a negative income, then loses 1 population per missing $1', () => {
    const r = quietTurn(position({ players: [{ tiles: QUIET, income: -5, money: 2, population: 10 }, {}] }), 0);
    expect(stepsOf(r.changes, 0, 'incomeStep')).toEqual([
      ['money', -2],
      ['population', -3],
    ]);
  });

  it('never takes population below 0: the rest of the debt is forgiven', () => {
    const r = quietTurn(position({ players: [{ tiles: QUIET, income: -5, money: 1, population: 2 }, {}] }), 0);
    expect(stepsOf(r.changes, 0, 'incomeStep')).toEqual([
      ['money', -1],
      ['population', -2],
    ]);
    expect(r.state.players[0]).toMatchObject({ money: 0, population: 0 });
  });
});

describe('end of turn: adjust population by reputation', () => {
  it('adds reputation to population', () => {
    const r = quietTurn(position({ players: [{ tiles: QUIET, reputation: 3, population: 5 }, {}] }), 0);
    expect(stepsOf(r.changes, 0, 'reputationStep')).toEqual([['population', 3]]);
  });

  it('at 0, each further step back costs $1 while money lasts', () => {
    const r = quietTurn(position({ players: [{ tiles: QUIET, reputation: -4, population: 1, money: 10 }, {}] }), 0);
    expect(stepsOf(r.changes, 0, 'reputationStep')).toEqual([
      ['population', -1],
      ['money', -3],
    ]);
    const poor = quietTurn(position({ players: [{ tiles: QUIET, reputation: -4, population: 1, money: 2 }, {}] }), 0);
    expect(poor.state.players[0]).toMatchObject({ population: 0, money: 0 });
  });
});
