/**
 * Bonus and challenge tiles (seed 003 "Bonuses and Challenges", decision 20): one bonus lies face up on the B
 * stack, one challenge on the C stack. At the draw that would take the first B (resp. C) tile, every player who
 * meets or exceeds the requirement gains the reward (Dale the Bot always does), then the tile leaves the game.
 * Data from the project's reference data (rules/expansion-tiles.json; see docs/rules.md).
 */
import { matchPhrase } from './effects/index.ts';
import type { SetId } from './sets.ts';
import { marked } from './tiles/build.ts';
import { matchBits, traitsOf } from './tiles/traits.ts';
import type { Match } from './tiles/vocabulary.ts';
import type { WorkPlayer } from './resolve/work.ts';

/** What a player needs: face-up pieces of a kind (category, icon, set mark; `lakes` counts lakes), or a number. */
export type Requirement =
  | { readonly kind: 'pieces'; readonly match: Match; readonly atLeast: number }
  | { readonly kind: 'stat'; readonly stat: 'money' | 'income' | 'reputation' | 'population'; readonly atLeast: number };

export type AwardTile = {
  readonly id: string;
  readonly name: string;
  /** a bonus raises income and lies on B; a challenge raises reputation and lies on C */
  readonly award: 'bonus' | 'challenge';
  readonly amount: number;
  readonly requirement: Requirement;
  /** the set it comes with */
  readonly set: SetId;
  /** sets it needs besides its own (decision 20: Inc. Bonus and Challenge need Suburbia Inc) */
  readonly needs?: readonly string[];
};

export const AWARD_TILES: readonly AwardTile[] = [
  { id: 'nightlife-bonus', name: 'Nightlife Bonus', award: 'bonus', amount: 3, requirement: { kind: 'pieces', match: marked('nightlife'), atLeast: 3 }, set: 'nightlife' },
  { id: 'nightlife-challenge', name: 'Nightlife Challenge', award: 'challenge', amount: 3, requirement: { kind: 'pieces', match: marked('nightlife'), atLeast: 5 }, set: 'nightlife' },
];

const byId = new Map(AWARD_TILES.map((t) => [t.id, t]));

/** The award tile of an id (throws for an unknown id: a broken invariant). */
export const awardById = (id: string): AwardTile => {
  const found = byId.get(id);
  if (found === undefined) throw new Error(`unknown bonus or challenge tile ${id}`);
  return found;
};

/** The pool for a game with these sets: every award tile of a chosen set whose other needs are in play too. */
export const awardPool = (sets: readonly SetId[], award: AwardTile['award']): readonly AwardTile[] =>
  AWARD_TILES.filter((t) => t.award === award && sets.includes(t.set) && (t.needs ?? []).every((n) => (sets as readonly string[]).includes(n)));

/** The requirement in words, e.g. "at least 3 Nightlife tiles", "at least $25". */
export const requirementWords = (r: Requirement): string =>
  r.kind === 'pieces' ? `at least ${r.atLeast} ${matchPhrase(r.match, r.atLeast !== 1)}` : r.stat === 'money' ? `at least $${r.atLeast}` : `at least ${r.atLeast} ${r.stat}`;

/** Whether a player meets the requirement now: piece counts count face-up tiles, lake counts lakes (decision 20). */
export const meets = (p: Pick<WorkPlayer, 'borough' | 'money' | 'income' | 'reputation' | 'population'>, r: Requirement): boolean => {
  if (r.kind === 'stat') return p[r.stat] >= r.atLeast;
  const bits = matchBits(r.match);
  let n = 0;
  for (const t of p.borough) if ((bits & traitsOf(t)) !== 0) n += 1;
  return n >= r.atLeast;
};
