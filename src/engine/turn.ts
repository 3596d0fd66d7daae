/**
 * One player's turn as one atomic move (rulebook "Gameplay"): (1) take and place a tile, or invest, with the
 * discard where the rules ask for one; (2) collect or pay income; (3) adjust population by reputation;
 * (4) the market moves on, and the round may end (turn-end.ts). Works on a Work, so a rejection at any point leaves
 * the state untouched.
 */
import { borderInvestmentProblem, borderPlacementProblem, slotPopulationProblem } from './border-rules.ts';
import { hexSpotProblem } from './geometry.ts';
import { sameCell } from './hex.ts';
import { marketTile, surchargeAt } from './market.ts';
import { rulesOf } from './rules/index.ts';
import { reject, type Applied, type Rejected, type TurnDraft } from './moves.ts';
import { placementRuleProblem } from './placement-rules.ts';
import { isPlanner } from './planner.ts';
import { chargesDue, investmentCharges, investmentPrice, tilePrice } from './prices.ts';
import { investBorder, placeBorder } from './resolve/borders.ts';
import { investTile, placeTile, redevelop } from './resolve/placement.ts';
import { adjust, startWork, workPlayer, type Work } from './resolve/work.ts';
import type { GameState, PlacedBorder, PlacedTile, PlayerState, Seat } from './state.ts';
import { borderById, isBasicId, LAKE_COST, tileById, type TileId } from './tiles/index.ts';
import { LAKE_TRAITS, traitsOf } from './tiles/traits.ts';
import { commitTurn, finishTurn, type NextTurn, type TurnEnd } from './turn-end.ts';

export type TurnOptions = {
  /** previews of a placement before the discards are chosen: missing discards are skipped, not refused */
  readonly partial?: boolean;
};

/** The turns that remove a market tile besides the one taken: a basic tile, an investment, a border (decision 19), a basic replacing a planner. */
const needsDiscard = (move: TurnDraft): boolean =>
  move.kind === 'basic' || move.kind === 'invest' || move.kind === 'border' || move.kind === 'lakeBorder' || (move.kind === 'redevelop' && move.basic !== undefined);

/** Checks who may move now; undefined when `seat` may play a turn. */
export const turnProblem = (state: GameState, seat: Seat): Rejected | undefined => {
  if (state.phase === 'finished') return reject('gameOver');
  if (state.phase !== 'playing') return reject('wrongPhase');
  if (seat !== state.toMove) return reject('wrongSeat');
  return undefined;
};

/** `charges`: the $ the tile's own effects take at once, which must be there with the price (decision 24) */
type Action = {
  readonly price: number;
  readonly priceText: string;
  readonly takenSlot?: number;
  /** the hex tile taken or invested in ('' for a border) */
  readonly tileId: TileId;
  readonly charges: number;
  /** Suburbia Inc: the border taken or invested in */
  readonly borderId?: string;
};

/** The border a move takes: the face-up one at `index` of the row, or the top face-down one (decision 19). */
const borderTaken = (state: GameState, move: Extract<TurnDraft, { kind: 'border' | 'lakeBorder' }>): Action | Rejected => {
  if (move.kind === 'lakeBorder') {
    const top = state.borderStack?.[0];
    if (top === undefined) return reject('noSuchBorder', 'no face-down border is left');
    return { price: 0, priceText: 'Lake Border: free', tileId: '', charges: 0, borderId: top };
  }
  const borderId = state.borderRow?.[move.index];
  if (borderId === undefined) return reject('noSuchBorder', `no face-up border at place ${move.index}`);
  const cost = borderById(borderId).cost;
  return { price: cost, priceText: `price $${cost}`, tileId: '', charges: 0, borderId };
};

