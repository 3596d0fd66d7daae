/** Moves, rejections and the changes a move causes. */
import type { Axial, BasicId, GameState, GoalId, Seat, TileId } from './state.ts';
import type { Stat } from './tiles/index.ts';

/**
 * Slots always name the market as it was at the start of the turn. `extraDiscardSlot` is the Lone Architect's
 * additional tile removed after every turn ("using the same rules as … a basic tile"); it is required there and
 * refused elsewhere. A `discardSlot` on 'buy' or 'lake' is refused too: the taken tile already leaves the market.
 */
export type Move =
  | { readonly kind: 'chooseGoal'; readonly seat: Seat; readonly goal: GoalId }
  | { readonly kind: 'keepRandomGoal'; readonly seat: Seat }
  | { readonly kind: 'buy'; readonly seat: Seat; readonly slot: number; readonly at: Axial; readonly discardSlot?: number; readonly extraDiscardSlot?: number }
  | { readonly kind: 'basic'; readonly seat: Seat; readonly basic: BasicId; readonly at: Axial; readonly discardSlot: number; readonly extraDiscardSlot?: number }
  | { readonly kind: 'lake'; readonly seat: Seat; readonly slot: number; readonly at: Axial; readonly discardSlot?: number; readonly extraDiscardSlot?: number }
  /** `border`: investing in the mover's border at this index of `borders` (then `at` is its first slot; Suburbia Inc) */
  | { readonly kind: 'invest'; readonly seat: Seat; readonly at: Axial; readonly discardSlot: number; readonly extraDiscardSlot?: number; readonly border?: number }
  /** Suburbia Inc: the face-up border at `index` of the row, facing `side`, its first slot on `at` (decisions 18, 19) */
  | {
      readonly kind: 'border';
      readonly seat: Seat;
      readonly index: number;
      readonly side: number;
      readonly at: Axial;
      readonly discardSlot: number;
      readonly extraDiscardSlot?: number;
    }
  /** Suburbia Inc: the top face-down border, placed as a Lake Border (decision 19) */
  | { readonly kind: 'lakeBorder'; readonly seat: Seat; readonly side: number; readonly at: Axial; readonly discardSlot: number; readonly extraDiscardSlot?: number }
  /**
   * Suburbia Inc: replace the Redevelopment Planner at `planner` by the market tile in `slot` or by a `basic` tile
   * (then `discardSlot` is required, as after a basic tile); exactly one of the two (decision 22)
   */
  | {
      readonly kind: 'redevelop';
      readonly seat: Seat;
      readonly planner: Axial;
      readonly slot?: number;
      readonly basic?: BasicId;
      readonly discardSlot?: number;
      readonly extraDiscardSlot?: number;
    }
  | { readonly kind: 'undo'; readonly seat: Seat };

export type TurnMove = Extract<Move, { kind: 'buy' | 'basic' | 'lake' | 'invest' | 'border' | 'lakeBorder' | 'redevelop' }>;

/** The turn moves that place a border. */
export type BorderMove = Extract<Move, { kind: 'border' | 'lakeBorder' }>;

/** A turn move whose discards may not be chosen yet (for previews while the player is still choosing). */
export type TurnDraft =
  | Extract<Move, { kind: 'buy' | 'lake' }>
  | (Omit<Extract<Move, { kind: 'basic' }>, 'discardSlot'> & { readonly discardSlot?: number })
  | (Omit<Extract<Move, { kind: 'invest' }>, 'discardSlot'> & { readonly discardSlot?: number })
  | (Omit<Extract<Move, { kind: 'border' }>, 'discardSlot'> & { readonly discardSlot?: number })
  | (Omit<Extract<Move, { kind: 'lakeBorder' }>, 'discardSlot'> & { readonly discardSlot?: number })
  | Extract<Move, { kind: 'redevelop' }>;

