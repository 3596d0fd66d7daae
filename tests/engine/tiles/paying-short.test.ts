/**
 * Money a tile makes its owner pay (decision 24): paid as far as money goes, then 1 population per missing $1
 * (decision 11); money never goes below $0 and population never below 0. What Nightlife tiles take this way is
 * recorded for a Night Court (decision 26), the $ paid for population steps below 0 included.
 */
import { describe, expect, it } from 'vitest';
import type { Change, GameState } from '../../../src/engine/index.ts';
import { place, position, type TileSpec } from '../fixtures.ts';

const sets = ['nightlife'] as const;

/** A borough of one Suburbs at (0,−2), which reacts to nothing. */
const HOME: readonly TileSpec[] = [['suburbs', 0, -2]];

/** The changes as [tile, stat, delta, wanted when cut short, text], the price left out. */
const steps = (changes: readonly Change[]) =>
  changes.filter((c) => c.cause.kind !== 'cost').map((c) => [c.cause.tileId ?? c.cause.kind, c.stat, c.delta, c.wanted ?? c.delta, c.cause.text]);

const numbers = (state: GameState) => {
  const p = state.players[0];
  return p === undefined ? undefined : { money: p.money, income: p.income, population: p.population, lost: [p.nightlifeMoneyLost, p.nightlifePopulationLost] };
};

describe('Back Alley when its owner cannot pay', () => {
  it('$1 of the $4 is paid, the missing $3 cost 3 population, and both are recorded', () => {
    // a Tavern and the Back Alley: 2 Nightlife tiles, pay $4 with $1
    const table = position({ sets, players: [{ tiles: [...HOME, ['tavern', 0, -3]], money: 1, population: 5 }, {}] });
    const r = place(table, 0, 'back-alley', 0, -4);
    expect(steps(r.changes)).toEqual([
      ['back-alley', 'income', 2, 2, 'when placed'],
      ['back-alley', 'money', -1, -4, 'per Nightlife of yours'],
      ['back-alley', 'population', -3, -3, 'per Nightlife of yours, $3 unpaid: 1 population each'],
      ['incomeStep', 'money', 2, 2, 'income'],
    ]);
    expect(numbers(r.state)).toEqual({ money: 2, income: 2, population: 2, lost: [1, 3] });
  });

  it('with $0 and 1 population it stops at $0 and 0 population', () => {
    const table = position({ sets, players: [{ tiles: [...HOME, ['tavern', 0, -3]], money: 0, population: 1 }, {}] });
    const r = place(table, 0, 'back-alley', 0, -4);
    expect(steps(r.changes)).toEqual([
      ['back-alley', 'income', 2, 2, 'when placed'],
      ['back-alley', 'money', 0, -4, 'per Nightlife of yours'],
      ['back-alley', 'population', -1, -4, 'per Nightlife of yours, $4 unpaid: 1 population each'],
      ['incomeStep', 'money', 2, 2, 'income'],
    ]);
    expect(Object.is(r.changes[1]?.delta, 0)).toBe(true);
    expect(numbers(r.state)).toEqual({ money: 2, income: 2, population: 0, lost: [0, 1] });
  });
});

describe('Pawn Shop when its owner cannot pay', () => {
  it('placed with $2 left after its price: $2 of the $3 is paid, 1 population for the rest', () => {
    // $12 − $10 = $2; commercial tiles: a Boutique, a Convenience Store and the Pawn Shop → pay $3
    const table = position({ sets, players: [{ tiles: [...HOME, ['boutique', 0, -3], ['convenience-store', 1, -3]], money: 12, population: 5 }, {}] });
    const r = place(table, 0, 'pawn-shop', 0, -4);
    expect(steps(r.changes)).toEqual([
      ['pawn-shop', 'income', 4, 4, 'when placed'],
      ['pawn-shop', 'money', -2, -3, 'per commercial of yours'],
      ['pawn-shop', 'population', -1, -1, 'per commercial of yours, $1 unpaid: 1 population each'],
      ['incomeStep', 'money', 4, 4, 'income'],
    ]);
    expect(numbers(r.state)).toEqual({ money: 4, income: 4, population: 4, lost: [2, 1] });
  });

  it('a later commercial tile bought with the last $6: its $1 costs 1 population', () => {
    const table = position({ sets, players: [{ tiles: [...HOME, ['pawn-shop', 0, -3]], money: 6, population: 5 }, {}] });
    const r = place(table, 0, 'convenience-store', 0, -4);
    expect(steps(r.changes)).toEqual([
      ['convenience-store', 'income', 1, 1, 'when placed'],
      ['pawn-shop', 'money', 0, -1, 'per commercial of yours'],
      ['pawn-shop', 'population', -1, -1, 'per commercial of yours, $1 unpaid: 1 population each'],
      ['incomeStep', 'money', 1, 1, 'income'],
    ]);
    expect(numbers(r.state)).toEqual({ money: 1, income: 1, population: 4, lost: [0, 1] });
  });
});

describe('population steps below 0 cost $1 each, and that $ is a Nightlife loss', () => {
  it('a Werewolf Den at population 0 costs $1, which a Night Court gives back', () => {
    const table = position({ sets, players: [{ tiles: HOME, money: 20, population: 0 }, {}] });
    const werewolf = place(table, 0, 'werewolf-den', 0, -3);
    expect(steps(werewolf.changes)).toEqual([
      ['werewolf-den', 'income', 2, 2, 'when placed'],
      ['werewolf-den', 'population', 0, -1, 'per Nightlife of yours'],
      ['werewolf-den', 'money', -1, -1, 'per Nightlife of yours, population at 0: $1 per step'],
      ['incomeStep', 'money', 2, 2, 'income'],
    ]);
    expect(numbers(werewolf.state)).toEqual({ money: 21, income: 2, population: 0, lost: [1, 0] });
    // Night Court: $21 − $16 = $5, +1 income, +2 reputation, $1 back; end: +$3 → $9, +2 population
    const court = place(werewolf.state, 0, 'night-court', 0, -4);
    expect(steps(court.changes).filter((s) => s[0] === 'night-court')).toEqual([
      ['night-court', 'income', 1, 1, 'when placed'],
      ['night-court', 'reputation', 2, 2, 'when placed'],
      ['night-court', 'money', 1, 1, 'regains $ lost to Nightlife'],
    ]);
    expect(numbers(court.state)).toEqual({ money: 9, income: 3, population: 2, lost: [0, 0] });
  });
});
