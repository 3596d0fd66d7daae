/**
 * The 5★ Star track (decisions 16, 17, 17a, 23): gold stars move a token as far as the space limits allow, spaces 4
 * and 8 give +1 income and +1 reputation once, every round ends with the most and fewest stars gaining and losing a
 * population, and the track sets the turn order. Gold stars here come from Con tiles (Dice Tower Con 1, BGG Con 2),
 * which move the token whenever the track is in play (decision 13).
 */
import { describe, expect, it } from 'vitest';
import { describeChange, finalScores, type Applied, type Change, type GameState, type GoalId, type Seat } from '../../src/engine/index.ts';
import { place, position, quietTurn, QUIET, START, type PlayerSpec } from './fixtures.ts';

/** The Star track as spaces → seats from bottom to top. */
const track = (spaces: Readonly<Record<number, readonly Seat[]>>): readonly (readonly Seat[])[] => Array.from({ length: 21 }, (_, space) => spaces[space] ?? []);

const quiet = (n: number): PlayerSpec[] => Array.from({ length: n }, () => ({ tiles: QUIET }));

const game = (players: number, spaces: Readonly<Record<number, readonly Seat[]>>, extra: Partial<Parameters<typeof position>[0]> = {}): GameState =>
  position({ sets: ['star', 'con'], players: quiet(players), starTrack: track(spaces), ...extra });

const starMoves = (changes: readonly Change[]) => changes.filter((c) => c.stat === 'stars').map((c) => [c.seat, c.delta, c.wanted]);
const ofKind = (changes: readonly Change[], kind: string) => changes.filter((c) => c.cause.kind === kind).map((c) => [c.seat, c.stat, c.delta, c.cause.text]);
const occupied = (s: GameState) => Object.fromEntries((s.starTrack ?? []).flatMap((tokens, space) => (tokens.length > 0 ? [[space, tokens]] : [])));

describe('moving a token (decision 16)', () => {
  it('passes over a full space: from 18 with 2 stars over the full 19 onto 20', () => {
    const done = place(game(3, { 18: [0], 19: [1, 2] }), 0, 'bgg-con', 1, -1);
    expect(starMoves(done.changes)).toEqual([[0, 2, undefined]]);
    expect(occupied(done.state)).toEqual({ 19: [1, 2], 20: [0] });
  });

  it('lands on the farthest space with room: from 18 with 2 stars, 20 full, onto 19', () => {
    const done = place(game(3, { 18: [0], 20: [1], 0: [2] }), 0, 'bgg-con', 1, -1);
    expect(starMoves(done.changes)).toEqual([[0, 1, 2]]);
    expect(occupied(done.state)).toEqual({ 0: [2], 19: [0], 20: [1] });
  });

  it('a token with no room ahead stays, keeping its place at the bottom of its space', () => {
    const done = place(game(3, { 19: [0, 2], 20: [1] }), 0, 'dice-tower-con', 1, -1);
    expect(starMoves(done.changes)).toEqual([[0, 0, 1]]);
    expect(done.changes.find((c) => c.stat === 'stars')?.cause.text).toContain('no room ahead');
    expect(occupied(done.state)).toEqual({ 19: [0, 2], 20: [1] });
  });

  it('goes on top of the tokens already on its landing space', () => {
    const done = place(game(3, { 0: [0], 2: [1, 2] }), 0, 'bgg-con', 1, -1);
    expect(occupied(done.state)).toEqual({ 2: [1, 2, 0] });
  });
});

describe('the one-time spaces (decision 16)', () => {
  it('reaching or passing space 4: +1 income', () => {
    const done = place(game(3, { 3: [0], 0: [1, 2] }), 0, 'bgg-con', 1, -1);
    expect(ofKind(done.changes, 'starTrack')).toEqual([[0, 'income', 1, 'reached space 4: +1 income']]);
    expect(done.state.players[0]?.income).toBe(1);
  });

  it('reaching space 8: +1 reputation', () => {
    const done = place(game(3, { 6: [0], 0: [1, 2] }), 0, 'bgg-con', 1, -1);
    expect(ofKind(done.changes, 'starTrack')).toEqual([[0, 'reputation', 1, 'reached space 8: +1 reputation']]);
  });

  it('a token already past space 4 gains nothing more from it', () => {
    const done = place(game(3, { 5: [0], 0: [1, 2] }), 0, 'bgg-con', 1, -1);
    expect(ofKind(done.changes, 'starTrack')).toEqual([]);
    expect(occupied(done.state)[7]).toEqual([0]);
  });
});

