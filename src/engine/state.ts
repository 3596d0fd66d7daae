/**
 * The game state: plain JSON (no classes, no undefined inside arrays), structuredClone-able, versioned by SCHEMA.
 * Hidden information (stack order, secret goals and offers) sits in fields that views.ts leaves out.
 */
import type { GoalId } from './goals/goal-data.ts';
import type { Axial } from './hex.ts';
import type { RngState } from './rng.ts';
import type { SetId } from './sets.ts';
import type { TableRules } from './table.ts';
import type { BasicId, TileId } from './tiles/index.ts';

export type { Axial } from './hex.ts';
export type { GoalId } from './goals/goal-data.ts';
export type { BasicId, TileId } from './tiles/index.ts';

/** Bumped whenever the state's shape changes; stored snapshots of another schema are rebuilt by replay. */
export const SCHEMA = 2;

/**
 * The rules versions this engine plays (decision 30): a game keeps the version it started under and replays
 * under it. The base game is `base-1` and its results never change; a game with expansions is `sets-1`. A change
 * that would alter a result of a listed version adds a new version and keeps the old one's code path.
 */
export const RULES_VERSIONS = ['base-1', 'sets-1'] as const;
export type RulesVersion = (typeof RULES_VERSIONS)[number];

/** The version a new game with these options starts under (R17). */
export const rulesVersionFor = (options: GameOptions): RulesVersion => ((options.sets ?? []).length === 0 ? 'base-1' : 'sets-1');

export const SOLO_MODES = ['architect', 'dale'] as const;
export type SoloMode = (typeof SOLO_MODES)[number];

export type GameOptions = {
  /** human players: 1-5 (1 needs a solo mode; 5: decision 15); other counts need `table` */
  readonly players: number;
  readonly solo?: SoloMode;
  /** the expansions in play (decision 13); absent or empty: the base game */
  readonly sets?: readonly SetId[];
  /** table data overriding the rulebook's for this player count (tests) */
  readonly table?: TableRules;
};

/** 0-based seat index in joining order. In Dale the Bot games seat 0 is the human and seat 1 is Dale. */
export type Seat = number;

export type PlacedTile = {
  readonly tileId: TileId;
  readonly at: Axial;
  /** taken face down as a lake */
  readonly faceDown?: 'lake';
  readonly invested: boolean;
  /** global placement counter (starting tiles: 0), for penalties that count only later tiles */
  readonly placedOrder: number;
};

/**
 * Where a border lies (decision 18, border-geometry.ts): `side` 0..5 is the index in NEIGHBOUR_OFFSETS of the
 * direction its covered cells lie in, `first` its first slot cell.
 */
export type BorderFootprint = { readonly side: number; readonly first: Axial };

/** A border in a borough (Suburbia Inc). */
export type PlacedBorder = BorderFootprint & {
  /** a BorderDef id (tiles/inc-borders.ts) */
  readonly borderId: string;
  /** taken face down: a Lake Border (decision 19) */
  readonly faceDown?: 'lake';
  readonly invested: boolean;
  /** global placement counter, shared with the hex tiles */
  readonly placedOrder: number;
};

/**
 * The numbers every player holds, in the order states keep them. Copying a player, the resolver's working copy and
 * the end of a turn derive from this one list.
 */
export const PLAYER_NUMBERS = [
  'money',
  'income',
  'reputation',
  'population',
  'investmentsLeft',
  /** Nightlife: $ and population negative Nightlife effects took from the player (decision 26; Night Court gives them back) */
  'nightlifeMoneyLost',
  'nightlifePopulationLost',
] as const;
export type PlayerNumber = (typeof PLAYER_NUMBERS)[number];

export type PlayerState = { readonly [K in PlayerNumber]: number } & {
  readonly borough: readonly PlacedTile[];
  /** Suburbia Inc: the borders in the borough, in placement order; absent in games without Inc */
  readonly borders?: readonly PlacedBorder[];
  /** secret: the goals offered at set-up until one is kept */
  readonly secretGoalOffers: readonly GoalId[];
  /** secret: the kept goal */
  readonly secretGoal?: GoalId;
  /** Dale the Bot's seat, played by the engine */
  readonly isDale?: true;
};

