/**
 * The small vocabulary every tile record is written in. One interpreter (src/engine/resolve) runs it;
 * a tile holds no logic of its own.
 */

/** The four building categories (tile colours: green, blue, yellow, gray). Lakes have none. */
export const CATEGORIES = ['residential', 'commercial', 'industrial', 'civic'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Interactive icons in a tile's right corner that other tiles count. */
export const ICONS = ['restaurant', 'office', 'school', 'airport', 'skyscraper', 'carDealership'] as const;
export type Icon = (typeof ICONS)[number];

/** The four things tiles change: money ($, the purse) and the three tracks. */
export const STATS = ['money', 'income', 'reputation', 'population'] as const;
export type Stat = (typeof STATS)[number];

/** One-time changes applied when a tile is placed (again when it is invested in). */
export type StatDeltas = { readonly [S in Stat]?: number };

/** Which tiles an effect counts: a tile matches when its category or its icon is listed. Lakes never match. */
export type Match = { readonly categories?: readonly Category[]; readonly icons?: readonly Icon[] };

/**
 * Where an effect looks for matching tiles (rulebook "Tile Terminology").
 * - adjacent: tiles sharing an edge with this tile, in its owner's borough ("each adjacent")
 * - own: tiles in its owner's borough, this tile included if it matches ("each of your")
 * - every: tiles in all boroughs, this tile included if it matches ("every")
 * - others: tiles in every borough except its owner's ("all other boroughs")
 */
export const SCOPES = ['adjacent', 'own', 'every', 'others'] as const;
export type Scope = (typeof SCOPES)[number];

export type Effect =
  /**
   * `amount` of `stat` for each matching tile in `scope`: applied when the tile is placed and again for each
   * matching tile added later by anyone ("take $" money effects keep paying this way too). With `laterOnly`,
   * only tiles placed after this one count (the restaurant / skyscraper / car dealership penalties).
   */
  | {
      readonly kind: 'perTile';
      readonly stat: Stat;
      readonly amount: number;
      readonly scope: Scope;
      readonly match: Match;
      readonly laterOnly?: true;
    }
  /** `amount` of `stat` each time its owner's population crosses a red line upward after placing (Casino, PR Firm; decision 2). */
  | { readonly kind: 'perRedLineCrossed'; readonly stat: Stat; readonly amount: number }
  /** `amount` of `stat` for each of its owner's buildings touching one of the owner's lakes, now and whenever that number grows (Waterfront Realty). */
  | { readonly kind: 'perLakefrontBuilding'; readonly stat: Stat; readonly amount: number };

/** The stack a tile is shuffled into; basics sit in the supply instead. */
export const TILE_STACKS = ['basic', 'A', 'B', 'C'] as const;
export type TileStack = (typeof TILE_STACKS)[number];

export type TileDef = {
  /** stable id used in states and logs, e.g. 'office-building' */
  readonly id: string;
  readonly name: string;
  readonly stack: TileStack;
  /** copies in the box (basics: copies in the supply are table data, see table.ts) */
  readonly copies: number;
  /** printed price in $ */
  readonly cost: number;
  readonly category: Category;
  readonly icon?: Icon;
  readonly immediate: StatDeltas;
  readonly effects: readonly Effect[];
  /** short paraphrase of the tile face for people */
  readonly text: string;
};
