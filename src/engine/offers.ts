/**
 * Staged choices for the seat to move, so no caller enumerates the whole product of actions × cells × discards:
 * offerActions → offerPlacements (each with its preview) → offerDiscards → applyMove. The bot turns each stage
 * into buttons or a select menu.
 */
import { marketTile, surchargeAt } from './market.ts';
import type { Axial } from './hex.ts';
import type { Change, Rejected, TurnDraft, TurnMove } from './moves.ts';
import type { BasicId, BorderFootprint, GameState, PlacedTile, PlayerState, Seat } from './state.ts';
import { BASIC_IDS, tileById, type Stat, type TileId } from './tiles/index.ts';
import { chargesDue, investmentCharges, investmentPrice, tilePrice } from './prices.ts';
import { isPlanner, plannersOf, someReplacement } from './planner.ts';
import { legalCells } from './geometry.ts';
import { footprintCount } from './border-rules.ts';
import { borderById } from './tiles/index.ts';
import { noSpotReason } from './placement-rules.ts';
import { rulesOf } from './rules/index.ts';
import { resolveTurn } from './turn.ts';

export type ActionChoice =
  | { readonly action: 'buy'; readonly slot: number }
  | { readonly action: 'lake'; readonly slot: number }
  | { readonly action: 'basic'; readonly basic: BasicId }
  | { readonly action: 'invest' }
  /** Suburbia Inc: the face-up border at `index` of the row */
  | { readonly action: 'border'; readonly index: number }
  /** Suburbia Inc: the top face-down border, as a Lake Border */
  | { readonly action: 'lakeBorder' }
  /** Suburbia Inc: an investment marker on the mover's border at this index of `borders` */
  | { readonly action: 'investBorder'; readonly border: number }
  /** Suburbia Inc: replace the Redevelopment Planner at `planner` (decision 22) */
  | { readonly action: 'redevelop'; readonly planner: Axial };

/** The choices that place a border: their placement stages are a side, then a footprint (border-offers.ts). */
export type BorderChoice = Extract<ActionChoice, { action: 'border' | 'lakeBorder' }>;

/** The staged action choice a whole turn move was made from (the first stage the bot and tools show). */
export const choiceOfMove = (move: TurnMove): ActionChoice => {
  switch (move.kind) {
    case 'buy':
    case 'lake':
      return { action: move.kind, slot: move.slot };
    case 'basic':
      return { action: 'basic', basic: move.basic };
    case 'invest':
      return move.border === undefined ? { action: 'invest' } : { action: 'investBorder', border: move.border };
    case 'border':
      return { action: 'border', index: move.index };
    case 'lakeBorder':
      return { action: 'lakeBorder' };
    case 'redevelop':
      return { action: 'redevelop', planner: move.planner };
  }
};

/**
 * One action of the first stage. `cost` is its price at the cheapest of its spots, as their placements or previews
 * charge it (the market surcharge included; not what a tile's effects take at once); `affordable` says that the
 * mover can pay for one of its spots, so the next stage offers at least one (decisions 24, 26). Only an affordable
 * offer can be taken; the others are listed to say what is out of reach, and why.
 */
export type ActionOffer =
  | {
      readonly action: 'buy' | 'lake';
      readonly slot: number;
      readonly tileId: TileId;
      readonly cost: number;
      readonly affordable: boolean;
      /** 'buy' only: why the tile has no legal spot in the mover's borough (it may still be taken as a lake) */
      readonly noSpot?: string;
    }
  | { readonly action: 'basic'; readonly basic: BasicId; readonly tileId: TileId; readonly cost: number; readonly left: number; readonly affordable: boolean }
  /**
   * An investment marker on a hex tile: `cost` is the cheapest the mover can pay for (else the cheapest). Each of
   * the mover's borders is an investment of its own (offerBorderInvestments), never counted here.
   */
  | { readonly action: 'invest'; readonly cost: number; readonly affordable: boolean }
  /** Suburbia Inc: a face-up border; `footprints`: where it may lie in the mover's borough */
  | { readonly action: 'border'; readonly index: number; readonly borderId: string; readonly cost: number; readonly affordable: boolean; readonly footprints: number }
  /** Suburbia Inc: the top face-down border as a Lake Border; `left`: face-down borders left */
  | { readonly action: 'lakeBorder'; readonly cost: 0; readonly affordable: boolean; readonly footprints: number; readonly left: number }
  /** one per Redevelopment Planner in the mover's borough that some replacement may go on (offerRedevelopments) */
  | { readonly action: 'redevelop'; readonly planner: Axial; readonly cost: 0; readonly affordable: true };

