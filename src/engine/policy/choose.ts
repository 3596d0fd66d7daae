/**
 * The built-in policy: a deterministic greedy player under the full rules (used by the simulator, bot seats,
 * skipped turns and players who left). Each turn it sieves every affordable (action, cell) pair from the
 * engine's offers with a cheap estimate, completes the best with its discards, and plays the first of them the
 * engine accepts. (Re-scoring the best few exactly by the engine's previews was tried: in 300-game duels it won
 * no more often, and a preview costs as much as the turn itself.)
 */
import { goalById } from '../goals/index.ts';
import { cellKey } from '../hex.ts';
import { surchargeAt } from '../market.ts';
import type { Move, TurnDraft, TurnMove } from '../moves.ts';
import { preview } from '../offers.ts';
import type { GameState, PlayerState, Seat } from '../state.ts';
import { chargesDue, investmentCharges, investmentPrice, tilePrice } from '../prices.ts';
import { borderById, LAKE_COST, tileById } from '../tiles/index.ts';
import { bordersWithSlot, legalCells } from '../geometry.ts';
import { rulesOf } from '../rules/index.ts';
import { turnsAfterThis } from './horizon.ts';
import { sieve } from './sieve.ts';

const mover = (state: GameState): { seat: Seat; me: PlayerState } => {
  const me = state.players[state.toMove];
  if (state.phase !== 'playing' || me === undefined || me.isDale === true) throw new Error('choosePolicyMove: no human seat to move');
  return { seat: state.toMove, me };
};

/** Goals phase: `seat` keeps the offer with the bigger bonus (the first offered on a tie). */
export const choosePolicyGoal = (state: GameState, seat: Seat): Move => {
  const offers = state.players[seat]?.secretGoalOffers ?? [];
  const best = offers.reduce<(typeof offers)[number] | undefined>((a, b) => (a === undefined || goalById(b).bonus > goalById(a).bonus ? b : a), undefined);
  if (best === undefined) throw new Error(`choosePolicyGoal: seat ${seat} has no goal to choose`);
  return { kind: 'chooseGoal', seat, goal: best };
};

/** The cheapest discard among the market slots not yet used this turn; a pricier tile is denied on a tie. */
const pickDiscard = (state: GameState, used: readonly number[], money: number): number | undefined => {
  let best: { slot: number; surcharge: number; cost: number } | undefined;
  for (const { slot, tileId } of state.market) {
    if (used.includes(slot)) continue;
    const surcharge = surchargeAt(state, slot);
    if (surcharge > money) continue;
    const cost = tileById(tileId).cost;
    if (best === undefined || surcharge < best.surcharge || (surcharge === best.surcharge && cost > best.cost)) best = { slot, surcharge, cost };
  }
  return best?.slot;
};

/** A draft that needs a discard, with it. */
const withDiscard = (draft: Exclude<TurnDraft, { kind: 'buy' | 'lake' }>, discardSlot: number): TurnMove => {
  switch (draft.kind) {
    case 'basic':
      return { kind: 'basic', seat: draft.seat, basic: draft.basic, at: draft.at, discardSlot };
    case 'invest':
      return { kind: 'invest', seat: draft.seat, at: draft.at, discardSlot, ...(draft.border === undefined ? {} : { border: draft.border }) };
    case 'border':
      return { kind: 'border', seat: draft.seat, index: draft.index, side: draft.side, at: draft.at, discardSlot };
    case 'lakeBorder':
      return { kind: 'lakeBorder', seat: draft.seat, side: draft.side, at: draft.at, discardSlot };
    case 'redevelop':
      return { ...draft, discardSlot };
  }
};

/** A complete turn and what its discards cost. */
type Completed = { readonly move: TurnMove; readonly discardCost: number };

/** Adds the discards the rules ask for, paid from what is surely left; undefined when they cannot be paid. */
const complete = (state: GameState, draft: TurnDraft, price: number, money: number): Completed | undefined => {
  const used: number[] = draft.kind === 'buy' || draft.kind === 'lake' ? [draft.slot] : [];
  let discardCost = 0;
  let move: TurnMove;
  if (draft.kind === 'redevelop' && draft.slot !== undefined) used.push(draft.slot);
  if (draft.kind !== 'buy' && draft.kind !== 'lake' && !(draft.kind === 'redevelop' && draft.basic === undefined)) {
    const discardSlot = pickDiscard(state, used, money - price);
    if (discardSlot === undefined) return undefined;
    used.push(discardSlot);
    discardCost += surchargeAt(state, discardSlot);
    move = withDiscard(draft, discardSlot);
  } else move = draft;
  if (rulesOf(state.options).mode.extraRemovals === 0) return { move, discardCost };
  const extraDiscardSlot = pickDiscard(state, used, money - price - discardCost);
  if (extraDiscardSlot === undefined) return undefined;
  return { move: { ...move, extraDiscardSlot }, discardCost: discardCost + surchargeAt(state, extraDiscardSlot) };
};

