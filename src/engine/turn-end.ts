/**
 * The end of a turn as explicit steps on its Work (rulebook "Gameplay", step 4 onwards): the market moves on (with
 * the stack events its draws set off), then the next seat; when the round is over, the round-end step and a new
 * round; the game ends after its final round. `commitTurn` turns the finished Work into the next state.
 */
import { dealFreshMarket, slideAndRefill, withoutSlots } from './market.ts';
import type { Applied } from './moves.ts';
import type { Work, WorkPlayer } from './resolve/work.ts';
import type { GameRules } from './rules/index.ts';
import { starRoundEnd } from './star-round.ts';
import { playerWithGoal, type BasicId, type GameState, type Mutable, type Phase, type PlayerState, type Seat } from './state.ts';

export type TurnEnd = {
  /** market slots emptied this turn (taken, discarded) */
  readonly removedSlots: readonly number[];
  /** of those, the ones whose tiles went to the discard pile */
  readonly discardedSlots: readonly number[];
  readonly basicUsed?: BasicId;
};

/**
 * What happens at the end of every round, in order, after the last seat's turn (the final round included, before
 * final scoring): the 5★ Star track's gains and losses and the new turn order (decision 17); nothing in the base
 * game or with the other sets. `lastRound`: the game ends with this round.
 */
const ROUND_END_STEPS: readonly { readonly inPlay: (rules: GameRules) => boolean; readonly run: (work: Work, lastRound: boolean) => void }[] = [
  { inPlay: (rules) => rules.has('star'), run: starRoundEnd },
];

/** Where the game stands after a turn. */
export type NextTurn = { readonly toMove: Seat; readonly round: number; readonly phase: Phase };

/** (4) Adjust the Real Estate Market, as the game's mode does it (rules/modes.ts). */
const adjustMarket = (work: Work, seat: Seat, end: TurnEnd): void => {
  if (end.discardedSlots.length > 0) {
    const discarded = work.market.filter((e) => end.discardedSlots.includes(e.slot)).map((e) => e.tileId);
    if (discarded.length > 0) work.discards = [...work.discards, ...discarded];
  }
  if (work.rules.mode.market === 'slideAndRefill') return slideAndRefill(work, end.removedSlots);
  withoutSlots(work, end.removedSlots);
  if (work.state.players[seat]?.isDale === true) dealFreshMarket(work);
};

/**
 * The basic supply with one `used` tile fewer, built by the same literal as the starting supply (setup.ts): a copy
 * with a computed key is a slow dictionary object, a shape of its own for every state.
 */
const basicsAfter = (basics: GameState['basics'], used: BasicId): GameState['basics'] => ({
  suburbs: basics.suburbs - (used === 'suburbs' ? 1 : 0),
  'community-park': basics['community-park'] - (used === 'community-park' ? 1 : 0),
  'heavy-factory': basics['heavy-factory'] - (used === 'heavy-factory' ? 1 : 0),
});

/** Ends `seat`'s turn on the work: supply, market, then whose turn it is, the round and the game's end. */
export const finishTurn = (work: Work, seat: Seat, end: TurnEnd): NextTurn => {
  const { state } = work;
  if (end.basicUsed !== undefined) work.basics = basicsAfter(work.basics, end.basicUsed);
  adjustMarket(work, seat, end);
  const order = state.turnOrder;
  const next = order[(order.indexOf(seat) + 1) % order.length] ?? state.startSeat;
  const roundOver = next === state.startSeat;
  // Dale the Bot: the game ends the moment the 1 More Round tile appears, and then without a round end (decision 17a).
  const endsNow = work.rules.mode.endsAtOneMoreRound && work.oneMoreRound;
  const lastRound = roundOver && work.finalRound !== undefined && state.round >= work.finalRound;
  if (roundOver && !endsNow) for (const step of ROUND_END_STEPS) if (step.inPlay(work.rules)) step.run(work, lastRound);
  const finished = endsNow || lastRound;
  // a new round starts with the start player, whom the round end may have changed
  return { toMove: roundOver ? work.startSeat : next, round: roundOver && !finished ? state.round + 1 : state.round, phase: finished ? 'finished' : 'playing' };
};

