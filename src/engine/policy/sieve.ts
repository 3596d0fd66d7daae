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
import { faceFacts, type TileFacts } from '../tiles/facts.ts';
import { BASIC_IDS, borderById, tileById, type BasicId } from '../tiles/index.ts';
import { bestBorderSpot, footprintsOf, type Footprints } from './border-estimate.ts';
import { isPlanner, mayReplace, plannersOf } from '../planner.ts';
import { investmentCharges, investmentPrice } from '../prices.ts';
import { addAdjacency, investmentEstimate, placementBase, readBoard, spotsOf, type Board, type Spots } from './estimate.ts';
import { goalPull, goalsInPlay } from './goal-pull.ts';
import { starValuer } from './star-value.ts';
import { moneyValue, statsValue, zeroDeltas, type PolicyWeights, type StatDeltas } from './value.ts';

/** How many of the best estimated candidates are kept in case the best cannot be completed. */
export const CANDIDATES = 3;

type Candidate = { readonly draft: TurnDraft; readonly score: number };

/** A Redevelopment Planner's replacement (decision 22): the planner's cell, and the market slot or basic tile taken. */
type Replacing = { readonly action: 'replace'; readonly planner: Axial; readonly replacement: { readonly slot: number } | { readonly basic: BasicId } };

/** The offers the policy turns into candidates (investments in borders it leaves alone). */
type Draftable = Exclude<ActionOffer, { readonly action: 'redevelop' }> | Replacing;

/** A candidate before its draft is made; `side` only for a border (then `at` is its first slot). */
type Kept = { readonly offer: Draftable; readonly at: Axial; readonly score: number; readonly side?: number };

/** Red lines above `from`, as the first population values past them, up to `span` further. */
const linesAbove = (from: number, span: number): readonly number[] => {
  const out: number[] = [];
  for (let v = redLineAfter(from); v <= from + span; v = redLineAfter(v)) out.push(v);
  return out;
};

/**
 * The estimate's worth of stat changes, counting the red lines the turn's population change would cross beyond
 * those the current reputation crosses anyway, as income and reputation (the mode's shift per line: base game −1
 * each; Lone Architect +2 each, decision 7), and with the 5★ Star track the gold stars (star-value.ts).
 */
const valuer = (state: GameState, seat: Seat, me: PlayerState, turnsLeft: number, w: PolicyWeights): ((d: StatDeltas) => number) => {
  const anyway = Math.max(0, me.population + me.reputation);
  const lines = linesAbove(anyway, 60);
  const perLine = rulesOf(state.options).mode.redLineShift;
  const money = moneyValue(turnsLeft, w);
  const stars = starValuer(state, seat, turnsLeft, money);
  if (stars !== undefined) {
    const plain = valueOf(anyway, lines, perLine, turnsLeft, money, w);
    return (d) => plain(d) + stars(d.stars);
  }
  return valueOf(anyway, lines, perLine, turnsLeft, money, w);
};

const valueOf = (anyway: number, lines: readonly number[], perLine: number, turnsLeft: number, money: number, w: PolicyWeights): ((d: StatDeltas) => number) => {
  return (d) => {
    const reach = anyway + d.population + d.reputation;
    // the lines are in rising order: count those reached (an index loop; this runs for every spot of every tile)
    let extra = 0;
    while (extra < lines.length && (lines[extra] ?? Infinity) <= reach) extra += 1;
    return statsValue(d.money, d.income + perLine * extra, d.reputation + perLine * extra, d.population, turnsLeft, money, w);
  };
};

const cheapestDiscard = (state: GameState): number => {
  let cheapest = Infinity;
  for (const e of state.market) cheapest = Math.min(cheapest, surchargeAt(state, e.slot));
  return cheapest;
};

/** The score a candidate must beat to be kept: the last kept one's once `count` are kept, else none. */
const floorOf = (best: readonly Kept[], count: number): number => (best.length >= count ? (best[best.length - 1]?.score ?? -Infinity) : -Infinity);

/**
 * Keeps the `count` best by estimate in `best`, best first; on a tie the earlier stays ahead (a later
 * candidate must beat the last kept one to get in).
 */
const keep = (best: Kept[], count: number, offer: Draftable, at: Axial, score: number, side?: number): void => {
  if (best.length >= count && !(score > floorOf(best, count))) return;
  const kept: Kept = side === undefined ? { offer, at, score } : { offer, at, score, side };
  // in behind every kept one scoring at least as much (the list is best first)
  let i = best.length;
  best.push(kept);
  while (i > 0) {
    const before = best[i - 1];
    if (before === undefined || !(score > before.score)) break;
    best[i] = before;
    i -= 1;
  }
  best[i] = kept;
  if (best.length > count) best.pop();
};

