/**
 * Bonus and challenge tiles (seed 003 "Bonuses and Challenges", decision 20): one bonus lies face up on the B
 * stack, one challenge on the C stack. At the draw that would take the first B (resp. C) tile, every player who
 * meets or exceeds the requirement gains the reward (Dale the Bot always does), then the tile leaves the game.
 * Data from the project's reference data (rules/expansion-tiles.json; see docs/rules.md).
 */
import { matchPhrase } from './effects/index.ts';
import { faceUpBorders, piecesMatching, type Pieces } from './piece-counts.ts';
import type { SetId } from './sets.ts';
import { C, categories, I, marked, R, V } from './tiles/build.ts';
import type { Match } from './tiles/vocabulary.ts';

/** What a player needs: face-up pieces of a kind (category, icon, set mark; `lakes` counts lakes), face-up borders, or a number. */
export type Requirement =
  | { readonly kind: 'pieces'; readonly match: Match; readonly atLeast: number }
  | { readonly kind: 'borders'; readonly atLeast: number }
  | { readonly kind: 'stat'; readonly stat: StatNeeded; readonly atLeast: number };

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
  readonly needs?: readonly SetId[];
};

type StatNeeded = 'money' | 'income' | 'reputation' | 'population';

const pieces = (match: Match, atLeast: number): Requirement => ({ kind: 'pieces', match, atLeast });
const stat = (name: StatNeeded, atLeast: number): Requirement => ({ kind: 'stat', stat: name, atLeast });
const LAKES: Match = { lakes: true };

/** Suburbia Inc's ten bonuses and ten challenges (seed 003 "Bonuses and Challenges"). */
const INC_AWARDS: readonly AwardTile[] = (
  [
    ['border', 3, { kind: 'borders', atLeast: 1 }, 4, { kind: 'borders', atLeast: 2 }],
    ['civic', 3, pieces(categories(V), 3), 3, pieces(categories(V), 5)],
    ['commercial', 2, pieces(categories(C), 3), 3, pieces(categories(C), 5)],
    ['income', 2, stat('income', 5), 3, stat('income', 10)],
    ['industrial', 2, pieces(categories(I), 3), 3, pieces(categories(I), 5)],
    ['lake', 3, pieces(LAKES, 2), 3, pieces(LAKES, 4)],
    ['money', 2, stat('money', 25), 3, stat('money', 45)],
    ['population', 3, stat('population', 13), 2, stat('population', 40)],
    ['reputation', 3, stat('reputation', 5), 2, stat('reputation', 10)],
    ['residential', 4, pieces(categories(R), 3), 3, pieces(categories(R), 5)],
  ] as const
).flatMap(([kind, bonus, bonusNeeds, challenge, challengeNeeds]) => {
  const name = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  return [
    { id: `${kind}-bonus`, name: `${name} Bonus`, award: 'bonus', amount: bonus, requirement: bonusNeeds, set: 'inc' },
    { id: `${kind}-challenge`, name: `${name} Challenge`, award: 'challenge', amount: challenge, requirement: challengeNeeds, set: 'inc' },
  ] as const;
});

export const AWARD_TILES: readonly AwardTile[] = [
  ...INC_AWARDS,
  { id: 'nightlife-bonus', name: 'Nightlife Bonus', award: 'bonus', amount: 3, requirement: { kind: 'pieces', match: marked('nightlife'), atLeast: 3 }, set: 'nightlife' },
  { id: 'nightlife-challenge', name: 'Nightlife Challenge', award: 'challenge', amount: 3, requirement: { kind: 'pieces', match: marked('nightlife'), atLeast: 5 }, set: 'nightlife' },
  // Nightlife's Inc. Bonus and Challenge count Inc pieces: Inc hex tiles, face-up Inc borders, a Redevelopment Planner (decision 21)
  { id: 'inc-bonus', name: 'Inc. Bonus', award: 'bonus', amount: 2, requirement: pieces(marked('inc'), 3), set: 'nightlife', needs: ['inc'] },
  { id: 'inc-challenge', name: 'Inc. Challenge', award: 'challenge', amount: 3, requirement: pieces(marked('inc'), 5), set: 'nightlife', needs: ['inc'] },
  // 5★'s count the Star tiles in the borough (Star borders included), not the track (seed 003); they need Suburbia Inc (decision 20)
  { id: 'tourism-bonus', name: 'Tourism Bonus', award: 'bonus', amount: 3, requirement: pieces(marked('star'), 3), set: 'star', needs: ['inc'] },
  { id: 'tourism-challenge', name: 'Tourism Challenge', award: 'challenge', amount: 3, requirement: pieces(marked('star'), 5), set: 'star', needs: ['inc'] },
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
  AWARD_TILES.filter((t) => t.award === award && sets.includes(t.set) && (t.needs ?? []).every((n) => sets.includes(n)));

/** The requirement in words, e.g. "at least 3 Nightlife tiles", "at least 1 border", "at least $25". */
export const requirementWords = (r: Requirement): string => {
  switch (r.kind) {
    case 'pieces':
      return `at least ${r.atLeast} ${matchPhrase(r.match, r.atLeast !== 1)}`;
    case 'borders':
      return `at least ${r.atLeast} border${r.atLeast === 1 ? '' : 's'}`;
    case 'stat':
      return r.stat === 'money' ? `at least $${r.atLeast}` : `at least ${r.atLeast} ${r.stat}`;
  }
};

/**
 * Whether a player meets the requirement now (decisions 20–21): category and set counts count face-up pieces, lake
 * counts the lakes (Lake Borders included), border counts the face-up borders.
 */
export const meets = (p: Pieces & { readonly [K in StatNeeded]: number }, r: Requirement): boolean => {
  switch (r.kind) {
    case 'stat':
      return p[r.stat] >= r.atLeast;
    case 'borders':
      return faceUpBorders(p) >= r.atLeast;
    case 'pieces':
      return piecesMatching(p, r.match) >= r.atLeast;
  }
};
