/**
 * What a tile costs in a given game, and the money a tile demands before it may be placed or invested in.
 * Nearly every tile costs its printed price and demands nothing more.
 */
import type { GameState, PlacedTile } from './state.ts';
import { LAKE_COST, TILES, tileById, type Effect, type TileId } from './tiles/index.ts';
import { matchBits, traitsOf } from './tiles/traits.ts';

/** A tile's price in this game: the Redistricting Office costs $6 per seat, bots included (decision 25). */
export const tilePrice = (state: Pick<GameState, 'players'>, tileId: TileId): number => {
  const def = tileById(tileId);
  return def.special === 'redistrictingOffice' ? def.cost * state.players.length : def.cost;
};

/** What an investment marker on `t` costs: its price again (a lake's: LAKE_COST, decision 12). */
export const investmentPrice = (state: Pick<GameState, 'players'>, t: PlacedTile): number => (t.faceDown === 'lake' ? LAKE_COST : tilePrice(state, t.tileId));

type Charge = Extract<Effect, { kind: 'perTile' }>;

/** The "pay $ for every … in every borough" effects of the tiles that may not be placed without that money (decision 24). */
const CHARGES: ReadonlyMap<TileId, readonly Charge[]> = new Map(
  TILES.filter((t) => t.placement?.some((p) => p.kind === 'canPayCharges') === true).map((t) => [
    t.id,
    t.effects.filter((e): e is Charge => e.kind === 'perTile' && e.stat === 'money' && e.amount < 0 && e.scope === 'every'),
  ]),
);

/**
 * The $ a tile's charges take at once when it is placed (counting itself when it matches) or invested in
 * (Water Purification Plant: $2 per industrial tile in every borough); 0 for every other tile. Judged on the
 * boroughs before the move (decision 24).
 */
export const chargesDue = (state: Pick<GameState, 'players'>, tileId: TileId, placing: boolean): number => {
  const charges = CHARGES.get(tileId);
  if (charges === undefined) return 0;
  const own = traitsOf({ tileId });
  let due = 0;
  for (const charge of charges) {
    const bits = matchBits(charge.match);
    let count = placing && (own & bits) !== 0 ? 1 : 0;
    for (const p of state.players) for (const t of p.borough) if ((traitsOf(t) & bits) !== 0) count += 1;
    due -= charge.amount * count;
  }
  return due;
};

/** The $ an investment marker on `t` must find besides its price: none on a lake, which charges nothing. */
export const investmentCharges = (state: Pick<GameState, 'players'>, t: PlacedTile): number => (t.faceDown === 'lake' ? 0 : chargesDue(state, t.tileId, false));
