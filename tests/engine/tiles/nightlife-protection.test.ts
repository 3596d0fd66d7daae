/**
 * Police Station and Night Court (seed 003 "Suburbia Nightlife", decision 26): "negative (red) Nightlife effects"
 * are the $ paid and the population lost by a Nightlife tile's effect; each player's state records them. A Police
 * Station makes its owner ignore later ones; a Night Court also gives back what was recorded (red lines as usual)
 * and zeroes the record. Protection starts with their own placement. Seat 0 plays every turn here; the numbers
 * are worked out turn by turn in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { Change, GameState } from '../../../src/engine/index.ts';
import { invest, place, position, START, type TileSpec } from '../fixtures.ts';

const sets = ['nightlife'] as const;

/** A borough of one Suburbs at (0,−2): no tile of it reacts to what is built north of it at (0,−3), (0,−4), … */
const HOME: readonly TileSpec[] = [['suburbs', 0, -2]];

/** Seat 0's numbers and Nightlife record. */
const numbers = (state: GameState, seat = 0) => {
  const p = state.players[seat];
  return p === undefined
    ? undefined
    : { money: p.money, income: p.income, reputation: p.reputation, population: p.population, lost: [p.nightlifeMoneyLost, p.nightlifePopulationLost] };
};

/** The changes as [cause kind, tile, stat, delta] (with the wanted amount when a rule ignored it), the price left out. */
const steps = (changes: readonly Change[]) =>
  changes
    .filter((c) => c.cause.kind !== 'cost')
    .map((c) => [c.cause.kind, c.cause.tileId ?? '', c.stat, c.delta, ...(c.ignored === true ? ['ignored', c.wanted] : [])]);

describe('Police Station: its owner ignores later negative Nightlife effects', () => {
  // money $40, income 0, reputation 0, population 10
  const start = () => position({ sets, players: [{ tiles: HOME, money: 40, population: 10 }, {}] });
  // Werewolf Den: +2 income, −1 population (1 Nightlife tile) → population 9, recorded; end: +$2 → $42
  const afterLoss = () => place(start(), 0, 'werewolf-den', 0, -3);
  // Police Station ($11 → $31): +2 reputation; the Werewolf Den's −1 for it is already ignored; end: +$2, +2 population
  const protectedNow = () => place(afterLoss().state, 0, 'police-station', 0, -4);

  it('before it, a negative Nightlife effect is paid and recorded', () => {
    const r = afterLoss();
    expect(steps(r.changes)).toEqual([
      ['tile', 'werewolf-den', 'income', 2],
      ['tile', 'werewolf-den', 'population', -1],
      ['incomeStep', '', 'money', 2],
    ]);
    expect(numbers(r.state)).toEqual({ money: 42, income: 2, reputation: 0, population: 9, lost: [0, 1] });
  });

  it('protection starts with its own placement: the reaction it sets off is ignored, and says why', () => {
    const r = protectedNow();
    expect(steps(r.changes)).toEqual([
      ['tile', 'police-station', 'reputation', 2],
      ['tile', 'werewolf-den', 'population', 0, 'ignored', -1],
      ['incomeStep', '', 'money', 2],
      ['reputationStep', '', 'population', 2],
    ]);
    expect(r.changes.find((c) => c.ignored === true)?.cause.text).toBe('per Nightlife of yours, ignored: Police Station');
  });

  it('it gives nothing back: the earlier loss stays lost and stays recorded', () => {
    expect(numbers(protectedNow().state)).toEqual({ money: 33, income: 2, reputation: 2, population: 11, lost: [0, 1] });
  });

  it('later negative parts are ignored while the positive parts still apply', () => {
    // Haunted House ($2 → $31): +13 population → 24, crossing the red lines at 15 and 22 (−2 income, −2 reputation);
    // its −3 and the Werewolf Den's −1 are ignored; end: +$0, +0 population
    const r = place(protectedNow().state, 0, 'haunted-house', 0, -5);
    expect(steps(r.changes)).toEqual([
      ['tile', 'haunted-house', 'population', 13],
      ['redLine', '', 'income', -1],
      ['redLine', '', 'reputation', -1],
      ['redLine', '', 'income', -1],
      ['redLine', '', 'reputation', -1],
      ['tile', 'haunted-house', 'population', 0, 'ignored', -3],
      ['tile', 'werewolf-den', 'population', 0, 'ignored', -1],
    ]);
    expect(numbers(r.state)).toEqual({ money: 31, income: 0, reputation: 0, population: 24, lost: [0, 1] });
  });

  it('a second Police Station changes nothing more: its +2 reputation, the reactions already ignored', () => {
    const r = place(protectedNow().state, 0, 'police-station', 0, -5);
    expect(steps(r.changes).filter((s) => s[0] === 'tile')).toEqual([
      ['tile', 'police-station', 'reputation', 2],
      ['tile', 'werewolf-den', 'population', 0, 'ignored', -1],
    ]);
    expect(numbers(r.state)?.lost).toEqual([0, 1]);
  });

  it('taken face down as a lake it is no Police Station', () => {
    const table = position({ sets, players: [{ tiles: [...HOME, ['police-station', 0, -3, { lake: true }]], population: 10 }, {}] });
    const r = place(table, 0, 'werewolf-den', 1, -4);
    expect(steps(r.changes).filter((s) => s[1] === 'werewolf-den')).toEqual([
      ['tile', 'werewolf-den', 'income', 2],
      ['tile', 'werewolf-den', 'population', -1],
    ]);
  });

  it("it protects its owner only: another player's City Square still costs that player", () => {
    const table = position({
      sets,
      players: [
        { tiles: [...START, ['police-station', 0, -3], ['city-square', 1, -1]], population: 10 },
        { tiles: [...START, ['city-square', 1, -1]], population: 10 },
      ],
    });
    // seat 0 builds a commercial tile: both City Squares (−1 population for every commercial tile in any borough) react
    const r = place(table, 0, 'convenience-store', 0, -4);
    expect(steps(r.changes).filter((s) => s[1] === 'city-square')).toEqual([
      ['tile', 'city-square', 'population', 0, 'ignored', -1],
      ['tile', 'city-square', 'population', -1],
    ]);
    expect(r.changes.filter((c) => c.cause.tileId === 'city-square').map((c) => c.seat)).toEqual([0, 1]);
    expect(numbers(r.state, 1)?.lost).toEqual([0, 1]);
  });
});