const draftOf = (offer: Draftable, seat: Seat, at: Axial, side: number): TurnDraft => {
  switch (offer.action) {
    case 'basic':
      return { kind: 'basic', seat, basic: offer.basic, at };
    case 'invest':
      return { kind: 'invest', seat, at };
    case 'border':
      return { kind: 'border', seat, index: offer.index, side, at };
    case 'lakeBorder':
      return { kind: 'lakeBorder', seat, side, at };
    case 'replace':
      return { kind: 'redevelop', seat, planner: offer.planner, ...offer.replacement };
    default:
      return { kind: offer.action, seat, slot: offer.slot, at };
  }
};

/**
 * Suburbia Inc: a Redevelopment Planner is worth the free tile a later turn puts on its cell (decision 22) — taken
 * as PLANNER_OPTION_SHARE times today's mean printed market price, once a later turn remains to replace it. Tuned
 * on 300 seeded 4-player Inc games: at 1 the policy replaced 4 planners, at 2 it replaced 53, and the mean final
 * population stayed at 81.8–81.9.
 */
const PLANNER_OPTION_SHARE = 2;

const plannerOptionWorth = (state: GameState, turnsLeft: number, money: number): number => {
  if (turnsLeft < 1 || state.market.length === 0) return 0;
  let printed = 0;
  for (const { tileId } of state.market) printed += tileById(tileId).cost;
  return PLANNER_OPTION_SHARE * (printed / state.market.length) * money;
};

/** A lake's worth depends only on the buildings around it: the first spot with the most is the best for any lake. */
const lakeSpotOf = (spots: Spots): number => {
  let best = -1;
  for (let i = 0; i < spots.cells.length; i++) if (best === -1 || (spots.buildings[i] ?? 0) > (spots.buildings[best] ?? 0)) best = i;
  return best;
};

/** What a face-up tile is worth on each spot before its price, and the goals' pull towards it. */
type TileWorth = { readonly bySpot: readonly number[]; readonly pull: number };

/** What one sieve shares while it values the turn's offers. */
type SieveTurn = {
  readonly state: GameState;
  readonly me: PlayerState;
  readonly turnsLeft: number;
  readonly w: PolicyWeights;
  readonly count: number;
  readonly board: Board;
  readonly spots: Spots;
  readonly goals: ReturnType<typeof goalsInPlay>;
  readonly value: (d: StatDeltas) => number;
  readonly best: Kept[];
  /** the deltas every spot's estimate is worked out in */
  readonly d: StatDeltas;
  /**
   * Shared by every offer of the same tile kind (the market and the supply can offer the same tile); a Map, as a
   * turn meets a handful of the catalogue's kinds.
   */
  readonly worthByKind: Map<number, TileWorth>;
  readonly discard: number;
  readonly money: number;
};

const worthOf = (turn: SieveTurn, facts: TileFacts): TileWorth => {
  const known = turn.worthByKind.get(facts.kind);
  if (known !== undefined) return known;
  const { state, spots, d, value } = turn;
  const base = placementBase(state, turn.board, facts);
  const option = facts.def?.special === 'redevelopmentPlanner' ? plannerOptionWorth(state, turn.turnsLeft, moneyValue(turn.turnsLeft, turn.w)) : 0;
  const bySpot: number[] = [];
  const ruled = facts.def?.placement !== undefined;
  for (let i = 0; i < spots.cells.length; i++) {
    const at = spots.cells[i];
    // a tile with placement rules of its own (Essen's one per borough, must touch a lake…) skips the cells they forbid
    if (ruled && (at === undefined || placementRuleProblem(facts.def?.id ?? '', turn.me, at) !== undefined)) {
      bySpot.push(-Infinity);
      continue;
    }
    d.money = base.money;
    d.income = base.income;
    d.reputation = base.reputation;
    d.population = base.population;
    d.stars = base.stars;
    addAdjacency(facts.kind, spots, i, d);
    bySpot.push(value(d) + option);
  }
  const worth = { bySpot, pull: facts.def === undefined ? 0 : goalPull(turn.goals, { kind: 'tile', def: facts.def }, turn.w.goalPull) };
  turn.worthByKind.set(facts.kind, worth);
  return worth;
};

