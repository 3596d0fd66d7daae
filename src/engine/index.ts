/**
 * The rules engine's public API (see /work/notes-lead/engine-api.md). Pure and deterministic: no I/O, no clock,
 * no Math.random; the RNG state lives in the game state.
 *
 * Deviations from the contract, on purpose:
 * - GameOptions may carry `table` (TableRules) to set up tables the base rulebook has no numbers for.
 * - Dale the Bot games have two seats: 0 the human, 1 Dale (`isDale`); `options.players` stays 1.
 * - Moves may carry `extraDiscardSlot` (the Lone Architect's extra tile removed after every turn; required there).
 * - PlacedTile.faceDown is 'lake' or absent; ActionOffer for 'invest' is one entry (its placements are the tiles).
 * - preview/offerDiscards take a TurnDraft: a turn move whose discard may still be missing.
 * - finalScores is undefined until the game is finished.
 * - GameState.finalRound (not lastRound): set when 1 More Round appears; the game ends after that round.
 * - Change causes for the end-of-turn steps are 'incomeStep' and 'reputationStep'; see CAUSE_KINDS.
 * - Undo: replay() honours { kind: 'undo' } entries; canUndo(moves, seat) tells the bot whether to offer it.
 */
export { RULES_VERSION, SCHEMA, SOLO_MODES, PHASES } from './state.ts';
export type { Axial, BasicId, GameOptions, GameState, GoalId, MarketEntry, Phase, PlacedTile, PlayerState, Seat, SoloMode, Stacks, TileId } from './state.ts';
export { REJECTION_CODES, CAUSE_KINDS } from './moves.ts';
export type { Applied, Cause, CauseKind, Change, Move, Rejected, Rejection, RejectionCode, TurnDraft, TurnMove } from './moves.ts';
export { newGame } from './setup.ts';
export { applyMove, canUndo, replay, type GameRecord } from './apply.ts';
export { choiceOfMove, draftFor, offerActions, offerDiscards, offerPlacements, preview } from './offers.ts';
export type { ActionChoice, ActionOffer, DiscardOffer, PlacementOffer, Preview } from './offers.ts';
export { legalCells } from './borough.ts';
export { describeChange } from './describe.ts';
export { finalScores, soloTitle, SOLO_TITLES, type FinalScores, type GoalAward, type SeatScore } from './scoring.ts';
export { canonicalJson, canonicalProjection, type JsonValue } from './projection.ts';
export { publicView, privateView, type PrivateView, type PublicPlayer, type PublicView } from './views.ts';
export { redLineAfter, redLinesCrossed } from './red-lines.ts';
export { surchargeAt, marketTile } from './market.ts';
export { BASE_SURCHARGES, tableFor, type TableRules } from './table.ts';
export { BASIC_IDS, CATEGORIES, ICONS, LAKE_EFFECTS, ONE_MORE_ROUND, STATS, TILES, isBasicId, tileById } from './tiles/index.ts';
export type { Category, Effect, Icon, Match, Scope, Stat, StatDeltas, TileDef } from './tiles/index.ts';
export { effectText } from './tiles/effect-text.ts';
export { DALE_PRICE } from './dale.ts';
export { LONE_ARCHITECT_RED_LINE_BONUS } from './resolve/work.ts';
export * from './goals/index.ts';
export * from './hex.ts';
export * from './policy/index.ts';
