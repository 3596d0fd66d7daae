/**
 * The rules engine's public API. Pure and deterministic: no I/O, no clock, no Math.random; the RNG state lives in
 * the game state. A game is its options (players, solo mode, sets), seed, rules version and move log. The rule
 * decisions and readings its comments cite ("decision 9", "R4") are in docs/rules.md.
 *
 * - Set-up: `newGame(options, seed)`; the options' sets choose the box (box.ts) and the rules (rules/).
 * - A turn in stages: `offerActions` → `offerPlacements` (each with its preview) → `offerDiscards` → `applyMove`;
 *   illegal moves come back as typed rejections (REJECTION_CODES).
 * - Dale the Bot games have two seats: 0 the human, 1 Dale (`isDale`); `options.players` stays 1. Dale's turn
 *   follows the human's inside `applyMove`, so the log holds only human moves.
 * - Moves may carry `extraDiscardSlot` (the Lone Architect's extra tile removed after every turn; required there).
 * - `replay` rebuilds a game from its record under any listed rules version and honours `{ kind: 'undo' }` entries
 *   (a visitor may see the state after every entry); `canUndo(moves, seat)` tells whether one may be offered.
 * - `finalScores` is undefined until the game is finished; `populationSeries` is a game's population round by round.
 * - 5★ Star tiles bring the Star track (`state.starTrack`, star-track.ts); it sets `state.turnOrder` each round.
 */
export { RULES_VERSIONS, rulesVersionFor, SCHEMA, SOLO_MODES, PHASES } from './state.ts';
export type { Axial, BasicId, BorderFootprint, GameOptions, GameState, GoalId, MarketEntry, Phase, PlacedBorder, PlacedTile, PlayerState, RulesVersion, Seat, SoloMode, Stacks, TileId } from './state.ts';
export { SETS, SET_NAMES, isSetId, normalizedSets, type SetId } from './sets.ts';
export { REJECTION_CODES, CAUSE_KINDS } from './moves.ts';
export type { Applied, Cause, CauseKind, Change, Move, Rejected, Rejection, RejectionCode, TurnDraft, TurnEvent, TurnMove } from './moves.ts';
export { newGame } from './setup.ts';
export { applyMove, canUndo, replay, type EntryVisitor, type GameRecord } from './apply.ts';
export { populationSeries, type PopulationSeries } from './population-series.ts';
export { borderDraftFor, choiceOfMove, choiceOfOffer, draftFor, offerActions, offerDiscards, offerPlacements, offerRedevelopments, preview } from './offers.ts';
export type { ActionChoice, ActionOffer, BorderChoice, DiscardOffer, PlacementOffer, Preview, RedevelopmentOffer } from './offers.ts';
export { offerBorderFootprints, offerBorderInvestments, offerBorderSides } from './border-offers.ts';
export type { BorderFootprintOffer, BorderInvestmentOffer, BorderSideOffer } from './border-offers.ts';
export { tilePrice } from './prices.ts';
export { borderCells, legalCells, legalFootprints, type BorderCells } from './geometry.ts';
export { AWARD_TILES, awardById, awardPool, requirementWords, type AwardTile, type Requirement } from './awards.ts';
export { goalPool } from './box.ts';
export { describeChange } from './describe.ts';
export { finalScores, soloTitle, SOLO_TITLES, type FinalScores, type GoalAward, type SeatScore } from './scoring.ts';
export { canonicalJson, canonicalProjection, type JsonValue } from './projection.ts';
export { publicView, privateView, type PrivateView, type PublicPlayer, type PublicView } from './views.ts';
export { redLineAfter, redLinesCrossed } from './red-lines.ts';
export { surchargeAt, marketTile } from './market.ts';
export { BASE_SURCHARGES, FIVE_PLAYER_SURCHARGES, type TableRules } from './table.ts';
export { LAST_STAR_SPACE, STAR_BONUS_SPACES, STAR_SPACE_LIMITS, starSpaceOf, trackOrder, type StarTrack } from './star-track.ts';
export { BASE_TILES, BASIC_IDS, CATEGORIES, ICONS, LAKE_EFFECTS, ONE_MORE_ROUND, SET_MARKS, SET_TILES, STATS, TILES, INC_BORDERS, STAR_BORDERS, borderById, isBasicId, tileById, type BorderDef } from './tiles/index.ts';
export type { Category, Effect, Icon, Match, PlacementRule, Scope, SetMark, Stat, StatDeltas, TileDef } from './tiles/index.ts';
export { tileText } from './tiles/tile-text.ts';
export { matchPhrase, SET_WORDS } from './effects/index.ts';
export { DALE_PRICE } from './dale.ts';
export { LONE_ARCHITECT_RED_LINE_BONUS } from './rules/index.ts';
export { rulesOf, tableFor, type GameRules } from './rules/index.ts';
export * from './goals/index.ts';
export * from './hex.ts';
export * from './policy/index.ts';
export { positionFrom, type PieceSpec, type PositionSpec, type SeatSpec } from './position.ts';
export * from './players/index.ts';
