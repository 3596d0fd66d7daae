/**
 * The three ways to play: a multiplayer game and the two solo games (rulebook "Solo Game 1", "Solo Game 2"). Every
 * difference between them is a field here, which the turn, the set-up, scoring and the policy read.
 */
import type { GoalDef } from '../goals/goal-data.ts';
import type { SoloMode } from '../state.ts';
import { DALE_TABLE, LONE_ARCHITECT_TABLE, multiplayerTable, type TableRules } from '../table.ts';

export type ModeRules = {
  readonly name: 'multiplayer' | 'loneArchitect' | 'dale';
  /** the rulebook's table for this many human players; undefined when it has none */
  readonly table: (players: number) => TableRules | undefined;
  /**
   * income and reputation per red line crossed upward; crossing back down returns them (R5). Base game −1 each;
   * Lone Architect +2 each (decision 7, as seed 000 is written; alternative: a printed −2/−2).
   */
  readonly redLineShift: number;
  /**
   * market tiles the mover removes after every turn beside the turn's own: the Lone Architect's "after your turn is
   * over, you must remove an additional tile" (R4), paid after the income and population steps (alternative: with the
   * turn's own discard, before income) and on top of a basic-tile or investment discard (alternative: that discard
   * counts as the additional one)
   */
  readonly extraRemovals: 0 | 1;
  /**
   * how the market moves on: slide right and refill from the left, or Dale the Bot's "do not move them" — the
   * human's leftovers wait for Dale, and after his turn the rest leave the game and 4 new tiles are dealt
   */
  readonly market: 'slideAndRefill' | 'dealAfterDale';
  /** the game ends the moment the 1 More Round tile appears (Dale), instead of after one more full round */
  readonly endsAtOneMoreRound: boolean;
  /** Dale the Bot's seat follows the human's, played by the engine */
  readonly engineSeat: boolean;
  /** whether a goal goes into the pool: Dale discards those showing a lake or an investment marker (decision 6) */
  readonly keepsGoal: (goal: GoalDef) => boolean;
  /** the human moves first every round ("You go first each round") instead of a random start player */
  readonly humanStarts: boolean;
  /** the human's result is a score title (seed 000 "Scoring for Both Solo Games") */
  readonly scoreTitle: boolean;
};

const MULTIPLAYER: ModeRules = {
  name: 'multiplayer',
  table: multiplayerTable,
  redLineShift: -1,
  extraRemovals: 0,
  market: 'slideAndRefill',
  endsAtOneMoreRound: false,
  engineSeat: false,
  keepsGoal: () => true,
  humanStarts: false,
  scoreTitle: false,
};

/** Decision 7: crossing a red line gives +2 income and +2 reputation, as seed 000 is written (alternative: −2/−2). */
export const LONE_ARCHITECT_RED_LINE_BONUS = 2;

const LONE_ARCHITECT: ModeRules = {
  ...MULTIPLAYER,
  name: 'loneArchitect',
  table: () => LONE_ARCHITECT_TABLE,
  redLineShift: LONE_ARCHITECT_RED_LINE_BONUS,
  extraRemovals: 1,
  scoreTitle: true,
};

// Dale the Bot: goals showing a lake or an investment marker are discarded; they are left out of the secret offers
// too, since Dale can never build either (decision 6, R2; alternative: filter only the 3 public goals, as printed).
const DALE: ModeRules = {
  ...MULTIPLAYER,
  name: 'dale',
  table: () => DALE_TABLE,
  market: 'dealAfterDale',
  endsAtOneMoreRound: true,
  engineSeat: true,
  keepsGoal: (goal) => !goal.showsLakeOrInvestment,
  humanStarts: true,
  scoreTitle: true,
};

export const modeRules = (solo: SoloMode | undefined): ModeRules => (solo === 'architect' ? LONE_ARCHITECT : solo === 'dale' ? DALE : MULTIPLAYER);

/** The rulebook's table for a mode and player count (throws where it has none: a broken invariant). */
export const tableFor = (players: number, solo: SoloMode | undefined): TableRules => {
  const table = modeRules(solo).table(players);
  if (table === undefined) throw new Error(`the rules have no table for ${players} players`);
  return table;
};
