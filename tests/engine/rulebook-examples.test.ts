import { describe, expect, it } from 'vitest';
import { applyMove, newGame, type GameState } from '../../src/engine/index.ts';
import { placeTile } from '../../src/engine/resolve/placement.ts';
import { startWork } from '../../src/engine/resolve/work.ts';
import { START, cell, gains, invest, just, ok, place, position, withTileOffered } from './fixtures.ts';

const RULEBOOK_START = { money: 15, income: 0, reputation: 1, population: 2 };

const moneyPaid = (changes: ReturnType<typeof ok>['changes'], kind: string): number =>
  changes.filter((c) => c.seat === 0 && c.stat === 'money' && c.cause.kind === kind).reduce((n, c) => n - c.delta, 0);

describe('rulebook worked examples (seed 000)', () => {
  it('"Starting the Game": the three starting tiles give 0 income, 1 reputation and 2 population', () => {
    const empty = position({ players: [{ tiles: [], income: 0, reputation: 0, population: 0 }, {}] });
    const work = startWork(empty);
    placeTile(work, 0, { tileId: 'suburbs', at: cell(0, 0), invested: false, placedOrder: 1 });
    placeTile(work, 0, { tileId: 'community-park', at: cell(0, -1), invested: false, placedOrder: 2 });
    placeTile(work, 0, { tileId: 'heavy-factory', at: cell(0, -2), invested: false, placedOrder: 3 });
    expect(work.players[0]).toMatchObject({ income: 0, reputation: 1, population: 2 });
    const game = newGame({ players: 3 }, 42);
    for (const p of game.players) {
      expect(p).toMatchObject({ ...RULEBOOK_START, investmentsLeft: 3 });
      expect(p.borough.map((t) => [t.tileId, t.at.q, t.at.r])).toEqual(START);
    }
  });

  it('Office Building on the +$2 slot beside the Heavy Factory and Community Park: pay $11, +1 income, +1 reputation', () => {
    const g = position({ players: [{ tiles: START, ...RULEBOOK_START }, {}], market: ['farm', 'mint', 'landfill', 'freeway', 'office-building', 'hostel', 'museum'] });
    const r = ok(applyMove(g, { kind: 'buy', seat: 0, slot: 4, at: cell(1, -2) }));
    expect(moneyPaid(r.changes, 'cost')).toBe(11);
    expect(gains(r.changes, 0)).toEqual(just({ income: 1, reputation: 1 }));
    expect(r.state.players[0]).toMatchObject({ income: 1, reputation: 2, money: 4 + 1, population: 4 });
  });

  it('Suburbs from the supply, then $2 to discard the Homeowners Association; Freeway and Fast Food stay', () => {
    const g = position({
      players: [{ tiles: START, ...RULEBOOK_START }, {}],
      market: ['farm', 'mint', 'landfill', 'freeway', 'homeowners-association', 'freeway', 'fast-food-restaurant'],
    });
    const r = ok(applyMove(g, { kind: 'basic', seat: 0, basic: 'suburbs', at: cell(-1, 0), discardSlot: 4 }));
    expect(moneyPaid(r.changes, 'cost')).toBe(3);
    expect(moneyPaid(r.changes, 'discard')).toBe(2);
    expect(r.state.discards).toEqual(['homeowners-association']);
    expect(r.state.basics.suburbs).toBe(g.basics.suburbs - 1);
    expect(r.state.market.filter((e) => e.slot >= 5).map((e) => e.tileId)).toEqual(['freeway', 'fast-food-restaurant']);
    expect(r.state.market.slice(0, 5).map((e) => e.tileId).slice(1)).toEqual(['farm', 'mint', 'landfill', 'freeway']);
  });

  describe("Gage's three investment options", () => {
    // Park (0,-1) touches Suburbs, Heavy Factory and Parking Lot; the Parking Lot touches the Park and an Office
    // Building; the lake at (-1,0) touches five buildings.
    const gage = (): GameState =>
      position({
        players: [
          {
            tiles: [
              ...START,
              ['parking-lot', -1, -1],
              ['office-building', -1, -2],
              ['suburbs', -2, 0],
              ['suburbs', -2, 1],
              ['farm', -1, 0, { lake: true }],
            ],
          },
          {},
        ],
      });

    it('(a) the lake: costs $0 and gives $10, $2 for each of its 5 neighbours', () => {
      const r = invest(gage(), 0, -1, 0);
      expect(moneyPaid(r.changes, 'cost')).toBe(0);
      expect(gains(r.changes, 0)).toEqual(just({ money: 10 }));
    });

    it('(b) the Parking Lot: costs $12 and gives +3 income (itself, the Park, the Office Building)', () => {
      const r = invest(gage(), 0, -1, -1);
      expect(moneyPaid(r.changes, 'cost')).toBe(12);
      expect(gains(r.changes, 0)).toEqual(just({ income: 3 }));
    });

    it('(c) the Community Park: costs $4, −1 income and +3 reputation, and the Heavy Factory does not trigger again', () => {
      const r = invest(gage(), 0, 0, -1);
      expect(moneyPaid(r.changes, 'cost')).toBe(4);
      expect(gains(r.changes, 0)).toEqual(just({ income: -1, reputation: 3 }));
      expect(r.changes.some((c) => c.cause.tileId === 'heavy-factory')).toBe(false);
    });

    it('an invested Park gives +1 twice for a neighbour placed later', () => {
      const invested = invest(gage(), 0, 0, -1).state;
      const r = place(invested, 0, 'convenience-store', 1, -1);
      expect(r.changes.filter((c) => c.cause.tileId === 'community-park').map((c) => c.delta)).toEqual([2]);
    });
  });

  it('Homeowners Association on the first turn of a 4-player game: pay $6, take $10 (4 Suburbs + itself)', () => {
    let game = newGame({ players: 4 }, 9);
    for (const [seat, p] of game.players.entries()) {
      const goal = p.secretGoalOffers[0];
      if (goal !== undefined) game = ok(applyMove(game, { kind: 'chooseGoal', seat, goal })).state;
    }
    const first = game.toMove;
    const r = place(withTileOffered(game, first, 'homeowners-association'), first, 'homeowners-association', 1, -1);
    const money = r.changes.filter((c) => c.seat === first && c.stat === 'money');
    expect(money.filter((c) => c.cause.kind === 'cost').map((c) => c.delta)).toEqual([-6]);
    expect(money.filter((c) => c.cause.tileId === 'homeowners-association' && c.cause.kind === 'tile').map((c) => c.delta)).toEqual([10]);
    expect(gains(r.changes, first)).toEqual(just({ money: 10, population: 1, reputation: 1 }));
  });
});
