/**
 * The goal tiles as data: the base game's 20, then each expansion's (decision 6: names and bonuses come only from
 * here). The base goals are transcribed from the project's reference data (rules/goals-base.json, copied to
 * docs/reference/goals-base.json, whose only source is S2, jacquiregames/bestagonblvd backend/app/data/goals.py; unconfirmed by a rulebook scan); the expansions'
 * from seed 003 (rules/expansion-tiles.json). See docs/rules.md.
 */
import type { SetId } from '../sets.ts';
import { BUILDINGS, marked } from '../tiles/build.ts';
import type { Icon, Match } from '../tiles/vocabulary.ts';

/** What a goal counts or reads in one player's borough. */
export type GoalTarget =
  /** face-up pieces matching (by category, icon or set mark: face-up borders carry their set's), e.g. Nightlife tiles */
  | { readonly kind: 'pieces'; readonly match: Match }
  /** face-down tiles (lakes) in the borough */
  | { readonly kind: 'lakes' }
  /** face-up borders (a Lake Border is none, decision 19) */
  | { readonly kind: 'borders' }
  /** face-up tiles of one category */
  | { readonly kind: 'category'; readonly category: GoalCategory }
  /** face-up tiles carrying one interactive icon */
  | { readonly kind: 'icon'; readonly icon: Icon }
  /** size of the largest edge-connected group of lakes */
  | { readonly kind: 'largestLakeGroup' }
  /** size of the largest edge-connected group of face-up tiles of one category */
  | { readonly kind: 'largestCategoryGroup'; readonly category: GoalCategory }
  /** a track or purse value at final scoring (before money turns into population) */
  | { readonly kind: 'stat'; readonly stat: 'money' | 'income' | 'reputation' }
  /** investment markers placed on tiles of the borough */
  | { readonly kind: 'investmentsPlayed' };

