import { describe, it } from 'vitest';
import { applyMove, newGame } from '../../src/engine/index.ts';
import { START, cell, expectRejected, position } from './fixtures.ts';

// Market: slot 0 ($10) Mint ($15 → $25 total), slot 6 ($0) Convenience Store ($6).
const table = () =>
  position({
    players: [{ tiles: START, money: 20 }, {}],
    market: ['mint', 'farm', 'landfill', 'freeway', 'office-building', 'hostel', 'convenience-store'],
  });

describe('illegal moves are refused with a typed reason and change nothing', () => {
  it('a hex that is already built on', () => expectRejected(table(), { kind: 'buy', seat: 0, slot: 6, at: cell(0, -1) }, 'occupied'));
  it('a hex that touches none of your tiles', () => expectRejected(table(), { kind: 'buy', seat: 0, slot: 6, at: cell(3, -5) }, 'notTouching'));
  it('a Borough Board cell', () => expectRejected(table(), { kind: 'buy', seat: 0, slot: 6, at: cell(0, 1) }, 'boroughBoardCell'));
  it('a tile you cannot pay for', () => expectRejected(table(), { kind: 'buy', seat: 0, slot: 0, at: cell(1, -1) }, 'unaffordable'));
  it('a seat that is not to move', () => expectRejected(table(), { kind: 'buy', seat: 1, slot: 6, at: cell(1, -1) }, 'wrongSeat'));
  it('an empty market slot', () => {
    const g = position({ players: [{}, {}], market: ['farm'] });
    expectRejected(g, { kind: 'buy', seat: 0, slot: 0, at: cell(1, -1) }, 'noSuchSlot');
  });
  it('an investment with no marker left', () => {
    const g = position({ players: [{ tiles: START, investmentsLeft: 0 }, {}] });
    expectRejected(g, { kind: 'invest', seat: 0, at: cell(0, 0), discardSlot: 6 }, 'noMarkerLeft');
  });
  it('an investment on a tile that already has a marker', () => {
    const g = position({ players: [{ tiles: [['suburbs', 0, 0, { invested: true }], ['community-park', 0, -1]] }, {}] });
    expectRejected(g, { kind: 'invest', seat: 0, at: cell(0, 0), discardSlot: 6 }, 'alreadyInvested');
  });
  it('an investment where there is no tile', () => expectRejected(table(), { kind: 'invest', seat: 0, at: cell(2, -2), discardSlot: 6 }, 'noTileThere'));
  it('a basic tile without the discard it requires', () => {
    const move = { kind: 'basic', seat: 0, basic: 'suburbs', at: cell(1, -1) } as unknown as Parameters<typeof applyMove>[1];
    expectRejected(table(), move, 'discardMissing');
  });
  it('a discard from an empty slot', () => {
    const g = position({ players: [{}, {}], market: ['farm', 'mint'] });
    expectRejected(g, { kind: 'basic', seat: 0, basic: 'suburbs', at: cell(1, -1), discardSlot: 0 }, 'noSuchSlot');
  });
  it('a discard after buying a market tile (the bought tile already leaves the market)', () =>
    expectRejected(table(), { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1), discardSlot: 5 }, 'discardNotAllowed'));
  it('a discard nobody may make (the extra Lone Architect discard in a 2-player game)', () =>
    expectRejected(table(), { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1), extraDiscardSlot: 5 }, 'discardNotAllowed'));
  it('a Lone Architect turn without its extra discard', () => {
    const g = position({ solo: 'architect', players: [{ tiles: START }] });
    expectRejected(g, { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1) }, 'discardMissing');
  });
  it('discarding the very tile you bought', () => {
    const g = position({ solo: 'architect', players: [{ tiles: START }] });
    expectRejected(g, { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1), extraDiscardSlot: 6 }, 'discardTaken');
  });
  it('a discard you cannot pay for after buying a basic tile', () => {
    const g = position({ players: [{ tiles: START, money: 5 }, {}] });
    expectRejected(g, { kind: 'basic', seat: 0, basic: 'suburbs', at: cell(1, -1), discardSlot: 0 }, 'unaffordable');
  });
  it('a basic tile the supply has run out of', () => {
    const g = { ...table(), basics: { suburbs: 0, 'community-park': 4, 'heavy-factory': 4 } };
    expectRejected(g, { kind: 'basic', seat: 0, basic: 'suburbs', at: cell(1, -1), discardSlot: 6 }, 'basicSoldOut');
  });
  it('a turn during goal choice, and a goal that was not offered', () => {
    const g = newGame({ players: 2 }, 5);
    expectRejected(g, { kind: 'buy', seat: g.toMove, slot: 6, at: cell(1, -1) }, 'wrongPhase');
    const other = g.players[1]?.secretGoalOffers[0];
    if (other === undefined) throw new Error('seat 1 has offers');
    expectRejected(g, { kind: 'chooseGoal', seat: 0, goal: other }, 'goalNotOffered');
  });
  it('undo through applyMove: it points the caller at replay', () => expectRejected(table(), { kind: 'undo', seat: 0 }, 'undoViaReplay'));
  it('a finished game', () => expectRejected({ ...table(), phase: 'finished' }, { kind: 'buy', seat: 0, slot: 6, at: cell(1, -1) }, 'gameOver'));
});
