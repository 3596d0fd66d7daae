import { describe, expect, it } from 'vitest';
import { applyMove, describeChange, legalCells, offerActions, offerDiscards, offerPlacements, preview, type Change } from '../../src/engine/index.ts';
import { START, cell, ok, position } from './fixtures.ts';

const SEVEN = ['farm', 'mint', 'landfill', 'freeway', 'office-building', 'hostel', 'suburbs'];

describe('staged choices', () => {
  it('offers every market tile to buy or to take as a lake, each basic tile in stock, and one investment entry', () => {
    const g = position({ players: [{ tiles: START, money: 10 }, {}], market: SEVEN });
    const offers = offerActions(g);
    expect(offers.flatMap((o) => (o.action === 'buy' ? [[o.slot, o.cost, o.affordable]] : []))).toEqual([
      [0, 19, false],
      [1, 23, false],
      [2, 10, true],
      [3, 9, true],
      [4, 11, false],
      [5, 0, true],
      [6, 3, true],
    ]);
    expect(offers.filter((o) => o.action === 'lake').map((o) => o.cost)).toEqual([10, 8, 6, 4, 2, 0, 0]);
    expect(offers.filter((o) => o.action === 'basic').map((o) => o.tileId)).toEqual(['suburbs', 'community-park', 'heavy-factory']);
    expect(offers.filter((o) => o.action === 'invest')).toEqual([{ action: 'invest', cost: 3, affordable: true }]);
  });

  it('offers one placement per legal cell, each previewing exactly what the move does', () => {
    const g = position({ players: [{ tiles: START }, {}], market: SEVEN });
    const placements = offerPlacements(g, { action: 'buy', slot: 4 });
    expect(placements.map((p) => p.at)).toEqual(legalCells(g.players[0]?.borough ?? []));
    // around the starting column, minus the three Borough Board cells under the Suburbs
    expect(placements).toHaveLength(7);
    for (const p of placements) {
      const applied = ok(applyMove(g, { kind: 'buy', seat: 0, slot: 4, at: p.at }));
      expect(p.preview.changes).toEqual(applied.changes);
    }
  });

  it("previews the changes to other players' boroughs with their cause", () => {
    const g = position({ players: [{ tiles: START }, { tiles: [...START, ['homeowners-association', 1, -1]] }], market: SEVEN });
    const shown = preview(g, { kind: 'basic', seat: 0, basic: 'suburbs', at: cell(-1, 0) });
    if (!('changes' in shown)) throw new Error('preview refused');
    const theirs = shown.changes.filter((c) => c.seat === 1);
    expect(theirs.map((c) => [c.stat, c.delta, c.cause.tileId, c.cause.ownerSeat])).toEqual([['money', 2, 'homeowners-association', 1]]);
    expect(shown.net).toMatchObject({ reputation: 1, population: 2 + 1 });
  });

  it('offers investments on every tile without a marker, a lake costing $0', () => {
    const g = position({ players: [{ tiles: [...START, ['farm', 1, -2, { lake: true }], ['museum', -1, 0, { invested: true }]] }, {}] });
    const offers = offerPlacements(g, { action: 'invest' });
    expect(offers.map((o) => [o.tileId, o.cost])).toEqual([
      ['suburbs', 3],
      ['community-park', 4],
      ['heavy-factory', 3],
      ['farm', 0],
    ]);
  });

  it('asks for a discard after a basic tile, with each slot surcharge, and then for nothing more', () => {
    const g = position({ players: [{ tiles: START, money: 9 }, {}], market: SEVEN });
    const draft = { kind: 'basic', seat: 0, basic: 'suburbs', at: cell(1, -1) } as const;
    expect(offerDiscards(g, draft).map((d) => [d.slot, d.surcharge, d.affordable])).toEqual([
      [0, 10, false],
      [1, 8, false],
      [2, 6, true],
      [3, 4, true],
      [4, 2, true],
      [5, 0, true],
      [6, 0, true],
    ]);
    expect(offerDiscards(g, { ...draft, discardSlot: 5 })).toEqual([]);
    expect(offerDiscards(g, { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1) })).toEqual([]);
  });

  it('asks the Lone Architect for the extra discard, never offering a slot already used', () => {
    const g = position({ solo: 'architect', players: [{ tiles: START }], market: SEVEN });
    const extra = offerDiscards(g, { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1) });
    expect(extra.map((d) => [d.slot, d.stage])).toEqual([0, 1, 2, 3, 4, 5].map((slot) => [slot, 'extra']));
    const afterBasic = offerDiscards(g, { kind: 'basic', seat: 0, basic: 'suburbs', at: cell(1, -1), discardSlot: 2 });
    expect(afterBasic.map((d) => d.slot)).toEqual([0, 1, 3, 4, 5, 6]);
  });

  it('offers nothing while goals are being chosen or once the game is over', () => {
    const g = position({ players: [{}, {}] });
    expect(offerActions({ ...g, phase: 'goals' })).toEqual([]);
    expect(offerPlacements({ ...g, phase: 'finished' }, { action: 'buy', slot: 6 })).toEqual([]);
  });
});

describe('describeChange', () => {
  const change = (partial: Partial<Change> & Pick<Change, 'stat' | 'delta' | 'cause'>): Change => ({ seat: 0, ...partial });

  it('says what moved and why, in a few words', () => {
    expect(describeChange(change({ stat: 'income', delta: 2, cause: { kind: 'tile', tileId: 'office-building', text: 'per adjacent commercial' } }))).toBe(
      '+2 income (Office Building: per adjacent commercial)',
    );
    expect(describeChange(change({ stat: 'money', delta: 4, cause: { kind: 'lake', tileId: 'farm', text: 'per adjacent building' } }))).toBe('+$4 (Lake: per adjacent building)');
    expect(describeChange(change({ stat: 'reputation', delta: -1, cause: { kind: 'redLine', redLine: 15, text: 'crossed the red line at 15' } }))).toBe(
      '−1 reputation (crossed the red line at 15)',
    );
    expect(describeChange(change({ stat: 'income', delta: 0, wanted: 2, cause: { kind: 'tile', tileId: 'office-building', text: 'per adjacent commercial' } }))).toBe(
      '±0 income (Office Building: per adjacent commercial, capped from +2)',
    );
  });
});
