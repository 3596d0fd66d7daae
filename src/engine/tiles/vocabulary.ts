/**
 * The small vocabulary every tile record is written in. One interpreter (src/engine/resolve) runs it;
 * a tile holds no logic of its own, except the few named special cases in special-cases.ts.
 */

/** The four building categories (tile colours: green, blue, yellow, gray). Lakes have none. */
export const CATEGORIES = ['residential', 'commercial', 'industrial', 'civic'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Interactive icons in a tile's right corner that other tiles count. */
export const ICONS = ['restaurant', 'office', 'school', 'airport', 'skyscraper', 'carDealership'] as const;
export type Icon = (typeof ICONS)[number];

/**
 * The white set icon each expansion prints on its pieces (base pieces carry none): Suburbia Inc's necktie, the
 * 5★ star (which makes a piece a Star tile), Nightlife's moon, Con's die and Essen's Spiel icon. Con tiles carry
 * gold stars but no star mark, so they are not Star tiles (decision 13).
 */
export const SET_MARKS = ['inc', 'star', 'nightlife', 'con', 'essen'] as const;
export type SetMark = (typeof SET_MARKS)[number];

/**
 * The things tiles change: money ($, the purse), the three tracks, and gold stars on the 5★ Star track (moved
 * only when the track is in play; otherwise the game's rules drop them, decision 13).
 */
export const STATS = ['money', 'income', 'reputation', 'population', 'stars'] as const;
export type Stat = (typeof STATS)[number];

/** One-time changes applied when a tile is placed (again when it is invested in). */
export type StatDeltas = { readonly [S in Stat]?: number };

/**
 * Which pieces an effect counts: a face-up tile matches when its category, its icon or its set mark is listed;
 * `lakes` matches lakes (tiles taken face down, and Lake Borders); `borders` matches face-up borders (Suburbia Inc,
 * decision 19: a Lake Border is no border). A lake matches nothing else.
 */
export type Match = {
  readonly categories?: readonly Category[];
  readonly icons?: readonly Icon[];
  readonly sets?: readonly SetMark[];
  readonly lakes?: true;
  readonly borders?: true;
};

/**
 * Where an effect looks for matching tiles (rulebook "Tile Terminology").
 * - adjacent: tiles sharing an edge with this tile, in its owner's borough ("each adjacent")
 * - own: tiles in its owner's borough, this tile included if it matches ("each of your")
 * - every: tiles in all boroughs, this tile included if it matches ("every")
 * - others: tiles in every borough except its owner's ("all other boroughs")
 */
export const SCOPES = ['adjacent', 'own', 'every', 'others'] as const;
export type Scope = (typeof SCOPES)[number];

/** The effect words. Each is defined once, in effect-words.ts: how it counts, its text, and the policy's estimate. */
export type Effect =
  /**
   * `amount` of `stat` for each matching tile in `scope`: applied when the tile is placed and again for each
   * matching tile added later by anyone ("take $" and "pay $" effects keep acting this way too, decision 26).
   * With `laterOnly`, only tiles placed after this one count (the restaurant / skyscraper / car dealership
   * penalties).
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
  /** `amount` of `stat` for each of its owner's buildings touching one of the owner's lakes, now and whenever that number grows (Waterfront Realty, decision 29). */
  | { readonly kind: 'perLakefrontBuilding'; readonly stat: Stat; readonly amount: number };

export type EffectKind = Effect['kind'];

/**
 * Where a tile may go, checked wherever legal spots are computed (decisions 24, 26). A tile whose rules leave no
 * spot can still be taken as a lake: a lake has no requirement.
 * - onePerBorough: at most one copy of this tile in a borough (the Essen tiles)
 * - mustTouch: it must share an edge with a matching piece of the borough (Lake House: a lake)
 * - minPopulation: its owner needs at least this population to place it (Cemetery)
 * - canPayCharges: its owner needs the money for its price and for what its "pay $ for every …" effects take at
 *   once, both to place it and to invest in it (Water Purification Plant)
 */
export type PlacementRule =
  | { readonly kind: 'onePerBorough' }
  | { readonly kind: 'mustTouch'; readonly match: Match }
  | { readonly kind: 'minPopulation'; readonly amount: number }
  | { readonly kind: 'canPayCharges' };

/** Tiles whose rule the vocabulary cannot say; each is handled in one place (special-cases.ts). */
export const SPECIAL_CASES = ['policeStation', 'nightCourt', 'lawOffice', 'redevelopmentPlanner', 'redistrictingOffice', 'dollarArcade'] as const;
export type SpecialCase = (typeof SPECIAL_CASES)[number];

/** The stack a tile is shuffled into; basics sit in the supply instead. */
export const TILE_STACKS = ['basic', 'A', 'B', 'C'] as const;
export type TileStack = (typeof TILE_STACKS)[number];

export type TileDef = {
  /** stable id used in states and logs, e.g. 'office-building' */
  readonly id: string;
  readonly name: string;
  /** the expansion the tile comes from; absent for the base game */
  readonly set?: SetMark;
  readonly stack: TileStack;
  /** copies in the box (basics: copies in the supply are table data, see table.ts) */
  readonly copies: number;
  /** printed price in $ */
  readonly cost: number;
  /** absent only for the Redevelopment Planner, a black tile of no category (decisions 22, 28) */
  readonly category?: Category;
  readonly icon?: Icon;
  readonly immediate: StatDeltas;
  readonly effects: readonly Effect[];
  readonly placement?: readonly PlacementRule[];
  readonly special?: SpecialCase;
};
