import { describe, expect, it } from 'vitest';
import { applyMove, ONE_MORE_ROUND, type GameState } from '../../src/engine/index.ts';
import { QUIET, START, cell, ok, position, quietTurn } from './fixtures.ts';

const SEVEN = ['farm', 'mint', 'landfill', 'freeway', 'office-building', 'hostel', 'convenience-store'];

const withStacks = (g: GameState, stacks: Partial<GameState['stacks']>): GameState => ({ ...g, stacks: { A: [], B: [], C: [], ...stacks } });

describe('adjusting the Real Estate Market', () => {
  it('slides the tiles left of the gap one slot right and lays the next A tile on the leftmost slot', () => {
    const g = withStacks(position({ players: [{ tiles: START }, {}], market: SEVEN }), { A: ['museum', 'stadium'] });
    const r = ok(applyMove(g, { kind: 'buy', seat: 0, slot: 3, at: cell(1, -2) }));
    expect(r.state.market.map((e) => e.tileId)).toEqual(['museum', 'farm', 'mint', 'landfill', 'office-building', 'hostel', 'convenience-store']);
    expect(r.state.market.map((e) => e.slot)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(r.state.stacks.A).toEqual(['stadium']);
  });

  it('draws from B when A is empty, and from C when B is empty', () => {
    const fromB = ok(applyMove(withStacks(position({ players: [{ tiles: START }, {}], market: SEVEN }), { B: ['museum'], C: ['hotel'] }), { kind: 'buy', seat: 0, slot: 6, at: cell(1, -2) }));
    expect(fromB.state.market[0]?.tileId).toBe('museum');
    const fromC = ok(applyMove(withStacks(position({ players: [{ tiles: START }, {}], market: SEVEN }), { C: ['hotel'] }), { kind: 'buy', seat: 0, slot: 6, at: cell(1, -2) }));
    expect(fromC.state.market[0]?.tileId).toBe('hotel');
  });

  it('takes the 1 More Round tile out of the market: the next tile takes its place', () => {
    const g = withStacks(position({ players: [{ tiles: START }, {}], market: SEVEN }), { C: [ONE_MORE_ROUND, 'hotel', 'resort'] });
    const r = ok(applyMove(g, { kind: 'buy', seat: 0, slot: 6, at: cell(1, -2) }));
    expect(r.state.market[0]?.tileId).toBe('hotel');
    expect(r.state.stacks.C).toEqual(['resort']);
    expect(r.state.finalRound).toBe(g.round + 1);
  });
});

describe('game end (1 More Round)', () => {
  const playUntilFinished = (start: GameState): number[] => {
    const turns = start.players.map(() => 0);
    let g = start;
    for (let i = 0; i < 20 && g.phase === 'playing'; i++) {
      turns[g.toMove] = (turns[g.toMove] ?? 0) + 1;
      g = quietTurn(g, g.toMove, 0, -3 - (turns[g.toMove] ?? 0)).state;
    }
    expect(g.phase).toBe('finished');
    return turns;
  };

  it('revealed by the start player: the round is finished, then one more full round, everyone equal', () => {
    const g = withStacks(position({ players: [{ tiles: QUIET }, { tiles: QUIET }, { tiles: QUIET }], market: SEVEN }), { C: [ONE_MORE_ROUND, ...SEVEN, ...SEVEN] });
    expect(playUntilFinished(g)).toEqual([2, 2, 2]);
  });

  it('revealed by the last player of a round: exactly one more full round', () => {
    const g = withStacks({ ...position({ players: [{ tiles: QUIET }, { tiles: QUIET }, { tiles: QUIET }], market: SEVEN }), toMove: 2 }, { C: [ONE_MORE_ROUND, ...SEVEN, ...SEVEN] });
    expect(playUntilFinished(g)).toEqual([1, 1, 2]);
  });

  it('Lone Architect: one more turn after the reveal', () => {
    const g = withStacks(position({ solo: 'architect', players: [{ tiles: QUIET }], market: SEVEN }), { C: [ONE_MORE_ROUND, ...SEVEN, ...SEVEN] });
    expect(playUntilFinished(g)).toEqual([2]);
  });
});
