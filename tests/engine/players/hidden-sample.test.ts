/**
 * Determinization: a sampled state looks the same from the seat (its private view is unchanged), keeps every
 * stack's size, keeps the 1 More Round tile within its band (decision 5), holds only tiles nobody has seen, and
 * gives the other seats goals the seat has not seen; with Suburbia Inc it redraws the face-down borders and the
 * border under each Lake Border from the borders nobody has seen, so which one really lies there never shows; with
 * 5★ its Star borders are among them, and each stack keeps its number of Star tiles.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  choosePolicyMove,
  INC_BORDERS,
  isBasicId,
  SET_TILES,
  STAR_BORDERS,
  newGame,
  ONE_MORE_ROUND,
  tileById,
  privateView,
  sampleHidden,
  type GameOptions,
  type GameState,
} from '../../../src/engine/index.ts';

const afterPolicyTurns = (options: GameOptions, seed: number, turns: number): GameState => {
  let state = newGame(options, seed);
  for (let i = 0; i < turns && state.phase !== 'finished'; i++) {
    const applied = applyMove(state, choosePolicyMove(state));
    if (!applied.ok) throw new Error('policy move refused');
    state = applied.state;
  }
  return state;
};

const seenBy = (state: GameState, seat: number): Set<string> =>
  new Set([...state.publicGoals, ...(state.players[seat]?.secretGoalOffers ?? []), ...(state.players[seat]?.secretGoal === undefined ? [] : [state.players[seat].secretGoal])]);

describe('sampling the hidden information', () => {
  it('a 4-player game at the start: the 1 More Round tile among the bottom 13 counted C places, above the 4 reserve tiles', () => {
    const state = newGame({ players: 4 }, 8);
    for (let draw = 0; draw < 20; draw++) {
      const [sampled] = sampleHidden(state, 0, draw);
      expect(privateView(sampled, 0)).toEqual(privateView(state, 0));
      expect(sampled.stacks.A.length).toBe(state.stacks.A.length);
      expect(sampled.stacks.B.length).toBe(state.stacks.B.length);
      expect(sampled.stacks.C.length).toBe(21 + 4 + 1);
      const at = sampled.stacks.C.indexOf(ONE_MORE_ROUND);
      // 21 counted C tiles, the bottom 12 shuffled with the tile: places 9..21 (0-based) of the 22 above the reserve
      expect(at).toBeGreaterThanOrEqual(9);
      expect(at).toBeLessThanOrEqual(21);
    }
  });

  it('draws different stacks and goals for different seeds, never a tile or goal the seat has seen', () => {
    const state = afterPolicyTurns({ players: 3, sets: ['nightlife', 'con', 'essen'] }, 12, 30);
    const visible = [...state.market.map((e) => e.tileId), ...state.discards];
    const [a] = sampleHidden(state, 1, 1);
    const [b] = sampleHidden(state, 1, 2);
    expect(a.stacks).not.toEqual(b.stacks);
    for (const sampled of [a, b]) {
      expect(privateView(sampled, 1)).toEqual(privateView(state, 1));
      for (const letter of ['A', 'B', 'C'] as const) expect(sampled.stacks[letter].length).toBe(state.stacks[letter].length);
      // no more copies of a tile anywhere than the box holds: the stacks get only copies nobody has seen
      const everywhere = [...sampled.stacks.A, ...sampled.stacks.B, ...sampled.stacks.C, ...visible, ...sampled.players.flatMap((p) => p.borough.map((t) => t.tileId))];
      const counts = new Map<string, number>();
      for (const id of everywhere) if (id !== ONE_MORE_ROUND && !isBasicId(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const [id, n] of counts) expect(n, id).toBeLessThanOrEqual(tileById(id).copies);
      for (const [seat, p] of sampled.players.entries()) if (seat !== 1 && p.secretGoal !== undefined) expect(seenBy(state, 1).has(p.secretGoal)).toBe(false);
    }
  });

  it('once the 1 More Round tile is drawn, no sample puts it back', () => {
    let state = newGame({ players: 2 }, 3);
    while (state.finalRound === undefined) {
      const applied = applyMove(state, choosePolicyMove(state));
      if (!applied.ok) throw new Error('policy move refused');
      state = applied.state;
    }
    if (state.phase === 'finished') return;
    const [sampled] = sampleHidden(state, state.toMove, 5);
    expect(sampled.stacks.C).not.toContain(ONE_MORE_ROUND);
    expect(sampled.stacks.C.length).toBe(state.stacks.C.length);
  });

  describe('Suburbia Inc: the face-down borders', () => {
    // 3 players, seed 7: after 15 policy moves a Lake Border lies in a borough and 5 borders are face down
    const state = afterPolicyTurns({ players: 3, sets: ['inc'] }, 7, 15);
    const lakeIds = (s: GameState): string[] => s.players.flatMap((p) => (p.borders ?? []).filter((b) => b.faceDown === 'lake').map((b) => b.borderId));
    const everyBorder = (s: GameState): string[] => [...(s.borderRow ?? []), ...(s.borderStack ?? []), ...s.players.flatMap((p) => (p.borders ?? []).map((b) => b.borderId))];

    it('the position has a Lake Border and face-down borders', () => {
      expect(lakeIds(state).length).toBeGreaterThan(0);
      expect(state.borderStack?.length).toBe(5);
    });

    it('a sample keeps what the seat sees and the stack size, and holds every border of the box once', () => {
      for (let draw = 0; draw < 20; draw++) {
        const [sampled] = sampleHidden(state, 0, draw);
        expect(privateView(sampled, 0)).toEqual(privateView(state, 0));
        expect(sampled.borderStack?.length).toBe(5);
        expect(everyBorder(sampled).sort()).toEqual(INC_BORDERS.map((b) => b.id).sort());
      }
    });

    it('different draws give different stacks and different borders under the Lake Border', () => {
      const samples = [1, 2, 3, 4, 5, 6, 7, 8].map((draw) => sampleHidden(state, 0, draw)[0]);
      expect(new Set(samples.map((s) => JSON.stringify(s.borderStack))).size).toBeGreaterThan(1);
      expect(new Set(samples.map((s) => JSON.stringify(lakeIds(s)))).size).toBeGreaterThan(1);
    });

    it('neither the border really under a Lake Border nor the stack order changes a sample', () => {
      const stack = state.borderStack ?? [];
      const [lakeId] = lakeIds(state);
      const [top, ...rest] = stack;
      if (lakeId === undefined || top === undefined) throw new Error('no Lake Border in the position');
      // the Lake Border's border swapped with the top face-down one, and the stack turned over
      const other: GameState = {
        ...state,
        borderStack: [lakeId, ...rest].reverse(),
        players: state.players.map((p) => (p.borders === undefined ? p : { ...p, borders: p.borders.map((b) => (b.faceDown === 'lake' && b.borderId === lakeId ? { ...b, borderId: top } : b)) })),
      };
      expect(privateView(other, 1)).toEqual(privateView(state, 1));
      for (const draw of [1, 2, 3]) expect(sampleHidden(other, 1, draw)).toEqual(sampleHidden(state, 1, draw));
    });
  });

  describe('5★ with Suburbia Inc and every other set, 5 players', () => {
    // seed 7 after 25 policy moves: B holds 20 tiles (11 Star), C 28 and the 1 More Round tile (12 Star), 14 borders face down
    const state = afterPolicyTurns({ players: 5, sets: ['inc', 'star', 'nightlife', 'con', 'essen'] }, 7, 25);
    const stars = new Set(SET_TILES.star.map((t) => t.id));
    const starCount = (tiles: readonly string[]): number => tiles.filter((id) => stars.has(id)).length;
    const everyBorder = (s: GameState): string[] => [...(s.borderRow ?? []), ...(s.borderStack ?? []), ...s.players.flatMap((p) => (p.borders ?? []).map((b) => b.borderId))];

    it('the position: stacks B and C with their Star tiles, 14 borders face down', () => {
      expect([state.stacks.A.length, state.stacks.B.length, state.stacks.C.length]).toEqual([0, 20, 29]);
      expect([starCount(state.stacks.B), starCount(state.stacks.C)]).toEqual([11, 12]);
      expect(state.borderStack?.length).toBe(14);
    });

    it('a sample keeps what the seat sees, holds each of the 12 Inc and 6 Star borders once, and keeps the Star tiles of each stack', () => {
      for (let draw = 0; draw < 20; draw++) {
        const [sampled] = sampleHidden(state, state.toMove, draw);
        expect(privateView(sampled, state.toMove)).toEqual(privateView(state, state.toMove));
        expect(sampled.borderStack?.length).toBe(14);
        expect(everyBorder(sampled).sort()).toEqual([...INC_BORDERS, ...STAR_BORDERS].map((b) => b.id).sort());
        expect([sampled.stacks.B.length, sampled.stacks.C.length]).toEqual([20, 29]);
        expect([starCount(sampled.stacks.B), starCount(sampled.stacks.C)]).toEqual([11, 12]);
        // the 4 reserve tiles under C's counted ones come from the other sets and the base game (decision 14)
        expect(starCount(sampled.stacks.C.slice(-4))).toBe(0);
      }
    });

    it('different draws give different stacks and face-down borders', () => {
      const samples = [1, 2, 3, 4].map((draw) => sampleHidden(state, state.toMove, draw)[0]);
      expect(new Set(samples.map((s) => JSON.stringify(s.stacks))).size).toBe(4);
      expect(new Set(samples.map((s) => JSON.stringify(s.borderStack))).size).toBe(4);
    });
  });
});