/**
 * Whether the turn left a player's numbers as they were: every number of PLAYER_NUMBERS, written out (a loop over
 * the keys costs more than the rest of the turn's end; tests/engine/state.test.ts checks that none is missing).
 */
const sameNumbers = (p: PlayerState, w: WorkPlayer): boolean =>
  w.money === p.money &&
  w.income === p.income &&
  w.reputation === p.reputation &&
  w.population === p.population &&
  w.investmentsLeft === p.investmentsLeft &&
  w.nightlifeMoneyLost === p.nightlifeMoneyLost &&
  w.nightlifePopulationLost === p.nightlifePopulationLost;

/** A player after the turn (the same object when nothing changed); the type makes it list every number. */
export const playerAfter = (p: PlayerState, w: WorkPlayer): PlayerState => {
  if (w.borough === p.borough && w.borders === p.borders && sameNumbers(p, w)) return p;
  // the common case in one literal (a field added afterwards costs a shape change)
  if (w.borders === undefined && p.secretGoal !== undefined && p.isDale !== true) return playerWithGoal(w, w.borough, p.secretGoalOffers, p.secretGoal);
  const next: Mutable<PlayerState> = {
    money: w.money,
    income: w.income,
    reputation: w.reputation,
    population: w.population,
    investmentsLeft: w.investmentsLeft,
    nightlifeMoneyLost: w.nightlifeMoneyLost,
    nightlifePopulationLost: w.nightlifePopulationLost,
    borough: w.borough,
    secretGoalOffers: p.secretGoalOffers,
  };
  if (w.borders !== undefined) next.borders = w.borders;
  if (p.secretGoal !== undefined) next.secretGoal = p.secretGoal;
  if (p.isDale === true) next.isDale = true;
  return next;
};

export const commitTurn = (work: Work, next: NextTurn): Applied => {
  const state = work.state;
  const star = work.starTrack !== undefined;
  // One literal in copyState's key order: building the state whole (rather than copying it and then deleting a
  // bonus or challenge tile that left the game) keeps every state the same fast object shape.
  const nextState: Mutable<GameState> = {
    schema: state.schema,
    rulesVersion: state.rulesVersion,
    options: state.options,
    table: state.table,
    phase: next.phase,
    turnOrder: star ? work.turnOrder : state.turnOrder,
    toMove: next.toMove,
    startSeat: star ? work.startSeat : state.startSeat,
    round: next.round,
    turn: state.turn + 1,
    market: work.market,
    stacks: work.stacks,
    basics: work.basics,
    discards: work.discards,
    publicGoals: state.publicGoals,
    players: state.players.map((p, i) => {
      const w = work.players[i];
      return w === undefined ? p : playerAfter(p, w);
    }),
    rng: state.rng,
    placedCount: work.placedCount,
  };
  const finalRound = work.finalRound ?? state.finalRound;
  if (finalRound !== undefined) nextState.finalRound = finalRound;
  // a checked bonus or challenge tile leaves the game: the Work holds it only while it still lies face up
  if (work.bonusOnB !== undefined) nextState.bonusOnB = work.bonusOnB;
  if (work.challengeOnC !== undefined) nextState.challengeOnC = work.challengeOnC;
  const borderRow = work.borderRow ?? state.borderRow;
  if (borderRow !== undefined) nextState.borderRow = borderRow;
  const borderStack = work.borderStack ?? state.borderStack;
  if (borderStack !== undefined) nextState.borderStack = borderStack;
  const starTrack = work.starTrack ?? state.starTrack;
  if (starTrack !== undefined) nextState.starTrack = starTrack;
  return { ok: true, state: nextState, changes: work.changes, events: work.events };
};
