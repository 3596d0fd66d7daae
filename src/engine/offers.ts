/**
 * Staged choices for the seat to move, so no caller enumerates the whole product of actions × cells × discards:
 * offerActions → offerPlacements (each with its preview) → offerDiscards → applyMove. The bot turns each stage
 * into buttons or a select menu.
 */
import { marketTile, surchargeAt } from './market.ts';
import type { Axial } from './hex.ts';
import type { Change, Rejected, TurnDraft, TurnMove } from './moves.ts';
import type { BasicId, BorderFootprint, GameState, PlacedTile, PlayerState, Seat } from './state.ts';
import { BASIC_IDS, LAKE_COST, tileById, type Stat, type TileId } from './tiles/index.ts';
import { legalCells } from './geometry.ts';
import { cheapestBorderInvestment, footprintCount } from './border-rules.ts';
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
  | { readonly action: 'investBorder'; readonly border: number };

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
  }
};

export type ActionOffer =
  | {
      readonly action: 'buy' | 'lake';
      readonly slot: number;
      readonly tileId: TileId;
      readonly cost: number;
      readonly affordable: boolean;
      /** 'buy' only: why the tile has no legal spot in the mover's borough (it can still be taken as a lake) */
      readonly noSpot?: string;
    }
  | { readonly action: 'basic'; readonly basic: BasicId; readonly tileId: TileId; readonly cost: number; readonly left: number; readonly affordable: boolean }
  /** `cost`: the cheapest investment open to the player (borders included) */
  | { readonly action: 'invest'; readonly cost: number; readonly affordable: boolean }
  /** Suburbia Inc: a face-up border; `footprints`: where it may lie in the mover's borough */
  | { readonly action: 'border'; readonly index: number; readonly borderId: string; readonly cost: number; readonly affordable: boolean; readonly footprints: number }
  /** Suburbia Inc: the top face-down border as a Lake Border; `left`: face-down borders left */
  | { readonly action: 'lakeBorder'; readonly cost: 0; readonly affordable: boolean; readonly footprints: number; readonly left: number };

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

/** What an investment marker on `t` costs: its price again (a lake's: LAKE_COST). */
const investmentCost = (t: PlacedTile): number => (t.faceDown === 'lake' ? LAKE_COST : tileById(t.tileId).cost);

const investable = (state: GameState, seat: Seat) =>
  (state.players[seat]?.borough ?? []).filter((t) => !t.invested).map((t) => ({ at: t.at, tileId: t.tileId, cost: investmentCost(t) }));

export const offerActions = (state: GameState): readonly ActionOffer[] => {
  const seat = mover(state);
  const me = seat === undefined ? undefined : state.players[seat];
  if (seat === undefined || me === undefined) return [];
  const offers: ActionOffer[] = [];
  for (const { slot, tileId } of state.market) {
    const surcharge = surchargeAt(state, slot);
    const cost = tileById(tileId).cost + surcharge;
    const noSpot = noSpotReason(tileId, me);
    const affordable = me.money >= cost;
    offers.push(noSpot === undefined ? { action: 'buy', slot, tileId, cost, affordable } : { action: 'buy', slot, tileId, cost, affordable, noSpot });
    offers.push({ action: 'lake', slot, tileId, cost: surcharge, affordable: me.money >= surcharge });
  }
  for (const basic of BASIC_IDS) {
    const left = state.basics[basic];
    const cost = tileById(basic).cost;
    if (left > 0) offers.push({ action: 'basic', basic, tileId: basic, cost, left, affordable: me.money >= cost });
  }
  let cheapest = Infinity;
  for (const t of me.borough) if (!t.invested) cheapest = Math.min(cheapest, investmentCost(t));
  if (me.borders !== undefined) cheapest = Math.min(cheapest, cheapestBorderInvestment(me));
  if (me.investmentsLeft > 0 && cheapest !== Infinity) offers.push({ action: 'invest', cost: cheapest, affordable: me.money >= cheapest });
  if (state.borderRow !== undefined) offers.push(...borderActions(state, me));
  return offers;
};

/** Suburbia Inc: each face-up border, then the top face-down one as a Lake Border (decision 19); none when none is left. */
const borderActions = (state: GameState, me: PlayerState): readonly ActionOffer[] => {
  const offers: ActionOffer[] = [];
  for (const [index, borderId] of (state.borderRow ?? []).entries()) {
    const cost = borderById(borderId).cost;
    offers.push({ action: 'border', index, borderId, cost, affordable: me.money >= cost, footprints: footprintCount(me, borderId, false) });
  }
  const left = state.borderStack?.length ?? 0;
  if (left > 0) offers.push({ action: 'lakeBorder', cost: 0, affordable: true, footprints: footprintCount(me, '', true), left });
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
  if (choice.action === 'border' || choice.action === 'lakeBorder' || choice.action === 'investBorder') return [];
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
  const taken = draft.kind === 'buy' || draft.kind === 'lake' ? [draft.slot] : [];
  const discarding = draft.kind === 'basic' || draft.kind === 'invest' || draft.kind === 'border' || draft.kind === 'lakeBorder';
  const ownDiscardDue = discarding && draft.discardSlot === undefined;
  if (ownDiscardDue) {
    const money = moneyBeforeEndOfTurn(state, draft.seat, shown.changes);
    return state.market.map(({ slot, tileId }) => {
      const surcharge = surchargeAt(state, slot);
      return { slot, tileId, surcharge, affordable: money >= surcharge, stage: 'discard' as const };
    });
  }
  if (rulesOf(state.options).mode.extraRemovals === 0 || draft.extraDiscardSlot !== undefined) return [];
  const used = discarding ? [draft.discardSlot ?? -1] : taken;
  const money = (state.players[draft.seat]?.money ?? 0) + shown.net.money;
  return state.market
    .filter(({ slot }) => !used.includes(slot))
    .map(({ slot, tileId }) => {
      const surcharge = surchargeAt(state, slot);
      return { slot, tileId, surcharge, affordable: money >= surcharge, stage: 'extra' as const };
    });
};
