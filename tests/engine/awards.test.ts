/**
 * Bonus and challenge tiles (seed 003 "Bonuses and Challenges", decision 20): at the draw that would take the first
 * B tile the bonus on B is checked, at the first C draw the challenge on C; every player meeting the requirement
 * gains (Dale the Bot always does), then the tile leaves the game. The check runs inside the turn that draws, even
 * in the middle of a refill, and is recorded as changes and an event.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  finalScores,
  newGame,
  ONE_MORE_ROUND,
  positionFrom,
  preview,
  type Applied,
  type Change,
  type GameState,
  type Move,
  type PieceSpec,
  type PositionSpec,
  type SeatSpec,
  type Stacks,
} from '../../src/engine/index.ts';

const sets = ['nightlife'] as const;

const piece = (tileId: string, q: number, r: number, lake?: true): PieceSpec => ({ tileId, at: { q, r }, ...(lake === undefined ? {} : { lake }) });
const START = [piece('suburbs', 0, 0), piece('community-park', 0, -1), piece('heavy-factory', 0, -2)];

/** Seat boroughs by how many face-up Nightlife tiles they hold beside the starting column (none reacts to a lake or a Tavern). */
const TWO_NIGHTLIFE = [...START, piece('tavern', 1, -1), piece('night-court', 1, -2)];
const THREE_NIGHTLIFE = [...TWO_NIGHTLIFE, piece('police-station', -1, 0)];
const FIVE_NIGHTLIFE = [...THREE_NIGHTLIFE, piece('werewolf-den', -1, -1), piece('prison', -1, -2)];
/** four face up and a fifth lying face down as a lake, which carries no mark */
const FOUR_AND_A_LAKE = [...THREE_NIGHTLIFE, piece('werewolf-den', -1, -1), piece('prison', -1, -2, true)];

const seat = (tiles: readonly PieceSpec[], extra: Partial<SeatSpec> = {}): SeatSpec => ({ tiles, money: 30, income: 0, reputation: 0, population: 10, ...extra });

const MARKET = ['convenience-store', 'mobile-home-community', 'landfill', 'freeway', 'farm', 'mint', 'tavern'];
const stacks = (A: readonly string[], B: readonly string[], C: readonly string[]): Stacks => ({ A, B, C });

const table = (spec: Omit<PositionSpec, 'sets'>): GameState => positionFrom({ sets, market: MARKET, ...spec });

