/**
 * The built-in policy: a deterministic greedy player under the full rules (used by the simulator, bot seats,
 * skipped turns and players who left). Each turn it sieves every affordable (action, cell) pair from the
 * engine's offers with a cheap estimate, completes the best with its discards, and plays the first of them the
 * engine accepts. (Re-scoring the best few exactly by the engine's previews was tried: in 300-game duels it won
 * no more often, and a preview costs as much as the turn itself.)
 */
import { goalById } from '../goals/index.ts';
import { cellKey, type Axial } from '../hex.ts';
import { surchargeAt } from '../market.ts';
import type { Move, TurnDraft, TurnMove } from '../moves.ts';
import { offerActions, preview, type ActionOffer } from '../offers.ts';
import { redLineAfter } from '../red-lines.ts';
import { LONE_ARCHITECT_RED_LINE_BONUS } from '../resolve/work.ts';
import type { GameState, PlayerState, Seat } from '../state.ts';
import { faceFacts, type TileFacts } from '../tiles/facts.ts';
import { LAKE_COST, tileById } from '../tiles/index.ts';
import { legalCells } from '../borough.ts';
import { addAdjacency, investmentEstimate, placementBase, readBoard, spotsOf, type Spot } from './estimate.ts';
import { goalPull, goalsInPlay } from './goal-pull.ts';
import { turnsAfterThis } from './horizon.ts';
import { moneyValue, statsValue, zeroDeltas, type StatDeltas } from './value.ts';

/** How many of the best estimated candidates are kept in case the best cannot be completed. */
const CANDIDATES = 3;

type Candidate = { readonly draft: TurnDraft; readonly score: number };
type Draftable = ActionOffer | { readonly action: 'invest' };

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

/** Red lines above `from`, as the first population values past them, up to `span` further. */
const linesAbove = (from: number, span: number): readonly number[] => {
  const out: number[] = [];
  for (let v = redLineAfter(from); v <= from + span; v = redLineAfter(v)) out.push(v);
  return out;
};

/**
 * The estimate's worth of stat changes, counting the red lines the turn's population change would cross beyond
 * those the current reputation crosses anyway, as income and reputation (base game: −1 each per line; Lone
 * Architect: +2 each, decision 7).
 */
