/**
 * The Suburbia Inc tiles with rules of their own: the Water Purification Plant's money requirement and its
 * unpaid charges (decision 24), and the Redistricting Office's price and population swing (decision 25).
 */
import { describe, expect, it } from 'vitest';
import { applyMove, offerActions, offerPlacements, type Change, type GameState, type Seat, type Stat } from '../../../src/engine/index.ts';
import { START, cell, expectRejected, gains, just, ok, place, position, withTileOffered, type TileSpec } from '../fixtures.ts';

const sets = ['inc'] as const;

/** What the tile `tileId` did to `seat` in these changes (placed, reacting or invested in), per stat. */
const fromTile = (changes: readonly Change[], seat: Seat, tileId: string): Partial<Record<Stat, number>> => {
  const net: Partial<Record<Stat, number>> = {};
  for (const c of changes) if (c.seat === seat && (c.cause.kind === 'tile' || c.cause.kind === 'investment') && c.cause.tileId === tileId) net[c.stat] = (net[c.stat] ?? 0) + c.delta;
  return net;
};

const paidFor = (changes: readonly Change[], seat: Seat): number => -changes.filter((c) => c.seat === seat && c.cause.kind === 'cost').reduce((n, c) => n + c.delta, 0);

describe('Water Purification Plant: placed or invested in only with the money for its price and its charges (decision 24)', () => {
  // Industrial tiles now: a Heavy Factory in each borough, and the plant itself: $2 × 3 = $6, with the $7 price: $13.
  const table = (money: number): GameState => withTileOffered(position({ sets, players: [{ tiles: START, money }, {}] }), 0, 'water-purification-plant');
  const buy = { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1) } as const;

  it('with $13 it is offered and placed: $7 paid, then $6 to the industrial tiles', () => {
    const offer = offerActions(table(13)).find((o) => o.action === 'buy' && o.slot === 6);
    expect(offer).toMatchObject({ cost: 7, affordable: true });
    const r = ok(applyMove(table(13), buy));
    expect(paidFor(r.changes, 0)).toBe(7);
    expect(fromTile(r.changes, 0, 'water-purification-plant')).toEqual({ reputation: 7, money: -6 });
  });

  it('with $12 it is not affordable, and buying it is refused, changing nothing', () => {
    expect(offerActions(table(12)).find((o) => o.action === 'buy' && o.slot === 6)).toMatchObject({ affordable: false });
    expectRejected(table(12), buy, 'unaffordable');
  });

  it('investing needs its price again and the same charge: $7 + $6 (the plant now counts as it lies)', () => {
    const planted = (money: number): GameState => position({ sets, players: [{ tiles: [...START, ['water-purification-plant', 1, -1]], money }, {}] });
    const investing = { kind: 'invest', seat: 0, at: cell(1, -1), discardSlot: 6 } as const;
    expectRejected(planted(12), investing, 'unaffordable');
    const r = ok(applyMove(planted(13), investing));
    expect(fromTile(r.changes, 0, 'water-purification-plant')).toEqual({ reputation: 7, money: -6 });
  });

  it('the investment offer is priced at the cheapest tile its owner can pay for: the $9 Office Building with $10, the plant with $13', () => {
    // every starting tile already invested: the plant ($7 + $6) and an Office Building ($9) can take a marker
    const tiles: readonly TileSpec[] = [...START.map(([id, q, r]): TileSpec => [id, q, r, { invested: true }]), ['water-purification-plant', 1, -1], ['office-building', -1, 0]];
    const invest = (money: number) => {
      const g = position({ sets, players: [{ tiles, money }, {}] });
      return { offer: offerActions(g).find((o) => o.action === 'invest'), spots: offerPlacements(g, { action: 'invest' }).map((p) => [p.tileId, p.cost]) };
    };
    expect(invest(8)).toEqual({ offer: { action: 'invest', cost: 7, affordable: false }, spots: [] });
    expect(invest(10)).toEqual({ offer: { action: 'invest', cost: 9, affordable: true }, spots: [['office-building', 9]] });
    expect(invest(13)).toEqual({
      offer: { action: 'invest', cost: 7, affordable: true },
      spots: [
        ['water-purification-plant', 7],
        ['office-building', 9],
      ],
    });
  });

  it('taken as a lake it charges nothing: investing in it is free even with $0', () => {
    const g = position({ sets, players: [{ tiles: [...START, ['water-purification-plant', 1, -1, { lake: true }]], money: 0 }, {}] });
    ok(applyMove(g, { kind: 'invest', seat: 0, at: cell(1, -1), discardSlot: 6 }));
  });

  it('a later charge its owner cannot pay costs 1 population per missing $1: $1 paid of $2, 1 population', () => {
    const g = position({ sets, players: [{ tiles: [...START, ['water-purification-plant', 1, -1]], money: 1, population: 5 }, {}] });
    const r = place(g, 1, 'landfill', -1, 0);
    expect(fromTile(r.changes, 0, 'water-purification-plant')).toEqual({ money: -1, population: -1 });
  });

  it('invested, the later charge is $4: $1 paid, 3 population', () => {
    const g = position({ sets, players: [{ tiles: [...START, ['water-purification-plant', 1, -1, { invested: true }]], money: 1, population: 5 }, {}] });
    const r = place(g, 1, 'landfill', -1, 0);
    expect(fromTile(r.changes, 0, 'water-purification-plant')).toEqual({ money: -1, population: -3 });
  });
});