export type Preview = {
  /** every change, in resolution order, each with its cause; then the income and population steps */
  readonly changes: readonly Change[];
  /** the mover's net change per stat over the whole turn */
  readonly net: { readonly [S in Stat]: number };
};

export type PlacementOffer = {
  readonly at: Axial;
  /** for investments: the tile under the marker */
  readonly tileId: TileId;
  readonly cost: number;
  readonly preview: Preview;
};

export type DiscardOffer = {
  readonly slot: number;
  readonly tileId: TileId;
  readonly surcharge: number;
  readonly affordable: boolean;
  /** 'extra': the Lone Architect's additional tile removed after the turn */
  readonly stage: 'discard' | 'extra';
};

export const mover = (state: GameState): Seat | undefined => {
  const p = state.players[state.toMove];
  return state.phase === 'playing' && p !== undefined && p.isDale !== true ? state.toMove : undefined;
};

const netOf = (changes: readonly Change[], seat: Seat): Preview['net'] => {
  const net = { money: 0, income: 0, reputation: 0, population: 0, stars: 0 };
  for (const c of changes) if (c.seat === seat) net[c.stat] += c.delta;
  return net;
};

/**
 * Every change the move would cause (before Dale's reply): the placement, the end-of-turn steps and what the
 * market's refill sets off (bonus and challenge rewards depend only on how many tiles are drawn, which is public).
 * Never the drawn tiles themselves or the 1 More Round tile. Discards may be missing (then one draw fewer counts, R20).
 */
export const preview = (state: GameState, move: TurnDraft): Preview | Rejected => {
  const resolved = resolveTurn(state, move, { partial: true });
  if (!resolved.ok) return resolved;
  const changes = resolved.work.changes;
  return { changes, net: netOf(changes, move.seat) };
};

/** Whether a marker may go on `t`: not yet invested, and not a Redevelopment Planner (seed 003). */
const takesMarker = (t: PlacedTile): boolean => !t.invested && !isPlanner(t);

const investable = (state: GameState, seat: Seat) =>
  (state.players[seat]?.borough ?? []).filter(takesMarker).map((t) => ({ at: t.at, tileId: t.tileId, cost: investmentPrice(state, t) }));

/**
 * The investment in a hex tile, priced at the cheapest tile the mover can pay for with what its effects take at once
 * (decision 24), else at the cheapest tile; none without a marker or a tile to take one.
 */
const investOffer = (state: GameState, me: PlayerState): ActionOffer | undefined => {
  if (me.investmentsLeft <= 0) return undefined;
  let cheapest = Infinity;
  let payable = Infinity;
  for (const t of me.borough) {
    if (!takesMarker(t)) continue;
    const price = investmentPrice(state, t);
    cheapest = Math.min(cheapest, price);
    if (me.money >= price + investmentCharges(state, t)) payable = Math.min(payable, price);
  }
  if (cheapest === Infinity) return undefined;
  return payable === Infinity ? { action: 'invest', cost: cheapest, affordable: false } : { action: 'invest', cost: payable, affordable: true };
};

