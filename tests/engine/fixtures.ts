/**
 * Positions that read like the rulebook: "seat 0 has a Suburbs at (0,-3) and a Convenience Store at (1,-4), the
 * market shows …". Stats default to values far from every limit and red line so a test sees only its tile.
 */
import { expect } from 'vitest';
import { applyMove, choiceOfOffer, draftFor, offerActions, offerDiscards, offerPlacements, offerRedevelopments, positionFrom, type ActionChoice, type TurnDraft, type Applied, type Axial, type Change, type GameState, type Move, type Seat, type SetId, type Stat } from '../../src/engine/index.ts';

export type TileSpec = readonly [tileId: string, q: number, r: number, extra?: { lake?: true; invested?: true }];

export type PlayerSpec = {
  readonly tiles?: readonly TileSpec[];
  readonly money?: number;
  readonly income?: number;
  readonly reputation?: number;
  readonly population?: number;
  readonly investmentsLeft?: number;
};

export type PositionSpec = {
  /** seat by seat; seat 0 moves first */
  readonly players: readonly PlayerSpec[];
  /** market tiles from the leftmost ($10) slot; shorter lists leave the left slots empty */
  readonly market?: readonly string[];
  readonly solo?: 'architect' | 'dale';
  readonly sets?: readonly SetId[];
  /** 5★: the seats on each Star track space, bottom to top (engine positionFrom) */
  readonly starTrack?: readonly (readonly Seat[])[];
  readonly stacks?: { readonly A: readonly string[]; readonly B: readonly string[]; readonly C: readonly string[] };
};

export const cell = (q: number, r: number): Axial => ({ q, r });

/** The starting column: Suburbs (0,0), Community Park (0,−1), Heavy Factory (0,−2). */
export const START: readonly TileSpec[] = [
  ['suburbs', 0, 0],
  ['community-park', 0, -1],
  ['heavy-factory', 0, -2],
];

const FILLER = ['convenience-store', 'mobile-home-community', 'landfill', 'freeway', 'farm', 'mint', 'parking-lot'];

/**
 * A game in the playing phase with the given boroughs and market (engine `positionFrom`); stats default to values
 * far from every limit and red line. Goals are kept out of the way (none public, none secret).
 */
export const position = (spec: PositionSpec): GameState =>
  positionFrom({
    players: spec.players.map((p) => ({
      money: p.money ?? 100,
      income: p.income ?? 0,
      reputation: p.reputation ?? 0,
      population: p.population ?? 2,
      investmentsLeft: p.investmentsLeft ?? 3,
      tiles: (p.tiles ?? START).map(([tileId, q, r, extra]) => ({ tileId, at: cell(q, r), lake: extra?.lake === true, invested: extra?.invested === true })),
    })),
    market: spec.market ?? FILLER,
    ...(spec.solo === undefined ? {} : { solo: spec.solo }),
    ...(spec.sets === undefined ? {} : { sets: spec.sets }),
    ...(spec.starTrack === undefined ? {} : { starTrack: spec.starTrack }),
    ...(spec.stacks === undefined ? {} : { stacks: spec.stacks }),
  });

export const ok = (result: ReturnType<typeof applyMove>): Applied => {
  if (!result.ok) throw new Error(`expected the move to be accepted, got ${JSON.stringify(result.rejection)}`);
  return result;
};

/** Makes `seat` the one to move and offers `tileId` in the rightmost ($0) market slot. */
export const withTileOffered = (state: GameState, seat: Seat, tileId: string): GameState => {
  const last = state.table.marketSlots.at(-1) ?? 6;
  return { ...state, toMove: seat, market: [...state.market.filter((e) => e.slot !== last), { slot: last, tileId }] };
};

/** Lone Architect games remove one more tile after every turn: the leftmost one not already used. */
const withExtraDiscard = <M extends Move>(state: GameState, move: M, used: readonly number[]): M => {
  if (state.options.solo !== 'architect') return move;
  const extra = state.market.find((e) => !used.includes(e.slot));
  return extra === undefined ? move : { ...move, extraDiscardSlot: extra.slot };
};

/** `seat` buys `tileId` for its printed price (from a $0 slot) and places it at (q, r). */
export const place = (state: GameState, seat: Seat, tileId: string, q: number, r: number): Applied => {
  const offered = withTileOffered(state, seat, tileId);
  const slot = offered.table.marketSlots.at(-1) ?? 6;
  return ok(applyMove(offered, withExtraDiscard(offered, { kind: 'buy', seat, slot, at: cell(q, r) }, [slot])));
};

/** `seat` puts an investment marker on its tile at (q, r), discarding from the rightmost ($0) slot. */
export const invest = (state: GameState, seat: Seat, q: number, r: number): Applied => {
  const mine = { ...state, toMove: seat };
  const slot = mine.market.at(-1)?.slot ?? 6;
  return ok(applyMove(mine, withExtraDiscard(mine, { kind: 'invest', seat, at: cell(q, r), discardSlot: slot }, [slot])));
};

