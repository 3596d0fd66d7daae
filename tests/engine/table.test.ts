import { describe, expect, it } from 'vitest';
import { applyMove, newGame, offerActions, tableFor, type GameState, type TableRules } from '../../src/engine/index.ts';
import { ok, stagedMove } from './fixtures.ts';

/** Five players and an 8-slot market, purely from table data (the real 5★ surcharges are unknown: test values). */
const FIVE_PLAYERS: TableRules = {
  ...tableFor(4, undefined),
  marketSurcharges: [12, 10, 8, 6, 4, 2, 0, 0],
  marketSlots: [0, 1, 2, 3, 4, 5, 6, 7],
  stackSize: 20,
  oneMoreRoundBand: 12,
  basicSupply: 5,
  publicGoals: 5,
};

describe('table rules as data', () => {
  it('set up a 5-player game with an 8-slot market, 5 of each basic tile and 5 public goals', () => {
    const g = newGame({ players: 5, table: FIVE_PLAYERS }, 8);
    expect(g.market.map((e) => e.slot)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(g.stacks.A).toHaveLength(12);
    expect(g.basics.suburbs).toBe(5);
    expect(g.publicGoals).toHaveLength(5);
    expect(g.players).toHaveLength(5);
  });

  it('price market tiles by the table surcharges: the leftmost of 8 slots adds $12', () => {
    let g: GameState = newGame({ players: 5, table: FIVE_PLAYERS }, 8);
    while (g.phase === 'goals') g = ok(applyMove(g, stagedMove(g, 0))).state;
    const leftmost = offerActions(g).find((a) => a.action === 'buy' && a.slot === 0);
    const lake = offerActions(g).find((a) => a.action === 'lake' && a.slot === 0);
    expect(lake?.cost).toBe(12);
    expect(leftmost?.cost).toBeGreaterThanOrEqual(12);
  });

  it('play a 5-player game to its end with everyone taking the same number of turns', () => {
    let g: GameState = newGame({ players: 5, table: FIVE_PLAYERS }, 8);
    const turns = [0, 0, 0, 0, 0];
    for (let i = 0; i < 500 && g.phase !== 'finished'; i++) {
      const move = stagedMove(g, i);
      if (move.kind !== 'chooseGoal') turns[move.seat] = (turns[move.seat] ?? 0) + 1;
      g = ok(applyMove(g, move)).state;
    }
    expect(g.phase).toBe('finished');
    expect(new Set(turns).size).toBe(1);
    expect(g.market.length).toBeLessThanOrEqual(8);
  });
});