describe('Night Court: gives back what Nightlife took, then protects', () => {
  // money $40, income 0, reputation −1, population 16
  const start = () => position({ sets, players: [{ tiles: HOME, money: 40, reputation: -1, population: 16 }, {}] });
  // Back Alley: +2 income, pay $2 → $38 (recorded); end: +$2 → $40, −1 population → 15
  const first = () => place(start(), 0, 'back-alley', 0, -3);
  // Werewolf Den: +2 income → 4; −2 population → 13, crossing the line at 15 downward (+1 income → 5, +1 reputation
  // → 0; not recorded); the Back Alley charges $2 → $38 (recorded: $4 and 2 population); end: +$5 → $43
  const losses = () => place(first().state, 0, 'werewolf-den', 0, -4);
  // Night Court ($16 → $27): +1 income → 6, +2 reputation → 2; gives back $4 → $31 and 2 population → 15, crossing
  // the line at 15 upward (−1 income → 5, −1 reputation → 1); the Werewolf Den's and Back Alley's charges for it are
  // ignored; end: +$5 → $36, +1 population → 16
  const court = () => place(losses().state, 0, 'night-court', 0, -5);

  it('the record holds what the two Nightlife tiles took, red-line consequences left out', () => {
    expect(numbers(first().state)).toEqual({ money: 40, income: 2, reputation: -1, population: 15, lost: [2, 0] });
    expect(numbers(losses().state)).toEqual({ money: 43, income: 5, reputation: 0, population: 13, lost: [4, 2] });
  });

  it('placing it gives the record back, with the red line it recrosses, and ignores the reactions it sets off', () => {
    const r = court();
    expect(steps(r.changes)).toEqual([
      ['tile', 'night-court', 'income', 1],
      ['tile', 'night-court', 'reputation', 2],
      ['tile', 'night-court', 'money', 4],
      ['tile', 'night-court', 'population', 2],
      ['redLine', '', 'income', -1],
      ['redLine', '', 'reputation', -1],
      ['tile', 'werewolf-den', 'population', 0, 'ignored', -1],
      ['tile', 'back-alley', 'money', 0, 'ignored', -2],
      ['incomeStep', '', 'money', 5],
      ['reputationStep', '', 'population', 1],
    ]);
    expect(r.changes.filter((c) => c.cause.tileId === 'night-court' && c.cause.text.startsWith('regains')).map((c) => c.cause.text)).toEqual([
      'regains $ lost to Nightlife',
      'regains population lost to Nightlife',
    ]);
    expect(numbers(r.state)).toEqual({ money: 36, income: 5, reputation: 1, population: 16, lost: [0, 0] });
  });

  it('investing in it repeats only +1 income and +2 reputation', () => {
    // $16 again → $20; +1 income → 6, +2 reputation → 3; end: +$6 → $26, +3 population → 19
    const r = invest(court().state, 0, 0, -5);
    expect(steps(r.changes).filter((s) => s[0] !== 'discard')).toEqual([
      ['investment', 'night-court', 'income', 1],
      ['investment', 'night-court', 'reputation', 2],
      ['incomeStep', '', 'money', 6],
      ['reputationStep', '', 'population', 3],
    ]);
    expect(numbers(r.state)).toEqual({ money: 26, income: 6, reputation: 3, population: 19, lost: [0, 0] });
  });

  it('later negative Nightlife effects are ignored and never recorded again', () => {
    // the second Back Alley: +2 income; its −$8 (4 Nightlife tiles), then (in the order they were built) the first
    // Back Alley's −$2 and the Werewolf Den's −1, all ignored
    const r = place(court().state, 0, 'back-alley', 0, -6);
    expect(steps(r.changes).filter((s) => s[0] === 'tile')).toEqual([
      ['tile', 'back-alley', 'income', 2],
      ['tile', 'back-alley', 'money', 0, 'ignored', -8],
      ['tile', 'back-alley', 'money', 0, 'ignored', -2],
      ['tile', 'werewolf-den', 'population', 0, 'ignored', -1],
    ]);
    expect(numbers(r.state)?.lost).toEqual([0, 0]);
  });

  it('a second Night Court changes nothing more: its +1 income and +2 reputation, nothing given back', () => {
    const r = place(court().state, 0, 'night-court', 0, -6);
    expect(steps(r.changes).filter((s) => s[1] === 'night-court')).toEqual([
      ['tile', 'night-court', 'income', 1],
      ['tile', 'night-court', 'reputation', 2],
    ]);
  });

  it('after a Police Station it still gives back what was lost before the Police Station', () => {
    // Werewolf Den: −1 population (recorded); Police Station keeps the record; Night Court returns the 1 population
    const table = position({ sets, players: [{ tiles: HOME, money: 60, population: 10 }, {}] });
    const werewolf = place(table, 0, 'werewolf-den', 0, -3);
    const station = place(werewolf.state, 0, 'police-station', 0, -4);
    expect(numbers(station.state)?.lost).toEqual([0, 1]);
    const r = place(station.state, 0, 'night-court', 1, -4);
    expect(steps(r.changes).filter((s) => s[1] === 'night-court')).toEqual([
      ['tile', 'night-court', 'income', 1],
      ['tile', 'night-court', 'reputation', 2],
      ['tile', 'night-court', 'population', 1],
    ]);
    expect(numbers(r.state)?.lost).toEqual([0, 0]);
  });

  it('negative income paid at the end of a turn is no Nightlife loss', () => {
    const table = position({ sets, players: [{ tiles: HOME, income: -3, population: 10 }, {}] });
    const r = place(table, 0, 'tavern', 0, -3);
    expect(steps(r.changes).find((s) => s[0] === 'incomeStep')).toEqual(['incomeStep', '', 'money', -1]);
    expect(numbers(r.state)?.lost).toEqual([0, 0]);
  });
});