describe('the end of every round (decision 17)', () => {
  it('the highest gain 1 population and the lowest lose 1, in the old turn order; the middle keeps its own', () => {
    // order: seat 0 (space 6), 1 (3), 2 and 3 (space 1, seat 3 on top first), 4 (space 0)
    const g = position({ sets: ['star'], players: quiet(5), starTrack: track({ 6: [0], 3: [1], 1: [2, 3], 0: [4] }) });
    expect(g.turnOrder).toEqual([0, 1, 3, 2, 4]);
    const done = quietTurn(g, 4);
    expect(ofKind(done.changes, 'starRound')).toEqual([
      [0, 'population', 1, 'most stars on space 6'],
      [4, 'population', -1, 'fewest stars on space 0'],
    ]);
    expect(done.state.players.map((p) => p.population)).toEqual([3, 2, 2, 2, 1]);
    expect(done.state.round).toBe(2);
    expect(done.state.toMove).toBe(0);
  });

  it('everyone sharing the highest space gains, in the old turn order', () => {
    const g = game(3, { 5: [0, 1], 1: [2] });
    expect(g.turnOrder).toEqual([1, 0, 2]);
    const done = quietTurn(g, 2);
    expect(ofKind(done.changes, 'starRound')).toEqual([
      [1, 'population', 1, 'most stars on space 5'],
      [0, 'population', 1, 'most stars on space 5'],
      [2, 'population', -1, 'fewest stars on space 1'],
    ]);
    expect(done.events).toEqual([]);
  });

  it('with every token on one space nothing happens', () => {
    const done = quietTurn(game(3, { 7: [2, 1, 0] }), 2);
    expect(ofKind(done.changes, 'starRound')).toEqual([]);
    expect(done.state.players.map((p) => p.population)).toEqual([2, 2, 2]);
    expect(done.events).toEqual([]);
  });

  it('a loss at population 0 costs $1 instead (decision 11)', () => {
    const g = position({ sets: ['star'], players: [{ tiles: QUIET }, { tiles: QUIET, population: 0, money: 10 }], starTrack: track({ 2: [0], 0: [1] }) });
    const done = quietTurn(g, 1);
    expect(done.state.players[1]?.population).toBe(0);
    expect(done.state.players[1]?.money).toBe(9);
    // the payment names both causes in one pair of parentheses
    expect(done.changes.filter((c) => c.cause.kind === 'starRound' && c.stat === 'money').map(describeChange)).toEqual(['−$1 (fewest stars on space 0, population at 0: $1 per step)']);
  });
});

describe('the turn order follows the track (decision 17)', () => {
  it('higher first, on one space the token on top first; the round starts with the new first seat', () => {
    // order at the start: seat 0 (space 4), then 2 above 1 on space 2; seat 1, last, moves 2 stars onto seat 0
    const g = game(3, { 4: [0], 2: [1, 2] });
    expect(g.turnOrder).toEqual([0, 2, 1]);
    const done = place(g, 1, 'bgg-con', 1, -1);
    expect(occupied(done.state)).toEqual({ 2: [2], 4: [0, 1] });
    expect(ofKind(done.changes, 'starRound')).toEqual([
      [0, 'population', 1, 'most stars on space 4'],
      [1, 'population', 1, 'most stars on space 4'],
      [2, 'population', -1, 'fewest stars on space 2'],
    ]);
    expect(done.events).toEqual([{ kind: 'turnOrder', order: [1, 0, 2] }]);
    expect([done.state.turnOrder, done.state.startSeat, done.state.toMove, done.state.round]).toEqual([[1, 0, 2], 1, 1, 2]);
  });

  it('a move in the middle of a round leaves the order until the round ends', () => {
    const g = game(3, { 4: [0], 2: [1, 2] });
    const done = place(g, 0, 'bgg-con', 1, -1);
    expect(done.state.turnOrder).toEqual([0, 2, 1]);
    expect(done.state.toMove).toBe(2);
  });

  it('1 More Round: the round it comes up in ends, then one more full round in the new order', () => {
    const stacks = { A: [], B: [], C: ['one-more-round', ...Array.from({ length: 12 }, () => 'farm')] };
    let s = game(3, { 4: [0], 2: [1, 2] }, { stacks });
    const turn = (seat: Seat, played: (state: GameState) => Applied): void => {
      expect(s.toMove).toBe(seat);
      s = played(s).state;
    };
    turn(0, (x) => quietTurn(x, 0));
    expect(s.finalRound).toBe(2);
    turn(2, (x) => quietTurn(x, 2));
    turn(1, (x) => place(x, 1, 'bgg-con', 1, -1));
    expect([s.turnOrder, s.round, s.phase]).toEqual([[1, 0, 2], 2, 'playing']);
    turn(1, (x) => quietTurn(x, 1));
    turn(0, (x) => quietTurn(x, 0, 0, -5));
    expect(s.phase).toBe('playing');
    const last = quietTurn(s, 2, 0, -5);
    expect(last.state.phase).toBe('finished');
    // the final round ends with its gains and losses too, and sets no order for a round that never comes
    expect(ofKind(last.changes, 'starRound').map(([seat, , delta]) => [seat, delta])).toEqual([
      [1, 1],
      [0, 1],
      [2, -1],
    ]);
    expect(last.events).toEqual([]);
  });
});