const valuer = (state: GameState, me: PlayerState, turnsLeft: number): ((d: StatDeltas) => number) => {
  const anyway = Math.max(0, me.population + me.reputation);
  const lines = linesAbove(anyway, 60);
  const perLine = state.options.solo === 'architect' ? LONE_ARCHITECT_RED_LINE_BONUS : -1;
  const money = moneyValue(turnsLeft);
  return (d) => {
    const reach = anyway + d.population + d.reputation;
    let extra = 0;
    for (const line of lines) {
      if (line > reach) break;
      extra += 1;
    }
    return statsValue(d.money, d.income + perLine * extra, d.reputation + perLine * extra, d.population, turnsLeft, money);
  };
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

const cheapestDiscard = (state: GameState): number => {
  let cheapest = Infinity;
  for (const e of state.market) cheapest = Math.min(cheapest, surchargeAt(state, e.slot));
  return cheapest;
};

/** A complete turn and what its discards cost. */
type Completed = { readonly move: TurnMove; readonly discardCost: number };

/** Adds the discards the rules ask for, paid from what is surely left; undefined when they cannot be paid. */
const complete = (state: GameState, draft: TurnDraft, price: number, money: number): Completed | undefined => {
  const used: number[] = draft.kind === 'buy' || draft.kind === 'lake' ? [draft.slot] : [];
  let discardCost = 0;
  let move: TurnMove;
  if (draft.kind === 'basic' || draft.kind === 'invest') {
    const discardSlot = pickDiscard(state, used, money - price);
    if (discardSlot === undefined) return undefined;
    used.push(discardSlot);
    discardCost += surchargeAt(state, discardSlot);
    move =
      draft.kind === 'basic'
        ? { kind: 'basic', seat: draft.seat, basic: draft.basic, at: draft.at, discardSlot }
        : { kind: 'invest', seat: draft.seat, at: draft.at, discardSlot };
  } else move = draft;
  if (state.options.solo !== 'architect') return { move, discardCost };
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
  completed !== undefined && (completed.discardCost === 0 || 'net' in preview(state, completed.move));

/**
 * Keeps the `CANDIDATES` best by estimate, best first; on a tie the earlier stays ahead. `draft` is called only for
 * a candidate that is kept.
 */
const keepBest = (best: Candidate[], score: number, draft: () => TurnDraft): void => {
  if (!wouldKeep(best, score)) return;
  const c: Candidate = { draft: draft(), score };
  const i = best.findIndex((b) => c.score > b.score);
  best.splice(i === -1 ? best.length : i, 0, c);
  if (best.length > CANDIDATES) best.pop();
};

const wouldKeep = (best: readonly Candidate[], score: number): boolean => best.length < CANDIDATES || score > (best[best.length - 1]?.score ?? -Infinity);

const priceOf = (state: GameState, me: PlayerState, draft: TurnDraft): number => {
  switch (draft.kind) {
    case 'buy':
      return tileById(state.market.find((e) => e.slot === draft.slot)?.tileId ?? '').cost + surchargeAt(state, draft.slot);
    case 'lake':
      return surchargeAt(state, draft.slot);
    case 'basic':
      return tileById(draft.basic).cost;
    case 'invest': {
      const t = me.borough.find((b) => cellKey(b.at) === cellKey(draft.at));
      return t === undefined ? Infinity : t.faceDown === 'lake' ? LAKE_COST : tileById(t.tileId).cost;
    }
  }
};

const draftOf = (offer: Draftable, seat: Seat, at: Axial): TurnDraft => {
  switch (offer.action) {
    case 'basic':
      return { kind: 'basic', seat, basic: offer.basic, at };
    case 'invest':
      return { kind: 'invest', seat, at };
    default:
      return { kind: offer.action, seat, slot: offer.slot, at };
  }
};

/** Every affordable (action, cell) pair, estimated; the best few kept. */
const sieve = (state: GameState, seat: Seat, me: PlayerState, turnsLeft: number): Candidate[] => {
  const board = readBoard(state, seat);
  const spots = spotsOf(board, legalCells(me.borough));
  const goals = goalsInPlay(state, seat);
  const value = valuer(state, me, turnsLeft);
  const best: Candidate[] = [];
  const consider = (offer: Draftable, at: Axial, score: number): void => {
    if (wouldKeep(best, score)) keepBest(best, score, () => draftOf(offer, seat, at));
  };
  const d = zeroDeltas();
  // A face-up tile's worth on each spot before its price, shared by every offer of the same tile.
  const worthBySpot = new Map<string, readonly number[]>();
  const worthOf = (facts: TileFacts): readonly number[] => {
    const id = facts.def?.id ?? '';
    const known = worthBySpot.get(id);
    if (known !== undefined) return known;
    const base = placementBase(board, facts);
    const worth: number[] = [];
    for (const spot of spots) {
      d.money = base.money;
      d.income = base.income;
      d.reputation = base.reputation;
      d.population = base.population;
      addAdjacency(facts.kind, spot, d);
      worth.push(value(d));
    }
    worthBySpot.set(id, worth);
    return worth;
  };
  const money = moneyValue(turnsLeft);
  // A lake's worth depends only on the buildings around it: the best spot is the same for every lake offer.
  let lakeSpot: Spot | undefined;
  for (const spot of spots) if (lakeSpot === undefined || spot.buildings > lakeSpot.buildings) lakeSpot = spot;
  const lakePull = goalPull(goals, { kind: 'lake' });
  const discard = cheapestDiscard(state);
  for (const offer of offerActions(state)) {
    if (!offer.affordable) continue;
    if (offer.action === 'invest') {
      const pull = goalPull(goals, { kind: 'investment' });
      for (const t of me.borough) {
        const price = t.faceDown === 'lake' ? LAKE_COST : tileById(t.tileId).cost;
        if (t.invested || price + discard > me.money) continue;
        const est = investmentEstimate(state, board, t);
        est.money -= price + discard;
        consider(offer, t.at, value(est) + pull);
      }
    } else if (offer.action === 'lake') {
      if (lakeSpot === undefined) continue;
      const lake = zeroDeltas();
      lake.money = 2 * lakeSpot.buildings - offer.cost;
      consider(offer, lakeSpot.at, value(lake) + lakePull);
    } else {
      const facts = faceFacts(offer.tileId);
      const price = (offer.cost + (offer.action === 'basic' ? discard : 0)) * money;
      const pull = facts.def === undefined ? 0 : goalPull(goals, { kind: 'tile', def: facts.def });
      const worth = worthOf(facts);
      for (let i = 0; i < spots.length; i++) {
        const spot = spots[i];
        if (spot !== undefined) consider(offer, spot.at, (worth[i] ?? 0) - price + pull);
      }
    }
  }
  return best;
};

/** A lake from the cheapest slot on the first legal cell: always affordable while a $0 slot holds a tile. */
const lastResort = (state: GameState, seat: Seat, me: PlayerState): Completed | undefined => {
  const at = legalCells(me.borough)[0];
  const cheapest = [...state.market].sort((a, b) => surchargeAt(state, a.slot) - surchargeAt(state, b.slot))[0];
  if (at === undefined || cheapest === undefined) return undefined;
  const draft: TurnDraft = { kind: 'lake', seat, slot: cheapest.slot, at };
  return complete(state, draft, surchargeAt(state, cheapest.slot), me.money);
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
