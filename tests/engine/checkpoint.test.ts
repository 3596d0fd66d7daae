import { describe, expect, it } from 'vitest';
import { offerActions, offerPlacements } from '../../src/engine/index.ts';
import { expectRejected, fromTileAt, just, place } from './fixtures.ts';
import { EMPTY_SLOT, incPosition, SIDE, SLOTTED, takeBorder, takeLakeBorder } from './border-fixtures.ts';

/** Seat 0 has a face-up Bay along its slots (one empty, at (3,−5)) and a Lake Border elsewhere; seat 1 has no border yet. */
const state = () =>
  incPosition(
    [
      { tiles: [...SLOTTED, ['suburbs', -1, -1], ['suburbs', -2, 0]], borders: [['bay', SIDE, 0, -2], ['mountains', 4, -2, 0, { lake: true }]] },
      { tiles: SLOTTED },
    ],
    ['forest', 'desert', 'orchard'],
    ['beach', 'train-tracks'],
  );

const withCheckpoint = (s: ReturnType<typeof state>) => ({ ...s, toMove: 0, market: [...s.market.slice(0, -1), { slot: 6, tileId: 'checkpoint' }] });

describe('Checkpoint (seed 003): +4 reputation; $2 for every face-up border in any borough; must touch one of your borders', () => {
  it('goes only into a slot of one of its owner’s face-up borders, not beside it and not into a Lake Border’s slot', () => {
    expectRejected(withCheckpoint(state()), { kind: 'buy', seat: 0, slot: 6, at: { q: 1, r: -2 } }, 'mustTouch');
    // (−2,−1) is an empty slot of the Lake Border (slots (−2,0) … (−2,−3))
    expectRejected(withCheckpoint(state()), { kind: 'buy', seat: 0, slot: 6, at: { q: -2, r: -1 } }, 'mustTouch');
  });

  it('beside a Radioactive Waste Site only: not offered while its owner lacks the 7 population the site takes for it (decision 24)', () => {
    const site = (population: number) =>
      withCheckpoint(incPosition([{ tiles: SLOTTED, population, borders: [['radioactive-waste-site', SIDE, 0, -2]] }, {}], ['forest', 'desert', 'orchard'], ['beach']));
    const buy = (population: number) => offerActions(site(population)).find((o) => o.action === 'buy' && o.slot === 6);
    expect(buy(6)).toMatchObject({ tileId: 'checkpoint', affordable: false, noSpot: 'the Radioactive Waste Site takes 7 population and you have 6' });
    expect(offerPlacements(site(6), { action: 'buy', slot: 6 })).toEqual([]);
    expect(buy(7)).toMatchObject({ tileId: 'checkpoint', affordable: true });
    expect(buy(7)).not.toHaveProperty('noSpot');
    expect(offerPlacements(site(7), { action: 'buy', slot: 6 }).map((p) => p.at)).toEqual([EMPTY_SLOT]);
  });

  it('in the Bay’s empty slot: +4 reputation and $2 for the one face-up border (the Lake Border is no border, decision 19)', () => {
    const done = place(state(), 0, 'checkpoint', EMPTY_SLOT.q, EMPTY_SLOT.r);
    expect(fromTileAt(done.changes, 0, EMPTY_SLOT.q, EMPTY_SLOT.r)).toEqual(just({ reputation: 4, money: 2 }));
  });

  it('takes $2 more when another player places a face-up border, nothing for a Lake Border', () => {
    const built = place(state(), 0, 'checkpoint', EMPTY_SLOT.q, EMPTY_SLOT.r).state;
    expect(fromTileAt(takeBorder(built, 1, 'forest').changes, 0, EMPTY_SLOT.q, EMPTY_SLOT.r)).toEqual(just({ money: 2 }));
    expect(fromTileAt(takeLakeBorder(built, 1).changes, 0, EMPTY_SLOT.q, EMPTY_SLOT.r)).toEqual(just({}));
  });
});