/** Every tile that may replace the planner at `planner`, worth what it brings there for free (a basic one: and its discard). */
const keepReplacements = (turn: SieveTurn, planner: Axial): void => {
  const { state, me, board, value } = turn;
  const there = spotsOf(board, [planner]);
  const candidates = [
    ...state.market.map((e) => ({ replacement: { slot: e.slot }, tileId: e.tileId, discard: 0 })),
    ...BASIC_IDS.filter((b) => state.basics[b] > 0).map((b) => ({ replacement: { basic: b }, tileId: b, discard: turn.discard })),
  ];
  for (const c of candidates) {
    if (!mayReplace(state, me, planner, c.tileId) || c.discard > me.money) continue;
    const facts = faceFacts(c.tileId);
    const est = placementBase(state, board, facts);
    addAdjacency(facts.kind, there, 0, est);
    const pull = facts.def === undefined ? 0 : goalPull(turn.goals, { kind: 'tile', def: facts.def }, turn.w.goalPull);
    keep(turn.best, turn.count, { action: 'replace', planner, replacement: c.replacement }, planner, value(est) - c.discard * turn.money + pull);
  }
};

/**
 * Every affordable (action, cell) pair, estimated; the `count` best kept, best first, valued by the weights `w`.
 * The helpers it calls on every turn are module functions rather than closures made per call: the loader the bot
 * runs under (tsx, esbuild's keepNames) names every named closure as it is made, which costs more than the closure.
 */
export const sieve = (state: GameState, seat: Seat, me: PlayerState, turnsLeft: number, w: PolicyWeights, count = CANDIDATES): Candidate[] => {
  const board = readBoard(state, seat);
  const spots = spotsOf(board, legalCells(me.borough, me.borders));
  const goals = goalsInPlay(state, seat);
  const value = valuer(state, seat, me, turnsLeft, w);
  const best: Kept[] = [];
  const money = moneyValue(turnsLeft, w);
  const discard = cheapestDiscard(state);
  const turn: SieveTurn = { state, me, turnsLeft, w, count, board, spots, goals, value, best, d: zeroDeltas(), worthByKind: new Map(), discard, money };
  const lakeSpot = lakeSpotOf(spots);
  const lakePull = goalPull(goals, { kind: 'lake' }, w.goalPull);
  const inc = rulesOf(state.options).has('inc');
  let footprints: Footprints | undefined;
  for (const offer of offerActions(state)) {
    // the planners' replacements are weighed after the offered actions, by the sieve's own reading (mayReplace)
    if (!offer.affordable || offer.action === 'redevelop') continue;
    if (offer.action === 'border' || offer.action === 'lakeBorder') {
      // Suburbia Inc: the border's best footprint, paid with its price and the market discard it forces
      if (offer.cost + discard > me.money) continue;
      const set = offer.action === 'border' ? borderById(offer.borderId).set : undefined;
      footprints ??= footprintsOf(me);
      const spot = bestBorderSpot(footprints, offer.action === 'border' ? offer.borderId : undefined, value);
      if (spot === undefined) continue;
      spot.deltas.money -= offer.cost + discard;
      const pull = set === undefined ? lakePull : goalPull(goals, { kind: 'border', set }, w.goalPull);
      keep(best, count, offer, spot.footprint.first, value(spot.deltas) + pull, spot.footprint.side);
      continue;
    }
    if (offer.action === 'invest') {
      const pull = goalPull(goals, { kind: 'investment' }, w.goalPull);
      for (const t of me.borough) {
        if (t.invested) continue;
        const price = investmentPrice(state, t) + (inc ? investmentCharges(state, t) : 0);
        if (price + discard > me.money || (inc && isPlanner(t))) continue;
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
    } else {
      const facts = faceFacts(offer.tileId);
      const price = (offer.cost + (offer.action === 'basic' ? discard : 0)) * money;
      const { bySpot, pull } = worthOf(turn, facts);
      // the hottest loop of the policy: most spots cannot beat the kept ones, and are passed over by one comparison
      let floor = floorOf(best, count);
      for (let i = 0; i < bySpot.length; i++) {
        const at = spots.cells[i];
        const worth = bySpot[i] ?? -Infinity;
        const score = worth - price + pull;
        if (at === undefined || worth === -Infinity || (best.length >= count && !(score > floor))) continue;
        keep(best, count, offer, at, score);
        floor = floorOf(best, count);
      }
    }
  }
  if (inc) for (const planner of plannersOf(me)) keepReplacements(turn, planner.at);
  return best.map((k) => ({ draft: draftOf(k.offer, seat, k.at, k.side ?? 0), score: k.score }));
};