export const offerActions = (state: GameState): readonly ActionOffer[] => {
  const seat = mover(state);
  const me = seat === undefined ? undefined : state.players[seat];
  if (seat === undefined || me === undefined) return [];
  const offers: ActionOffer[] = [];
  const lakeHasSpot = noSpotReason('', me, true) === undefined;
  for (const { slot, tileId } of state.market) {
    const surcharge = surchargeAt(state, slot);
    const cost = tilePrice(state, tileId) + surcharge;
    const noSpot = noSpotReason(tileId, me);
    const affordable = noSpot === undefined && me.money >= cost + chargesDue(state, tileId, true);
    offers.push(noSpot === undefined ? { action: 'buy', slot, tileId, cost, affordable } : { action: 'buy', slot, tileId, cost, affordable, noSpot });
    offers.push({ action: 'lake', slot, tileId, cost: surcharge, affordable: lakeHasSpot && me.money >= surcharge });
  }
  for (const basic of BASIC_IDS) {
    const left = state.basics[basic];
    const cost = tileById(basic).cost;
    if (left > 0) offers.push({ action: 'basic', basic, tileId: basic, cost, left, affordable: me.money >= cost && noSpotReason(basic, me) === undefined });
  }
  const invest = investOffer(state, me);
  if (invest !== undefined) offers.push(invest);
  if (state.borderRow !== undefined) offers.push(...borderActions(state, me));
  const inc = rulesOf(state.options).has('inc');
  if (inc) for (const planner of plannersOf(me)) if (someReplacement(state, me, planner.at)) offers.push({ action: 'redevelop', planner: planner.at, cost: 0, affordable: true });
  return offers;
};

export type RedevelopmentOffer = {
  readonly replacement: { readonly slot: number } | { readonly basic: BasicId };
  readonly tileId: TileId;
  /** the whole turn before its discards are chosen (a basic replacement still needs one) */
  readonly preview: Preview;
};

/**
 * The tiles that may replace the Redevelopment Planner at `planner` (decision 22): every market tile, then every
 * basic tile left in the supply, that may go on that cell (its placement rules; its price counted as $0).
 */
export const offerRedevelopments = (state: GameState, planner: Axial): readonly RedevelopmentOffer[] => {
  const seat = mover(state);
  if (seat === undefined) return [];
  const replacements = [
    ...state.market.map(({ slot, tileId }) => ({ replacement: { slot }, tileId })),
    ...BASIC_IDS.filter((basic) => state.basics[basic] > 0).map((basic) => ({ replacement: { basic }, tileId: basic })),
  ];
  const offers: RedevelopmentOffer[] = [];
  for (const { replacement, tileId } of replacements) {
    const shown = preview(state, { kind: 'redevelop', seat, planner, ...replacement });
    if ('changes' in shown) offers.push({ replacement, tileId, preview: shown });
  }
  return offers;
};

/** Suburbia Inc: each face-up border, then the top face-down one as a Lake Border (decision 19); none when none is left. */
const borderActions = (state: GameState, me: PlayerState): readonly ActionOffer[] => {
  const offers: ActionOffer[] = [];
  for (const [index, borderId] of (state.borderRow ?? []).entries()) {
    const cost = borderById(borderId).cost;
    const footprints = footprintCount(me, borderId, false);
    offers.push({ action: 'border', index, borderId, cost, affordable: footprints > 0 && me.money >= cost, footprints });
  }
  const left = state.borderStack?.length ?? 0;
  if (left === 0) return offers;
  const footprints = footprintCount(me, '', true);
  offers.push({ action: 'lakeBorder', cost: 0, affordable: footprints > 0, footprints, left });
  return offers;
};

/** The staged choice an action offer stands for. */
export const choiceOfOffer = (offer: ActionOffer): ActionChoice => {
  switch (offer.action) {
    case 'buy':
    case 'lake':
      return { action: offer.action, slot: offer.slot };
    case 'basic':
      return { action: 'basic', basic: offer.basic };
    case 'invest':
      return { action: 'invest' };
    case 'border':
      return { action: 'border', index: offer.index };
    case 'lakeBorder':
      return { action: 'lakeBorder' };
    case 'redevelop':
      return { action: 'redevelop', planner: offer.planner };
  }
};

/**
 * The turn draft a staged action choice makes at `at`, before its discards are chosen. A border choice needs its
 * side too (`at` is then its first slot); an investment in a border takes `at` as the border's first slot.
 */
