/**
 * The Redevelopment Planner (seed 003, decision 22): on a later turn its owner replaces it, for free, by a face-up
 * market tile (which leaves the market, no discard) or a basic tile (then a market discard, paying its surcharge);
 * the replacement goes on the planner's cell and resolves from step 2; the planner leaves the game.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, choosePolicyMove, offerActions, offerDiscards, offerPlacements, offerRedevelopments, type GameState } from '../../src/engine/index.ts';
import { incPosition, SIDE } from './border-fixtures.ts';
import { checkOffers } from './property-checks.ts';
import { START, cell, expectRejected, fromTileAt, gains, just, lake, ok, place, position, type PlayerSpec, type TileSpec } from './fixtures.ts';

const sets = ['inc'] as const;
// the planner at (1,−1) touches the Suburbs (0,0) and the Community Park (0,−1)
const PLANNER: TileSpec = ['redevelopment-planner', 1, -1];
const PLANNER_AT = cell(1, -1);
// slot 0 ($10) Convenience Store, slot 1 ($8) Lake House, slot 6 ($0) Landfill
const MARKET = ['convenience-store', 'lake-house', 'mobile-home-community', 'freeway', 'farm', 'mint', 'landfill'];

const table = (me: PlayerSpec = {}, solo?: 'architect'): GameState =>
  position({ sets, market: MARKET, players: solo === undefined ? [{ tiles: [...START, PLANNER], ...me }, {}] : [{ tiles: [...START, PLANNER], ...me }], ...(solo === undefined ? {} : { solo }) });

describe('Redevelopment Planner', () => {
  it('is offered as the turn’s action when the mover has a planner, one offer per planner', () => {
    expect(offerActions(table()).filter((o) => o.action === 'redevelop')).toEqual([{ action: 'redevelop', planner: PLANNER_AT, cost: 0, affordable: true }]);
    const two = position({ sets, market: MARKET, players: [{ tiles: [...START, PLANNER, ['redevelopment-planner', 1, -2]] }, {}] });
    expect(offerActions(two).filter((o) => o.action === 'redevelop')).toHaveLength(2);
    expect(offerActions(position({ sets, market: MARKET, players: [{}, {}] })).some((o) => o.action === 'redevelop')).toBe(false);
  });

  it('offers every market tile and basic tile that may go on its cell: not the Lake House, which must touch a lake', () => {
    const offered = offerRedevelopments(table(), PLANNER_AT).map((o) => [o.replacement, o.tileId]);
    expect(offered).toEqual([
      [{ slot: 0 }, 'convenience-store'],
      [{ slot: 2 }, 'mobile-home-community'],
      [{ slot: 3 }, 'freeway'],
      [{ slot: 4 }, 'farm'],
      [{ slot: 5 }, 'mint'],
      [{ slot: 6 }, 'landfill'],
      [{ basic: 'suburbs' }, 'suburbs'],
      [{ basic: 'community-park' }, 'community-park'],
      [{ basic: 'heavy-factory' }, 'heavy-factory'],
    ]);
  });

  it('a market tile replaces it free of price and surcharge, leaves the market without a discard, and resolves from step 2', () => {
    // Convenience Store from the $10 slot: +1 income; the Community Park beside it: +1 reputation.
    const r = ok(applyMove(table(), { kind: 'redevelop', seat: 0, planner: PLANNER_AT, slot: 0 }));
    expect(r.changes.filter((c) => c.seat === 0 && (c.cause.kind === 'cost' || c.cause.kind === 'discard'))).toEqual([]);
    expect(gains(r.changes, 0)).toEqual(just({ income: 1, reputation: 1 }));
    const borough = r.state.players[0]?.borough ?? [];
    expect(borough.filter((t) => t.at.q === 1 && t.at.r === -1).map((t) => t.tileId)).toEqual(['convenience-store']);
    expect(borough.some((t) => t.tileId === 'redevelopment-planner')).toBe(false);
    expect(r.state.discards).toEqual([]);
  });

  it('a basic tile replaces it and a market tile is discarded, paying its surcharge; the supply has one fewer', () => {
    const g = table();
    expectRejected(g, { kind: 'redevelop', seat: 0, planner: PLANNER_AT, basic: 'suburbs' }, 'discardMissing');
    const discards = offerDiscards(g, { kind: 'redevelop', seat: 0, planner: PLANNER_AT, basic: 'suburbs' });
    expect(discards.map((d) => [d.slot, d.surcharge])).toEqual([
      [0, 10],
      [1, 8],
      [2, 6],
      [3, 4],
      [4, 2],
      [5, 0],
      [6, 0],
    ]);
    const r = ok(applyMove(g, { kind: 'redevelop', seat: 0, planner: PLANNER_AT, basic: 'suburbs', discardSlot: 4 }));
    // Suburbs: +2 population; the Community Park beside it: +1 reputation; the $2 discard
    expect(gains(r.changes, 0)).toEqual(just({ population: 2, reputation: 1 }));
    expect(r.changes.filter((c) => c.seat === 0 && c.cause.kind === 'discard').map((c) => c.delta)).toEqual([-2]);
    expect(r.state.basics.suburbs).toBe(g.basics.suburbs - 1);
    expect(r.state.discards).toEqual(['farm']);
  });

  it('a replacement that may not go on its cell is refused with the typed reason (Lake House: no lake there)', () => {
    expectRejected(table(), { kind: 'redevelop', seat: 0, planner: PLANNER_AT, slot: 1 }, 'mustTouch');
  });

  it('in a Radioactive Waste Site’s slot it is offered only when its owner has the 7 population the site takes for any replacement (decision 24)', () => {
    // the site runs along the starting column's side: its slots (0,−2) (1,−3) (2,−4) (3,−5), the planner in the second
    const site = (population: number) =>
      incPosition([{ tiles: [...START, ['redevelopment-planner', 1, -3]], population, borders: [['radioactive-waste-site', SIDE, 0, -2]] }, {}], ['forest', 'desert', 'orchard'], ['beach']);
    const planner = cell(1, -3);
    expect(offerActions(site(6)).some((o) => o.action === 'redevelop')).toBe(false);
    expect(offerRedevelopments(site(6), planner)).toEqual([]);
    expect(offerActions(site(7)).filter((o) => o.action === 'redevelop')).toEqual([{ action: 'redevelop', planner, cost: 0, affordable: true }]);
    expect(offerRedevelopments(site(7), planner).length).toBeGreaterThan(0);
  });

  it('is refused without a planner on that cell, and without exactly one replacement', () => {
    expectRejected(table(), { kind: 'redevelop', seat: 0, planner: cell(0, 0), slot: 0 }, 'noPlannerThere');
    expectRejected(table(), { kind: 'redevelop', seat: 0, planner: PLANNER_AT }, 'replacementMissing');
    expectRejected(table(), { kind: 'redevelop', seat: 0, planner: PLANNER_AT, slot: 0, basic: 'suburbs' }, 'replacementMissing');
    expectRejected(table(), { kind: 'redevelop', seat: 0, planner: PLANNER_AT, slot: 0, discardSlot: 6 }, 'discardNotAllowed');
  });

  it('the Lone Architect still removes his extra tile after it', () => {
    const g = table({}, 'architect');
    expectRejected(g, { kind: 'redevelop', seat: 0, planner: PLANNER_AT, slot: 0 }, 'discardMissing');
    const r = ok(applyMove(g, { kind: 'redevelop', seat: 0, planner: PLANNER_AT, slot: 0, extraDiscardSlot: 6 }));
    expect(r.state.discards).toEqual(['landfill']);
  });

  it('takes no investment marker: not offered, and refused with the typed reason', () => {
    expect(offerPlacements(table(), { action: 'invest' }).some((p) => p.tileId === 'redevelopment-planner')).toBe(false);
    expectRejected(table(), { kind: 'invest', seat: 0, at: PLANNER_AT, discardSlot: 6 }, 'notInvestable');
  });

  it('nothing reacts to the planner itself: no lake $, no Community Park reputation', () => {
    const g = position({ sets, players: [{ tiles: [...START, ['farm', 1, -2, { lake: true }]] }, {}] });
    const r = place(g, 0, 'redevelopment-planner', 1, -1);
    expect(gains(r.changes, 0)).toEqual(just({}));
  });

  it('tiles beside it react to its replacement: the lake pays $2 for the building on its cell', () => {
    const g = position({ sets, market: MARKET, players: [{ tiles: [...START, PLANNER, ['farm', 1, -2, { lake: true }]] }, {}] });
    const r = ok(applyMove(g, { kind: 'redevelop', seat: 0, planner: PLANNER_AT, slot: 6 }));
    expect(fromTileAt(r.changes, 0, 1, -2)).toEqual(just({ money: 2 }));
  });

  it('every staged redevelopment (replacement, then discards) is accepted, with the other offers', () => {
    expect(checkOffers(table())).toBeGreaterThan(20);
    expect(checkOffers(table({}, 'architect'))).toBeGreaterThan(20);
  });

  it('the policy takes it when it is worth most: with $0, a free Mint beats a lake', () => {
    const g = table({ money: 0 });
    const move = choosePolicyMove(g);
    expect(move).toMatchObject({ kind: 'redevelop', planner: PLANNER_AT, slot: 5 });
    ok(applyMove(g, move));
  });

  it('a lake taken from the market is no planner replacement target: lakes never count as planners', () => {
    const g = lake(position({ sets, market: MARKET, players: [{}, {}] }), 0, 'redevelopment-planner', 1, -1).state;
    const mine = { ...g, toMove: 0 };
    expect(offerActions(mine).some((o) => o.action === 'redevelop')).toBe(false);
  });
});
