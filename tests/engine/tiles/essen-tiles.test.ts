/**
 * Suburbia Essen's 3 tile kinds (seed 003 "Suburbia Essen Tiles"): each gains for every adjacent Essen tile, and a
 * borough holds at most one of each (decision 26), which the engine refuses with a typed reason and offers only as
 * a lake.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, offerActions, offerPlacements } from '../../../src/engine/index.ts';
import { cell, expectRejected, fromTileAt, just, lake, ok, place, position, START, withTileOffered } from '../fixtures.ts';
import { S, SE, SW, at, tileCase } from './tile-case.ts';

const sets = ['essen'] as const;

describe('Essen tiles', () => {
  // +2 reputation; +2 reputation per adjacent Essen tile.
  tileCase({
    tile: 'grugapark',
    sets,
    mine: [at('suburbs', S), at('u-bahn', SE)],
    placed: { reputation: 4 },
    invested: { reputation: 4 },
    ownerLater: ['messe-essen', { reputation: 4 }],
    otherLater: ['messe-essen', {}],
  });
  // +2 income; +2 income per adjacent Essen tile.
  tileCase({
    tile: 'u-bahn',
    sets,
    mine: [at('suburbs', S), at('grugapark', SE)],
    placed: { income: 4 },
    invested: { income: 4 },
    ownerLater: ['messe-essen', { income: 4 }],
    otherLater: ['grugapark', {}],
  });
  // +1 income and +1 reputation; +1 income and +1 reputation per adjacent Essen tile.
  tileCase({
    tile: 'messe-essen',
    sets,
    mine: [at('suburbs', S), at('grugapark', SE)],
    placed: { income: 2, reputation: 2 },
    invested: { income: 2, reputation: 2 },
    ownerLater: ['u-bahn', { income: 2, reputation: 2 }],
    otherLater: ['u-bahn', {}],
  });
});

describe('one of each Essen tile per borough (decision 26)', () => {
  // seat 0 already has a Grugapark at (0,−3); the market's $0 slot (slot 6) shows another
  const table = () => withTileOffered(position({ sets, players: [{ tiles: [...START, ['grugapark', 0, -3]] }, {}] }), 0, 'grugapark');

  it('a second Grugapark is refused with the typed reason, and nothing changes', () => {
    const state = table();
    expectRejected(state, { kind: 'buy', seat: 0, slot: 6, at: cell(0, -4) }, 'onePerBorough');
    const refused = applyMove(state, { kind: 'buy', seat: 0, slot: 6, at: cell(1, -4) });
    expect(refused).toEqual({ ok: false, rejection: { code: 'onePerBorough', detail: 'you already have a Grugapark' } });
  });

  it('the buy offer says why it has no spot, is not takeable and offers no cell; the lake offer is open', () => {
    const state = table();
    const offers = offerActions(state).filter((o) => 'slot' in o && o.slot === 6);
    expect(offers).toEqual([
      { action: 'buy', slot: 6, tileId: 'grugapark', cost: 6, affordable: false, noSpot: 'you already have a Grugapark' },
      { action: 'lake', slot: 6, tileId: 'grugapark', cost: 0, affordable: true },
    ]);
    expect(offerPlacements(state, { action: 'buy', slot: 6 })).toEqual([]);
    expect(offerPlacements(state, { action: 'lake', slot: 6 }).length).toBeGreaterThan(0);
    const asLake = lake(state, 0, 'grugapark', 0, -4);
    expect(asLake.state.players[0]?.borough.at(-1)).toMatchObject({ tileId: 'grugapark', faceDown: 'lake' });
  });

  it('the other Essen tiles and the other boroughs are not limited by it', () => {
    const state = table();
    ok(applyMove(withTileOffered(state, 0, 'u-bahn'), { kind: 'buy', seat: 0, slot: 6, at: cell(0, -4) }));
    const theirs = place(state, 1, 'grugapark', -1, 0);
    expect(fromTileAt(theirs.changes, 1, -1, 0)).toEqual(just({ reputation: 2 }));
  });

  it('a Grugapark lying face down as a lake does not count: a face-up one may still be built', () => {
    const withLake = lake(position({ sets, players: [{ tiles: [...START] }, {}] }), 0, 'grugapark', 0, -3);
    const r = place(withLake.state, 0, 'grugapark', 0, -4);
    // +2 reputation, and nothing for the adjacent lake: a lake carries no set mark (decision 21)
    expect(fromTileAt(r.changes, 0, 0, -4)).toEqual(just({ reputation: 2 }));
    const offers = offerActions(withTileOffered(r.state, 0, 'grugapark'));
    expect(offers.find((o) => o.action === 'buy' && o.slot === 6)).toMatchObject({ noSpot: 'you already have a Grugapark' });
  });

  it('adjacency pays between all three: a Messe Essen between a Grugapark and a U-Bahn', () => {
    const state = position({ sets, players: [{ tiles: [at('suburbs', S), at('grugapark', SE), at('u-bahn', SW)] }, {}] });
    const r = place(state, 0, 'messe-essen', 0, -4);
    expect(fromTileAt(r.changes, 0, 0, -4)).toEqual(just({ income: 3, reputation: 3 }));
    expect(fromTileAt(r.changes, 0, SE[0], SE[1])).toEqual(just({ reputation: 2 }));
    expect(fromTileAt(r.changes, 0, SW[0], SW[1])).toEqual(just({ income: 2 }));
  });
});
