/**
 * Property tests over whole seeded games played by the built-in policy, for every table the base rules know:
 * every game ends, every seat gets the same number of turns, tracks stay in -5..15, money never goes negative,
 * tiles are conserved, replay equals the live state, every offered choice is accepted, and near-miss moves are
 * refused with a typed reason and change nothing. The budget is fixed (a few games per table).
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  BASIC_IDS,
  finalScores,
  isBoroughBoardCell,
  legalCells,
  marketTile,
  ONE_MORE_ROUND,
  replay,
  surchargeAt,
  tileById,
  type GameOptions,
  type GameState,
  type Move,
  type RejectionCode,
  type TurnMove,
} from '../../src/engine/index.ts';
import { checkOffers, playChecked, type Played } from './property-checks.ts';

const TABLES: readonly { readonly name: string; readonly options: GameOptions }[] = [
  { name: '2 players', options: { players: 2 } },
  { name: '3 players', options: { players: 3 } },
  { name: '4 players', options: { players: 4 } },
  { name: '5 players', options: { players: 5 } },
  { name: 'the Lone Architect', options: { players: 1, solo: 'architect' } },
  { name: 'Dale the Bot', options: { players: 1, solo: 'dale' } },
];

/** Seeded games per table for the cheap invariants; the exhaustive offer check runs on the first of them. */
const GAMES_PER_TABLE = 16;
const FIRST_SEED = 20_261_129;

/** A multiset of tile ids as sorted pairs, for comparing where tiles are without caring about order. */
const tally = (ids: readonly string[]): readonly [string, number][] => {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
};

const isBasic = (id: string): boolean => (BASIC_IDS as readonly string[]).includes(id);

/** Every non-basic tile in play: stacks, market, discard pile and boroughs (the 1 More Round tile left aside). */
const buildingTiles = (s: GameState): readonly [string, number][] =>
  tally(
    [...s.stacks.A, ...s.stacks.B, ...s.stacks.C, ...s.market.map((e) => e.tileId), ...s.discards, ...s.players.flatMap((p) => p.borough.map((t) => t.tileId))].filter(
      (id) => id !== ONE_MORE_ROUND && !isBasic(id),
    ),
  );

/** Basic tiles: the supply plus those built (a basic is never taken as a lake: lakes come from the market). */
const basicTiles = (s: GameState): readonly [string, number][] => {
  const built = s.players.flatMap((p) => p.borough.map((t) => t.tileId)).filter(isBasic);
  return tally([...built, ...BASIC_IDS.flatMap((b) => Array.from({ length: s.basics[b] }, () => b))]);
};

const checkInvariants = (s: GameState, start: GameState): void => {
  for (const p of s.players) {
    expect(p.income).toBeGreaterThanOrEqual(-5);
    expect(p.income).toBeLessThanOrEqual(15);
    expect(p.reputation).toBeGreaterThanOrEqual(-5);
    expect(p.reputation).toBeLessThanOrEqual(15);
    expect(p.money).toBeGreaterThanOrEqual(0);
    expect(p.population).toBeGreaterThanOrEqual(0);
    expect(p.investmentsLeft).toBeGreaterThanOrEqual(0);
  }
  expect(buildingTiles(s)).toEqual(buildingTiles(start));
  expect(basicTiles(s)).toEqual(basicTiles(start));
  // plain JSON: nothing is lost or changed by a round trip (no undefined fields, no class instances)
  expect(JSON.parse(JSON.stringify(s))).toStrictEqual(s);
};

const turnMoves = (moves: readonly Move[]): readonly TurnMove[] =>
  moves.filter((m): m is TurnMove => m.kind === 'buy' || m.kind === 'basic' || m.kind === 'lake' || m.kind === 'invest');

/** A move the engine must refuse with `code`, leaving the state exactly as it was. */
const expectRefused = (s: GameState, move: Move, code: RejectionCode): void => {
  const before = JSON.stringify(s);
  const result = applyMove(s, move);
  expect(result.ok ? 'accepted' : result.rejection.code, JSON.stringify(move)).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
};

/** A move as it could arrive from outside (a forged or stale custom_id), without the field the rules require. */
const withoutField = (move: Move, field: 'discardSlot' | 'extraDiscardSlot'): Move => {
  const copy: Record<string, unknown> = { ...move };
  delete copy[field];
  return copy as Move;
};

