import type { Axial } from '../../../src/engine/hex.ts';
import type { GameState, PlacedTile, PlayerState } from '../../../src/engine/state.ts';
import { SCHEMA } from '../../../src/engine/state.ts';
import { tableFor } from '../../../src/engine/rules/index.ts';

/** A tile at (q, r); `lake` places it face down, `invested` puts a marker on it. */
export const at = (tileId: string, q: number, r: number, extra: { lake?: true; invested?: true } = {}): PlacedTile => ({
  tileId,
  at: { q, r } satisfies Axial,
  ...(extra.lake ? { faceDown: 'lake' as const } : {}),
  invested: extra.invested ?? false,
  placedOrder: 1,
});

/** The starting column every borough begins with: Suburbs (0,0), Community Park (0,−1), Heavy Factory (0,−2). */
export const START: readonly PlacedTile[] = [at('suburbs', 0, 0), at('community-park', 0, -1), at('heavy-factory', 0, -2)];

export const player = (extra: readonly PlacedTile[] = [], stats: Partial<Pick<PlayerState, 'money' | 'income' | 'reputation'>> = {}): PlayerState => ({
  money: 15,
  income: 0,
  reputation: 1,
  population: 2,
  investmentsLeft: 3,
  nightlifeMoneyLost: 0,
  nightlifePopulationLost: 0,
  borough: [...START, ...extra],
  secretGoalOffers: [],
  ...stats,
});

/** A finished-looking table around the given players: only the players matter to goals. */
export const tableWith = (players: readonly PlayerState[]): GameState => ({
  schema: SCHEMA,
  rulesVersion: 'base-1',
  options: { players: players.length },
  table: tableFor(2, undefined),
  phase: 'finished',
  turnOrder: players.map((_, seat) => seat),
  toMove: 0,
  startSeat: 0,
  round: 1,
  turn: 0,
  market: [],
  stacks: { A: [], B: [], C: [] },
  basics: { suburbs: 4, 'community-park': 4, 'heavy-factory': 4 },
  discards: [],
  publicGoals: [],
  players,
  rng: 1,
  placedCount: 0,
});
