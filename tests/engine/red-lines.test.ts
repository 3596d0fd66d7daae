import { describe, expect, it } from 'vitest';
import { redLineAfter, redLinesCrossed } from '../../src/engine/index.ts';
import { isFirstPastLine } from '../../src/engine/red-lines.ts';
import { START, duringPlacement, fromTileAt, gains, just, place, position, quietTurn, QUIET, stepsOf } from './fixtures.ts';

describe('the population track (decision 4)', () => {
  it('puts the first red lines before 15, 22, 29 and then one after every even number from 101 on', () => {
    expect([redLineAfter(2), redLineAfter(14), redLineAfter(15), redLineAfter(28), redLineAfter(29)]).toEqual([15, 15, 22, 29, 35]);
    expect([redLineAfter(100), redLineAfter(101), redLineAfter(102), redLineAfter(149), redLineAfter(150)]).toEqual([101, 103, 103, 151, 151]);
  });

  it('counts lines crossed either way: 10→14 none, 10→15 one, 10→22 two, 22→14 two back, 100→106 three', () => {
    expect([redLinesCrossed(10, 14), redLinesCrossed(10, 15), redLinesCrossed(10, 22), redLinesCrossed(22, 14), redLinesCrossed(100, 106)]).toEqual([0, 1, 2, -2, 3]);
  });
});

describe('red lines during play', () => {
  it('apply the moment population crosses one, before the next effect resolves (the Park then restores the capped reputation)', () => {
    // Population 14, reputation 15: Suburbs +2 → 16 crosses the line at 15 (−1 income, −1 reputation → 14),
    // then the adjacent Park gives +1 reputation → 15. Applied at the end, the Park's +1 would be lost to the cap.
    const g = position({ players: [{ tiles: START, population: 14, reputation: 15, income: 3 }, {}] });
    const r = place(g, 0, 'suburbs', -1, 0);
    expect(r.changes.filter((c) => c.seat === 0 && c.cause.kind !== 'cost').map((c) => [c.cause.kind, c.stat, c.delta]).slice(0, 4)).toEqual([
      ['tile', 'population', 2],
      ['redLine', 'income', -1],
      ['redLine', 'reputation', -1],
      ['tile', 'reputation', 1],
    ]);
    expect(gains(r.changes, 0)).toEqual(just({ population: 2, income: -1, reputation: 0 }));
  });

  it("hit another player too, during someone else's turn (their Resort pushes them over the line)", () => {
    const g = position({ players: [{ tiles: START }, { tiles: [...START, ['resort', 1, -1]], population: 14, income: 3, reputation: 3 }] });
    const r = place(g, 0, 'suburbs', -1, 0);
    expect(r.changes.filter((c) => c.seat === 1).map((c) => [c.cause.kind, c.stat, c.delta])).toEqual([
      ['tile', 'population', 1],
      ['redLine', 'income', -1],
      ['redLine', 'reputation', -1],
    ]);
  });

  it('are crossed back downward for +1 income and +1 reputation', () => {
    const g = position({ players: [{ tiles: QUIET, population: 16, reputation: -3, income: 0 }, {}] });
    const r = quietTurn(g, 0);
    expect(stepsOf(r.changes, 0, 'redLine')).toEqual([
      ['income', 1],
      ['reputation', 1],
    ]);
    expect(r.state.players[0]).toMatchObject({ population: 13, income: 1, reputation: -2 });
  });

  it('Casino: +1 income for each red line its owner crosses after building it (+2 when invested), none going down', () => {
    const casino = (invested: boolean) =>
      position({ players: [{ tiles: [...START, invested ? ['casino', 1, -2, { invested: true }] : ['casino', 1, -2]], population: 13, income: 2, reputation: 5 }, {}] });
    const plain = place(casino(false), 0, 'mobile-home-community', -1, 0);
    expect(gains(plain.changes, 0)).toMatchObject({ income: 0, reputation: -1 + 1 });
    expect(fromTileAt(duringPlacement(plain.changes), 0, 1, -2)).toEqual(just({ income: 1 }));
    const doubled = place(casino(true), 0, 'mobile-home-community', -1, 0);
    expect(fromTileAt(duringPlacement(doubled.changes), 0, 1, -2)).toEqual(just({ income: 2 }));
    const down = quietTurn(position({ players: [{ tiles: [...QUIET, ['casino', 1, -2]], population: 16, reputation: -3 }, {}] }), 0);
    expect(fromTileAt(down.changes, 0, 1, -2)).toEqual(just({}));
  });

  it('PR Firm: +1 reputation for each red line its owner crosses after building it', () => {
    const g = position({ players: [{ tiles: [...START, ['pr-firm', 1, -2]], population: 13, income: 2, reputation: 5 }, {}] });
    const r = place(g, 0, 'mobile-home-community', -1, 0);
    expect(fromTileAt(duringPlacement(r.changes), 0, 1, -2)).toEqual(just({ reputation: 1 }));
    expect(stepsOf(duringPlacement(r.changes), 0, 'redLine')).toEqual([
      ['income', -1],
      ['reputation', -1],
    ]);
  });

  it('Lone Architect: crossing a red line gives +2 income and +2 reputation (decision 7)', () => {
    const g = position({ solo: 'architect', players: [{ tiles: START, population: 13, income: 2, reputation: 5 }] });
    const r = place(g, 0, 'mobile-home-community', -1, 0);
    expect(stepsOf(duringPlacement(r.changes), 0, 'redLine')).toEqual([
      ['income', 2],
      ['reputation', 2],
    ]);
  });
});

describe('track limits', () => {
  it('stop income and reputation at 15 and −5, reporting what the rule asked for', () => {
    // Office Building beside two commercial tiles: +1 and +2 income asked, only +1 fits under 15.
    const g = position({ players: [{ tiles: [...START, ['convenience-store', -1, -2], ['boutique', 1, -3]], income: 14 }, {}] });
    const r = place(g, 0, 'office-building', 0, -3);
    expect(r.state.players[0]?.income).toBe(15);
    expect(r.changes.filter((c) => c.seat === 0 && c.cause.tileId === 'office-building' && c.stat === 'income').map((c) => [c.delta, c.wanted])).toEqual([
      [1, undefined],
      [0, 2],
    ]);
    const low = place(position({ players: [{ tiles: START, reputation: -4 }, {}] }), 0, 'slaughterhouse', 1, -3);
    expect(low.state.players[0]?.reputation).toBe(-5);
  });
});

describe('the red line check used while population moves', () => {
  it('finds a line just below exactly the values where one more population crosses one, 0 to 300', () => {
    for (let v = 0; v <= 300; v++) expect([v, isFirstPastLine(v)]).toEqual([v, redLinesCrossed(v - 1, v) === 1]);
  });
});
