/**
 * Suburbia Inc positions with borders: the fixtures' boroughs plus a chosen border row and borders already placed.
 * The usual border beside them faces side 5 from the Heavy Factory: slots (0,−2) (1,−3) (2,−4) (3,−5), covered
 * (−1,−2) (0,−3) (1,−4) (2,−5) (3,−6).
 */
import { applyMove, type Applied, type Axial, type Change, type GameState, type PlacedBorder, type Seat, type SetId, type Stat } from '../../src/engine/index.ts';
import { cell, ok, position, START, type PlayerSpec, type TileSpec } from './fixtures.ts';

/** Heavy Factory (industrial), Convenience Store (commercial) and Mobile Home Community (residential) in three slots; the fourth, (3,−5), empty. */
export const SLOTTED: readonly TileSpec[] = [...START, ['convenience-store', 1, -3], ['mobile-home-community', 2, -4]];

export const SIDE = 5;
export const FIRST: Axial = cell(0, -2);
export const EMPTY_SLOT: Axial = cell(3, -5);

export type BorderSpec = readonly [borderId: string, side: number, q: number, r: number, extra?: { lake?: true; invested?: true }];

export type IncPlayerSpec = PlayerSpec & { readonly borders?: readonly BorderSpec[] };

/** An Inc game (with `sets` besides) in the playing phase with the given boroughs, borders and border row (the stack holds the rest). */
export const incPosition = (
  players: readonly IncPlayerSpec[],
  row: readonly string[] = ['bay', 'desert', 'forest'],
  stack: readonly string[] = ['beach', 'orchard'],
  sets: readonly SetId[] = ['inc'],
): GameState => {
  const state = position({ players, sets });
  let order = state.placedCount;
  const withBorders = state.players.map((p, seat) => {
    const specs = players[seat]?.borders;
    if (specs === undefined) return p;
    const borders = specs.map(
      ([borderId, side, q, r, extra]): PlacedBorder => ({
        side,
        first: cell(q, r),
        borderId,
        ...(extra?.lake === true ? { faceDown: 'lake' as const } : {}),
        invested: extra?.invested === true,
        placedOrder: ++order,
      }),
    );
    return { ...p, borders };
  });
  return { ...state, players: withBorders, placedCount: order, borderRow: row, borderStack: stack };
};

/** The rightmost ($0) market slot. */
export const freeSlot = (state: GameState): number => state.market.at(-1)?.slot ?? 6;

/** `seat` takes the face-up border `borderId` (put at the row's front if needed) and places it facing `side` from (q, r), discarding from the $0 slot. */
export const takeBorder = (state: GameState, seat: Seat, borderId: string, side = SIDE, at: Axial = FIRST): Applied => {
  const row = state.borderRow ?? [];
  const mine: GameState = { ...state, toMove: seat, borderRow: row.includes(borderId) ? row : [borderId, ...row.slice(1)] };
  const index = (mine.borderRow ?? []).indexOf(borderId);
  return ok(applyMove(mine, { kind: 'border', seat, index, side, at, discardSlot: freeSlot(mine) }));
};

/** `seat` takes the top face-down border as a Lake Border facing `side` from `at`, discarding from the $0 slot. */
export const takeLakeBorder = (state: GameState, seat: Seat, side = SIDE, at: Axial = FIRST): Applied =>
  ok(applyMove({ ...state, toMove: seat }, { kind: 'lakeBorder', seat, side, at, discardSlot: freeSlot(state) }));

/** `seat` invests in its border number `border`, discarding from the $0 slot. */
export const investInBorder = (state: GameState, seat: Seat, border: number): Applied => {
  const b = state.players[seat]?.borders?.[border];
  return ok(applyMove({ ...state, toMove: seat }, { kind: 'invest', seat, at: b?.first ?? FIRST, border, discardSlot: freeSlot(state) }));
};

/** What borders (their effects, not their prices) did to `seat` in these changes. */
export const fromBorders = (changes: readonly Change[], seat: Seat): Record<Stat, number> => {
  const net = { money: 0, income: 0, reputation: 0, population: 0, stars: 0 };
  for (const c of changes) if (c.seat === seat && c.cause.borderId !== undefined && c.cause.kind !== 'cost') net[c.stat] += c.delta;
  return net;
};
