import { describe, expect, it } from 'vitest';
import { applyMove, borderDraftFor, offerActions, offerBorderFootprints, offerBorderInvestments, offerBorderSides, offerDiscards, type ActionOffer } from '../../src/engine/index.ts';
import { FIRST, incPosition, SIDE, SLOTTED, takeBorder } from './border-fixtures.ts';

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
