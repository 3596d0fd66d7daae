/** The tile catalogue: every tile of the base game and of every expansion, by id. Which of them a game uses is set-up data (box.ts). */
import { A_TILES, B_TILES, BASIC_TILES, C_TILES } from './base-tiles.ts';
import { CON_TILES } from './con-tiles.ts';
import { ESSEN_TILES } from './essen-tiles.ts';
import { INC_TILES } from './inc-tiles.ts';
import { NIGHTLIFE_TILES } from './nightlife-tiles.ts';
import { STAR_TILES } from './star-tiles.ts';
import type { Effect, SetMark, TileDef } from './vocabulary.ts';
import { BUILDINGS } from './build.ts';

export * from './vocabulary.ts';
export { INC_BORDERS, type BorderDef, type BorderPlacementRule } from './inc-borders.ts';
export { STAR_BORDERS } from './star-borders.ts';
export { BORDERS, borderById } from './borders.ts';

/** The base game's tiles: the three basics, then the A, B and C tiles. */
export const BASE_TILES: readonly TileDef[] = [...BASIC_TILES, ...A_TILES, ...B_TILES, ...C_TILES];

/** Each expansion's own tiles, by its set mark. */
export const SET_TILES: { readonly [S in SetMark]: readonly TileDef[] } = {
  inc: INC_TILES,
  star: STAR_TILES,
  nightlife: NIGHTLIFE_TILES,
  con: CON_TILES,
  essen: ESSEN_TILES,
};

/**
 * Every tile definition: the base game's first, then each expansion's in the order it joined the catalogue, so
 * that no tile's dense number ever moves.
 */
export const TILES: readonly TileDef[] = [...BASE_TILES, ...INC_TILES, ...NIGHTLIFE_TILES, ...CON_TILES, ...ESSEN_TILES, ...STAR_TILES];

export type TileId = string;

export const BASIC_IDS = ['suburbs', 'community-park', 'heavy-factory'] as const;
export type BasicId = (typeof BASIC_IDS)[number];
export const isBasicId = (id: string): id is BasicId => (BASIC_IDS as readonly string[]).includes(id);

/** The "1 More Round" tile: lives in the C stack, never in a borough or the market. */
export const ONE_MORE_ROUND = 'one-more-round';

/**
 * A tile taken face down is a lake: it pays $2 per adjacent building (any of the four categories) when placed and
 * for every building placed beside it later; lakes next to lakes pay nothing (rulebook "Taking a tile to use as a
 * lake"). It is printed nowhere, so it lives here instead of in the tile data.
 */
export const LAKE_EFFECTS: readonly Effect[] = [{ kind: 'perTile', stat: 'money', amount: 2, scope: 'adjacent', match: BUILDINGS }];
/** A lake's price when invested in (decision 12: its printed cost is $0). */
export const LAKE_COST = 0;

const byId = new Map<string, TileDef>(TILES.map((t) => [t.id, t]));

/** The definition of a tile id (throws for an unknown id: a broken invariant, never user input). */
export const tileById = (id: TileId): TileDef => {
  const found = byId.get(id);
  if (found === undefined) throw new Error(`unknown tile id ${id}`);
  return found;
};