export const draftFor = (choice: ActionChoice, seat: Seat, at: Axial, side = 0): TurnDraft => {
  switch (choice.action) {
    case 'buy':
    case 'lake':
      return { kind: choice.action, seat, slot: choice.slot, at };
    case 'basic':
      return { kind: 'basic', seat, basic: choice.basic, at };
    case 'invest':
      return { kind: 'invest', seat, at };
    case 'investBorder':
      return { kind: 'invest', seat, at, border: choice.border };
    case 'border':
      return { kind: 'border', seat, index: choice.index, side, at };
    case 'lakeBorder':
      return { kind: 'lakeBorder', seat, side, at };
    case 'redevelop':
      return { kind: 'redevelop', seat, planner: choice.planner };
  }
};

/** The draft of a border choice at a footprint. */
export const borderDraftFor = (choice: BorderChoice, seat: Seat, f: BorderFootprint): TurnDraft => draftFor(choice, seat, f.first, f.side);

/**
 * Every legal cell (for investments: every hex tile that can take a marker) with what it would do. Border choices
 * have stages of their own (border-offers.ts): none here.
 */
export const offerPlacements = (state: GameState, choice: ActionChoice): readonly PlacementOffer[] => {
  const seat = mover(state);
  const me = seat === undefined ? undefined : state.players[seat];
  if (seat === undefined || me === undefined) return [];
  if (choice.action === 'border' || choice.action === 'lakeBorder' || choice.action === 'investBorder' || choice.action === 'redevelop') return [];
  const targets =
    choice.action === 'invest'
      ? investable(state, seat)
      : legalCells(me.borough, me.borders).map((at) => ({ at, tileId: tileOfChoice(state, choice), cost: 0 }));
  const offers: PlacementOffer[] = [];
  for (const target of targets) {
    const shown = preview(state, draftFor(choice, seat, target.at));
    if (!('changes' in shown)) continue;
    const cost = shown.changes.filter((c) => c.cause.kind === 'cost').reduce((n, c) => n - c.delta, 0);
    offers.push({ at: target.at, tileId: target.tileId, cost, preview: shown });
  }
  return offers;
};

const tileOfChoice = (state: GameState, choice: Extract<ActionChoice, { action: 'buy' | 'lake' | 'basic' }>): TileId =>
  choice.action === 'basic' ? choice.basic : (marketTile(state, choice.slot) ?? '');

const moneyBeforeEndOfTurn = (state: GameState, seat: Seat, changes: readonly Change[]): number =>
  (state.players[seat]?.money ?? 0) +
  changes.filter((c) => c.seat === seat && c.stat === 'money' && c.cause.kind !== 'incomeStep' && c.cause.kind !== 'reputationStep').reduce((n, c) => n + c.delta, 0);

/**
 * The discard the draft still needs: first the turn's own (basic tile, investment), then the Lone Architect's
 * extra one. Empty when no discard is due.
 */
export const offerDiscards = (state: GameState, draft: TurnDraft): readonly DiscardOffer[] => {
  const shown = preview(state, draft);
  if (!('changes' in shown)) return [];
  const taken = draft.kind === 'buy' || draft.kind === 'lake' ? [draft.slot] : draft.kind === 'redevelop' && draft.slot !== undefined ? [draft.slot] : [];
  const discards =
    draft.kind === 'basic' || draft.kind === 'invest' || draft.kind === 'border' || draft.kind === 'lakeBorder' || (draft.kind === 'redevelop' && draft.basic !== undefined);
  const ownDiscardDue = discards && draft.discardSlot === undefined;
  if (ownDiscardDue) {
    const money = moneyBeforeEndOfTurn(state, draft.seat, shown.changes);
    return state.market.map(({ slot, tileId }) => {
      const surcharge = surchargeAt(state, slot);
      return { slot, tileId, surcharge, affordable: money >= surcharge, stage: 'discard' as const };
    });
  }
  if (rulesOf(state.options).mode.extraRemovals === 0 || draft.extraDiscardSlot !== undefined) return [];
  const used = discards ? [draft.discardSlot ?? -1] : taken;
  const money = (state.players[draft.seat]?.money ?? 0) + shown.net.money;
  return state.market
    .filter(({ slot }) => !used.includes(slot))
    .map(({ slot, tileId }) => {
      const surcharge = surchargeAt(state, slot);
      return { slot, tileId, surcharge, affordable: money >= surcharge, stage: 'extra' as const };
    });
};