export const GOAL_CATEGORIES = ['residential', 'commercial', 'industrial', 'civic'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const GOAL_KINDS = ['most', 'fewest'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export const GOAL_IDS = [
  'aquatic-engineer',
  'aquaphobian',
  'harbormaster',
  'air-traffic-controller',
  'billionaire',
  'spendthrift',
  'builder',
  'capitalist',
  'developer',
  'socialist',
  'industrialist',
  'environmentalist',
  'civil-engineer',
  'libertarian',
  'public-official',
  'investor',
  'miser',
  'luminary',
  'miscreant',
  'employer',
  'insomniac',
  'nyctophobian',
  'european',
  'guard',
  'milton',
  'nomad',
  'settler',
  'entrepreneur',
  'layabout',
  'foodie',
  'hermit',
  'tourist',
] as const;
export type GoalId = (typeof GOAL_IDS)[number];

export type GoalDef = {
  readonly id: GoalId;
  readonly name: string;
  /** the single player with the most (or the fewest) of the target wins the bonus */
  readonly kind: GoalKind;
  readonly target: GoalTarget;
  /** population awarded at final scoring */
  readonly bonus: number;
  /** the tile shows a lake or an investment marker: Dale the Bot's set-up discards it (decision 6) */
  readonly showsLakeOrInvestment: boolean;
  /** the expansion it comes with; absent for the base game's 20 */
  readonly set?: SetId;
  /** sets it needs besides its own (decision 21: Entrepreneur and Layabout need Suburbia Inc) */
  readonly needs?: readonly SetId[];
};

const goal = (
  id: GoalId,
  name: string,
  kind: GoalKind,
  target: GoalTarget,
  bonus: number,
  showsLakeOrInvestment = false,
): GoalDef => ({ id, name, kind, target, bonus, showsLakeOrInvestment });

export const GOALS: readonly GoalDef[] = [
  goal('aquatic-engineer', 'Aquatic Engineer', 'most', { kind: 'lakes' }, 20, true),
  goal('aquaphobian', 'Aquaphobian', 'fewest', { kind: 'lakes' }, 20, true),
  goal('harbormaster', 'Harbormaster', 'most', { kind: 'largestLakeGroup' }, 10, true),
  goal('air-traffic-controller', 'Air Traffic Controller', 'most', { kind: 'icon', icon: 'airport' }, 10),
  goal('billionaire', 'Billionaire', 'most', { kind: 'stat', stat: 'money' }, 10),
  goal('spendthrift', 'Spendthrift', 'fewest', { kind: 'stat', stat: 'money' }, 10),
  goal('builder', 'Builder', 'most', { kind: 'category', category: 'residential' }, 15),
  goal('capitalist', 'Capitalist', 'fewest', { kind: 'category', category: 'residential' }, 20),
  goal('developer', 'Developer', 'most', { kind: 'category', category: 'commercial' }, 10),
  goal('socialist', 'Socialist', 'fewest', { kind: 'category', category: 'commercial' }, 10),
  goal('industrialist', 'Industrialist', 'most', { kind: 'category', category: 'industrial' }, 15),
  goal('environmentalist', 'Environmentalist', 'fewest', { kind: 'category', category: 'industrial' }, 15),
  goal('civil-engineer', 'Civil Engineer', 'most', { kind: 'category', category: 'civic' }, 15),
  goal('libertarian', 'Libertarian', 'fewest', { kind: 'category', category: 'civic' }, 15),
  goal('public-official', 'Public Official', 'most', { kind: 'largestCategoryGroup', category: 'civic' }, 15),
  goal('investor', 'Investor', 'most', { kind: 'stat', stat: 'income' }, 15),
  goal('miser', 'Miser', 'fewest', { kind: 'stat', stat: 'income' }, 15),
  goal('luminary', 'Luminary', 'most', { kind: 'stat', stat: 'reputation' }, 10),
  goal('miscreant', 'Miscreant', 'fewest', { kind: 'stat', stat: 'reputation' }, 20),
  // S2 words this as "fewest investment markers played" (its code: most markers left) — same winner.
  goal('employer', 'Employer', 'fewest', { kind: 'investmentsPlayed' }, 15, true),
  // Suburbia Nightlife (seed 003 "Nightlife Bonus, Challenge, and Goal Tiles"; decision 21)
  { ...goal('insomniac', 'Insomniac', 'most', { kind: 'pieces', match: marked('nightlife') }, 15), set: 'nightlife' },
  { ...goal('nyctophobian', 'Nyctophobian', 'fewest', { kind: 'pieces', match: marked('nightlife') }, 10), set: 'nightlife' },
  // Suburbia Inc (seed 003 "Goals"; decision 21)
  { ...goal('european', 'European', 'fewest', { kind: 'borders' }, 10), set: 'inc' },
  { ...goal('guard', 'Guard', 'most', { kind: 'borders' }, 15), set: 'inc' },
  { ...goal('milton', 'Milton', 'most', { kind: 'icon', icon: 'office' }, 15), set: 'inc' },
  { ...goal('nomad', 'Nomad', 'fewest', { kind: 'pieces', match: BUILDINGS }, 15), set: 'inc' },
  { ...goal('settler', 'Settler', 'most', { kind: 'pieces', match: BUILDINGS }, 10), set: 'inc' },
  // Nightlife's goals about Inc pieces: Inc hex tiles, face-up Inc borders, a Redevelopment Planner (decision 21)
  { ...goal('entrepreneur', 'Entrepreneur', 'most', { kind: 'pieces', match: marked('inc') }, 20), set: 'nightlife', needs: ['inc'] },
  { ...goal('layabout', 'Layabout', 'fewest', { kind: 'pieces', match: marked('inc') }, 10), set: 'nightlife', needs: ['inc'] },
  // Suburbia 5★ (seed 003 "5 Star Bonus, Challenge, and Goal Tiles"; decision 21): Star tiles are the pieces with the
  // star mark, Star borders included; Con tiles carry gold stars but no star mark (decision 13)
  { ...goal('foodie', 'Foodie', 'most', { kind: 'icon', icon: 'restaurant' }, 15), set: 'star' },
  { ...goal('hermit', 'Hermit', 'fewest', { kind: 'pieces', match: marked('star') }, 20), set: 'star' },
  { ...goal('tourist', 'Tourist', 'most', { kind: 'pieces', match: marked('star') }, 15), set: 'star' },
];

const byId = new Map<string, GoalDef>(GOALS.map((g) => [g.id, g]));

export const isGoalId = (id: string): id is GoalId => byId.has(id);

export const goalById = (id: GoalId): GoalDef => {
  const found = byId.get(id);
  if (found === undefined) throw new Error(`unknown goal id ${id}`);
  return found;
};
