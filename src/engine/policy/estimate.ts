/**
 * A cheap estimate of what placing a tile (or a lake) on a cell, or investing in a tile, does to the mover's
 * numbers — the policy's sieve over every (action, cell) pair. It follows the tile vocabulary but skips
 * what is costly or rare (Waterfront Realty's later payouts, Casino / PR Firm, track limits, other players);
 * candidates are compared by this estimate alone.
 */
import { NEIGHBOUR_OFFSETS, type Axial } from '../hex.ts';
import type { GameState, PlacedTile, Seat } from '../state.ts';
import { LAKE_EFFECTS, tileById, type Effect, type Match, type TileDef } from '../tiles/index.ts';
import { zeroDeltas, type StatDeltas } from './value.ts';

type PerTile = Extract<Effect, { kind: 'perTile' }>;

/** The mover's borough and the counts every estimate of this turn shares. */
export type Board = {
  readonly cells: ReadonlyMap<number, PlacedTile>;
  /** face-up tiles by category and by icon: the mover's, and all boroughs' */
  readonly mine: ReadonlyMap<string, number>;
  readonly all: ReadonlyMap<string, number>;
  /** the mover's own tiles' effects that react to any new tile of theirs, wherever it goes ("each of your", "every") */
  readonly reactions: readonly { readonly effect: PerTile; readonly times: number }[];
  readonly lakefront: number;
};

const isLake = (t: PlacedTile): boolean => t.faceDown === 'lake';

/** A number naming a cell, cheaper to build than a string key (boroughs stay far inside ±500 cells). */
const cellNumber = (q: number, r: number): number => (q + 512) * 1024 + (r + 512);

/** The mover's tiles on the six cells around `at`. */
const tilesAround = (cells: ReadonlyMap<number, PlacedTile>, at: Axial): PlacedTile[] => {
  const out: PlacedTile[] = [];
  for (const d of NEIGHBOUR_OFFSETS) {
    const t = cells.get(cellNumber(at.q + d.q, at.r + d.r));
    if (t !== undefined) out.push(t);
  }
  return out;
};

const times = (t: PlacedTile): number => (t.invested ? 2 : 1);

const bump = (counts: Map<string, number>, def: TileDef): void => {
  counts.set(def.category, (counts.get(def.category) ?? 0) + 1);
  if (def.icon !== undefined) counts.set(def.icon, (counts.get(def.icon) ?? 0) + 1);
};

const countOf = (counts: ReadonlyMap<string, number>, match: Match): number =>
  (match.categories ?? []).reduce((n, c) => n + (counts.get(c) ?? 0), 0) + (match.icons ?? []).reduce((n, i) => n + (counts.get(i) ?? 0), 0);

const matchesDef = (match: Match, def: TileDef): boolean =>
  match.categories?.includes(def.category) === true || (def.icon !== undefined && match.icons?.includes(def.icon) === true);

const matchesTile = (match: Match, t: PlacedTile): boolean => !isLake(t) && matchesDef(match, tileById(t.tileId));

const effectsOf = (t: PlacedTile): readonly Effect[] => (isLake(t) ? LAKE_EFFECTS : tileById(t.tileId).effects);

export const readBoard = (state: GameState, seat: Seat): Board => {
  const mine = new Map<string, number>();
  const all = new Map<string, number>();
  const reactions: { effect: PerTile; times: number }[] = [];
  state.players.forEach((p, s) => {
    for (const t of p.borough) {
      if (isLake(t)) continue;
      const def = tileById(t.tileId);
      bump(all, def);
      if (s !== seat) continue;
      bump(mine, def);
      for (const effect of def.effects) {
        if (effect.kind === 'perTile' && (effect.scope === 'own' || effect.scope === 'every')) reactions.push({ effect, times: times(t) });
      }
    }
  });
  const borough = state.players[seat]?.borough ?? [];
  const cells = new Map(borough.map((t) => [cellNumber(t.at.q, t.at.r), t]));
  const lakefront = borough.filter((t) => !isLake(t) && tilesAround(cells, t.at).some(isLake)).length;
  return { cells, mine, all, reactions, lakefront };
};

