/**
 * Suburbia Inc's bonus and challenge tiles (seed 003 "Bonuses and Challenges"; decisions 20–21), and with
 * Nightlife the Inc. Bonus and Challenge. Each tile once: seat 0 has exactly what it asks, seat 1 one less;
 * seat 2 takes a lake, and the refill's first B (resp. C) draw checks the tile. Category counts count face-up
 * tiles; lakes are the face-down tiles and the Lake Borders; borders are the face-up ones; Inc pieces are the Inc
 * hex tiles (a Redevelopment Planner among them) and the face-up Inc borders. With 5★ as well, the Tourism Bonus and
 * Challenge count Star tiles: the hex tiles and face-up borders with the star mark.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  awardById,
  legalFootprints,
  awardPool,
  newGame,
  positionFrom,
  requirementWords,
  type Applied,
  type Change,
  type GameState,
  type PieceSpec,
  type PlacedBorder,
  type SeatSpec,
  type SetId,
} from '../../src/engine/index.ts';

const piece = (tileId: string, q: number, r: number, lake?: true): PieceSpec => ({ tileId, at: { q, r }, ...(lake === undefined ? {} : { lake }) });
/** Suburbs (R), Community Park (V), Heavy Factory (I): every borough starts with one of each of those categories */
const START = [piece('suburbs', 0, 0), piece('community-park', 0, -1), piece('heavy-factory', 0, -2)];
const CELLS = [
  [1, -1],
  [1, -2],
  [-1, -1],
  [-1, -2],
  [1, -3],
  [-1, -3],
] as const;
/** the starting column and these tiles beside it; a name ending in "@lake" lies face down */
const borough = (...tiles: readonly string[]): readonly PieceSpec[] => [
  ...START,
  ...tiles.map((name, i) => {
    const [q, r] = CELLS[i] ?? [9, 9];
    return name.endsWith('@lake') ? piece(name.slice(0, -5), q, r, true) : piece(name, q, r);
  }),
];

/** A border beside the starting column's right (its slots are not what these counts look at). */
const border = (borderId: string, order: number, lake?: 'lake'): PlacedBorder => ({
  borderId,
  side: 0,
  first: { q: 2, r: -2 - order },
  invested: false,
  placedOrder: 100 + order,
  ...(lake === undefined ? {} : { faceDown: lake }),
});

type Seat = SeatSpec & { readonly borders?: readonly PlacedBorder[] };
const seat = (extra: Partial<Seat> = {}): Seat => ({ tiles: START, money: 0, income: 0, reputation: 0, population: 0, ...extra });

const MARKET = ['convenience-store', 'mobile-home-community', 'landfill', 'freeway', 'farm', 'mint', 'tavern'];

/** Seats 0 and 1 as given, seat 2 a bare starting column to move; the tile waits on B (a bonus) or C (a challenge). */
const table = (id: string, s0: Seat, s1: Seat, sets: readonly SetId[] = ['inc']): GameState => {
  const award = awardById(id).award;
  const state = positionFrom({
    sets,
    market: MARKET,
    toMove: 2,
    players: [s0, s1, seat()],
    stacks: award === 'bonus' ? { A: [], B: ['museum', 'hostel'], C: ['apartments'] } : { A: [], B: [], C: ['apartments', 'boutique'] },
    ...(award === 'bonus' ? { bonusOnB: id } : { challengeOnC: id }),
  });
  return { ...state, players: state.players.map((p, i) => ({ ...p, ...(i === 0 ? { borders: s0.borders ?? [] } : i === 1 ? { borders: s1.borders ?? [] } : {}) })) };
};

