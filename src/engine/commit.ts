/** Turns a resolved Work into the next state: players, supply, market, whose turn, round and game end. */
import { dealFreshMarket, slideAndRefill } from './market.ts';
import type { Applied } from './moves.ts';
import type { Work, WorkPlayer } from './resolve/work.ts';
import { copyPlayer, copyState, type BasicId, type GameState, type MarketEntry, type PlayerState, type Seat, type Stacks } from './state.ts';
import type { TileId } from './tiles/index.ts';

export type TurnEnd = {
  /** market slots emptied this turn (taken, discarded) */
  readonly removedSlots: readonly number[];
  /** of those, the ones whose tiles went to the discard pile */
  readonly discardedSlots: readonly number[];
  readonly basicUsed?: BasicId;
};

type MarketAfter = { market: readonly MarketEntry[]; stacks: Stacks; oneMoreRound: boolean; discarded: readonly TileId[] };

/**
 * Normal game: slide and refill. Dale the Bot: the human's leftovers stay put for Dale ("do not move them");
 * after Dale's turn the rest leave the game and 4 new tiles are dealt.
 */
const marketAfter = (state: GameState, seat: Seat, end: TurnEnd): MarketAfter => {
  const discarded = state.market.filter((e) => end.discardedSlots.includes(e.slot)).map((e) => e.tileId);
  if (state.options.solo !== 'dale') {
    const { market, stacks, oneMoreRound } = slideAndRefill(state, end.removedSlots);
    return { market, stacks, oneMoreRound, discarded };
  }
  const kept = state.market.filter((e) => !end.removedSlots.includes(e.slot));
  if (state.players[seat]?.isDale !== true) return { market: kept, stacks: state.stacks, oneMoreRound: false, discarded };
  const fresh = dealFreshMarket(state.table, kept, state.stacks);
  return { market: fresh.market, stacks: fresh.stacks, oneMoreRound: fresh.oneMoreRound, discarded: [...discarded, ...fresh.discarded] };
};

/** A player's numbers after the turn (the same object when nothing changed). */
const playerAfter = (p: PlayerState, w: WorkPlayer): PlayerState => {
  const { money, income, reputation, population, investmentsLeft, borough } = w;
  const same = money === p.money && income === p.income && reputation === p.reputation && population === p.population && investmentsLeft === p.investmentsLeft && borough === p.borough;
  if (same) return p;
  const next = copyPlayer(p);
  next.money = money;
  next.income = income;
  next.reputation = reputation;
  next.population = population;
  next.investmentsLeft = investmentsLeft;
  next.borough = borough;
  return next;
};

export const commitTurn = (work: Work, seat: Seat, end: TurnEnd): Applied => {
  const state = work.state;
  const players: PlayerState[] = state.players.map((p, i) => {
    const w = work.players[i];
    return w === undefined ? p : playerAfter(p, w);
  });
  const after = marketAfter(state, seat, end);
  const order = state.turnOrder;
  const next = order[(order.indexOf(seat) + 1) % order.length] ?? state.startSeat;
  const roundOver = next === state.startSeat;
  // 1 More Round: finish the current round, then play one more full round (Dale the Bot: the game ends now).
  const finalRound = state.finalRound ?? (after.oneMoreRound ? state.round + 1 : undefined);
  const daleEnds = state.options.solo === 'dale' && after.oneMoreRound;
  const finished = daleEnds || (roundOver && finalRound !== undefined && state.round >= finalRound);
  const basics = end.basicUsed === undefined ? state.basics : { ...state.basics, [end.basicUsed]: state.basics[end.basicUsed] - 1 };
  const nextState = copyState(state);
  nextState.phase = finished ? 'finished' : 'playing';
  nextState.toMove = next;
  nextState.round = roundOver && !finished ? state.round + 1 : state.round;
  nextState.turn = state.turn + 1;
  nextState.market = after.market;
  nextState.stacks = after.stacks;
  nextState.basics = basics;
  nextState.discards = after.discarded.length === 0 ? state.discards : [...state.discards, ...after.discarded];
  nextState.players = players;
  nextState.placedCount = work.placedCount;
  if (finalRound !== undefined) nextState.finalRound = finalRound;
  return { ok: true, state: nextState, changes: work.changes };
};
