import { describe, expect, it } from 'vitest';
import { applyMove, newGame, offerActions, publicView, replay, rulesVersionFor, type Move } from '../../src/engine/index.ts';
import { choosePolicyMove } from '../../src/engine/policy/index.ts';
import { canonicalJson, canonicalProjection } from '../../src/engine/projection.ts';
import { expectRejected, just, place, position } from './fixtures.ts';
import { EMPTY_SLOT, FIRST, fromBorders, incPosition, investInBorder, SIDE, SLOTTED, takeBorder } from './border-fixtures.ts';

/** Seat 0 with Heavy Factory (industrial), Convenience Store (commercial) and Mobile Home Community (residential) in the border's slots. */
const slotted = (population = 2) => incPosition([{ tiles: SLOTTED, population }, {}]);

describe('each Inc border counts the tiles in its 4 slots when placed (seed 003 "Borders")', () => {
  // slots hold one industrial, one commercial and one residential tile; the fourth slot is empty
  const cases: readonly (readonly [string, ReturnType<typeof just>])[] = [
    ['amusement-park', just({ reputation: 2, income: 4 })], // +2 reputation; +2 income per industrial or residential: 2 × 2
    ['bay', just({ reputation: 1, money: 24 })], // +1 reputation; $8 per building: 3 × $8
    ['beach', just({ reputation: 3, population: 6 })], // +3 reputation; +3 population per residential or commercial: 2 × 3
    ['desert', just({ income: 5, money: -30 })], // +5 income; pay $10 per building: 3 × $10
    ['forest', just({ reputation: 2 })], // +1 reputation per civic, residential or commercial: 2
    ['military-base', just({ income: 1 })], // +1 income; +5 population per civic: none
    ['mountains', just({ reputation: 6 })], // +2 reputation per building: 3 × 2
    ['national-park', just({ reputation: 5 })], // +2 reputation; +1 per building or lake: 3
    ['orchard', just({ reputation: 1, income: 3 })], // +1 reputation; +1 income per industrial, residential or commercial: 3
    ['sports-complex', just({ income: 4 })], // +3 income; +1 per civic or residential: 1
    ['train-tracks', just({ income: 5 })], // +3 income; +1 per industrial or commercial: 2
  ];
  for (const [borderId, expected] of cases) {
    it(`${borderId}: ${JSON.stringify(expected)}`, () => {
      expect(fromBorders(takeBorder(slotted(), 0, borderId).changes, 0)).toEqual(expected);
    });
  }

  it('radioactive-waste-site: +5 income and −7 population per building or lake, so it needs 21 population to be placed (decision 24)', () => {
    const state = { ...slotted(20), borderRow: ['radioactive-waste-site', 'bay', 'forest'] };
    expectRejected(state, { kind: 'border', seat: 0, index: 0, side: SIDE, at: FIRST, discardSlot: 6 }, 'needsPopulation');
    const done = takeBorder(slotted(21), 0, 'radioactive-waste-site');
    expect(fromBorders(done.changes, 0)).toEqual(just({ income: 5, population: -21 }));
  });

  it('costs its printed price and a market discard paying its surcharge (decision 19): Bay $13 + the $2 slot', () => {
    const state = incPosition([{ tiles: SLOTTED, money: 50 }, {}]);
    const done = applyMove(state, { kind: 'border', seat: 0, index: 0, side: SIDE, at: FIRST, discardSlot: 4 });
    if (!done.ok) throw new Error(done.rejection.code);
    const paid = done.changes.filter((c) => c.seat === 0 && (c.cause.kind === 'cost' || c.cause.kind === 'discard')).map((c) => c.delta);
    expect(paid).toEqual([-13, -2]);
    expectRejected(state, { kind: 'border', seat: 0, index: 0, side: SIDE, at: FIRST } as never, 'discardMissing');
  });
});

