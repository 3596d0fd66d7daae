/**
 * The Star tiles whose rules go beyond one scripted life: Alien Mountain's red-line loss (decision 31), Dollar
 * Arcade's payout at the population of the moment (seed 003), the three tiles that must touch a lake (decision 26),
 * and Con tiles, whose gold stars move the token with the Star track but which are no Star tiles (decision 13).
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../../src/engine/index.ts';
import { goalById, goalMeasure } from '../../../src/engine/goals/index.ts';
import { duringPlacement, expectRejected, fromTileAt, invest, just, lake, place, position, QUIET, quietTurn, START, withTileOffered } from '../fixtures.ts';

const sets = ['star'] as const;
const populationAndLines = (changes: readonly Change[]) =>
  duringPlacement(changes)
    .filter((c) => c.seat === 0 && (c.stat === 'population' || c.cause.kind === 'redLine'))
    .map((c) => [c.cause.kind === 'redLine' ? 'redLine' : (c.cause.tileId ?? c.cause.kind), c.stat, c.delta]);

describe('Alien Mountain: −1 population per red line its owner crosses upward, once the change has ended (decision 31)', () => {
  const mountain = (population: number, invested = false) =>
    position({ sets, players: [{ tiles: [...START, invested ? ['alien-mountain', 1, -1, { invested: true }] : ['alien-mountain', 1, -1]], population }, {}] });

  it('13 + 2 (a Suburbs) = 15 crosses the line: −1 income, −1 reputation; then −1 population to 14 drops back below it: +1, +1', () => {
    const r = place(mountain(13), 0, 'suburbs', 0, -3);
    expect(populationAndLines(r.changes)).toEqual([
      ['suburbs', 'population', 2],
      ['redLine', 'income', -1],
      ['redLine', 'reputation', -1],
      ['alien-mountain', 'population', -1],
      ['redLine', 'income', 1],
      ['redLine', 'reputation', 1],
    ]);
    expect(r.changes.find((c) => c.cause.tileId === 'alien-mountain')?.cause.text).toBe('1 red line crossed');
  });

  it('invested: 13 + 6 (a Mobile Home Community) = 19 crosses one line and loses 2, to 17, still above it', () => {
    const r = place(mountain(13, true), 0, 'mobile-home-community', 0, -3);
    expect(populationAndLines(r.changes)).toEqual([
      ['mobile-home-community', 'population', 6],
      ['redLine', 'income', -1],
      ['redLine', 'reputation', -1],
      ['alien-mountain', 'population', -2],
    ]);
  });

  it('20 + 10 (Housing Projects) = 30 crosses the lines at 22 and 29: −2 population to 28 drops back below 29 only', () => {
    const r = place(mountain(20), 0, 'housing-projects', 0, -3);
    expect(populationAndLines(r.changes)).toEqual([
      ['housing-projects', 'population', 10],
      ['redLine', 'income', -1],
      ['redLine', 'reputation', -1],
      ['redLine', 'income', -1],
      ['redLine', 'reputation', -1],
      ['alien-mountain', 'population', -2],
      ['redLine', 'income', 1],
      ['redLine', 'reputation', 1],
    ]);
  });

  it('going down over a red line does nothing: at 16 with −3 reputation the population step to 13 gives +1 income and +1 reputation back, no population', () => {
    const state = position({ sets, players: [{ tiles: [...QUIET, ['alien-mountain', 1, -1]], population: 16, reputation: -3 }, {}] });
    const r = quietTurn(state, 0);
    const mine = r.changes.filter((c) => c.seat === 0 && (c.stat === 'population' || c.cause.kind === 'redLine')).map((c) => [c.cause.kind, c.stat, c.delta]);
    expect(mine).toEqual([
      ['reputationStep', 'population', -3],
      ['redLine', 'income', 1],
      ['redLine', 'reputation', 1],
    ]);
  });

  it('it does not react to another player crossing a red line', () => {
    const state = position({ sets, players: [{ tiles: [...START, ['alien-mountain', 1, -1]] }, { population: 13 }] });
    const r = place(state, 1, 'suburbs', 0, -3);
    expect(r.changes.filter((c) => c.cause.tileId === 'alien-mountain')).toEqual([]);
  });
});

describe('Dollar Arcade: $1 per population when placed, and again at the population of the moment when invested in (seed 003)', () => {
  it('$7 at population 7; a Suburbs later raises it to 9, so the investment gives +1 star and $9', () => {
    const placed = place(position({ sets, players: [{ population: 7 }, {}] }), 0, 'dollar-arcade', 0, -3);
    expect(fromTileAt(placed.changes, 0, 0, -3)).toEqual(just({ stars: 1, money: 7 }));
    const grown = place(placed.state, 0, 'suburbs', 0, -4);
    expect(grown.state.players[0]?.population).toBe(9);
    const invested = invest(grown.state, 0, 0, -3);
    expect(fromTileAt(invested.changes, 0, 0, -3)).toEqual(just({ stars: 1, money: 9 }));
  });
});

describe('Island Resort, Lookout Canal and Snorkel Island must touch a lake (decision 26)', () => {
  for (const tile of ['island-resort', 'lookout-canal', 'snorkel-island']) {
    it(`${tile}: refused beside the Heavy Factory alone, accepted beside a lake`, () => {
      const dry = withTileOffered(position({ sets, players: [{}, {}] }), 0, tile);
      expectRejected(dry, { kind: 'buy', seat: 0, slot: 6, at: { q: 0, r: -3 } }, 'mustTouch');
      const wet = place(position({ sets, players: [{ tiles: QUIET }, {}] }), 0, tile, 0, -4);
      expect(wet.state.players[0]?.borough.some((t) => t.tileId === tile)).toBe(true);
    });
  }

  it('a lake placed on an earlier turn lets a Snorkel Island in beside it, and it takes +1 reputation for that lake', () => {
    const withLake = lake(position({ sets, players: [{}, {}] }), 0, 'farm', 0, -3).state;
    const r = place(withLake, 0, 'snorkel-island', 0, -4);
    expect(fromTileAt(r.changes, 0, 0, -4)).toEqual(just({ stars: 2, population: 5, reputation: 1 }));
  });
});

describe('Con tiles with the Star track: their gold stars move the token, but they are not Star tiles (decision 13)', () => {
  const conAndStar = ['star', 'con'] as const;

  it('a Dice Tower Con moves its owner 1 space', () => {
    const r = place(position({ sets: conAndStar, players: [{}, {}] }), 0, 'dice-tower-con', 0, -3);
    expect(r.changes.filter((c) => c.stat === 'stars').map((c) => [c.delta, c.cause.tileId])).toEqual([[1, 'dice-tower-con']]);
    expect(r.state.starTrack?.[1]).toEqual([0]);
  });

  it('a Starry Sidewalk beside a Con tile and a Star tile takes $2 for itself and $2 for the Star tile only', () => {
    const state = position({ sets: conAndStar, players: [{ tiles: [...START, ['dice-tower-con', 0, -3], ['lactose-princess', 1, -3]] }, {}] });
    const r = place(state, 0, 'starry-sidewalk', 0, -4);
    expect(fromTileAt(r.changes, 0, 0, -4)).toEqual(just({ stars: 1, money: 4 }));
  });

  it('a Tourism Center beside a Con tile: no extra star', () => {
    const state = position({ sets: conAndStar, players: [{ tiles: [...START, ['kublacon', 0, -3]] }, {}] });
    expect(fromTileAt(place(state, 0, 'tourism-center', 0, -4).changes, 0, 0, -4)).toEqual(just({ stars: 1 }));
  });
});

describe('investing in a Star tile gives its gold stars again but no second Star tile (decision 16)', () => {
  it('an Embedded Circle: +3 stars placed, +3 more invested, from space 0 to space 6; still 1 Star tile for the Tourist', () => {
    const placed = place(position({ sets, players: [{}, {}] }), 0, 'embedded-circle', 0, -3);
    const invested = invest(placed.state, 0, 0, -3);
    expect(invested.state.starTrack?.[6]).toEqual([0]);
    expect(goalMeasure(goalById('tourist'), 0, invested.state)).toBe(1);
  });
});
