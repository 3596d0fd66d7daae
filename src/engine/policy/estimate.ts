/**
 * A cheap estimate of what placing a tile (or a lake) on a cell, or investing in a tile, does to the mover's
 * numbers — the policy's sieve over every (action, cell) pair. It follows the tile vocabulary but skips
 * what is costly or rare (Waterfront Realty's later payouts, Casino / PR Firm, track limits, other players);
 * candidates are compared by this estimate alone.
 */
import { NEIGHBOUR_OFFSETS, type Axial } from '../hex.ts';
import { memoSlot, remembered, rememberedIfKnown, type MemoSlot, type Origin } from '../borough-memo.ts';
import { boroughIndex, cellNumber } from '../geometry.ts';
import type { GameState, PlacedTile, Seat } from '../state.ts';
import type { Board as WordBoard } from '../effects/word.ts';
import { placedFacts, TRAIT_COUNT, type Rule, type TileFacts } from '../tiles/facts.ts';
import { addPairGain, pairColumn } from './adjacency-table.ts';
import { zeroDeltas, type StatDeltas } from './value.ts';

/** What the estimates of one turn share about a borough; worked out once per (immutable) borough array. */
type BoroughSummary = {
  /** face-up tiles per category / icon bit */
  readonly traits: readonly number[];
  /** its tiles' effects that react to any new tile of their owner's, wherever it goes ("each of your", "every") */
  readonly reactions: readonly { readonly rule: Rule; readonly times: number }[];
};

/** The mover's borough and the counts every estimate of this turn shares (what an effect word reads of it, and its reactions). */
export type Board = WordBoard & { readonly reactions: BoroughSummary['reactions'] };

const isLake = (t: PlacedTile): boolean => t.faceDown === 'lake';

const times = (t: PlacedTile): number => (t.invested ? 2 : 1);

const touchesLake = (cells: ReadonlyMap<number, PlacedTile>, at: Axial): boolean =>
  NEIGHBOUR_OFFSETS.some((d) => cells.get(cellNumber(at.q + d.q, at.r + d.r))?.faceDown === 'lake');

/** Adds face-up tile `t` to a summary's counts and reactions. */
const addTile = (traits: number[], reactions: { rule: Rule; times: number }[], t: PlacedTile): void => {
  if (isLake(t)) return;
  const facts = placedFacts(t);
  for (const bit of facts.traitPositions) traits[bit] = (traits[bit] ?? 0) + 1;
  for (const rule of facts.ownReactions) reactions.push({ rule, times: times(t) });
};

/**
 * A borough one tile longer than a summarised parent takes the parent's summary and adds its new tile (it comes
 * last in the borough, so its reactions come last, as when counted afresh); any other borough is counted afresh.
 */
const summaryOf = (borough: readonly PlacedTile[], origin: Origin | undefined): BoroughSummary => {
  const parent = origin === undefined || origin.changed !== undefined ? undefined : rememberedIfKnown(origin.parent, SUMMARY);
  if (origin !== undefined && parent !== undefined) {
    const traits = parent.traits.slice();
    const reactions = parent.reactions.slice();
    addTile(traits, reactions, origin.tile);
    return { traits, reactions };
  }
  // Plain arrays, as in spotsOf: V8 makes small typed arrays far more slowly.
  const traits = new Array<number>(TRAIT_COUNT).fill(0);
  const reactions: { rule: Rule; times: number }[] = [];
  for (const t of borough) addTile(traits, reactions, t);
  return { traits, reactions };
};

const SUMMARY: MemoSlot<BoroughSummary> = memoSlot(summaryOf);

const summarise = (borough: readonly PlacedTile[]): BoroughSummary => remembered(borough, SUMMARY);

export const readBoard = (state: GameState, seat: Seat): Board => {
  const borough = state.players[seat]?.borough ?? [];
  const mine = summarise(borough);
  const all = new Array<number>(TRAIT_COUNT).fill(0);
  for (const p of state.players) {
    const theirs = summarise(p.borough).traits;
    for (let bit = 0; bit < TRAIT_COUNT; bit++) all[bit] = (all[bit] ?? 0) + (theirs[bit] ?? 0);
  }
  const cells = boroughIndex(borough);
  let lakefront: number | undefined;
  return {
    borough,
    cells,
    mine: mine.traits,
    all,
    reactions: mine.reactions,
    lakefront() {
      return (lakefront ??= borough.filter((t) => !isLake(t) && touchesLake(cells, t.at)).length);
    },
  };
};

