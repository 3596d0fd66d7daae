/**
 * The end of a turn as explicit steps on its Work (rulebook "Gameplay", step 4 onwards): the market moves on (with
 * the stack events its draws set off), then the next seat; when the round is over, the round-end step and a new
 * round; the game ends after its final round. `commitTurn` turns the finished Work into the next state.
 */
import { dealFreshMarket, slideAndRefill, withoutSlots } from './market.ts';
import type { Applied } from './moves.ts';
import type { Work, WorkPlayer } from './resolve/work.ts';
import { copyPlayer, copyState, PLAYER_NUMBERS, type BasicId, type Phase, type PlayerState, type Seat } from './state.ts';

export type TurnEnd = {
  /** market slots emptied this turn (taken, discarded) */
  readonly removedSlots: readonly number[];
  /** of those, the ones whose tiles went to the discard pile */
  readonly discardedSlots: readonly number[];
  readonly basicUsed?: BasicId;
};

/** Where the game stands after a turn. */
export type NextTurn = { readonly toMove: Seat; readonly round: number; readonly phase: Phase };

/** (4) Adjust the Real Estate Market, as the game's mode does it (rules/modes.ts). */
const adjustMarket = (work: Work, seat: Seat, end: TurnEnd): void => {
  const discarded = work.market.filter((e) => end.discardedSlots.includes(e.slot)).map((e) => e.tileId);
  if (discarded.length > 0) work.discards = [...work.discards, ...discarded];
  if (work.rules.mode.market === 'slideAndRefill') return slideAndRefill(work, end.removedSlots);
  withoutSlots(work, end.removedSlots);
  if (work.state.players[seat]?.isDale === true) dealFreshMarket(work);
};

/** Ends `seat`'s turn on the work: supply, market, then whose turn it is, the round and the game's end. */
export const finishTurn = (work: Work, seat: Seat, end: TurnEnd): NextTurn => {
  const { state } = work;
  if (end.basicUsed !== undefined) work.basics = { ...work.basics, [end.basicUsed]: work.basics[end.basicUsed] - 1 };
  adjustMarket(work, seat, end);
  const order = state.turnOrder;
  const next = order[(order.indexOf(seat) + 1) % order.length] ?? state.startSeat;
  const roundOver = next === state.startSeat;
  // Dale the Bot: the game ends the moment the 1 More Round tile appears, and then without a round end (decision 17a).
  const endsNow = work.rules.mode.endsAtOneMoreRound && work.events.some((e) => e.kind === 'oneMoreRound');
  if (roundOver && !endsNow) for (const step of work.rules.roundEndSteps) step(work);
  const finished = endsNow || (roundOver && work.finalRound !== undefined && state.round >= work.finalRound);
  return { toMove: next, round: roundOver && !finished ? state.round + 1 : state.round, phase: finished ? 'finished' : 'playing' };
};

/** A player's numbers after the turn (the same object when nothing changed). */
const playerAfter = (p: PlayerState, w: WorkPlayer): PlayerState => {
  if (w.borough === p.borough && PLAYER_NUMBERS.every((key) => w[key] === p[key])) return p;
  const next = copyPlayer(p);
  for (const key of PLAYER_NUMBERS) next[key] = w[key];
  next.borough = w.borough;
  return next;
};

export const commitTurn = (work: Work, next: NextTurn): Applied => {
  const state = work.state;
  const nextState = copyState(state);
  nextState.phase = next.phase;
  nextState.toMove = next.toMove;
  nextState.round = next.round;
  nextState.turn = state.turn + 1;
  nextState.market = work.market;
  nextState.stacks = work.stacks;
  nextState.basics = work.basics;
  nextState.discards = work.discards;
  nextState.players = state.players.map((p, i) => {
    const w = work.players[i];
    return w === undefined ? p : playerAfter(p, w);
  });
  nextState.placedCount = work.placedCount;
  if (work.finalRound !== undefined) nextState.finalRound = work.finalRound;
  if (work.bonusOnB === undefined) delete nextState.bonusOnB;
  else nextState.bonusOnB = work.bonusOnB;
  if (work.challengeOnC === undefined) delete nextState.challengeOnC;
  else nextState.challengeOnC = work.challengeOnC;
  return { ok: true, state: nextState, changes: work.changes, events: work.events };
};
