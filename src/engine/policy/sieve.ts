/**
 * The policy's sieve: every affordable (action, cell) pair from the engine's offers, scored by the cheap estimate,
 * with the best few kept. It runs on every turn of every simulated game, so it works on flat per-turn arrays and
 * makes a draft only for the few candidates it returns.
 */
import { legalCells } from '../geometry.ts';
import type { Axial } from '../hex.ts';
import { surchargeAt } from '../market.ts';
import type { TurnDraft } from '../moves.ts';
import { offerActions, type ActionOffer } from '../offers.ts';
import { redLineAfter } from '../red-lines.ts';
import { placementRuleProblem } from '../placement-rules.ts';
import { rulesOf } from '../rules/index.ts';
import type { GameState, PlayerState, Seat } from '../state.ts';
import { ALL_FACTS, faceFacts, type TileFacts } from '../tiles/facts.ts';
import { LAKE_COST, tileById } from '../tiles/index.ts';
import { addAdjacency, investmentEstimate, placementBase, readBoard, spotsOf, type Spots } from './estimate.ts';
import { goalPull, goalsInPlay } from './goal-pull.ts';
import { moneyValue, statsValue, zeroDeltas, type PolicyWeights, type StatDeltas } from './value.ts';

/** How many of the best estimated candidates are kept in case the best cannot be completed. */
export const CANDIDATES = 3;

type Candidate = { readonly draft: TurnDraft; readonly score: number };

type Draftable = ActionOffer | { readonly action: 'invest' };

/** A candidate before its draft is made. */
type Kept = { readonly offer: Draftable; readonly at: Axial; readonly score: number };

/** Red lines above `from`, as the first population values past them, up to `span` further. */
const linesAbove = (from: number, span: number): readonly number[] => {
  const out: number[] = [];
  for (let v = redLineAfter(from); v <= from + span; v = redLineAfter(v)) out.push(v);
  return out;
};

/**
 * The estimate's worth of stat changes, counting the red lines the turn's population change would cross beyond
 * those the current reputation crosses anyway, as income and reputation (the mode's shift per line: base game −1
 * each; Lone Architect +2 each, decision 7).
 */
const valuer = (state: GameState, me: PlayerState, turnsLeft: number, w: PolicyWeights): ((d: StatDeltas) => number) => {
  const anyway = Math.max(0, me.population + me.reputation);
  const lines = linesAbove(anyway, 60);
  const perLine = rulesOf(state.options).mode.redLineShift;
  const money = moneyValue(turnsLeft, w);
  return (d) => {
    const reach = anyway + d.population + d.reputation;
    let extra = 0;
    for (const line of lines) {
      if (line > reach) break;
      extra += 1;
    }
    return statsValue(d.money, d.income + perLine * extra, d.reputation + perLine * extra, d.population, turnsLeft, money, w);
  };
};

const cheapestDiscard = (state: GameState): number => {
  let cheapest = Infinity;
  for (const e of state.market) cheapest = Math.min(cheapest, surchargeAt(state, e.slot));
  return cheapest;
};

/**
 * Keeps the `count` best by estimate in `best`, best first; on a tie the earlier stays ahead (a later
 * candidate must beat the last kept one to get in).
 */
const keep = (best: Kept[], count: number, offer: Draftable, at: Axial, score: number): void => {
  if (best.length >= count && !(score > (best[best.length - 1]?.score ?? -Infinity))) return;
  const i = best.findIndex((b) => score > b.score);
  best.splice(i === -1 ? best.length : i, 0, { offer, at, score });
  if (best.length > count) best.pop();
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

/** A lake's worth depends only on the buildings around it: the first spot with the most is the best for any lake. */
const lakeSpotOf = (spots: Spots): number => {
  let best = -1;
  for (let i = 0; i < spots.cells.length; i++) if (best === -1 || (spots.buildings[i] ?? 0) > (spots.buildings[best] ?? 0)) best = i;
  return best;
};

/** What a face-up tile is worth on each spot before its price, and the goals' pull towards it. */
type TileWorth = { readonly bySpot: readonly number[]; readonly pull: number };

/** Every affordable (action, cell) pair, estimated; the `count` best kept, best first, valued by the weights `w`. */
export const sieve = (state: GameState, seat: Seat, me: PlayerState, turnsLeft: number, w: PolicyWeights, count = CANDIDATES): Candidate[] => {
  const board = readBoard(state, seat);
  const spots = spotsOf(board, legalCells(me.borough));
  const goals = goalsInPlay(state, seat);
  const value = valuer(state, me, turnsLeft, w);
  const best: Kept[] = [];
  const d = zeroDeltas();
  // Shared by every offer of the same tile kind (the market and the supply can offer the same tile).
  const worthByKind = new Array<TileWorth | undefined>(ALL_FACTS.length);
  const worthOf = (facts: TileFacts): TileWorth => {
    const known = worthByKind[facts.kind];
    if (known !== undefined) return known;
    const base = placementBase(state, board, facts);
    const bySpot: number[] = [];
    const ruled = facts.def?.placement !== undefined;
    for (let i = 0; i < spots.cells.length; i++) {
      const at = spots.cells[i];
      // a tile with placement rules of its own (Essen's one per borough, must touch a lake…) skips the cells they forbid
      if (ruled && (at === undefined || placementRuleProblem(facts.def?.id ?? '', me, at) !== undefined)) {
        bySpot.push(-Infinity);
        continue;
      }
      d.money = base.money;
      d.income = base.income;
      d.reputation = base.reputation;
      d.population = base.population;
      d.stars = base.stars;
      addAdjacency(facts.kind, spots, i, d);
      bySpot.push(value(d));
    }
    const worth = { bySpot, pull: facts.def === undefined ? 0 : goalPull(goals, { kind: 'tile', def: facts.def }, w.goalPull) };
    worthByKind[facts.kind] = worth;
    return worth;
  };
  const money = moneyValue(turnsLeft, w);
  const lakeSpot = lakeSpotOf(spots);
  const lakePull = goalPull(goals, { kind: 'lake' }, w.goalPull);
  const discard = cheapestDiscard(state);
  for (const offer of offerActions(state)) {
    if (!offer.affordable) continue;
    if (offer.action === 'invest') {
      const pull = goalPull(goals, { kind: 'investment' }, w.goalPull);
      for (const t of me.borough) {
        const price = t.faceDown === 'lake' ? LAKE_COST : tileById(t.tileId).cost;
        if (t.invested || price + discard > me.money) continue;
        const est = investmentEstimate(state, board, t);
        est.money -= price + discard;
        keep(best, count, offer, t.at, value(est) + pull);
      }
    } else if (offer.action === 'lake') {
      const at = spots.cells[lakeSpot];
      if (at === undefined) continue;
      const lake = zeroDeltas();
      lake.money = 2 * (spots.buildings[lakeSpot] ?? 0) - offer.cost;
      keep(best, count, offer, at, value(lake) + lakePull);
    } else if (offer.action !== 'buy' || offer.noSpot === undefined) {
      const facts = faceFacts(offer.tileId);
      const price = (offer.cost + (offer.action === 'basic' ? discard : 0)) * money;
      const { bySpot, pull } = worthOf(facts);
      for (let i = 0; i < bySpot.length; i++) {
        const at = spots.cells[i];
        const worth = bySpot[i] ?? -Infinity;
        if (at !== undefined && worth !== -Infinity) keep(best, count, offer, at, worth - price + pull);
      }
    }
  }
  return best.map((k) => ({ draft: draftOf(k.offer, seat, k.at), score: k.score }));
};
