import { describe, expect, it } from 'vitest';
import { applyMove, describeChange } from '../../src/engine/index.ts';
import { goalById } from '../../src/engine/goals/index.ts';
import { measurePlayer } from '../../src/engine/goals/measure.ts';
import { expectRejected, fromTileAt, just, lake, place } from './fixtures.ts';
import { EMPTY_SLOT, FIRST, fromBorders, incPosition, investInBorder, SIDE, SLOTTED, takeLakeBorder } from './border-fixtures.ts';

/** Seat 0 with an industrial, a commercial and a residential tile in the slots, and a Waterfront Realty at (1,−1) away from them. */
const state = () => incPosition([{ tiles: [...SLOTTED, ['waterfront-realty', 1, -1]] }, {}], ['bay', 'desert', 'forest'], ['mountains', 'orchard']);

describe('a border taken face down is a Lake Border (decision 19)', () => {
  it('is free, takes the top face-down border, forces a market discard, and pays $2 per building in its slots: 3 × $2', () => {
    const done = takeLakeBorder(state(), 0);
    expect(done.changes.filter((c) => c.seat === 0 && c.cause.kind === 'cost')).toEqual([]);
    expect(fromBorders(done.changes, 0)).toEqual(just({ money: 6 }));
    expect(done.state.players[0]?.borders).toEqual([{ side: SIDE, first: FIRST, borderId: 'mountains', faceDown: 'lake', invested: false, placedOrder: 10 }]);
    expect(done.state.borderRow).toEqual(['bay', 'desert', 'forest']);
    expect(done.state.borderStack).toEqual(['orchard']);
    expectRejected(state(), { kind: 'lakeBorder', seat: 0, side: SIDE, at: FIRST } as never, 'discardMissing');
  });

  it('pays $2 for a building put into its slot later, and nothing for a lake there (lakes pay lakes nothing)', () => {
    const lakeBorder = takeLakeBorder(state(), 0).state;
    expect(fromBorders(place(lakeBorder, 0, 'suburbs', EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0)).toEqual(just({ money: 2 }));
    const water = lake(lakeBorder, 0, 'convenience-store', EMPTY_SLOT.q, EMPTY_SLOT.r);
    expect(fromBorders(water.changes, 0)).toEqual(just({}));
    // the new lake touches the Mobile Home Community (2,−4) only: $2, nothing for the Lake Border
    expect(fromTileAt(water.changes, 0, EMPTY_SLOT.q, EMPTY_SLOT.r)).toEqual(just({ money: 2 }));
  });

  it('makes the buildings in its slots lakefront for Waterfront Realty (decision 29): +$2 for each of the 3, then +$2 for a later one', () => {
    const done = takeLakeBorder(state(), 0);
    expect(fromTileAt(done.changes, 0, 1, -1)).toEqual(just({ money: 6 }));
    expect(fromTileAt(place(done.state, 0, 'suburbs', EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0, 1, -1)).toEqual(just({ money: 2 }));
  });

  it('lets a Lake House into its slot: a building there touches a lake', () => {
    const lakeBorder = takeLakeBorder(state(), 0).state;
    const ready = { ...lakeBorder, toMove: 0, market: [...lakeBorder.market.slice(0, -1), { slot: 6, tileId: 'lake-house' }] };
    expectRejected(ready, { kind: 'buy', seat: 0, slot: 6, at: { q: 2, r: -1 } }, 'mustTouch');
    const built = applyMove(ready, { kind: 'buy', seat: 0, slot: 6, at: EMPTY_SLOT });
    expect(built.ok).toBe(true);
  });

  it('takes an investment marker for free and pays $2 per building in its slots again', () => {
    const lakeBorder = takeLakeBorder(state(), 0).state;
    const done = investInBorder(lakeBorder, 0, 0);
    expect(done.changes.filter((c) => c.seat === 0 && c.cause.kind === 'cost')).toEqual([]);
    expect(fromBorders(done.changes, 0)).toEqual(just({ money: 6 }));
    // invested: $4 for a later building
    expect(fromBorders(place(done.state, 0, 'suburbs', EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0)).toEqual(just({ money: 4 }));
  });
});

describe('a Lake Border is one lake for the lake goals (decision 19)', () => {
  const aquatic = goalById('aquatic-engineer');
  const harbormaster = goalById('harbormaster');

  it('Aquatic Engineer counts it as a lake: 2 lake hexes and 1 Lake Border make 3', () => {
    const p = incPosition([{ tiles: [...SLOTTED, ['farm', 3, -5, { lake: true }], ['farm', 4, -6, { lake: true }]], borders: [['bay', SIDE, 0, -2, { lake: true }]] }, {}]).players[0];
    expect(p === undefined ? -1 : measurePlayer(aquatic, p)).toBe(3);
  });

  it('Harbormaster: it joins the lake hexes in its slots, not those beside its covered cells', () => {
    // (3,−5) is a slot and (4,−6) touches it: one group of 3 with the Lake Border; (−2,−2) touches only a covered cell
    const tiles = [...SLOTTED, ['farm', 3, -5, { lake: true }], ['farm', 4, -6, { lake: true }], ['suburbs', -1, -1], ['farm', -2, -1, { lake: true }], ['farm', -2, -2, { lake: true }]] as const;
    const p = incPosition([{ tiles, borders: [['bay', SIDE, 0, -2, { lake: true }]] }, {}]).players[0];
    expect(p === undefined ? -1 : measurePlayer(harbormaster, p)).toBe(3);
    const faceUp = incPosition([{ tiles, borders: [['bay', SIDE, 0, -2]] }, {}]).players[0];
    expect(faceUp === undefined ? -1 : measurePlayer(harbormaster, faceUp)).toBe(2);
  });
});

describe('which border lies under a Lake Border stays unknown (R36)', () => {
  it('its changes name no border, and are described as the Lake Border’s', () => {
    const done = takeLakeBorder(state(), 0);
    const mine = done.changes.filter((c) => c.cause.borderId !== undefined);
    expect(mine.map((c) => c.cause.borderId)).toEqual(['']);
    expect(JSON.stringify(done.changes)).not.toContain('mountains');
    expect(mine.map(describeChange)).toEqual(['+$6 (Lake Border: per adjacent building)']);
  });
});
