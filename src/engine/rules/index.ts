/**
 * The rules a game is played under, chosen at set-up from its options: the mode (rules/modes.ts) and the sets in
 * play. The turn, set-up, scoring and the policy consult this record instead of checking options themselves.
 */
import { normalizedSets, type SetId } from '../sets.ts';
import type { GameOptions } from '../state.ts';
import { modeRules, type ModeRules } from './modes.ts';

export type GameRules = {
  readonly mode: ModeRules;
  /** the expansions in play, in SETS order */
  readonly sets: readonly SetId[];
  readonly has: (set: SetId) => boolean;
};

const cache = new WeakMap<GameOptions, GameRules>();
// the options asked about last: a game's turns ask about the same object many times a turn, cheaper than the map
let last: { readonly options: GameOptions; readonly rules: GameRules } | undefined;

/** The rules of a game with these options (one record per options object: states share theirs). */
export const rulesOf = (options: GameOptions): GameRules => {
  if (last?.options === options) return last.rules;
  let rules = cache.get(options);
  if (rules === undefined) {
    const sets = normalizedSets(options.sets);
    rules = { mode: modeRules(options.solo), sets, has: (set) => sets.includes(set) };
    cache.set(options, rules);
  }
  last = { options, rules };
  return rules;
};

export { LONE_ARCHITECT_RED_LINE_BONUS, tableFor, type ModeRules } from './modes.ts';
