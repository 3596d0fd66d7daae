import { describe, expect, it } from 'vitest';
import { applyMove, canUndo, newGame, replay, type GameOptions, type GameState, type Move } from '../../src/engine/index.ts';
import { expectRejected, ok, stagedMove } from './fixtures.ts';

/** Plays a seeded game through the staged offers, round-tripping the state through JSON between moves. */
const playLogged = (options: GameOptions, seed: number, maxMoves = 400): { state: GameState; moves: Move[] } => {
  let state = newGame(options, seed);
  const moves: Move[] = [];
  for (let i = 0; i < maxMoves && state.phase !== 'finished'; i++) {
    const move = stagedMove(state, i * 5 + seed);
    state = JSON.parse(JSON.stringify(ok(applyMove(state, move)).state)) as GameState;
    moves.push(move);
  }
  return { state, moves };
};

describe('replay', () => {
  const modes: readonly GameOptions[] = [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 1, solo: 'architect' }, { players: 1, solo: 'dale' }];
  for (const options of modes) {
    it(`reproduces the live state of a whole ${options.solo ?? `${options.players}-player`} game`, () => {
      const live = playLogged(options, 11);
      expect(live.state.phase).toBe('finished');
      const again = replay({ options, seed: 11, rulesVersion: 'base-1', moves: live.moves });
      expect(again.ok && again.state).toEqual(live.state);
    });
  }

  it('refuses a log recorded under another rules version', () => {
    const r = replay({ options: { players: 2 }, seed: 1, rulesVersion: 'base-0', moves: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('rulesVersionMismatch');
  });
});

describe('undo (through replay only)', () => {
  const opening = (): { options: GameOptions; moves: Move[]; state: GameState } => {
    const options = { players: 2 };
    let state = newGame(options, 21);
    const moves: Move[] = [];
    while (state.phase === 'goals') {
      const m = stagedMove(state, 0);
      state = ok(applyMove(state, m)).state;
      moves.push(m);
    }
    return { options, moves, state };
  };

  it("cancels the seat's last turn while nobody else has moved", () => {
    const { options, moves, state } = opening();
    const first = stagedMove(state, 3);
    const undone = replay({ options, seed: 21, rulesVersion: 'base-1', moves: [...moves, first, { kind: 'undo', seat: first.seat }] });
    expect(undone.ok && undone.state).toEqual(state);
    expect(canUndo([...moves, first], first.seat)).toBe(true);
  });

  it('shows a visitor the state after every entry: an undo\'s is the state it brings back; none after a refused entry', () => {
    const { options, moves, state } = opening();
    const first = stagedMove(state, 3);
    const seen: [number, GameState][] = [];
    const log: Move[] = [...moves, first, { kind: 'undo', seat: first.seat }, { kind: 'undo', seat: first.seat }, first];
    const refused = replay({ options, seed: 21, rulesVersion: 'base-1', moves: log }, (i, s) => seen.push([i, s]));
    expect(refused.ok).toBe(false);
    expect(seen.map(([i]) => i)).toEqual([...moves.keys(), moves.length, moves.length + 1]);
    expect(seen.at(-2)?.[1]).toEqual(ok(applyMove(state, first)).state);
    expect(seen.at(-1)?.[1]).toEqual(state);
  });

  it('is refused once the next seat has moved, and for another seat', () => {
    const { options, moves, state } = opening();
    const first = stagedMove(state, 3);
    const after = ok(applyMove(state, first)).state;
    const second = stagedMove(after, 4);
    const log = [...moves, first, second];
    const late = replay({ options, seed: 21, rulesVersion: 'base-1', moves: [...log, { kind: 'undo', seat: first.seat }] });
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.rejection.code).toBe('nothingToUndo');
    expect(canUndo(log, first.seat)).toBe(false);
    expect(canUndo(log, second.seat)).toBe(true);
  });
});

describe('secret goals', () => {
  it('each seat keeps one of its two offers, in any order; a deadline keeps one at random from the seed; then turn 1 starts', () => {
    const g = newGame({ players: 3 }, 31);
    const offers = g.players.map((p) => p.secretGoalOffers);
    const second = offers[2]?.[1];
    if (second === undefined) throw new Error('seat 2 has two offers');
    let s = ok(applyMove(g, { kind: 'chooseGoal', seat: 2, goal: second })).state;
    expect(s.players[2]).toMatchObject({ secretGoal: second, secretGoalOffers: [] });
    expect(s.phase).toBe('goals');
    s = ok(applyMove(s, { kind: 'keepRandomGoal', seat: 0 })).state;
    expect(offers[0]).toContain(s.players[0]?.secretGoal);
    expectRejected(s, { kind: 'chooseGoal', seat: 0, goal: offers[0]?.[0] ?? 'builder' }, 'goalAlreadyKept');
    s = ok(applyMove(s, { kind: 'keepRandomGoal', seat: 1 })).state;
    expect(s.phase).toBe('playing');
    expect(s.toMove).toBe(g.startSeat);
    expect(ok(applyMove(ok(applyMove(ok(applyMove(g, { kind: 'chooseGoal', seat: 2, goal: second })).state, { kind: 'keepRandomGoal', seat: 0 })).state, { kind: 'keepRandomGoal', seat: 1 })).state).toEqual(s);
  });
});