const borderInvestment = (me: PlayerState, index: number): Action | Rejected => {
  const target = me.borders?.[index];
  if (target === undefined) return reject('noTileThere', `you have no border number ${index}`);
  if (target.invested) return reject('alreadyInvested');
  const problem = borderInvestmentProblem(me, target);
  if (problem !== undefined) return problem;
  // a Lake Border's investment is free (decision 19)
  const cost = target.faceDown === 'lake' ? LAKE_COST : borderById(target.borderId).cost;
  return { price: cost, priceText: `investment: price $${cost} again`, tileId: '', charges: 0, borderId: target.borderId };
};

const withCharges = (state: GameState, action: Omit<Action, 'charges'>, placing: boolean): Action => ({ ...action, charges: chargesDue(state, action.tileId, placing) });

const actionOf = (state: GameState, move: TurnDraft): Action | Rejected => {
  const me = state.players[move.seat];
  if (me === undefined) return reject('wrongSeat');
  switch (move.kind) {
    case 'buy':
    case 'lake': {
      const tileId = marketTile(state, move.slot);
      if (tileId === undefined) return reject('noSuchSlot', `no tile in market slot ${move.slot}`);
      const surcharge = surchargeAt(state, move.slot);
      if (move.kind === 'lake') return { price: surcharge, priceText: `market slot $${surcharge}`, takenSlot: move.slot, tileId, charges: 0 };
      const cost = tilePrice(state, tileId);
      return withCharges(state, { price: cost + surcharge, priceText: `price $${cost} + market $${surcharge}`, takenSlot: move.slot, tileId }, true);
    }
    case 'basic': {
      if (!isBasicId(move.basic)) return reject('unknownBasic');
      if (state.basics[move.basic] <= 0) return reject('basicSoldOut');
      const cost = tileById(move.basic).cost;
      return { price: cost, priceText: `price $${cost}`, tileId: move.basic, charges: 0 };
    }
    case 'redevelop': {
      const planner = me.borough.find((t) => sameCell(t.at, move.planner));
      if (planner === undefined || !isPlanner(planner)) return reject('noPlannerThere', 'you have no Redevelopment Planner there');
      if ((move.slot === undefined) === (move.basic === undefined)) return reject('replacementMissing', 'name one market slot or one basic tile to replace the planner');
      // Decision 22: the replacement is free, market surcharge included.
      const free = 'replacement: free';
      if (move.slot !== undefined) {
        const tileId = marketTile(state, move.slot);
        if (tileId === undefined) return reject('noSuchSlot', `no tile in market slot ${move.slot}`);
        return withCharges(state, { price: 0, priceText: free, takenSlot: move.slot, tileId }, true);
      }
      const basic = move.basic ?? '';
      if (!isBasicId(basic)) return reject('unknownBasic');
      if (state.basics[basic] <= 0) return reject('basicSoldOut');
      return { price: 0, priceText: free, tileId: basic, charges: 0 };
    }
    case 'border':
    case 'lakeBorder':
      return borderTaken(state, move);
    case 'invest': {
      if (me.investmentsLeft <= 0) return reject('noMarkerLeft');
      if (move.border !== undefined) return borderInvestment(me, move.border);
      const target = me.borough.find((t) => sameCell(t.at, move.at));
      if (target === undefined) return reject('noTileThere');
      if (target.invested) return reject('alreadyInvested');
      if (isPlanner(target)) return reject('notInvestable', 'a Redevelopment Planner takes no investment marker');
      const cost = investmentPrice(state, target);
      return { price: cost, priceText: `investment: price $${cost} again`, tileId: target.tileId, charges: investmentCharges(state, target) };
    }
  }
};

const discardProblem = (state: GameState, slot: number | undefined, taken: readonly number[], partial: boolean): Rejected | undefined => {
  if (slot === undefined) return partial ? undefined : reject('discardMissing');
  if (taken.includes(slot)) return reject('discardTaken');
  if (marketTile(state, slot) === undefined) return reject('noSuchSlot', `no tile in market slot ${slot} to discard`);
  return undefined;
};