describe('Redistricting Office: $6 per seat; +5 population per opponent, each of whom loses 5 (decision 25)', () => {
  const priceIn = (state: GameState): number | undefined => {
    const offered = withTileOffered(state, 0, 'redistricting-office');
    const slot = offered.table.marketSlots.at(-1);
    const offer = offerActions(offered).find((o) => o.action === 'buy' && o.slot === slot);
    return offer?.action === 'buy' ? offer.cost : undefined;
  };

  it('costs $12 with 2 players, $24 with 4, $12 against Dale the Bot and $6 for the Lone Architect (from a $0 slot)', () => {
    expect(priceIn(position({ sets, players: [{}, {}] }))).toBe(12);
    expect(priceIn(position({ sets, players: [{}, {}, {}, {}] }))).toBe(24);
    expect(priceIn(position({ sets, solo: 'dale', players: [{}, { tiles: START }] }))).toBe(12);
    expect(priceIn(position({ sets, solo: 'architect', players: [{}] }))).toBe(6);
  });

  // Seat 0 at 12 gains 10 and crosses the lines at 15 and 22 (−1 income, −1 reputation each); seat 1 at 17 drops to
  // 12, back below 15 (+1 income, +1 reputation); seat 2 at 3 drops to 0 and pays nothing for the 2 missing steps.
  const three = () => position({ sets, players: [{ population: 12 }, { population: 17 }, { population: 3 }] });

  it('three players: $18; +10 for its owner, −5 and −3 for the others, red lines both ways', () => {
    const r = place(three(), 0, 'redistricting-office', 1, -1);
    expect(paidFor(r.changes, 0)).toBe(18);
    expect(gains(r.changes, 0)).toEqual(just({ population: 10, income: -2, reputation: -2 }));
    expect(gains(r.changes, 1)).toEqual(just({ population: -5, income: 1, reputation: 1 }));
    expect(gains(r.changes, 2)).toEqual(just({ population: -3 }));
    expect(r.changes.filter((c) => c.seat === 2 && c.stat === 'money')).toEqual([]);
  });

  it('an opponent already at population 0 loses nothing, and its owner still gains 5 for them', () => {
    const g = position({ sets, players: [{ population: 2 }, { population: 0 }] });
    const r = place(g, 0, 'redistricting-office', 1, -1);
    expect(gains(r.changes, 0)).toEqual(just({ population: 5 }));
    expect(gains(r.changes, 1)).toEqual(just({}));
  });

  it('investing costs its price again and swings the population once more', () => {
    const g = position({ sets, players: [{ tiles: [...START, ['redistricting-office', 1, -1]], population: 2 }, { population: 8 }] });
    const r = ok(applyMove(g, { kind: 'invest', seat: 0, at: cell(1, -1), discardSlot: 6 }));
    expect(paidFor(r.changes, 0)).toBe(12);
    expect(gains(r.changes, 0)).toEqual(just({ population: 5 }));
    expect(gains(r.changes, 1)).toEqual(just({ population: -5 }));
  });

  it('bought by the human against Dale the Bot: $12, Dale loses 5, the human gains 5', () => {
    const g = position({ sets, solo: 'dale', players: [{ population: 2 }, { tiles: START, population: 9 }] });
    const r = place(g, 0, 'redistricting-office', 1, -1);
    expect(paidFor(r.changes, 0)).toBe(12);
    expect(fromTile(r.changes, 0, 'redistricting-office')).toEqual({ population: 5 });
    expect(fromTile(r.changes, 1, 'redistricting-office')).toEqual({ population: -5 });
  });

  it('the Lone Architect pays $6 and moves no population', () => {
    const g = position({ sets, solo: 'architect', players: [{ population: 2 }] });
    const r = place(g, 0, 'redistricting-office', 1, -1);
    expect(paidFor(r.changes, 0)).toBe(6);
    expect(fromTile(r.changes, 0, 'redistricting-office')).toEqual({});
  });
});