/** What `def`'s own non-adjacent effects count now; `selfCounted`: the tile is in the borough already (an investment). */
const ownCount = (board: Board, def: TileDef, effect: Effect, selfCounted: boolean): number => {
  if (effect.kind === 'perLakefrontBuilding') return board.lakefront;
  if (effect.kind !== 'perTile' || effect.scope === 'adjacent' || effect.laterOnly === true) return 0;
  const self = !selfCounted && effect.scope !== 'others' && matchesDef(effect.match, def) ? 1 : 0;
  switch (effect.scope) {
    case 'own':
      return countOf(board.mine, effect.match) + self;
    case 'every':
      return countOf(board.all, effect.match) + self;
    case 'others':
      return countOf(board.all, effect.match) - countOf(board.mine, effect.match);
  }
};

/** The part of placing `def` face up that does not depend on the cell. */
export const placementBase = (board: Board, def: TileDef): StatDeltas => {
  const d = zeroDeltas();
  for (const [stat, amount] of Object.entries(def.immediate) as [keyof StatDeltas, number][]) d[stat] += amount;
  for (const effect of def.effects) {
    if (effect.kind === 'perRedLineCrossed') continue;
    d[effect.stat] += effect.amount * ownCount(board, def, effect, false);
  }
  for (const { effect, times: n } of board.reactions) if (matchesDef(effect.match, def)) d[effect.stat] += effect.amount * n;
  return d;
};

/** A tile next to a spot, with what an estimate needs from it looked up once. */
type Neighbour = {
  /** the face, or undefined for a lake */
  readonly def: TileDef | undefined;
  readonly times: number;
  /** its "each adjacent" effects (a lake's $2 included) */
  readonly adjacent: readonly PerTile[];
};

/** A legal empty cell and the mover's tiles around it, gathered once per turn. */
export type Spot = { readonly at: Axial; readonly around: readonly Neighbour[]; readonly buildings: number };

const adjacentEffects = (effects: readonly Effect[]): readonly PerTile[] =>
  effects.filter((e): e is PerTile => e.kind === 'perTile' && e.scope === 'adjacent');

export const spotsOf = (board: Board, cells: readonly Axial[]): readonly Spot[] =>
  cells.map((at) => {
    const around = tilesAround(board.cells, at).map(
      (t): Neighbour => ({ def: isLake(t) ? undefined : tileById(t.tileId), times: times(t), adjacent: adjacentEffects(effectsOf(t)) }),
    );
    return { at, around, buildings: around.filter((n) => n.def !== undefined).length };
  });

/** A face-up tile about to be placed, with its "each adjacent" effects picked out once. */
export type Placing = { readonly def: TileDef; readonly adjacent: readonly PerTile[] };

export const placing = (def: TileDef): Placing => ({ def, adjacent: adjacentEffects(def.effects) });

/** Adds what the tiles around `spot` do when the tile is placed there face up ("each adjacent", lakes' $2). */
export const addAdjacency = ({ def, adjacent }: Placing, spot: Spot, into: StatDeltas): void => {
  for (const n of spot.around) {
    for (const effect of n.adjacent) if (matchesDef(effect.match, def)) into[effect.stat] += effect.amount * n.times;
    if (n.def === undefined) continue;
    for (const effect of adjacent) if (matchesDef(effect.match, n.def)) into[effect.stat] += effect.amount;
  }
};

/** An investment marker on `t`: its own effects once more at today's counts (decision 12). */
export const investmentEstimate = (state: GameState, board: Board, t: PlacedTile): StatDeltas => {
  const d = zeroDeltas();
  const around = tilesAround(board.cells, t.at);
  if (isLake(t)) {
    d.money += 2 * around.filter((n) => !isLake(n)).length;
    return d;
  }
  const def = tileById(t.tileId);
  for (const [stat, amount] of Object.entries(def.immediate) as [keyof StatDeltas, number][]) d[stat] += amount;
  for (const effect of def.effects) {
    if (effect.kind === 'perRedLineCrossed') continue;
    if (effect.kind === 'perTile' && effect.laterOnly === true) {
      const later = state.players.reduce((n, p) => n + p.borough.filter((y) => y.placedOrder > t.placedOrder && matchesTile(effect.match, y)).length, 0);
      d[effect.stat] += effect.amount * later;
    } else if (effect.kind === 'perTile' && effect.scope === 'adjacent') {
      const adjacent = around.filter((n) => matchesTile(effect.match, n)).length;
      d[effect.stat] += effect.amount * adjacent;
    } else d[effect.stat] += effect.amount * ownCount(board, def, effect, true);
  }
  return d;
};