const payDiscard = (work: Work, seat: Seat, slot: number | undefined): Rejected | undefined => {
  if (slot === undefined) return undefined;
  const surcharge = surchargeAt(work.state, slot);
  if (workPlayer(work, seat).money < surcharge) return reject('unaffordable', `discarding slot ${slot} costs $${surcharge}`);
  adjust(work, seat, 'money', -surcharge, { kind: 'discard', tileId: marketTile(work.state, slot), text: `discard from the $${surcharge} slot` });
  return undefined;
};

/** (2) income, with the shortfall rule, and (3) population by reputation (decision 11). */
export const endOfTurnSteps = (work: Work, seat: Seat): void => {
  const me = workPlayer(work, seat);
  if (me.income > 0) adjust(work, seat, 'money', me.income, { kind: 'incomeStep', text: 'income' });
  if (me.income < 0) {
    const owed = -me.income;
    const paid = Math.min(owed, me.money);
    adjust(work, seat, 'money', -paid, { kind: 'incomeStep', text: 'negative income' });
    if (owed > paid) adjust(work, seat, 'population', -(owed - paid), { kind: 'incomeStep', text: `$${owed - paid} of income unpaid` });
  }
  adjust(work, seat, 'population', me.reputation, { kind: 'reputationStep', text: 'reputation' });
};

/** Why the move's piece may not go where it says (investments: nothing more to check). */
const placementProblem = (move: TurnDraft, me: PlayerState, action: Action): Rejected | undefined => {
  switch (move.kind) {
    case 'invest':
      return undefined;
    case 'redevelop': {
      const where = placementRuleProblem(action.tileId, me, move.planner);
      return where !== undefined || me.borders === undefined ? where : slotPopulationProblem(me, move.planner, traitsOf({ tileId: action.tileId }));
    }
    case 'border':
    case 'lakeBorder':
      return borderPlacementProblem(me, action.borderId ?? '', move.kind === 'lakeBorder', { side: move.side, first: move.at });
    case 'buy':
    case 'basic':
    case 'lake': {
      const where = hexSpotProblem(me.borough, move.at, me.borders) ?? (move.kind === 'lake' ? undefined : placementRuleProblem(action.tileId, me, move.at));
      if (where !== undefined || me.borders === undefined) return where;
      return slotPopulationProblem(me, move.at, move.kind === 'lake' ? LAKE_TRAITS : traitsOf({ tileId: action.tileId }));
    }
  }
};

/** Places the taken border and turns the row over: a face-up border leaves the row, which refills from the stack's top (decision 19, R33). */
const takeBorder = (work: Work, move: Extract<TurnDraft, { kind: 'border' | 'lakeBorder' }>, borderId: string): void => {
  work.placedCount += 1;
  const lake = move.kind === 'lakeBorder';
  const placed: PlacedBorder = lake
    ? { side: move.side, first: move.at, borderId, faceDown: 'lake', invested: false, placedOrder: work.placedCount }
    : { side: move.side, first: move.at, borderId, invested: false, placedOrder: work.placedCount };
  const stack = work.borderStack ?? [];
  if (lake) work.borderStack = stack.slice(1);
  else {
    const row = (work.borderRow ?? []).filter((_, i) => i !== move.index);
    const [refill, ...rest] = stack;
    work.borderRow = refill === undefined ? row : [...row, refill];
    work.borderStack = rest;
  }
  placeBorder(work, move.seat, placed);
};

export type Resolved = { readonly ok: true; readonly work: Work; readonly next: NextTurn };