/**
 * Whether the engine accepts the move. A candidate comes from the offered actions, an affordable price and a
 * legal cell, so only a paid discard can still fail (money spent or owed as income before it is paid): only then
 * is the engine's preview asked, which keeps the policy at about one applyMove's cost per turn.
 */
const accepted = (state: GameState, completed: Completed | undefined): completed is Completed =>
  completed !== undefined && ((completed.discardCost === 0 && !bordersMayRefuse(state, completed.move)) || 'net' in preview(state, completed.move));

/**
 * Suburbia Inc: borders have requirements of their own (Radioactive Waste Site's population, also when a tile goes
 * into one of its slots), which are the engine's to judge: a border move, or a tile into the slot of a border with
 * such a rule, is always previewed.
 */
const bordersMayRefuse = (state: GameState, move: TurnMove): boolean => {
  if (move.kind === 'border' || move.kind === 'lakeBorder') return true;
  const borders = state.players[move.seat]?.borders;
  if (borders === undefined || borders.length === 0) return false;
  return bordersWithSlot(borders, move.kind === 'redevelop' ? move.planner : move.at).some((b) => b.faceDown === undefined && borderById(b.borderId).placement !== undefined);
};

const priceOf = (state: GameState, me: PlayerState, draft: TurnDraft): number => {
  switch (draft.kind) {
    case 'buy': {
      const tileId = state.market.find((e) => e.slot === draft.slot)?.tileId ?? '';
      return tilePrice(state, tileId) + surchargeAt(state, draft.slot) + chargesDue(state, tileId, true);
    }
    case 'lake':
      return surchargeAt(state, draft.slot);
    case 'basic':
      return tileById(draft.basic).cost;
    case 'invest': {
      if (draft.border !== undefined) {
        const b = me.borders?.[draft.border];
        return b === undefined ? Infinity : b.faceDown === 'lake' ? LAKE_COST : borderById(b.borderId).cost;
      }
      const t = me.borough.find((b) => cellKey(b.at) === cellKey(draft.at));
      return t === undefined ? Infinity : investmentPrice(state, t) + investmentCharges(state, t);
    }
    case 'border': {
      const id = state.borderRow?.[draft.index];
      return id === undefined ? Infinity : borderById(id).cost;
    }
    case 'lakeBorder':
      return 0;
    case 'redevelop':
      return draft.slot === undefined ? 0 : chargesDue(state, state.market.find((e) => e.slot === draft.slot)?.tileId ?? '', true);
  }
};

/**
 * A lake from the cheapest slot on the first legal cell the engine accepts (the first, unless a border's rule
 * forbids it): always affordable while a $0 slot holds a tile.
 */
const lastResort = (state: GameState, seat: Seat, me: PlayerState): Completed | undefined => {
  const cheapest = [...state.market].sort((a, b) => surchargeAt(state, a.slot) - surchargeAt(state, b.slot))[0];
  if (cheapest === undefined) return undefined;
  for (const at of legalCells(me.borough, me.borders)) {
    const draft: TurnDraft = { kind: 'lake', seat, slot: cheapest.slot, at };
    const completed = complete(state, draft, surchargeAt(state, cheapest.slot), me.money);
    if (accepted(state, completed)) return completed;
  }
  return undefined;
};

/** The policy's move for the seat to move (in the goals phase: the first seat still choosing). Deterministic. */
export const choosePolicyMove = (state: GameState): Move => {
  if (state.phase === 'goals') return choosePolicyGoal(state, Math.max(0, state.players.findIndex((p) => p.secretGoalOffers.length > 0)));
  const { seat, me } = mover(state);
  const turnsLeft = turnsAfterThis(state);
  for (const candidate of sieve(state, seat, me, turnsLeft)) {
    const completed = complete(state, candidate.draft, priceOf(state, me, candidate.draft), me.money);
    if (accepted(state, completed)) return completed.move;
  }
  const last = lastResort(state, seat, me);
  if (!accepted(state, last)) throw new Error('choosePolicyMove: no legal move found');
  return last.move;
};
