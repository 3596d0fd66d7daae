import { describe, expect, it } from 'vitest';
import { applyMove, choosePolicyMove, newGame, type GameOptions, type GameState } from '../../src/engine/index.ts';
import { boroughIndex, legalCells, tileAt, withTile, withTileChanged } from '../../src/engine/geometry.ts';

const MODES: readonly GameOptions[] = [{ players: 2 }, { players: 4 }, { players: 1, solo: 'architect' }, { players: 1, solo: 'dale' }];

/** Every state of a policy game, the first included. */
const statesOf = (options: GameOptions, seed: number): GameState[] => {
  const states = [newGame(options, seed)];
  for (let state = states[0]; state !== undefined && state.phase !== 'finished'; ) {
    const applied = applyMove(state, choosePolicyMove(state));
    if (!applied.ok) throw new Error(`policy move refused: ${applied.rejection.code}`);
    state = applied.state;
    states.push(state);
  }
  return states;
};

describe('a borough grown tile by tile knows its cells as if counted from scratch (decision 9)', () => {
  it('after every placement and investment of whole games in every mode: the same legal cells in the same order, the same tile on every cell', () => {
    let investments = 0;
    for (const options of MODES) {
      for (const state of statesOf(options, 21)) {
        for (const p of state.players) {
          const fresh = [...p.borough];
          expect(legalCells(p.borough)).toEqual(legalCells(fresh));
          expect([...boroughIndex(p.borough).entries()].sort((a, b) => a[0] - b[0])).toEqual([...boroughIndex(fresh).entries()].sort((a, b) => a[0] - b[0]));
        }
      }
      investments += statesOf(options, 21).at(-1)?.players.reduce((n, p) => n + p.borough.filter((t) => t.invested).length, 0) ?? 0;
    }
    expect(investments).toBeGreaterThan(0);
  });

  it('lists the starting borough\'s legal cells smallest r first, then smallest q, leaving out (1,0) on the Borough Board', () => {
    const cells = legalCells(newGame({ players: 2 }, 1).players[0]?.borough ?? []);
    expect(cells).toEqual([
      { q: 0, r: -3 },
      { q: 1, r: -3 },
      { q: -1, r: -2 },
      { q: 1, r: -2 },
      { q: -1, r: -1 },
      { q: 1, r: -1 },
      { q: -1, r: 0 },
    ]);
  });
});

describe('a borough one tile away from its parent', () => {
  it('finds the new tile, the invested tile and every old tile on their cells, and nothing on an empty cell', () => {
    const start = newGame({ players: 2 }, 1).players[0]?.borough ?? [];
    legalCells(start);
    const added = { tileId: 'mint', at: { q: 1, r: -3 }, invested: false, placedOrder: 1 };
    const grown = withTile(start, added);
    expect(tileAt(grown, 1, -3)).toBe(added);
    for (const t of start) expect(tileAt(grown, t.at.q, t.at.r)).toBe(t);
    expect(tileAt(grown, 5, 5)).toBeUndefined();
    boroughIndex(grown);
    const invested = { ...added, invested: true };
    const marked = withTileChanged(grown, grown.length - 1, invested);
    expect(tileAt(marked, 1, -3)).toBe(invested);
    expect(legalCells(marked)).toEqual(legalCells([...marked]));
    expect(legalCells(grown)).not.toContainEqual({ q: 1, r: -3 });
  });
});