const ok = (result: ReturnType<typeof applyMove>): Applied => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.rejection)}`);
  return result;
};

/** seat 2 takes the Tavern ($0 slot 6) as a lake at (0,−3); the refill draws the first B or C tile */
const checked = (state: GameState): Applied => ok(applyMove(state, { kind: 'lake', seat: 2, slot: 6, at: { q: 0, r: -3 } }));
const awardChanges = (changes: readonly Change[]) =>
  changes.filter((c) => c.cause.kind === 'bonus' || c.cause.kind === 'challenge').map((c) => [c.seat, c.cause.kind, c.stat, c.delta]);

/** [tile, seat 0 (meets it exactly), seat 1 (one short), the reward seat 0 gains, the requirement in words] */
const CASES: readonly (readonly [string, Seat, Seat, readonly [string, number], string])[] = [
  ['border-bonus', seat({ borders: [border('forest', 0)] }), seat({ borders: [border('bay', 0, 'lake')] }), ['income', 3], 'at least 1 border'],
  ['border-challenge', seat({ borders: [border('forest', 0), border('desert', 1)] }), seat({ borders: [border('forest', 0), border('bay', 1, 'lake')] }), ['reputation', 4], 'at least 2 borders'],
  ['civic-bonus', seat({ tiles: borough('community-park', 'community-park') }), seat({ tiles: borough('community-park', 'community-park@lake') }), ['income', 3], 'at least 3 civic tiles'],
  ['civic-challenge', seat({ tiles: borough('community-park', 'community-park', 'community-park', 'community-park') }), seat({ tiles: borough('community-park', 'community-park', 'community-park') }), ['reputation', 3], 'at least 5 civic tiles'],
  ['commercial-bonus', seat({ tiles: borough('convenience-store', 'convenience-store', 'office-building') }), seat({ tiles: borough('convenience-store', 'convenience-store') }), ['income', 2], 'at least 3 commercial tiles'],
  [
    'commercial-challenge',
    seat({ tiles: borough('convenience-store', 'convenience-store', 'office-building', 'office-building', 'parking-lot') }),
    seat({ tiles: borough('convenience-store', 'convenience-store', 'office-building', 'office-building', 'parking-lot@lake') }),
    ['reputation', 3],
    'at least 5 commercial tiles',
  ],
  ['income-bonus', seat({ income: 5 }), seat({ income: 4 }), ['income', 2], 'at least 5 income'],
  ['income-challenge', seat({ income: 10 }), seat({ income: 9 }), ['reputation', 3], 'at least 10 income'],
  ['industrial-bonus', seat({ tiles: borough('heavy-factory', 'landfill') }), seat({ tiles: borough('heavy-factory') }), ['income', 2], 'at least 3 industrial tiles'],
  ['industrial-challenge', seat({ tiles: borough('heavy-factory', 'landfill', 'freeway', 'heavy-factory') }), seat({ tiles: borough('heavy-factory', 'landfill', 'freeway') }), ['reputation', 3], 'at least 5 industrial tiles'],
  // a face-down tile and a Lake Border are two lakes; a face-up border is none
  ['lake-bonus', seat({ tiles: borough('farm@lake'), borders: [border('forest', 0, 'lake')] }), seat({ tiles: borough('farm@lake'), borders: [border('forest', 0)] }), ['income', 3], 'at least 2 lakes'],
  [
    'lake-challenge',
    seat({ tiles: borough('farm@lake', 'mint@lake'), borders: [border('forest', 0, 'lake'), border('bay', 1, 'lake')] }),
    seat({ tiles: borough('farm@lake', 'mint@lake', 'tavern@lake') }),
    ['reputation', 3],
    'at least 4 lakes',
  ],
  ['money-bonus', seat({ money: 25 }), seat({ money: 24 }), ['income', 2], 'at least $25'],
  ['money-challenge', seat({ money: 45 }), seat({ money: 44 }), ['reputation', 3], 'at least $45'],
  ['population-bonus', seat({ population: 13 }), seat({ population: 12 }), ['income', 3], 'at least 13 population'],
  ['population-challenge', seat({ population: 40 }), seat({ population: 39 }), ['reputation', 2], 'at least 40 population'],
  ['reputation-bonus', seat({ reputation: 5 }), seat({ reputation: 4 }), ['income', 3], 'at least 5 reputation'],
  ['reputation-challenge', seat({ reputation: 10 }), seat({ reputation: 9 }), ['reputation', 2], 'at least 10 reputation'],
  ['residential-bonus', seat({ tiles: borough('suburbs', 'mobile-home-community') }), seat({ tiles: borough('suburbs') }), ['income', 4], 'at least 3 residential tiles'],
  [
    'residential-challenge',
    seat({ tiles: borough('suburbs', 'mobile-home-community', 'suburbs', 'suburbs') }),
    seat({ tiles: borough('suburbs', 'mobile-home-community', 'suburbs', 'suburbs@lake') }),
    ['reputation', 3],
    'at least 5 residential tiles',
  ],
];

describe("Suburbia Inc's bonuses and challenges: seat 0 meets each exactly, seat 1 is one short", () => {
  for (const [id, s0, s1, [stat, amount], words] of CASES) {
    it(`${awardById(id).name}: ${words}, +${amount} ${stat}`, () => {
      const r = checked(table(id, s0, s1));
      expect(r.events).toEqual([{ kind: 'awardChecked', award: awardById(id).award, tileId: id, gainers: [0] }]);
      expect(awardChanges(r.changes)).toEqual([[0, awardById(id).award, stat, amount]]);
      expect(requirementWords(awardById(id).requirement)).toBe(words);
    });
  }
});

describe('the Inc. Bonus and Challenge (Nightlife, with Inc): Inc hex tiles, a Redevelopment Planner and face-up Inc borders', () => {
  const sets = ['inc', 'nightlife'] as const;

  it('Inc. Bonus: a Cemetery, a Redevelopment Planner and the Forest make 3 (+2 income); two Inc tiles, one lying as a lake, and a Lake Border make 1', () => {
    const s0 = seat({ tiles: borough('cemetery', 'redevelopment-planner'), borders: [border('forest', 0)] });
    const s1 = seat({ tiles: borough('cemetery', 'law-office@lake'), borders: [border('bay', 0, 'lake')] });
    const r = checked(table('inc-bonus', s0, s1, sets));
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'bonus', tileId: 'inc-bonus', gainers: [0] }]);
    expect(awardChanges(r.changes)).toEqual([[0, 'bonus', 'income', 2]]);
    expect(requirementWords(awardById('inc-bonus').requirement)).toBe('at least 3 Inc. tiles');
  });

  it('Inc. Challenge: four Inc tiles and a border make 5 (+3 reputation); four Inc tiles alone are one short', () => {
    const four = borough('cemetery', 'law-office', 'county-assessor', 'investment-property');
    const r = checked(table('inc-challenge', seat({ tiles: four, borders: [border('desert', 0)] }), seat({ tiles: four }), sets));
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'challenge', tileId: 'inc-challenge', gainers: [0] }]);
    expect(awardChanges(r.changes)).toEqual([[0, 'challenge', 'reputation', 3]]);
  });
});

describe('the award pools (decision 20)', () => {
  const ids = (sets: readonly SetId[], award: 'bonus' | 'challenge') => awardPool(sets, award).map((t) => t.id);

  it('Inc brings its ten bonuses and ten challenges', () => {
    expect(ids(['inc'], 'bonus')).toHaveLength(10);
    expect(ids(['inc'], 'challenge')).toHaveLength(10);
  });

  it('the Inc. Bonus and Challenge need both Nightlife and Inc', () => {
    expect(ids(['nightlife'], 'bonus')).toEqual(['nightlife-bonus']);
    expect(ids(['inc', 'nightlife'], 'bonus')).toContain('inc-bonus');
    expect(ids(['inc', 'nightlife'], 'challenge')).toContain('inc-challenge');
    expect(ids(['inc'], 'bonus')).not.toContain('inc-bonus');
  });

  it('an Inc game deals one of them onto B and one onto C', () => {
    const state = newGame({ players: 3, sets: ['inc'] }, 7);
    expect(ids(['inc'], 'bonus')).toContain(state.bonusOnB);
    expect(ids(['inc'], 'challenge')).toContain(state.challengeOnC);
  });
});

describe('Dale the Bot always gains (seed 003), though he never has a border or a lake', () => {
  it('the Border Bonus at his fresh deal: the human without a border gains nothing, Dale +3 income', () => {
    // the human takes the Mint ($0 slot 5) as a lake; Dale buys the Convenience Store; his deal draws the last A
    // tile, then the first B tile, which checks the bonus
    const state = positionFrom({
      sets: ['inc'],
      solo: 'dale',
      market: ['convenience-store', 'tavern', 'farm', 'mint'],
      players: [seat(), seat()],
      stacks: { A: ['office-building'], B: ['museum', 'hostel', 'stadium', 'warehouse'], C: ['apartments'] },
      bonusOnB: 'border-bonus',
    });
    const r = ok(applyMove(state, { kind: 'lake', seat: 0, slot: 5, at: { q: 0, r: -3 } }));
    expect(r.events).toEqual([{ kind: 'awardChecked', award: 'bonus', tileId: 'border-bonus', gainers: [1] }]);
    expect(awardChanges(r.changes)).toEqual([[1, 'bonus', 'income', 3]]);
  });
});

describe('a border taken this turn counts at the check its own refill makes', () => {
  it('seat 0 takes the Forest ($9) and discards the $0 tile: the first B draw gives it the Border Bonus, +3 income', () => {
    const base = table('border-bonus', seat({ money: 20 }), seat());
    const state: GameState = { ...base, toMove: 0, borderRow: ['forest', 'bay', 'desert'] };
    const f = legalFootprints(state.players[0]?.borough ?? [], undefined, 0)[0];
    if (f === undefined) throw new Error('no footprint');
    const r = ok(applyMove(state, { kind: 'border', seat: 0, index: 0, side: f.side, at: f.first, discardSlot: 6 }));
    expect(r.state.players[0]?.borders?.map((b) => b.borderId)).toEqual(['forest']);
    expect(r.events).toContainEqual({ kind: 'awardChecked', award: 'bonus', tileId: 'border-bonus', gainers: [0] });
    expect(awardChanges(r.changes)).toEqual([[0, 'bonus', 'income', 3]]);
  });
});

describe("5★'s Tourism Bonus and Challenge (with Inc, decision 20): Star tiles in the borough, Star borders included, Con tiles not", () => {
  const sets = ['inc', 'star'] as const;
  const cases: readonly (readonly [string, Seat, Seat, readonly [string, number], string])[] = [
    // seat 0: two Star tiles and a Star border; seat 1: two Star tiles, a Con tile and a Star border taken as a Lake Border
    [
      'tourism-bonus',
      seat({ tiles: borough('lactose-princess', 'tiny-house-park'), borders: [border('golf-course', 0)] }),
      seat({ tiles: borough('lactose-princess', 'tiny-house-park', 'dice-tower-con'), borders: [border('boardwalk', 0, 'lake')] }),
      ['income', 3],
      'at least 3 Star tiles',
    ],
    // seat 0: four Star tiles and a Star border; seat 1: four Star tiles and a Con tile
    [
      'tourism-challenge',
      seat({ tiles: borough('lactose-princess', 'tiny-house-park', 'ez-burger', 'bungee-bridge'), borders: [border('fort-antonia', 0)] }),
      seat({ tiles: borough('lactose-princess', 'tiny-house-park', 'ez-burger', 'bungee-bridge', 'kublacon') }),
      ['reputation', 3],
      'at least 5 Star tiles',
    ],
  ];
  for (const [id, s0, s1, [stat, amount], words] of cases) {
    it(`${awardById(id).name}: ${words}, +${amount} ${stat}`, () => {
      const r = checked(table(id, s0, s1, sets));
      expect(r.events).toEqual([{ kind: 'awardChecked', award: awardById(id).award, tileId: id, gainers: [0] }]);
      expect(awardChanges(r.changes)).toEqual([[0, awardById(id).award, stat, amount]]);
      expect(requirementWords(awardById(id).requirement)).toBe(words);
    });
  }

  it('they are in the pool only with both 5★ and Suburbia Inc', () => {
    expect(awardPool(['inc', 'star'], 'bonus').map((t) => t.id)).toContain('tourism-bonus');
    expect(awardPool(['inc', 'star'], 'challenge').map((t) => t.id)).toContain('tourism-challenge');
    expect([...awardPool(['star'], 'bonus'), ...awardPool(['star'], 'challenge')]).toEqual([]);
    expect(awardPool(['inc'], 'bonus').map((t) => t.id)).not.toContain('tourism-bonus');
  });
});
