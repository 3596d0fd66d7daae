/**
 * Property tests over whole seeded games with expansions, played by the built-in policy: each set alone, all three
 * together, and the two-set mixes, for 2–4 players and both solo modes (the list covers every pair of factor values,
 * checked below); Inc and 5★ on every table and with the others, and five players with and without sets. Every game ends, every seat gets the same number of turns, money never goes below $0, tracks stay
 * in −5..15, the tiles of every set are conserved (decision 14: stacks, the C reserve under them, market, boroughs
 * and discards), no tile of a set not in play appears, replay equals the live state, and every offered choice is
 * accepted. The budget is fixed: two games per cell, the offer check on every third turn of the first.
 */
import { describe, expect, it } from 'vitest';
import { BASIC_IDS, finalScores, LAST_STAR_SPACE, ONE_MORE_ROUND, replay, rulesVersionFor, STAR_SPACE_LIMITS, tileById, type GameOptions, type GameState, type SetId, type StarTrack } from '../../src/engine/index.ts';
import { checkOffers, playChecked, type Played } from './property-checks.ts';

const TABLES = {
  '2p': { players: 2 },
  '3p': { players: 3 },
  '4p': { players: 4 },
  '5p': { players: 5 },
  architect: { players: 1, solo: 'architect' },
  dale: { players: 1, solo: 'dale' },
} as const satisfies Record<string, GameOptions>;
type TableName = keyof typeof TABLES;
/** The tables of the pairwise list (five players have cells of their own, with 5★ and Inc). */
const TABLE_NAMES = (Object.keys(TABLES) as TableName[]).filter((t) => t !== '5p');

const ALONE_AND_ALL: readonly (readonly SetId[])[] = [['nightlife'], ['con'], ['essen'], ['nightlife', 'con', 'essen']];

/** Every table with each set alone and all three; each two-set mix on two or three tables. */
const CELLS: readonly { readonly table: TableName; readonly sets: readonly SetId[] }[] = [
  ...TABLE_NAMES.flatMap((table) => ALONE_AND_ALL.map((sets) => ({ table, sets }))),
  { table: '2p', sets: ['nightlife', 'con'] },
  { table: 'dale', sets: ['nightlife', 'con'] },
  { table: '3p', sets: ['nightlife', 'essen'] },
  { table: 'architect', sets: ['nightlife', 'essen'] },
  { table: '4p', sets: ['con', 'essen'] },
  { table: 'dale', sets: ['con', 'essen'] },
];

/** Suburbia Inc on every table, and with all the other sets. */
const INC_CELLS: readonly { readonly table: TableName; readonly sets: readonly SetId[] }[] = [
  ...TABLE_NAMES.map((table) => ({ table, sets: ['inc'] as const })),
  { table: '3p', sets: ['inc', 'nightlife', 'con', 'essen'] },
];

/** 5★ (the Star tiles and track) on every table, with each other set, and five players with and without sets. */
const STAR_CELLS: readonly { readonly table: TableName; readonly sets: readonly SetId[] }[] = [
  ...(Object.keys(TABLES) as TableName[]).map((table) => ({ table, sets: ['star'] as const })),
  { table: '3p', sets: ['inc', 'star'] },
  { table: 'dale', sets: ['star', 'nightlife'] },
  { table: '4p', sets: ['star', 'con'] },
  { table: 'architect', sets: ['star', 'essen'] },
  { table: '5p', sets: ['inc'] },
  { table: '5p', sets: ['nightlife', 'con', 'essen'] },
  { table: '5p', sets: ['inc', 'star', 'nightlife', 'con', 'essen'] },
  { table: 'dale', sets: ['inc', 'star', 'nightlife', 'con', 'essen'] },
];

const GAMES_PER_CELL = 2;
const FIRST_SEED = 31_337;
const OFFER_CHECK_EVERY = 3;

const setOf = (id: string): string => tileById(id).set ?? 'base';

/**
 * Copies of every tile in the game by set: stacks (the C reserve included), market, boroughs and discards; the 1 More
 * Round tile aside, and the Redevelopment Planner, which leaves the game when replaced (decision 22).
 */
const tilesBySet = (s: GameState): Record<string, Record<string, number>> => {
  const ids = [...s.stacks.A, ...s.stacks.B, ...s.stacks.C, ...s.market.map((e) => e.tileId), ...s.discards, ...s.players.flatMap((p) => p.borough.map((t) => t.tileId))];
  const basics = BASIC_IDS.flatMap((b) => Array.from({ length: s.basics[b] }, () => b));
  const bySet: Record<string, Record<string, number>> = {};
  for (const id of [...ids, ...basics]) {
    if (id === ONE_MORE_ROUND || id === 'redevelopment-planner') continue;
    const set = (bySet[setOf(id)] ??= {});
    set[id] = (set[id] ?? 0) + 1;
  }
  return bySet;
};

