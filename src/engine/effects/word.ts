/**
 * What every effect word of the tile vocabulary must say about itself. The registry (index.ts) holds one entry per
 * word, so a new word in `Effect` does not compile until it says how it counts, how it reads and what the
 * built-in policy makes of it.
 */
import type { GameState, PlacedBorder, PlacedTile, Seat } from '../state.ts';
import type { Effect, EffectKind } from '../tiles/vocabulary.ts';

/**
 * What the built-in policy's estimate knows of the mover's borough this turn (policy/estimate.ts builds it): the
 * borough, its cells, the face-up pieces per trait bit (the mover's and everyone's), and its lakefront buildings.
 */
export type Board = {
  readonly borough: readonly PlacedTile[];
  readonly cells: ReadonlyMap<number, PlacedTile>;
  readonly mine: readonly number[];
  readonly all: readonly number[];
  /** the mover's buildings touching one of their lakes (Waterfront Realty), counted when first asked */
  readonly lakefront: () => number;
};

export type EffectOf<K extends EffectKind> = Extract<Effect, { readonly kind: K }>;

/** What the resolver's counts look at: every player's borough (and borders, Suburbia Inc), seat by seat. */
export type Boroughs = readonly { readonly borough: readonly PlacedTile[]; readonly borders?: readonly PlacedBorder[] }[];

/** One effect of one tile kind, with the bits of what it counts (0 when it counts no pieces). */
export type RuleOf<K extends EffectKind> = { readonly effect: EffectOf<K>; readonly bits: number; readonly positions: readonly number[] };

/** Members are methods so that the registry's entries can be used through one `EffectWord<EffectKind>`. */
export type EffectWord<K extends EffectKind> = {
  /** the few words naming the rule behind a change, e.g. "per adjacent commercial" */
  cause(effect: EffectOf<K>): string;
  /** the effect as a tile face says it, e.g. "+1 income per adjacent commercial tile" */
  face(effect: EffectOf<K>): string;
  /** how many pieces the rule of tile `t` (owned by `owner`) counts now: applied on placement and investment */
  countNow(boroughs: Boroughs, owner: Seat, t: PlacedTile, rule: RuleOf<K>): number;
  /**
   * how much `added` (just placed by `placer`, already in its borough; `addedTraits` its bits) adds to the count of
   * tile `x` owned by `owner`; `added` is always later than `x`
   */
  countAdded(boroughs: Boroughs, owner: Seat, x: PlacedTile, rule: RuleOf<K>, placer: Seat, added: PlacedTile, addedTraits: number): number;
  /** whether tiles with this rule must hear of pieces placed in other boroughs */
  hearsOtherBoroughs(effect: EffectOf<K>): boolean;
  /** what the rule gives each time its owner's population crosses a red line upward (0: nothing) */
  perRedLineUp(effect: EffectOf<K>): number;
  /** the policy: whether the rule counts "each adjacent" pieces (estimated per cell by the pair table) */
  countsAdjacent(effect: EffectOf<K>): boolean;
  /** the policy: whether the rule reacts to any new piece of its owner's, wherever it goes */
  reactsToOwnPlacements(effect: EffectOf<K>): boolean;
  /**
   * the policy's cheap count when a tile with the rule is placed (`selfCounted` false) or invested in (true), beside
   * the per-cell part the pair table adds
   */
  estimateCount(state: GameState, board: Board, t: PlacedTile | undefined, traits: number, rule: RuleOf<K>, selfCounted: boolean): number;
};