describe('a tile placed later into a border’s slot sets off its effect (decision 18)', () => {
  it('Military Base: +5 population for a civic Museum put into the empty slot by its owner, +10 once invested', () => {
    const based = takeBorder(slotted(), 0, 'military-base').state;
    expect(fromBorders(place(based, 0, 'museum', EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0)).toEqual(just({ population: 5 }));
    const invested = investInBorder(based, 0, 0);
    // investing gives its effects again at today's count: +1 income, no civic yet
    expect(fromBorders(invested.changes, 0)).toEqual(just({ income: 1 }));
    expect(fromBorders(place(invested.state, 0, 'museum', EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0)).toEqual(just({ population: 10 }));
  });

  it('Desert: a building added to its slot costs $10 more; with $1 left after paying for it, 9 population instead (decision 24)', () => {
    const desert = takeBorder(slotted(), 0, 'desert').state;
    const poor = { ...desert, players: desert.players.map((p, i) => (i === 0 ? { ...p, money: 4, population: 20 } : p)) };
    const done = place(poor, 0, 'suburbs', EMPTY_SLOT.q, EMPTY_SLOT.r);
    // the Suburbs cost $3 of the $4; the Desert takes the last $1 and 9 population for the missing $9
    expect(fromBorders(done.changes, 0)).toEqual(just({ money: -1, population: -9 }));
  });

  it('Bay: nothing for a tile beside a covered cell, nothing for another player’s tile on the same cell', () => {
    const bay = takeBorder(slotted(), 0, 'bay').state;
    // (4,−6) touches the last covered cell and the empty slot, but is no slot: not adjacent to the border
    const beside = place(place(bay, 0, 'suburbs', 3, -5).state, 0, 'convenience-store', 4, -6);
    expect(fromBorders(beside.changes, 0)).toEqual(just({}));
    const other = incPosition([{ tiles: SLOTTED }, { tiles: SLOTTED }]);
    const mine = takeBorder(other, 0, 'bay').state;
    expect(fromBorders(place(mine, 1, 'suburbs', EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0)).toEqual(just({}));
  });

  it('Radioactive Waste Site: a building may go into its slot only with 7 population to lose (14 once invested)', () => {
    const site = takeBorder(slotted(30), 0, 'radioactive-waste-site').state;
    const low = { ...site, toMove: 0, players: site.players.map((p, i) => (i === 0 ? { ...p, population: 6 } : p)) };
    expectRejected({ ...low, market: [...low.market.slice(0, -1), { slot: 6, tileId: 'convenience-store' }] }, { kind: 'buy', seat: 0, slot: 6, at: EMPTY_SLOT }, 'needsPopulation');
    const enough = { ...site, players: site.players.map((p, i) => (i === 0 ? { ...p, population: 7 } : p)) };
    expect(fromBorders(place(enough, 0, 'convenience-store', EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0)).toEqual(just({ population: -7 }));
  });
});

describe('each Inc border reacts to a tile its owner puts into its empty slot later, twice as much once invested', () => {
  // [border, tile put into (3,−5), what the border gives for it]
  const cases: readonly (readonly [string, string, ReturnType<typeof just>])[] = [
    ['amusement-park', 'suburbs', just({ income: 2 })],
    ['bay', 'suburbs', just({ money: 8 })],
    ['beach', 'suburbs', just({ population: 3 })],
    ['desert', 'suburbs', just({ money: -10 })],
    ['forest', 'suburbs', just({ reputation: 1 })],
    ['military-base', 'community-park', just({ population: 5 })],
    ['mountains', 'suburbs', just({ reputation: 2 })],
    ['national-park', 'suburbs', just({ reputation: 1 })],
    ['orchard', 'suburbs', just({ income: 1 })],
    ['radioactive-waste-site', 'suburbs', just({ population: -7 })],
    ['sports-complex', 'suburbs', just({ income: 1 })],
    ['train-tracks', 'convenience-store', just({ income: 1 })],
  ];
  const twice = (r: ReturnType<typeof just>) => just({ money: 2 * r.money, income: 2 * r.income, reputation: 2 * r.reputation, population: 2 * r.population });
  for (const [borderId, tileId, expected] of cases) {
    it(`${borderId} for a ${tileId}: ${JSON.stringify(expected)}, invested ${JSON.stringify(twice(expected))}`, () => {
      const taken = takeBorder(slotted(60), 0, borderId).state;
      expect(fromBorders(place(taken, 0, tileId, EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0)).toEqual(expected);
      const invested = investInBorder(taken, 0, 0).state;
      expect(fromBorders(place(invested, 0, tileId, EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0)).toEqual(twice(expected));
    });
  }

  it('another player’s tiles never reach a border: seat 1 builds on the same cell of its own borough', () => {
    const two = incPosition([{ tiles: SLOTTED }, { tiles: SLOTTED }]);
    const taken = takeBorder(two, 0, 'mountains').state;
    expect(fromBorders(place(taken, 1, 'suburbs', EMPTY_SLOT.q, EMPTY_SLOT.r).changes, 0)).toEqual(just({}));
  });
});

describe('investing in a border doubles its effects (decision 12)', () => {
  it('Mountains: +6 reputation again for the three buildings, for its price $18 again', () => {
    const mountains = takeBorder(slotted(), 0, 'mountains').state;
    const done = investInBorder(mountains, 0, 0);
    expect(fromBorders(done.changes, 0)).toEqual(just({ reputation: 6 }));
    expect(done.changes.find((c) => c.cause.kind === 'cost')?.delta).toBe(-18);
    expect(done.state.players[0]?.borders?.[0]?.invested).toBe(true);
    expect(done.state.players[0]?.investmentsLeft).toBe(2);
    expectRejected({ ...done.state, toMove: 0 }, { kind: 'invest', seat: 0, at: FIRST, border: 0, discardSlot: 6 }, 'alreadyInvested');
  });
});

describe('the border row (decision 19)', () => {
  it('an Inc game deals 3 borders face up and the other 9 face down; a base game has neither field', () => {
    const inc = newGame({ players: 2, sets: ['inc'] }, 7);
    expect(inc.borderRow).toHaveLength(3);
    expect(inc.borderStack).toHaveLength(9);
    expect(new Set([...(inc.borderRow ?? []), ...(inc.borderStack ?? [])]).size).toBe(12);
    const base = newGame({ players: 2 }, 7);
    expect('borderRow' in base || 'borderStack' in base || base.players.some((p) => 'borders' in p)).toBe(false);
  });

  it('the taken border leaves the row and the top face-down one joins its end (R33)', () => {
    const done = takeBorder(incPosition([{ tiles: SLOTTED }, {}], ['bay', 'desert', 'forest'], ['beach', 'orchard']), 0, 'desert');
    expect(done.state.borderRow).toEqual(['bay', 'forest', 'beach']);
    expect(done.state.borderStack).toEqual(['orchard']);
    expect(done.state.players[0]?.borders).toEqual([{ side: SIDE, first: FIRST, borderId: 'desert', invested: false, placedOrder: 9 }]);
  });

  it('with the stack empty the row shrinks, and with nothing face up no border is offered', () => {
    const last = takeBorder(incPosition([{ tiles: SLOTTED }, {}], ['bay'], []), 0, 'bay');
    expect(last.state.borderRow).toEqual([]);
    const offered = offerActions({ ...last.state, toMove: 0 }).map((o) => o.action);
    expect(offered).not.toContain('border');
    expect(offered).not.toContain('lakeBorder');
  });

  it('the face-down borders are hidden: views show how many there are', () => {
    const view = publicView(newGame({ players: 2, sets: ['inc'] }, 7));
    expect('borderStack' in view).toBe(false);
    expect(view.borderStackSize).toBe(9);
    expect(view.borderRow).toHaveLength(3);
  });

  it('nobody sees which border lies under a Lake Border', () => {
    const state = incPosition([{ tiles: SLOTTED, borders: [['mountains', SIDE, 0, -2, { lake: true }]] }, {}]);
    expect(publicView(state).players[0]?.borders?.[0]?.borderId).toBe('');
    expect(JSON.stringify(publicView(state))).not.toContain('mountains');
  });

  it('the projection of a base game has no border keys', () => {
    expect(canonicalJson(canonicalProjection(position({ players: [{}, {}] })))).not.toContain('border');
  });
});

describe('border moves replay and undo like any turn (decision 30)', () => {
  it('a policy game with borders replays to the same state, and the last border move can be taken back', () => {
    const options = { players: 2, sets: ['inc'] as const };
    let state = newGame(options, 3);
    const moves: Move[] = [];
    while (state.phase !== 'finished' && !moves.some((m) => m.kind === 'border' || m.kind === 'lakeBorder')) {
      const move = choosePolicyMove(state);
      const applied = applyMove(state, move);
      if (!applied.ok) throw new Error(applied.rejection.code);
      moves.push(move);
      state = applied.state;
    }
    const last = moves.at(-1);
    expect(last?.kind === 'border' || last?.kind === 'lakeBorder').toBe(true);
    const record = { options, seed: 3, rulesVersion: rulesVersionFor(options), moves };
    const replayed = replay(record);
    expect(replayed.ok && JSON.stringify(replayed.state)).toBe(JSON.stringify(state));
    const undone = replay({ ...record, moves: [...moves, { kind: 'undo', seat: last?.seat ?? 0 }] });
    const before = replay({ ...record, moves: moves.slice(0, -1) });
    expect(undone.ok && before.ok && JSON.stringify(undone.state) === JSON.stringify(before.state)).toBe(true);
  });
});
