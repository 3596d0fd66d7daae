/** Whole games played by built-in players, one strength per seat (shared by the players' tests and the seeded-game script). */
import { applyMove, chooseMove, newGame, offerActions, type GameOptions, type GameState, type Move, type Seat, type Strength } from '../../../src/engine/index.ts';

/** The hard player's budget in tests: one sample per decision, so a whole game stays quick. */
export const TEST_BUDGET = 50;

/** More moves than any game can take. */
const MOVE_LIMIT = 2_000;

export const decider = (state: GameState): Seat => (state.phase === 'goals' ? Math.max(0, state.players.findIndex((p) => p.secretGoalOffers.length > 0)) : state.toMove);

/** Whether the move is one of the stages the engine offered (its action offered and affordable; a goal among the seat's offers). */
export const isOffered = (state: GameState, move: Move): boolean => {
  if (move.kind === 'chooseGoal') return state.players[move.seat]?.secretGoalOffers.includes(move.goal) === true;
  const offers = offerActions(state).filter((o) => o.affordable);
  switch (move.kind) {
    case 'buy':
    case 'lake':
      return offers.some((o) => o.action === move.kind && o.slot === move.slot);
    case 'basic':
      return offers.some((o) => o.action === 'basic' && o.basic === move.basic);
    case 'invest':
      return offers.some((o) => o.action === 'invest');
    default:
      return false;
  }
};

export type StrengthGame = { readonly state: GameState; readonly moves: readonly Move[] };

/** Plays a seeded game with `strengths[seat]` in each human seat; `check` sees every decision before it is applied. */
export const playStrengths = (
  options: GameOptions,
  seed: number,
  strengths: readonly Strength[],
  check?: (state: GameState, move: Move) => void,
): StrengthGame => {
  let state = newGame(options, seed);
  const moves: Move[] = [];
  while (state.phase !== 'finished') {
    if (moves.length >= MOVE_LIMIT) throw new Error(`game ${seed} did not end`);
    const seat = decider(state);
    const move = chooseMove(state, seat, strengths[seat % strengths.length] ?? 'normal', { budget: TEST_BUDGET });
    check?.(state, move);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`refused (${applied.rejection.code}): ${JSON.stringify(move)}`);
    moves.push(move);
    state = applied.state;
  }
  return { state, moves };
};