const checkInvariants = (s: GameState, start: Record<string, Record<string, number>>): void => {
  for (const p of s.players) {
    expect(p.money).toBeGreaterThanOrEqual(0);
    expect(p.population).toBeGreaterThanOrEqual(0);
    for (const track of [p.income, p.reputation]) {
      expect(track).toBeGreaterThanOrEqual(-5);
      expect(track).toBeLessThanOrEqual(15);
    }
    expect(p.nightlifeMoneyLost).toBeGreaterThanOrEqual(0);
    expect(p.nightlifePopulationLost).toBeGreaterThanOrEqual(0);
  }
  expect(tilesBySet(s)).toEqual(start);
  if (s.starTrack !== undefined) checkTrack(s, s.starTrack);
};

/** 5★: every seat's token lies on the track once, no space holds more than its limit, the order starts with the start player. */
const checkTrack = (s: GameState, track: StarTrack): void => {
  expect(track).toHaveLength(LAST_STAR_SPACE + 1);
  expect(track.flat().sort()).toEqual(s.players.map((_, seat) => seat));
  track.forEach((tokens, space) => expect(tokens.length).toBeLessThanOrEqual(STAR_SPACE_LIMITS[space] ?? s.players.length));
  expect([...s.turnOrder].sort()).toEqual(s.players.map((_, seat) => seat));
  expect(s.turnOrder[0]).toBe(s.startSeat);
};

/** A policy game with the set invariants checked after every move. */
const playSetGame = (options: GameOptions, seed: number): Played => {
  let startTiles: ReturnType<typeof tilesBySet> | undefined;
  return playChecked(options, seed, (state, start) => checkInvariants(state, (startTiles ??= tilesBySet(start))));
};

describe('the cell list covers every pair of factor values (table, and each set in or out)', () => {
  it('every table meets every set both in and out, and every two sets meet in all four ways', () => {
    const factors = (c: (typeof CELLS)[number]): readonly string[] => [`table=${c.table}`, ...(['nightlife', 'con', 'essen'] as const).map((s) => `${s}=${c.sets.includes(s)}`)];
    const seen = new Set(CELLS.flatMap((c) => factors(c).flatMap((a, i) => factors(c).slice(i + 1).map((b) => `${a}&${b}`))));
    const values = [TABLE_NAMES.map((t) => `table=${t}`), ...(['nightlife', 'con', 'essen'] as const).map((s) => [`${s}=true`, `${s}=false`])];
    const wanted = values.flatMap((a, i) => values.slice(i + 1).flatMap((b) => a.flatMap((x) => b.map((y) => `${x}&${y}`))));
    expect(wanted.filter((pair) => !seen.has(pair))).toEqual([]);
  });
});

describe.each([...CELLS, ...INC_CELLS, ...STAR_CELLS].map((c) => ({ ...c, name: `${c.table} with ${c.sets.join(' + ')}` })))('seeded policy games: $name', ({ table, sets }) => {
  const options: GameOptions = { ...TABLES[table], sets };
  const seeds = Array.from({ length: GAMES_PER_CELL }, (_, i) => FIRST_SEED + i);
  let played: { seed: number; played: Played }[] | undefined;
  const allGames = () => (played ??= seeds.map((seed) => ({ seed, played: playSetGame(options, seed) })));

  it('every game ends and is scored, the invariants holding after every move, no tile of a set not in play', () => {
    for (const { played } of allGames()) {
      const final = played.final;
      expect(final.phase).toBe('finished');
      expect(finalScores(final)?.winners.length).toBeGreaterThan(0);
      expect(Object.keys(tilesBySet(played.states[0] as GameState)).filter((set) => set !== 'base' && !(sets as readonly string[]).includes(set))).toEqual([]);
      const turns = played.moves.filter((m) => m.kind !== 'chooseGoal' && m.kind !== 'keepRandomGoal' && m.kind !== 'undo');
      const perSeat = final.players.map((p, seat) => (p.isDale === true ? final.turn - turns.length : turns.filter((m) => m.seat === seat).length));
      expect(new Set(perSeat).size, `turns per seat ${perSeat.join('/')}`).toBe(1);
    }
  });

  it('replaying the stored move log reproduces the live state exactly', () => {
    for (const { seed, played } of allGames()) {
      const stored = JSON.parse(JSON.stringify({ options, seed, rulesVersion: rulesVersionFor(options), moves: played.moves })) as Parameters<typeof replay>[0];
      const replayed = replay(stored);
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(replayed.state).toStrictEqual(played.final);
    }
  });

  it('every offered action, placement and discard is accepted (first game, every third turn)', () => {
    const first = allGames()[0];
    let accepted = 0;
    first?.played.states.forEach((s, i) => {
      if (s.phase === 'playing' && i % OFFER_CHECK_EVERY === 0) accepted += checkOffers(s);
    });
    expect(accepted).toBeGreaterThan(30);
  });
});
