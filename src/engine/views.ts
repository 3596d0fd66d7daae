/**
 * Per-viewer views. The public view leaves out everything hidden at the table: the order of the face-down
 * stacks and of the face-down borders (only their sizes remain), which border lies under a Lake Border, and every
 * secret goal and goal offer. The private view adds back one seat's own.
 */
import type { GameState, GoalId, PlacedBorder, PlayerState, Seat } from './state.ts';

export type PublicPlayer = Omit<PlayerState, 'secretGoal' | 'secretGoalOffers'> & {
  /** whether this seat still has to keep a secret goal */
  readonly choosingGoal: boolean;
};

export type PublicView = Omit<GameState, 'stacks' | 'players' | 'rng' | 'borderStack'> & {
  readonly stackSizes: { readonly A: number; readonly B: number; readonly C: number };
  /** Suburbia Inc: how many borders lie face down */
  readonly borderStackSize?: number;
  readonly players: readonly PublicPlayer[];
};

export type PrivateView = PublicView & {
  readonly viewer: Seat;
  readonly secretGoal?: GoalId;
  readonly secretGoalOffers: readonly GoalId[];
};

/** A Lake Border was taken face down: nobody sees which border it is (R36), so views name none. */
const shownBorders = (borders: readonly PlacedBorder[]): readonly PlacedBorder[] =>
  borders.map((b) => (b.faceDown === 'lake' ? { ...b, borderId: '' } : b));

const publicPlayer = (p: PlayerState): PublicPlayer => {
  const { secretGoal: _goal, secretGoalOffers, ...rest } = p;
  return { ...rest, ...(p.borders === undefined ? {} : { borders: shownBorders(p.borders) }), choosingGoal: secretGoalOffers.length > 0 };
};

export const publicView = (state: GameState): PublicView => {
  const { stacks, players, rng: _rng, borderStack, ...rest } = state;
  return {
    ...rest,
    stackSizes: { A: stacks.A.length, B: stacks.B.length, C: stacks.C.length },
    ...(borderStack === undefined ? {} : { borderStackSize: borderStack.length }),
    players: players.map(publicPlayer),
  };
};

export const privateView = (state: GameState, viewer: Seat): PrivateView => {
  const me = state.players[viewer];
  return {
    ...publicView(state),
    viewer,
    ...(me?.secretGoal === undefined ? {} : { secretGoal: me.secretGoal }),
    secretGoalOffers: me?.secretGoalOffers ?? [],
  };
};