const addImmediate = (facts: TileFacts, d: StatDeltas): void => {
  // read by index: destructuring an array goes through its iterator
  const immediate = facts.immediate;
  d.money += immediate[0] ?? 0;
  d.income += immediate[1] ?? 0;
  d.reputation += immediate[2] ?? 0;
  d.population += immediate[3] ?? 0;
  d.stars += immediate[4] ?? 0;
};

/** The part of placing a face-up tile that does not depend on the cell. */
export const placementBase = (state: GameState, board: Board, facts: TileFacts): StatDeltas => {
  const d = zeroDeltas();
  addImmediate(facts, d);
  // the Redistricting Office's own gain (decision 25): +5 per opponent; what the opponents lose is not the mover's
  if (facts.def?.special === 'redistrictingOffice') d.population += 5 * (state.players.length - 1);
  // the "each adjacent" rules count per cell (addAdjacency): a word estimates them at 0 for a placement
  for (const rule of facts.notAdjacent) d[rule.effect.stat] += rule.effect.amount * rule.word.estimateCount(state, board, undefined, facts.traits, rule, false);
  for (const { rule, times: n } of board.reactions) if ((rule.bits & facts.traits) !== 0) d[rule.effect.stat] += rule.effect.amount * n;
  return d;
};

/**
 * The legal empty cells and the mover's tiles around each, gathered once per turn into flat arrays (a turn
 * looks at every cell once per tile kind offered): spot i's neighbours sit at i·6 … i·6 + count[i] − 1.
 */
export type Spots = {
  readonly cells: readonly Axial[];
  /** per neighbour: its kind (TileFacts.kind) and investment multiplier as one number (pairColumn) */
  readonly neighbours: readonly number[];
  /** per spot: how many tiles are around it */
  readonly count: readonly number[];
  /** per spot: how many of those are buildings (not lakes) */
  readonly buildings: readonly number[];
};

const SIDES = NEIGHBOUR_OFFSETS.length;

export const spotsOf = (board: Board, cells: readonly Axial[]): Spots => {
  // Plain arrays: V8 makes small typed arrays far more slowly than these.
  const neighbours = new Array<number>(cells.length * SIDES).fill(0);
  const count = new Array<number>(cells.length).fill(0);
  const buildings = new Array<number>(cells.length).fill(0);
  for (let i = 0; i < cells.length; i++) {
    const at = cells[i];
    if (at === undefined) continue;
    let n = 0;
    for (const d of NEIGHBOUR_OFFSETS) {
      const t = board.cells.get(cellNumber(at.q + d.q, at.r + d.r));
      if (t === undefined) continue;
      neighbours[i * SIDES + n] = pairColumn(placedFacts(t).kind, times(t));
      n += 1;
      if (!isLake(t)) buildings[i] = (buildings[i] ?? 0) + 1;
    }
    count[i] = n;
  }
  return { cells, neighbours, count, buildings };
};

/**
 * Adds what happens between a face-up tile of kind `placed` and the tiles around spot `i` ("each adjacent" both
 * ways, lakes' $2); a neighbour's own effects count double when it is invested.
 */
export const addAdjacency = (placed: number, spots: Spots, i: number, into: StatDeltas): void => {
  const end = i * SIDES + (spots.count[i] ?? 0);
  for (let j = i * SIDES; j < end; j++) addPairGain(into, spots.neighbours[j] ?? 0, placed);
};

/** Buildings around `at` in the mover's borough. */
const buildingsAround = (board: Board, at: Axial): number => {
  let n = 0;
  for (const d of NEIGHBOUR_OFFSETS) {
    const y = board.cells.get(cellNumber(at.q + d.q, at.r + d.r));
    if (y !== undefined && !isLake(y)) n += 1;
  }
  return n;
};

/** An investment marker on `t`: its own effects once more at today's counts (decision 12). */
export const investmentEstimate = (state: GameState, board: Board, t: PlacedTile): StatDeltas => {
  const d = zeroDeltas();
  if (isLake(t)) {
    d.money += 2 * buildingsAround(board, t.at);
    return d;
  }
  const facts = placedFacts(t);
  addImmediate(facts, d);
  for (const rule of facts.rules) d[rule.effect.stat] += rule.effect.amount * rule.word.estimateCount(state, board, t, facts.traits, rule, true);
  return d;
};