/** A record being built field by field before it is handed out as read-only. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type MarketEntry = { readonly slot: number; readonly tileId: TileId };

export type Stacks = { readonly A: readonly TileId[]; readonly B: readonly TileId[]; readonly C: readonly TileId[] };

export const PHASES = ['goals', 'playing', 'finished'] as const;
export type Phase = (typeof PHASES)[number];

export type GameState = {
  readonly schema: number;
  readonly rulesVersion: string;
  readonly options: GameOptions;
  readonly table: TableRules;
  readonly phase: Phase;
  /** seats in turn order (data, so turn-order rules can change it) */
  readonly turnOrder: readonly Seat[];
  readonly toMove: Seat;
  readonly startSeat: Seat;
  /** 1-based round number; a round starts with the start seat */
  readonly round: number;
  /** turns completed (Dale's included) */
  readonly turn: number;
  /** face-up tiles by slot, left (newest) to right */
  readonly market: readonly MarketEntry[];
  /** top of each stack first; hidden */
  readonly stacks: Stacks;
  /** basic tiles left in the supply */
  readonly basics: { readonly [B in BasicId]: number };
  readonly discards: readonly TileId[];
  readonly publicGoals: readonly GoalId[];
  readonly players: readonly PlayerState[];
  readonly rng: RngState;
  /** last placedOrder handed out */
  readonly placedCount: number;
  /** set when the 1 More Round tile appears: the game ends after this round */
  readonly finalRound?: number;
  /** the bonus tile lying face up on the B stack until the first B tile is drawn (decision 20) */
  readonly bonusOnB?: string;
  /** the challenge tile lying face up on the C stack until the first C tile is drawn (decision 20) */
  readonly challengeOnC?: string;
  /** Suburbia Inc: the face-up borders, at most 3, in row order; absent in games without Inc */
  readonly borderRow?: readonly string[];
  /** Suburbia Inc: the face-down borders, top first; hidden (views show only how many) */
  readonly borderStack?: readonly string[];
  /**
   * 5★: the Star track's 21 spaces (0..20), each the seats whose tokens lie there from bottom to top (star-track.ts);
   * absent in games without the Star tiles
   */
  readonly starTrack?: readonly (readonly Seat[])[];
};

/**
 * A copy of a player for a caller to change before handing it out, in newGame's key order. Written out field by
 * field (V8 builds this far faster than a loop or a spread); the type makes it list every number of PLAYER_NUMBERS.
 */
export const copyPlayer = (p: PlayerState): Mutable<PlayerState> => {
  const copy: Mutable<PlayerState> = {
    money: p.money,
    income: p.income,
    reputation: p.reputation,
    population: p.population,
    investmentsLeft: p.investmentsLeft,
    nightlifeMoneyLost: p.nightlifeMoneyLost,
    nightlifePopulationLost: p.nightlifePopulationLost,
    borough: p.borough,
    secretGoalOffers: p.secretGoalOffers,
  };
  if (p.borders !== undefined) copy.borders = p.borders;
  if (p.secretGoal !== undefined) copy.secretGoal = p.secretGoal;
  if (p.isDale === true) copy.isDale = true;
  return copy;
};

/**
 * The common player after the goals are kept (no borders, not Dale): one literal with `secretGoal` in it, so a
 * player whose goal was just kept and one after a turn share one object shape (a field added afterwards makes another).
 */
export const playerWithGoal = (
  numbers: { readonly [K in PlayerNumber]: number },
  borough: readonly PlacedTile[],
  secretGoalOffers: readonly GoalId[],
  secretGoal: GoalId,
): PlayerState => ({
  money: numbers.money,
  income: numbers.income,
  reputation: numbers.reputation,
  population: numbers.population,
  investmentsLeft: numbers.investmentsLeft,
  nightlifeMoneyLost: numbers.nightlifeMoneyLost,
  nightlifePopulationLost: numbers.nightlifePopulationLost,
  borough,
  secretGoalOffers,
  secretGoal,
});

/** A field-by-field copy of a state, in the key order newGame gives, for a caller to change before handing it out. */
export const copyState = (s: GameState): Mutable<GameState> => {
  const copy: Mutable<GameState> = {
    schema: s.schema,
    rulesVersion: s.rulesVersion,
    options: s.options,
    table: s.table,
    phase: s.phase,
    turnOrder: s.turnOrder,
    toMove: s.toMove,
    startSeat: s.startSeat,
    round: s.round,
    turn: s.turn,
    market: s.market,
    stacks: s.stacks,
    basics: s.basics,
    discards: s.discards,
    publicGoals: s.publicGoals,
    players: s.players,
    rng: s.rng,
    placedCount: s.placedCount,
  };
  if (s.finalRound !== undefined) copy.finalRound = s.finalRound;
  if (s.bonusOnB !== undefined) copy.bonusOnB = s.bonusOnB;
  if (s.challengeOnC !== undefined) copy.challengeOnC = s.challengeOnC;
  if (s.borderRow !== undefined) copy.borderRow = s.borderRow;
  if (s.borderStack !== undefined) copy.borderStack = s.borderStack;
  if (s.starTrack !== undefined) copy.starTrack = s.starTrack;
  return copy;
};