/** Resolves a human turn (without Dale's reply) on a Work: every change, the market after it, whose turn is next. */
export const resolveTurn = (state: GameState, move: TurnDraft, options: TurnOptions = {}): Resolved | Rejected => {
  const partial = options.partial === true;
  const problem = turnProblem(state, move.seat);
  if (problem !== undefined) return problem;
  const action = actionOf(state, move);
  if ('ok' in action) return action;
  const me = state.players[move.seat];
  if (me === undefined || me.isDale === true) return reject('wrongSeat');
  if (me.money < action.price) return reject('unaffordable', `${action.priceText} is more than $${me.money}`);
  if (me.money < action.price + action.charges) return reject('unaffordable', `${action.priceText} and $${action.charges} its effect takes at once are more than $${me.money}`);
  const where = placementProblem(move, me, action);
  if (where !== undefined) return where;
  const taken = action.takenSlot === undefined ? [] : [action.takenSlot];
  const discardSlot = needsDiscard(move) ? move.discardSlot : undefined;
  if (!needsDiscard(move) && move.discardSlot !== undefined) return reject('discardNotAllowed', `a ${move.kind === 'redevelop' ? 'market tile replacing a planner' : 'bought tile'} already leaves the market`);
  if (needsDiscard(move)) {
    const bad = discardProblem(state, discardSlot, taken, partial);
    if (bad !== undefined) return bad;
  }
  const rules = rulesOf(state.options);
  const extraRemoval = rules.mode.extraRemovals > 0;
  if (!extraRemoval && move.extraDiscardSlot !== undefined) return reject('discardNotAllowed', 'only the Lone Architect removes an extra tile');
  const removedBeforeExtra = discardSlot === undefined ? taken : [...taken, discardSlot];
  if (extraRemoval) {
    const bad = discardProblem(state, move.extraDiscardSlot, removedBeforeExtra, partial);
    if (bad !== undefined) return bad;
  }

  const work = startWork(state, rules);
  const paid = action.borderId === undefined ? { tileId: action.tileId } : { borderId: action.borderId };
  adjust(work, move.seat, 'money', -action.price, { kind: 'cost', ...paid, text: action.priceText });
  if (move.kind === 'invest' && move.border !== undefined) investBorder(work, move.seat, move.border);
  else if (move.kind === 'invest') investTile(work, move.seat, move.at);
  else if (move.kind === 'border' || move.kind === 'lakeBorder') takeBorder(work, move, action.borderId ?? '');
  else if (move.kind === 'redevelop') {
    work.placedCount += 1;
    redevelop(work, move.seat, { tileId: action.tileId, at: move.planner, invested: false, placedOrder: work.placedCount });
  } else {
    work.placedCount += 1;
    const placed: PlacedTile =
      move.kind === 'lake'
        ? { tileId: action.tileId, at: move.at, faceDown: 'lake', invested: false, placedOrder: work.placedCount }
        : { tileId: action.tileId, at: move.at, invested: false, placedOrder: work.placedCount };
    placeTile(work, move.seat, placed);
  }
  // The discard is paid after the placement resolves, so money the basic tile brings in (lakes, "take $") can pay
  // for it ("After placing a basic tile, the player then must take…"; R3; alternative: afford both up front).
  const unpaid = payDiscard(work, move.seat, discardSlot);
  if (unpaid !== undefined) return unpaid;
  endOfTurnSteps(work, move.seat);
  // The Lone Architect's extra removal comes after the income and population steps (rules/modes.ts).
  const extraUnpaid = extraRemoval ? payDiscard(work, move.seat, move.extraDiscardSlot) : undefined;
  if (extraUnpaid !== undefined) return extraUnpaid;
  const removed = extraRemoval && move.extraDiscardSlot !== undefined ? [...removedBeforeExtra, move.extraDiscardSlot] : removedBeforeExtra;
  const end: TurnEnd = {
    removedSlots: removed,
    discardedSlots: removed.filter((s) => s !== action.takenSlot),
    ...(move.kind === 'basic' ? { basicUsed: move.basic } : move.kind === 'redevelop' && move.basic !== undefined ? { basicUsed: move.basic } : {}),
  };
  return { ok: true, work, next: finishTurn(work, move.seat, end) };
};

/** Resolves a human turn (without Dale's reply) into the next state and its changes. */
export const playTurn = (state: GameState, move: TurnDraft, options: TurnOptions = {}): Applied | Rejected => {
  const resolved = resolveTurn(state, move, options);
  return resolved.ok ? commitTurn(resolved.work, resolved.next) : resolved;
};
