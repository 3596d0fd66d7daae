/**
 * The pull of goals on the policy: the public goals and the mover's secret goal make a tile that moves the
 * mover's count the right way a little more attractive. Goals on money, income and reputation need no pull:
 * the value function already wants more of those.
 */
import { goalById, type GoalDef } from '../goals/index.ts';
import type { GameState, Seat } from '../state.ts';
import type { TileDef } from '../tiles/index.ts';
import type { SetMark } from '../tiles/vocabulary.ts';
import { faceTraits, matchBits } from '../tiles/traits.ts';

/** Share of a goal's bonus one step towards it is worth (self-play: 0 plays worse, 0.3 about as well). */
export const GOAL_PULL = 0.25;

/** What a candidate adds to the borough: a face-up tile, a lake (a Lake Border too), an investment marker, or a face-up border. */
export type Addition =
  | { readonly kind: 'tile'; readonly def: TileDef }
  | { readonly kind: 'lake' }
  | { readonly kind: 'investment' }
  | { readonly kind: 'border'; readonly set: SetMark };

const step = (goal: GoalDef, added: Addition): number => {
  const t = goal.target;
  switch (t.kind) {
    case 'pieces':
      if (added.kind === 'border') return t.match.sets?.includes(added.set) === true ? 1 : 0;
      return added.kind === 'tile' && (matchBits(t.match) & faceTraits(added.def)) !== 0 ? 1 : 0;
    case 'lakes':
    case 'largestLakeGroup':
      return added.kind === 'lake' ? 1 : 0;
    case 'category':
    case 'largestCategoryGroup':
      return added.kind === 'tile' && added.def.category === t.category ? 1 : 0;
    case 'icon':
      return added.kind === 'tile' && added.def.icon === t.icon ? 1 : 0;
    case 'investmentsPlayed':
      return added.kind === 'investment' ? 1 : 0;
    case 'borders':
      return added.kind === 'border' ? 1 : 0;
    case 'stat':
      return 0;
  }
};

export const goalsInPlay = (state: GameState, seat: Seat): readonly GoalDef[] => {
  const goals = state.publicGoals.map(goalById);
  const secret = state.players[seat]?.secretGoal;
  if (secret !== undefined) goals.push(goalById(secret));
  return goals;
};

/** `pull`: the share of a goal's bonus one step is worth (the policy's GOAL_PULL unless its weights say otherwise). */
export const goalPull = (goals: readonly GoalDef[], added: Addition, pull: number): number => {
  let sum = 0;
  for (const g of goals) sum = sum + step(g, added) * (g.kind === 'most' ? 1 : -1) * g.bonus * pull;
  return sum;
};