export const REJECTION_CODES = [
  'gameOver',
  'wrongPhase',
  'wrongSeat',
  'goalNotOffered',
  'goalAlreadyKept',
  'noSuchSlot',
  'unknownBasic',
  'basicSoldOut',
  'unaffordable',
  'occupied',
  'notTouching',
  'boroughBoardCell',
  'noTileThere',
  'alreadyInvested',
  'noMarkerLeft',
  'discardMissing',
  'discardNotAllowed',
  'discardTaken',
  /** decision 26: at most one of each Essen tile per borough */
  'onePerBorough',
  /** the tile must touch a matching piece (Lake House: a lake) */
  'mustTouch',
  /** the tile needs more population than its owner has (Cemetery) */
  'needsPopulation',
  /** Suburbia Inc (decision 18): a hex tile may not go on a border's covered cell */
  'coveredCell',
  /** a border needs a hex tile of the borough in at least one of its slots */
  'borderNeedsTile',
  /** a border's covered cells must be empty and off the Borough Board */
  'borderCoversCell',
  /** a border's covered cells may not equal or touch another border's, nor may their slots be shared or covered */
  'borderTouchesBorder',
  /** no face-up border at that place of the row, or no face-down border left */
  'noSuchBorder',
  /** not an orientation of a border: sides are 0..5 */
  'noSuchSide',
  /** Suburbia Inc: no Redevelopment Planner of the mover's on that cell */
  'noPlannerThere',
  /** a redevelopment names neither a market slot nor a basic tile, or both */
  'replacementMissing',
  /** the Redevelopment Planner takes no investment marker (seed 003) */
  'notInvestable',
  'undoViaReplay',
  'nothingToUndo',
  'rulesVersionMismatch',
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];
export type Rejection = { readonly code: RejectionCode; readonly detail?: string };

export const CAUSE_KINDS = [
  'cost',
  'discard',
  'tile',
  'lake',
  'investment',
  'redLine',
  'incomeStep',
  'reputationStep',
  'dale',
  /** a bonus tile's reward at the first B draw, a challenge tile's at the first C draw (decision 20) */
  'bonus',
  'challenge',
  /** 5★: a one-time space of the Star track (decision 16: space 4 +1 income, space 8 +1 reputation) */
  'starTrack',
  /** 5★: the end of a round, most stars +1 population, fewest −1 (decision 17) */
  'starRound',
] as const;
export type CauseKind = (typeof CAUSE_KINDS)[number];

export type Cause = {
  readonly kind: CauseKind;
  /** the tile whose rule caused the change (for red lines: the reacting Casino / PR Firm, if any; for bonus and challenge rewards: that tile) */
  readonly tileId?: TileId;
  /** Suburbia Inc: the border whose effect (or price) caused the change, '' for a Lake Border (R36); `at` is then its first slot */
  readonly borderId?: string;
  /** whose tile it is */
  readonly ownerSeat?: Seat;
  readonly at?: Axial;
  /** the red line's first value past the line */
  readonly redLine?: number;
  /** short rule text, e.g. "per adjacent commercial tile" */
  readonly text: string;
};

export type Change = {
  readonly seat: Seat;
  readonly stat: Stat;
  /** what actually moved, after the -5..15 track limits and the floors at $0 and population 0 */
  readonly delta: number;
  /** present when a limit cut the change short or a rule ignored it: what the effect asked for */
  readonly wanted?: number;
  /**
   * a rule ignored the change entirely (delta 0), and the cause's text says which: a Police Station against a
   * negative Nightlife effect, gold stars without the 5★ Star track; for gold stars `delta` is the spaces the
   * token moved and `wanted` (when fewer) the stars it had
   */
  readonly ignored?: true;
  readonly cause: Cause;
};

/** What a turn's end brought that is no stat change (stat changes from the same steps are Changes). */
export type TurnEvent =
  /** the 1 More Round tile came up: the round is finished, then one more is played (Dale: the game ends) */
  | { readonly kind: 'oneMoreRound' }
  /** a bonus (first B draw) or challenge (first C draw) tile was checked and left the game; `gainers` met it */
  | { readonly kind: 'awardChecked'; readonly award: 'bonus' | 'challenge'; readonly tileId: string; readonly gainers: readonly Seat[] }
  /** 5★: the end of a round changed the turn order (decision 17); `order` is the new one, the start player first */
  | { readonly kind: 'turnOrder'; readonly order: readonly Seat[] };

export type Applied = { readonly ok: true; readonly state: GameState; readonly changes: readonly Change[]; readonly events: readonly TurnEvent[] };
export type Rejected = { readonly ok: false; readonly rejection: Rejection };

export const reject = (code: RejectionCode, detail?: string): Rejected => ({ ok: false, rejection: detail === undefined ? { code } : { code, detail } });
