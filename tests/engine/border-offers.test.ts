import { describe, expect, it } from 'vitest';
import { applyMove, borderDraftFor, offerActions, offerBorderFootprints, offerBorderInvestments, offerBorderSides, offerDiscards, offerPlacements, type ActionOffer } from '../../src/engine/index.ts';
import { FIRST, incPosition, SIDE, SLOTTED, takeBorder } from './border-fixtures.ts';
import { START } from './fixtures.ts';

const state = () => incPosition([{ tiles: SLOTTED }, {}], ['bay', 'desert', 'forest'], ['beach', 'orchard']);
const borderOffers = (offers: readonly ActionOffer[]) => offers.filter((o) => o.action === 'border' || o.action === 'lakeBorder');

describe('border offers come in stages: the border, the side it faces, where, then the discard', () => {
  it('the first stage lists each face-up border with its price and the Lake Border with how many are face down', () => {
    const offers = borderOffers(offerActions(state()));
    expect(offers.map((o) => (o.action === 'border' ? `${o.borderId} $${o.cost}` : `lake ×${o.action === 'lakeBorder' ? o.left : 0}`))).toEqual(['bay $13', 'desert $6', 'forest $9', 'lake ×2']);
    const total = offers[0]?.action === 'border' ? offers[0].footprints : -1;
    expect(total).toBe(offerBorderSides(state(), { action: 'border', index: 0 }).reduce((n, s) => n + s.footprints, 0));
  });

  it('the side stage always has six entries; the footprint stage gives each footprint with what its slots hold and its preview', () => {
    const sides = offerBorderSides(state(), { action: 'border', index: 0 });
    expect(sides.map((s) => s.side)).toEqual([0, 1, 2, 3, 4, 5]);
    const facing = offerBorderFootprints(state(), { action: 'border', index: 0 }, SIDE);
    expect(facing).toHaveLength(sides[SIDE]?.footprints ?? -1);
    const mine = facing.find((f) => f.footprint.first.q === FIRST.q && f.footprint.first.r === FIRST.r);
    expect(mine?.slotsHold).toBe(3);
    // Bay: $8 for each of the 3 buildings in its slots, less its $13 price
    const bay = mine?.preview.changes.filter((c) => c.cause.borderId === 'bay').map((c) => c.delta);
    expect(bay).toEqual([-13, 1, 24]);
  });

  it('the discard stage follows a border draft, and the completed move is accepted', () => {
    const choice = { action: 'border', index: 1 } as const;
    const draft = borderDraftFor(choice, 0, { side: SIDE, first: FIRST });
    const discards = offerDiscards(state(), draft);
    expect(discards.map((d) => d.surcharge)).toEqual([10, 8, 6, 4, 2, 0, 0]);
    const last = discards.at(-1);
    expect(applyMove(state(), { kind: 'border', seat: 0, index: 1, side: SIDE, at: FIRST, discardSlot: last?.slot ?? 6 }).ok).toBe(true);
  });

  it('a border that can take a marker is offered for investment with its price and preview', () => {
    const taken = { ...takeBorder(state(), 0, 'bay').state, toMove: 0 };
    const offers = offerBorderInvestments(taken);
    expect(offers.map((o) => [o.borderId, o.cost])).toEqual([['bay', 13]]);
    expect(offers[0]?.preview.changes.filter((c) => c.cause.borderId === 'bay' && c.cause.kind !== 'cost').map((c) => c.delta)).toEqual([1, 24]);
    expect(offerActions(taken).find((o) => o.action === 'invest')?.cost).toBe(3);
  });

  it('a game without Inc offers no border action', () => {
    const { borderRow: _row, borderStack: _stack, ...base } = state();
    expect(borderOffers(offerActions(base))).toEqual([]);
  });
});

describe('an investment marker on a hex tile and one on a border are offered apart, each at its own price (decisions 12, 19)', () => {
  // One marker left, the starting column (Suburbs $3, Community Park $4, Heavy Factory $3) and a Lake Border along it.
  const withLakeBorder = (money: number) => incPosition([{ tiles: START, money, investmentsLeft: 1, borders: [['bay', SIDE, FIRST.q, FIRST.r, { lake: true }]] }, {}]);
  const investOffer = (money: number) => offerActions(withLakeBorder(money)).find((o) => o.action === 'invest');

  it('with $1 the hex tiles are out of reach: that offer costs $3 and cannot be taken, though the Lake Border is free', () => {
    expect(investOffer(1)).toEqual({ action: 'invest', cost: 3, affordable: false });
    expect(offerPlacements(withLakeBorder(1), { action: 'invest' })).toEqual([]);
  });

  it('the Lake Border is offered on its own, free (a Lake Border: nobody knows which border it is)', () => {
    const offers = offerBorderInvestments(withLakeBorder(1));
    expect(offers.map((o) => ({ choice: o.choice, borderId: o.borderId, faceDown: o.faceDown, cost: o.cost, affordable: o.affordable }))).toEqual([
      { choice: { action: 'investBorder', border: 0 }, borderId: '', faceDown: 'lake', cost: 0, affordable: true },
    ]);
  });

  it('with $3 the hex tiles are offered from $3, and the spots are the two $3 tiles', () => {
    expect(investOffer(3)).toEqual({ action: 'invest', cost: 3, affordable: true });
    expect(offerPlacements(withLakeBorder(3), { action: 'invest' }).map((p) => [p.tileId, p.cost])).toEqual([
      ['suburbs', 3],
      ['heavy-factory', 3],
    ]);
  });

  it('with every hex tile invested there is no hex-tile offer at all; the Lake Border is still offered', () => {
    const invested = incPosition([{ tiles: START.map(([id, q, r]) => [id, q, r, { invested: true }] as const), money: 1, borders: [['bay', SIDE, FIRST.q, FIRST.r, { lake: true }]] }, {}]);
    expect(offerActions(invested).some((o) => o.action === 'invest')).toBe(false);
    expect(offerBorderInvestments(invested).map((o) => o.cost)).toEqual([0]);
  });
});
