/**
 * The hard player: determinized Monte Carlo over the policy's best few moves. Each sample redraws what the seat
 * cannot see (hidden-sample.ts); every candidate is played on it and the game finished by the built-in policy in
 * every seat. The candidate with the best mean score is kept (the policy's order breaks ties). The same samples
 * serve every candidate, so their differences come from the moves, not the draws.
 */
import { applyMove } from '../apply.ts';
import type { Move } from '../moves.ts';
import { choosePolicyCandidates, choosePolicyMove } from '../policy/index.ts';
import { seedRng } from '../rng.ts';
import { finalScores } from '../scoring.ts';
import type { GameState, Seat } from '../state.ts';
import { sampleHidden } from './hidden-sample.ts';
import { seatSeed } from './seat-seed.ts';

/**
 * Simulated turns (Dale's included) one decision may play out, summed over every candidate and sample. Sized with
 * the arena so a hard move's p95 stays within 2 s of one core with every set in play, four or five players, on a
 * loaded machine: about half of that at this budget, and twice it measured up to 1.7 s (README, "Built-in players").
 */
export const SEARCH_BUDGET = 6_000;

/** How many of the policy's best moves are weighed. */
export const SEARCH_CANDIDATES = 5;

/** A playout's score: its win share, plus this much per population point ahead of the best rival … */
const MARGIN_WEIGHT = 0.02;
/** … counted up to this many points either way, so a likely win is not traded for a big one. */
const MARGIN_CAP = 10;

/** More moves than any game can take: a playout that does not end is a broken invariant. */
const MOVE_LIMIT = 2_000;

const scoreFor = (finished: GameState, seat: Seat): number => {
  const scores = finalScores(finished);
  if (scores === undefined) throw new Error('search: playout ended unfinished');
  const mine = scores.seats[seat]?.population ?? 0;
  const rivals = scores.seats.filter((s) => s.seat !== seat).map((s) => s.population);
  // Alone at the table (the Lone Architect) every playout is a win: only the population tells moves apart.
  if (rivals.length === 0) return MARGIN_WEIGHT * mine;
  const margin = Math.max(-MARGIN_CAP, Math.min(MARGIN_CAP, mine - Math.max(...rivals)));
  const share = scores.winners.includes(seat) ? 1 / scores.winners.length : 0;
  return share + MARGIN_WEIGHT * margin;
};

/** Plays `move` on `state` and the rest of the game by the policy; the final state and the turns it took. */
const playout = (state: GameState, move: Move): { readonly finished: GameState; readonly turns: number } => {
  const first = applyMove(state, move);
  if (!first.ok) throw new Error(`search: candidate refused on a sample (${first.rejection.code})`);
  let current = first.state;
  for (let moves = 0; current.phase !== 'finished'; moves++) {
    if (moves >= MOVE_LIMIT) throw new Error(`search: playout did not end in ${MOVE_LIMIT} moves`);
    const applied = applyMove(current, choosePolicyMove(current));
    if (!applied.ok) throw new Error(`search: policy move refused in a playout (${applied.rejection.code})`);
    current = applied.state;
  }
  return { finished: current, turns: Math.max(1, current.turn - state.turn) };
};

/** The candidates: in the goals phase the seat's offered goals (policy's choice first), else the policy's best moves. */
const candidatesOf = (state: GameState, seat: Seat): Move[] => {
  if (state.phase !== 'goals') return choosePolicyCandidates(state, SEARCH_CANDIDATES);
  const offers = state.players[seat]?.secretGoalOffers ?? [];
  return offers.map((goal): Move => ({ kind: 'chooseGoal', seat, goal }));
};

/**
 * The hard player's move for `seat`. At least one sample is played out whatever the budget; more while the
 * turns played so far leave room for another round of every candidate.
 */
export const chooseSearchMove = (state: GameState, seat: Seat, budget: number = SEARCH_BUDGET): Move => {
  const candidates = candidatesOf(state, seat);
  const [only] = candidates;
  if (only === undefined) throw new Error(`search: seat ${seat} has no move`);
  if (candidates.length === 1) return only;
  const totals = candidates.map(() => 0);
  let rng = seedRng(seatSeed(state, seat));
  let used = 0;
  let perSample = 0;
  do {
    const [sampled, next] = sampleHidden(state, seat, rng);
    rng = next;
    let turns = 0;
    candidates.forEach((move, i) => {
      const { finished, turns: t } = playout(sampled, move);
      totals[i] = (totals[i] ?? 0) + scoreFor(finished, seat);
      turns += t;
    });
    used += turns;
    perSample = turns;
  } while (used + perSample <= budget);
  let best = 0;
  for (let i = 1; i < totals.length; i++) if ((totals[i] ?? 0) > (totals[best] ?? 0)) best = i;
  return candidates[best] ?? only;
};