const ok = (result: ReturnType<typeof applyMove>): Applied => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.rejection)}`);
  return result;
};

/** [seat, cause kind, stat, delta] */
const brief = (changes: readonly Change[]) => changes.map((c) => [c.seat, c.cause.kind, c.stat, c.delta]);
const awardChanges = (changes: readonly Change[]) => changes.filter((c) => c.cause.kind === 'bonus' || c.cause.kind === 'challenge');

/** a lake from the $0 slot 6 at (0,−3), for turns where only the market's refill matters */
const lakeMove = (s: number, extra: Partial<Move> = {}): Move => ({ kind: 'lake', seat: s, slot: 6, at: { q: 0, r: -3 }, ...extra }) as Move;

describe('the bonus on B, at the first B draw of a multiplayer refill', () => {
  // A is empty: the one tile seat 0's purchase removes is refilled from B
  const state = () =>
    table({
      players: [seat(TWO_NIGHTLIFE), seat(TWO_NIGHTLIFE)],
      stacks: stacks([], ['museum', 'hostel', 'stadium'], ['apartments', 'boutique', 'hotel']),
      bonusOnB: 'nightlife-bonus',
      challengeOnC: 'nightlife-challenge',
    });
  // seat 0 buys the Tavern (slot 6, $8) at (0,−3): its third Nightlife tile, which counts at the check
  const bought = () => ok(applyMove(state(), { kind: 'buy', seat: 0, slot: 6, at: { q: 0, r: -3 } }));

  it('is checked after the income and population steps; only the player meeting it gains', () => {
    expect(brief(bought().changes)).toEqual([
      [0, 'cost', 'money', -8],
      [0, 'tile', 'income', 2],
      [0, 'incomeStep', 'money', 2],
      [0, 'bonus', 'income', 3],
    ]);
    expect(awardChanges(bought().changes)[0]?.cause).toEqual({ kind: 'bonus', tileId: 'nightlife-bonus', text: 'at least 3 Nightlife tiles' });
    expect(bought().events).toEqual([{ kind: 'awardChecked', award: 'bonus', tileId: 'nightlife-bonus', gainers: [0] }]);
    expect(bought().state.players.map((p) => p.income)).toEqual([5, 0]);
  });

  it('then leaves the game: the B tile takes slot 0, and the challenge still waits on C', () => {
    const after = bought().state;
    expect(after).not.toHaveProperty('bonusOnB');
    expect(after.challengeOnC).toBe('nightlife-challenge');
    expect(after.market[0]).toEqual({ slot: 0, tileId: 'museum' });
    expect(after.stacks.B).toEqual(['hostel', 'stadium']);
  });

  it('the next B draw checks nothing', () => {
    const next = ok(applyMove(bought().state, lakeMove(1)));
    expect(next.events).toEqual([]);
    expect(awardChanges(next.changes)).toEqual([]);
    expect(next.state.market[0]).toEqual({ slot: 0, tileId: 'hostel' });
  });

  it('a refill that still draws from A leaves the bonus waiting', () => {
    const early = table({
      players: [seat(THREE_NIGHTLIFE), seat(THREE_NIGHTLIFE)],
      stacks: stacks(['office-building'], ['museum'], ['apartments']),
      bonusOnB: 'nightlife-bonus',
    });
    const r = ok(applyMove(early, lakeMove(0)));
    expect(r.events).toEqual([]);
    expect(awardChanges(r.changes)).toEqual([]);
    expect(r.state.bonusOnB).toBe('nightlife-bonus');
    expect(r.state.market[0]).toEqual({ slot: 0, tileId: 'office-building' });
  });

  it('a player below the requirement gains nothing, and the tile leaves all the same', () => {
    const nobody = table({ players: [seat(TWO_NIGHTLIFE), seat(START)], stacks: stacks([], ['museum', 'hostel'], ['apartments']), bonusOnB: 'nightlife-bonus' });
    const r = ok(applyMove(nobody, lakeMove(0)));
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'bonus', tileId: 'nightlife-bonus', gainers: [] }]);
    expect(awardChanges(r.changes)).toEqual([]);
    expect(r.state).not.toHaveProperty('bonusOnB');
  });

  it('the preview of the move shows the reward (how many tiles are drawn is public), never the drawn tile', () => {
    const shown = preview(state(), { kind: 'buy', seat: 0, slot: 6, at: { q: 0, r: -3 } });
    if (!('net' in shown)) throw new Error('no preview');
    expect(shown.net).toEqual({ money: -6, income: 5, reputation: 0, population: 0, stars: 0 });
    expect(JSON.stringify(shown)).not.toContain('museum');
  });
});

describe('the challenge on C, at the first C draw', () => {
  const state = (s0: SeatSpec) =>
    table({ players: [s0, seat(FOUR_AND_A_LAKE)], stacks: stacks([], [], ['apartments', 'boutique', 'hotel']), challengeOnC: 'nightlife-challenge' });

  it('the player with 5 Nightlife tiles gains +3 reputation; 4 and a Nightlife lake are not enough', () => {
    const r = ok(applyMove(state(seat(FIVE_NIGHTLIFE)), lakeMove(0)));
    expect(brief(awardChanges(r.changes))).toEqual([[0, 'challenge', 'reputation', 3]]);
    expect(awardChanges(r.changes)[0]?.cause.text).toBe('at least 5 Nightlife tiles');
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'challenge', tileId: 'nightlife-challenge', gainers: [0] }]);
    expect(r.state.players.map((p) => p.reputation)).toEqual([3, 0]);
    expect(r.state).not.toHaveProperty('challengeOnC');
  });

  it('the reward stops at the end of the track like any change', () => {
    // reputation 14 (population 0 + 14 crosses no red line at the population step): +3 stops at 15
    const r = ok(applyMove(state(seat(FIVE_NIGHTLIFE, { reputation: 14, population: 0 })), lakeMove(0)));
    expect(awardChanges(r.changes).map((c) => [c.delta, c.wanted])).toEqual([[1, 3]]);
  });
});

describe('the Lone Architect: two removals, two draws', () => {
  // the turn's lake (slot 6) and the extra removal (slot 5): the last A tile, then the first B tile
  const state = (tiles: readonly PieceSpec[]) =>
    positionFrom({ sets, solo: 'architect', market: MARKET, players: [seat(tiles)], stacks: stacks(['office-building'], ['museum', 'hostel'], ['apartments']), bonusOnB: 'nightlife-bonus' });

  it('the second draw of the refill is the first from B: the bonus is checked in the middle of it', () => {
    const r = ok(applyMove(state(THREE_NIGHTLIFE), lakeMove(0, { extraDiscardSlot: 5 })));
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'bonus', tileId: 'nightlife-bonus', gainers: [0] }]);
    expect(brief(awardChanges(r.changes))).toEqual([[0, 'bonus', 'income', 3]]);
    expect(r.state.market.slice(0, 2)).toEqual([
      { slot: 0, tileId: 'museum' },
      { slot: 1, tileId: 'office-building' },
    ]);
  });

  it('below the requirement the architect gains nothing', () => {
    const r = ok(applyMove(state(TWO_NIGHTLIFE), lakeMove(0, { extraDiscardSlot: 5 })));
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'bonus', tileId: 'nightlife-bonus', gainers: [] }]);
    expect(r.state.players[0]?.income).toBe(0);
  });

  it('a challenge and the 1 More Round tile in one refill: both events, in draw order', () => {
    const both = positionFrom({
      sets,
      solo: 'architect',
      market: MARKET,
      players: [seat(FIVE_NIGHTLIFE)],
      stacks: stacks([], [], ['apartments', ONE_MORE_ROUND, 'boutique', 'hotel']),
      challengeOnC: 'nightlife-challenge',
    });
    const r = ok(applyMove(both, lakeMove(0, { extraDiscardSlot: 5 })));
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'challenge', tileId: 'nightlife-challenge', gainers: [0] }, { kind: 'oneMoreRound' }]);
    expect(r.state.finalRound).toBe(2);
    expect(r.state.market.slice(0, 2).map((e) => e.tileId)).toEqual(['boutique', 'apartments']);
  });
});

describe("Dale the Bot's fresh deal", () => {
  // Market $6/$4/$2/$0 (slots 2–5): Convenience Store, Tavern, Farm, Mint. The human takes the Mint as a lake;
  // Dale buys the dearest of the rest (Convenience Store $6+$6 = Tavern $8+$4 → the leftmost); the Tavern and Farm
  // leave; the deal draws the last A tile, then the first B tile: the bonus is checked at the second draw.
  const state = (human: readonly PieceSpec[]) =>
    positionFrom({
      sets,
      solo: 'dale',
      market: ['convenience-store', 'tavern', 'farm', 'mint'],
      players: [seat(human), seat(START)],
      stacks: stacks(['office-building'], ['museum', 'hostel', 'stadium', 'warehouse'], ['apartments']),
      bonusOnB: 'nightlife-bonus',
    });
  const humanLake: Move = { kind: 'lake', seat: 0, slot: 5, at: { q: 0, r: -3 } };

  it('Dale always gains; the human below the requirement does not', () => {
    const r = ok(applyMove(state(TWO_NIGHTLIFE), humanLake));
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'bonus', tileId: 'nightlife-bonus', gainers: [1] }]);
    expect(brief(awardChanges(r.changes))).toEqual([[1, 'bonus', 'income', 3]]);
    expect(r.state.market).toEqual([
      { slot: 2, tileId: 'office-building' },
      { slot: 3, tileId: 'museum' },
      { slot: 4, tileId: 'hostel' },
      { slot: 5, tileId: 'stadium' },
    ]);
    expect(r.state.discards).toEqual(['tavern', 'farm']);
    expect(r.state.players[1]?.borough.at(-1)?.tileId).toBe('convenience-store');
  });

  it('a human meeting the requirement gains beside Dale', () => {
    const r = ok(applyMove(state(THREE_NIGHTLIFE), humanLake));
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'bonus', tileId: 'nightlife-bonus', gainers: [0, 1] }]);
    expect(brief(awardChanges(r.changes))).toEqual([
      [0, 'bonus', 'income', 3],
      [1, 'bonus', 'income', 3],
    ]);
  });
});

describe('a game that ends before the check never checks', () => {
  // the Lone Architect's final round: this turn ends the game
  const lastTurn = (A: readonly string[]): GameState => ({
    ...positionFrom({ sets, solo: 'architect', market: MARKET, players: [seat(THREE_NIGHTLIFE)], stacks: stacks(A, ['museum', 'hostel'], ['apartments']), bonusOnB: 'nightlife-bonus' }),
    finalRound: 1,
  });

  it('the last refill draws only from A: the game is over with the bonus still on B, and scoring ignores it', () => {
    const r = ok(applyMove(lastTurn(['office-building', 'boutique']), lakeMove(0, { extraDiscardSlot: 5 })));
    expect(r.state.phase).toBe('finished');
    expect(r.events).toEqual([]);
    expect(r.state.bonusOnB).toBe('nightlife-bonus');
    expect(r.state.players[0]?.income).toBe(0);
    expect(finalScores(r.state)?.seats[0]?.income).toBe(0);
  });

  it("the last turn's refill is still part of that turn: reaching B there checks the bonus before the game ends", () => {
    const r = ok(applyMove(lastTurn(['office-building']), lakeMove(0, { extraDiscardSlot: 5 })));
    expect(r.state.phase).toBe('finished');
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'bonus', tileId: 'nightlife-bonus', gainers: [0] }]);
    expect(finalScores(r.state)?.seats[0]?.income).toBe(3);
  });
});

describe('the awards a game deals (decision 20)', () => {
  it('with Nightlife its bonus lies on B and its challenge on C; without it the pools are empty', () => {
    const nightlife = newGame({ players: 2, sets: ['nightlife', 'con'] }, 5);
    expect([nightlife.bonusOnB, nightlife.challengeOnC]).toEqual(['nightlife-bonus', 'nightlife-challenge']);
    for (const state of [newGame({ players: 2, sets: ['con', 'essen'] }, 5), newGame({ players: 2 }, 5)]) {
      expect(state).not.toHaveProperty('bonusOnB');
      expect(state).not.toHaveProperty('challengeOnC');
    }
  });
});
