/** Whole games played by the built-in policy through applyMove: the simulator's and the property tests' loop. */
import { applyMove } from '../apply.ts';
import type { Applied, Move } from '../moves.ts';
import { finalScores } from '../scoring.ts';
import { newGame } from '../setup.ts';
import type { GameOptions, GameState, Seat } from '../state.ts';
import { choosePolicyMove } from './choose.ts';

export type PolicyGame = {
  readonly state: GameState;
  readonly moves: readonly Move[];
  /** turns completed, Dale's included */
  readonly turns: number;
  /** final population of every seat the policy played (Dale's left out) */
  readonly finalPopulation: readonly number[];
  readonly winners: readonly Seat[];
};

/** More moves than any game can take: a policy or engine that loops is a broken invariant. */
const MOVE_LIMIT = 2_000;

/** `observe` sees every applied move (the simulator counts the turn events with it). */
export const playPolicyGame = (options: GameOptions, seed: number, observe?: (applied: Applied) => void): PolicyGame => {
  let state = newGame(options, seed);
  const moves: Move[] = [];
  while (state.phase !== 'finished') {
    if (moves.length >= MOVE_LIMIT) throw new Error(`policy game ${seed} did not end in ${MOVE_LIMIT} moves`);
    const move = choosePolicyMove(state);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`policy move rejected (${applied.rejection.code}): ${JSON.stringify(move)}`);
    observe?.(applied);
    moves.push(move);
    state = applied.state;
  }
  const scores = finalScores(state);
  if (scores === undefined) throw new Error('finished game without final scores');
  const finalPopulation = scores.seats.filter((s) => state.players[s.seat]?.isDale !== true).map((s) => s.population);
  return { state, moves, turns: state.turn, finalPopulation, winners: scores.winners };
};