describe('solo games with the track (decision 17a)', () => {
  const daleGame = (spaces: Readonly<Record<number, readonly Seat[]>>, stacks?: GameState['stacks']): GameState =>
    position({ sets: ['star'], solo: 'dale', players: [{ tiles: QUIET }, {}], market: ['farm', 'mint', 'landfill', 'freeway'], starTrack: track(spaces), ...(stacks === undefined ? {} : { stacks }) });

  it('Dale ahead on the track gains and the human loses after Dale\'s turn, but the human still moves first', () => {
    const g = daleGame({ 3: [1], 0: [0] });
    expect(g.turnOrder).toEqual([0, 1]);
    const done = quietTurn(g, 0);
    expect(ofKind(done.changes, 'starRound')).toEqual([
      [1, 'population', 1, 'most stars on space 3'],
      [0, 'population', -1, 'fewest stars on space 0'],
    ]);
    expect([done.state.turnOrder, done.state.toMove, done.events.filter((e) => e.kind === 'turnOrder')]).toEqual([[0, 1], 0, []]);
  });

  it('when 1 More Round ends the game in Dale\'s deal there is no round-end step', () => {
    const done = quietTurn(daleGame({ 3: [1], 0: [0] }, { A: [], B: [], C: ['one-more-round', ...Array.from({ length: 8 }, () => 'farm')] }), 0);
    expect(done.state.phase).toBe('finished');
    expect(done.events).toContainEqual({ kind: 'oneMoreRound' });
    expect(ofKind(done.changes, 'starRound')).toEqual([]);
  });

  it('the Lone Architect has one token: the round end changes nothing', () => {
    const g = position({ sets: ['star', 'con'], solo: 'architect', players: [{ tiles: QUIET }] });
    expect(occupied(g)).toEqual({ 0: [0] });
    const moved = place(g, 0, 'bgg-con', 1, -1);
    expect(occupied(moved.state)).toEqual({ 2: [0] });
    expect(ofKind(moved.changes, 'starRound')).toEqual([]);
    expect(moved.events.filter((e) => e.kind === 'turnOrder')).toEqual([]);
  });
});

describe('goal ties on the track (decisions 17, 23)', () => {
  // Builder: most residential tiles, +15. Everyone has the starting column's one Suburbs.
  const finished = (sets: Parameters<typeof position>[0]['sets'], players: PlayerSpec[], spaces: Readonly<Record<number, readonly Seat[]>>, goals: readonly GoalId[] = ['builder']): GameState => {
    const g = position({ sets, players, starTrack: track(spaces) });
    return { ...g, phase: 'finished', publicGoals: goals };
  };
  const goalsOf = (g: GameState) => finalScores(g)?.seats.map((s) => s.goals.map((a) => [a.goal, a.throughLawOffice === true]));

  it('a tie goes to the player higher on the track', () => {
    expect(goalsOf(finished(['star'], [{}, {}, {}], { 5: [1], 3: [0, 2] }))).toEqual([[], [['builder', false]], []]);
  });

  it('tokens on one space stay tied: nobody scores', () => {
    expect(goalsOf(finished(['star'], [{}, {}, {}], { 5: [0, 1], 3: [2] }))).toEqual([[], [], []]);
  });

  it('a Law Office wins only a tie with a player on the same space', () => {
    const law = { tiles: [...START, ['law-office', 1, -1] as const] };
    expect(goalsOf(finished(['inc', 'star'], [law, {}], { 4: [0, 1] }))).toEqual([[['builder', true]], []]);
    expect(goalsOf(finished(['inc', 'star'], [law, {}], { 4: [1], 2: [0] }))).toEqual([[], [['builder', false]]]);
  });

  it('a Law Office owner below two players tied on one space has no tie to win, and they stay tied', () => {
    const law = { tiles: [...START, ['law-office', 1, -1] as const] };
    expect(goalsOf(finished(['inc', 'star'], [law, {}, {}], { 2: [0], 6: [1, 2] }))).toEqual([[], [], []]);
  });
});

describe('without the track', () => {
  it('Con tiles\' gold stars move nothing and no track appears', () => {
    const done = place(position({ sets: ['con'], players: quiet(2) }), 0, 'bgg-con', 1, -1);
    expect(done.state.starTrack).toBeUndefined();
    expect(done.changes.filter((c) => c.stat === 'stars').map((c) => [c.delta, c.ignored])).toEqual([[0, true]]);
  });
});