/** `seat` takes `tileId` as a lake from the rightmost ($0) slot and places it at (q, r). */
export const lake = (state: GameState, seat: Seat, tileId: string, q: number, r: number): Applied => {
  const offered = withTileOffered(state, seat, tileId);
  const slot = offered.table.marketSlots.at(-1) ?? 6;
  return ok(applyMove(offered, withExtraDiscard(offered, { kind: 'lake', seat, slot, at: cell(q, r) }, [slot])));
};

const TILE_CAUSES = new Set(['tile', 'lake', 'investment', 'redLine']);

const END_OF_TURN = new Set(['incomeStep', 'reputationStep']);

/** The changes of the placement itself: everything before the income and reputation steps. */
export const duringPlacement = (changes: readonly Change[]): readonly Change[] => {
  const end = changes.findIndex((c) => END_OF_TURN.has(c.cause.kind));
  return end === -1 ? changes : changes.slice(0, end);
};

/** What tiles, lakes, investments and red lines did to `seat` while placing (prices, discards, end-of-turn steps left out). */
export const gains = (changes: readonly Change[], seat: Seat): Record<Stat, number> => {
  const net = { money: 0, income: 0, reputation: 0, population: 0, stars: 0 };
  for (const c of duringPlacement(changes)) if (c.seat === seat && TILE_CAUSES.has(c.cause.kind)) net[c.stat] += c.delta;
  return net;
};

export const nothing: Record<Stat, number> = { money: 0, income: 0, reputation: 0, population: 0, stars: 0 };
export const just = (part: Partial<Record<Stat, number>>): Record<Stat, number> => ({ ...nothing, ...part });

/** The move is refused with `code` and the state is untouched. */
export const expectRejected = (state: GameState, move: Move, code: string): void => {
  const before = JSON.stringify(state);
  const result = applyMove(state, move);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.rejection.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
};

/** What the tile at (q, r) of `owner` did to its owner in these changes (its own effects and reactions). */
export const fromTileAt = (changes: readonly Change[], owner: Seat, q: number, r: number): Record<Stat, number> => {
  const net = { money: 0, income: 0, reputation: 0, population: 0, stars: 0 };
  for (const c of changes) {
    const at = c.cause.at;
    if (c.seat === owner && c.cause.ownerSeat === owner && at?.q === q && at.r === r && TILE_CAUSES.has(c.cause.kind)) net[c.stat] += c.delta;
  }
  return net;
};

/** A borough with the starting column and a lake at (0,−3), so a lake at (0,−4) touches only water. */
export const QUIET: readonly TileSpec[] = [...START, ['farm', 0, -3, { lake: true }]];

/** A turn that changes nothing by itself (a lake beside a lake, from a $0 slot): only the end-of-turn steps act. */
export const quietTurn = (state: GameState, seat: Seat, q = 0, r = -4): Applied => lake(state, seat, 'convenience-store', q, r);

/** The changes of one kind of cause for `seat`, as [stat, delta] pairs in order. */
export const stepsOf = (changes: readonly Change[], seat: Seat, kind: string): readonly (readonly [Stat, number])[] =>
  changes.filter((c) => c.seat === seat && c.cause.kind === kind).map((c) => [c.stat, c.delta] as const);

/**
 * A move built only from the staged offers (actions → placements → discards), varied by `n`: the k-th affordable
 * action, the k-th placement, the first affordable discards. Goal choices keep the first offer.
 */
export const stagedMove = (state: GameState, n: number): Move => {
  const choosing = state.players.findIndex((p) => p.secretGoalOffers.length > 0);
  const offer = state.players[choosing]?.secretGoalOffers[0];
  if (state.phase === 'goals' && offer !== undefined) return { kind: 'chooseGoal', seat: choosing, goal: offer };
  const seat = state.toMove;
  // hex actions only: borders have their own stages (border-offers.ts)
  const actions = offerActions(state).filter((a) => a.affordable && a.action !== 'border' && a.action !== 'lakeBorder');
  const action = actions[n % actions.length];
  if (action === undefined) throw new Error('no affordable action');
  if (action.action === 'redevelop') {
    const offers = offerRedevelopments(state, action.planner);
    const replacement = offers[n % offers.length]?.replacement;
    if (replacement === undefined) throw new Error('a redevelopment offered with no replacement');
    return withDiscards(state, { kind: 'redevelop', seat, planner: action.planner, ...replacement });
  }
  const choice: ActionChoice = choiceOfOffer(action);
  const placements = offerPlacements(state, choice);
  const placement = placements[Math.floor(n / 7) % placements.length];
  if (placement === undefined) throw new Error(`no placement for ${JSON.stringify(choice)}`);
  const at = placement.at;
  return withDiscards(state, draftFor(choice, seat, at));
};

/** The draft with the first affordable discards the stages offer. */
const withDiscards = (state: GameState, start: TurnDraft): Move => {
  let draft = start;
  for (let stage = 0; stage < 2; stage++) {
    const discard = offerDiscards(state, draft).find((d) => d.affordable);
    if (discard === undefined) break;
    draft = discard.stage === 'extra' ? { ...draft, extraDiscardSlot: discard.slot } : ({ ...draft, discardSlot: discard.slot } as TurnDraft);
  }
  return draft as Move;
};