const checkNearMisses = (s: GameState): void => {
  const seat = s.toMove;
  const me = s.players[seat];
  if (me === undefined) throw new Error('no seat to move');
  const architect = s.options.solo === 'architect';
  const free = [...s.market].sort((a, b) => surchargeAt(s, a.slot) - surchargeAt(s, b.slot));
  const [cheap, spare] = free;
  if (cheap === undefined || spare === undefined) throw new Error('market too small for near misses');
  const extra = architect ? { extraDiscardSlot: spare.slot } : {};
  const lake = (at: { q: number; r: number }): Move => ({ kind: 'lake', seat, slot: cheap.slot, at, ...extra });
  const open = legalCells(me.borough)[0];
  const built = me.borough[0];
  if (open === undefined || built === undefined) throw new Error('borough without cells');

  // a lake from the cheapest slot on an open cell is legal: each near miss changes one thing about it
  expect(applyMove(s, lake(open)).ok).toBe(true);
  expectRefused(s, lake(built.at), 'occupied');
  expectRefused(s, lake({ q: 40, r: 40 }), 'notTouching');
  // (0,1) is a Borough Board cell beside the Suburbs every borough keeps at (0,0)
  expect(isBoroughBoardCell({ q: 0, r: 1 })).toBe(true);
  expectRefused(s, lake({ q: 0, r: 1 }), 'boroughBoardCell');
  const other = s.turnOrder.find((x) => x !== seat);
  if (other !== undefined) expectRefused(s, { kind: 'lake', seat: other, slot: cheap.slot, at: open, ...extra }, 'wrongSeat');

  // unaffordable: the same purse with $0 cannot buy a tile that costs anything
  const pricey = s.market.find((e) => tileById(e.tileId).cost + surchargeAt(s, e.slot) > me.money);
  const broke = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, money: 0 } : p)) };
  const priced = pricey ?? s.market.find((e) => tileById(e.tileId).cost > 0);
  if (priced !== undefined) {
    const discard = architect ? { extraDiscardSlot: s.market.find((e) => e.slot !== priced.slot)?.slot ?? 0 } : {};
    expectRefused(pricey === undefined ? broke : s, { kind: 'buy', seat, slot: priced.slot, at: open, ...discard }, 'unaffordable');
  }

  const invest: Move = { kind: 'invest', seat, at: built.at, discardSlot: cheap.slot, ...extra };
  const noMarkers = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, investmentsLeft: 0 } : p)) };
  expectRefused(noMarkers, invest, 'noMarkerLeft');

  // the discard near misses on a purse that can pay for the basic tile itself
  const rich = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, money: 100 } : p)) };
  const available = BASIC_IDS.find((b) => s.basics[b] > 0);
  if (available !== undefined) {
    const basic: Move = { kind: 'basic', seat, basic: available, at: open, discardSlot: cheap.slot, ...extra };
    expect(applyMove(rich, basic).ok).toBe(true);
    expectRefused(rich, withoutField(basic, 'discardSlot'), 'discardMissing');
    expectRefused(rich, { ...basic, discardSlot: 99 }, 'noSuchSlot');
  }
  if (architect) expectRefused(s, withoutField(lake(open), 'extraDiscardSlot'), 'discardMissing');
  else expectRefused(s, { kind: 'lake', seat, slot: cheap.slot, at: open, extraDiscardSlot: spare.slot }, 'discardNotAllowed');
  expect(marketTile(s, 99)).toBeUndefined();
};

describe.each(TABLES)('seeded policy games: $name', ({ options }) => {
  const seeds = Array.from({ length: GAMES_PER_TABLE }, (_, i) => FIRST_SEED + i);
  // played once, by the first test that needs them, so a failure is reported against a test
  let played: { seed: number; played: Played }[] | undefined;
  const allGames = () => (played ??= seeds.map((seed) => ({ seed, played: playChecked(options, seed, checkInvariants) })));

  it('every game ends and is scored, with the invariants holding after every move', () => {
    for (const { played } of allGames()) {
      expect(played.final.phase).toBe('finished');
      expect(finalScores(played.final)?.winners.length).toBeGreaterThan(0);
    }
  });

  it('every seat takes the same number of turns', () => {
    for (const { played } of allGames()) {
      const turns = turnMoves(played.moves);
      const seats = played.final.players.map((p, seat) => (p.isDale === true ? played.final.turn - turns.length : turns.filter((m) => m.seat === seat).length));
      expect(new Set(seats).size, `turns per seat ${seats.join('/')}`).toBe(1);
      expect(seats[0]).toBeGreaterThan(5);
    }
  });

  it('replaying the move log, as stored (a JSON round trip), reproduces the live state exactly', () => {
    for (const { seed, played } of allGames()) {
      const stored = JSON.parse(JSON.stringify({ options, seed, rulesVersion: 'base-1', moves: played.moves })) as Parameters<typeof replay>[0];
      const replayed = replay(stored);
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(replayed.state).toStrictEqual(played.final);
    }
  });

  it('every offered action, placement and discard is accepted (first game, every turn)', () => {
    const first = allGames()[0];
    if (first === undefined) throw new Error('no game');
    let accepted = 0;
    for (const s of first.played.states) if (s.phase === 'playing') accepted += checkOffers(s);
    expect(accepted).toBeGreaterThan(100);
  });

  it('near-miss moves are refused with a typed reason and change nothing (every 5th turn of each game)', () => {
    let checked = 0;
    for (const { played } of allGames()) {
      played.states.forEach((s, i) => {
        if (s.phase !== 'playing' || i % 5 !== 0) return;
        checkNearMisses(s);
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(GAMES_PER_TABLE);
  });
});
