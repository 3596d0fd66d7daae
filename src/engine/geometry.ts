/**
 * Borough geometry: which piece sits on a cell, which pieces touch, and where a new tile may go (decision 9). Effects
 * and legal spots ask only this module, so pieces that are not single hexes can join it. Lookups are cached per
 * (immutable) borough array. A borough made from another by one placement or one investment derives both from its parent's,
 * and only when first asked, so a turn costs a few cells' work and a thrown-away preview little more than a copy.
 */
import { borderCells, cellsClash, cellsOfFootprint, COVERED_PER_BORDER, coveredDirection, isSide, lineDirection, SLOTS_PER_BORDER } from './border-geometry.ts';
import { areAdjacent, isBoroughBoardCell, NEIGHBOUR_OFFSETS, type Axial } from './hex.ts';
import { knownMemo, memoOf, rememberOrigin, type BoroughMemo, type Origin } from './borough-memo.ts';
import { reject, type Rejected } from './moves.ts';
import type { BorderFootprint, PlacedBorder, PlacedTile } from './state.ts';

export { borderCells, SIDES, type BorderCells } from './border-geometry.ts';

type Borough = readonly PlacedTile[];
/** A borough's borders (Suburbia Inc); absent or empty without them, and then nothing below looks at them. */
type Borders = readonly PlacedBorder[] | undefined;

/** A cell as one number, for fast lookups (boroughs stay far inside ±1000 cells). */
export const cellNumber = (q: number, r: number): number => (q + 2048) * 4096 + (r + 2048);

/** Once both lookups are known the parent is no longer needed (and is not kept alive for it). */
const settle = (memo: BoroughMemo): void => {
  if (memo.index !== undefined && memo.legal !== undefined) memo.origin = undefined;
};

const buildIndex = (borough: Borough): ReadonlyMap<number, PlacedTile> => new Map(borough.map((t) => [cellNumber(t.at.q, t.at.r), t]));

/** A copy of an index; forEach, because `new Map(index)` makes an [key, value] array per entry. */
const copyIndex = (index: ReadonlyMap<number, PlacedTile>): Map<number, PlacedTile> => {
  const copy = new Map<number, PlacedTile>();
  index.forEach((t, cell) => copy.set(cell, t));
  return copy;
};

/** The index of a parent borough, when it is known. */
const parentIndexOf = (origin: Origin | undefined): ReadonlyMap<number, PlacedTile> | undefined => (origin === undefined ? undefined : knownMemo(origin.parent)?.index);

/** Cell number → tile. */
export const boroughIndex = (borough: Borough): ReadonlyMap<number, PlacedTile> => {
  const memo = memoOf(borough);
  if (memo.index !== undefined) return memo.index;
  const { origin } = memo;
  const parentIndex = parentIndexOf(origin);
  const index = origin === undefined || parentIndex === undefined ? buildIndex(borough) : copyIndex(parentIndex).set(cellNumber(origin.tile.at.q, origin.tile.at.r), origin.tile);
  memo.index = index;
  settle(memo);
  return index;
};

/**
 * The tile on cell (q, r), or undefined. A borough one tile away from an indexed parent answers from the parent's
 * index and its own new tile, so resolving a preview never copies the index.
 */
export const tileAt = (borough: Borough, q: number, r: number): PlacedTile | undefined => {
  const key = cellNumber(q, r);
  const memo = knownMemo(borough);
  if (memo?.index !== undefined) return memo.index.get(key);
  const origin = memo?.origin;
  const parentIndex = parentIndexOf(origin);
  if (origin === undefined || parentIndex === undefined) return boroughIndex(borough).get(key);
  return origin.tile.at.q === q && origin.tile.at.r === r ? origin.tile : parentIndex.get(key);
};

/** The fixed cell order: smallest r, then smallest q (decision 10). */
const byRowThenColumn = (a: Axial, b: Axial): number => a.r - b.r || a.q - b.q;

/** Empty cells off the Borough Board beside `at`, added to `out` unless `out` holds them already. */
const addOpenNeighbours = (index: ReadonlyMap<number, PlacedTile>, at: Axial, out: Axial[]): void => {
  for (const d of NEIGHBOUR_OFFSETS) {
    const cell = { q: at.q + d.q, r: at.r + d.r };
    if (index.has(cellNumber(cell.q, cell.r)) || isBoroughBoardCell(cell)) continue;
    if (!out.some((c) => c.q === cell.q && c.r === cell.r)) out.push(cell);
  }
};

/** Puts `cell` into `sorted` (in the fixed cell order) at its place; cheaper than re-sorting for the few new cells. */
const insertSorted = (sorted: Axial[], cell: Axial): void => {
  let i = sorted.length;
  while (i > 0 && byRowThenColumn(sorted[i - 1] ?? cell, cell) > 0) i -= 1;
  sorted.splice(i, 0, cell);
};

/** The legal cells from the parent's: the new tile's cell is taken, and the empty cells around it open up. */
const derivedCells = (borough: Borough, origin: Origin, parentCells: readonly Axial[]): readonly Axial[] => {
  if (origin.changed !== undefined) return parentCells;
  const { at } = origin.tile;
  const cells = parentCells.filter((c) => c.q !== at.q || c.r !== at.r);
  const opened: Axial[] = [];
  addOpenNeighbours(boroughIndex(borough), at, opened);
  for (const cell of opened) if (!cells.some((c) => c.q === cell.q && c.r === cell.r)) insertSorted(cells, cell);
  return cells;
};

/**
 * Every legal empty cell of a borough (empty, off the Borough Board, beside a tile), in the fixed cell order. With
 * borders (decision 18): never a covered cell, and every empty slot off the Borough Board besides.
 */
export const legalCells = (borough: Borough, borders?: Borders): readonly Axial[] => {
  if (borders !== undefined && borders.length > 0) return legalCellsWithBorders(borough, borders);
  const memo = memoOf(borough);
  if (memo.legal !== undefined) return memo.legal;
  const { origin } = memo;
  const parentCells = origin === undefined ? undefined : knownMemo(origin.parent)?.legal;
  let cells: readonly Axial[];
  if (origin !== undefined && parentCells !== undefined) cells = derivedCells(borough, origin, parentCells);
  else {
    const index = boroughIndex(borough);
    const found: Axial[] = [];
    for (const t of borough) addOpenNeighbours(index, t.at, found);
    cells = found.sort(byRowThenColumn);
  }
  memo.legal = cells;
  settle(memo);
  return cells;
};

/**
 * `before` with `added` placed on an empty cell. Its lookups are worked out from the parent's only when asked, so a
 * preview that throws the borough away pays for the copy alone.
 */
export const withTile = (before: Borough, added: PlacedTile): Borough => {
  const after = [...before, added];
  rememberOrigin(after, { parent: before, tile: added });
  return after;
};

/** `before` with the tile at position `i` replaced by `changed` on the same cell (an investment marker). */
export const withTileChanged = (before: Borough, i: number, changed: PlacedTile): Borough => {
  const after = before.map((t, j) => (j === i ? changed : t));
  rememberOrigin(after, { parent: before, tile: changed, changed: i });
  return after;
};

/** How many pieces of the borough pass `test`. */
export const countIn = (borough: Borough, test: (t: PlacedTile) => boolean): number => {
  let n = 0;
  for (const t of borough) if (test(t)) n += 1;
  return n;
};

/** How many pieces of the borough touching cell `at` pass `test`. */
export const countAround = (borough: Borough, at: Axial, test: (t: PlacedTile) => boolean): number => {
  // an indexed borough is asked directly, once per neighbour, without a cache lookup for each
  const index = knownMemo(borough)?.index;
  let n = 0;
  for (const d of NEIGHBOUR_OFFSETS) {
    const found = index === undefined ? tileAt(borough, at.q + d.q, at.r + d.r) : index.get(cellNumber(at.q + d.q, at.r + d.r));
    if (found !== undefined && test(found)) n += 1;
  }
  return n;
};

/** Whether two pieces of one borough touch (share an edge). */
export const touching = (a: PlacedTile, b: PlacedTile): boolean => areAdjacent(a.at, b.at);

/**
 * Why a hex tile may not go on `at`: it must be empty, off the Borough Board, and share an edge with a tile of the
 * borough (decision 9); with borders, not on a covered cell, and an empty slot needs no neighbour (decision 18).
 */
export const hexSpotProblem = (borough: Borough, at: Axial, borders?: Borders): Rejected | undefined => {
  const index = boroughIndex(borough);
  const key = cellNumber(at.q, at.r);
  if (index.has(key)) return reject('occupied');
  if (isBoroughBoardCell(at)) return reject('boroughBoardCell');
  const cells = borders !== undefined && borders.length > 0 ? borderCellSets(borders) : undefined;
  if (cells?.covered.has(key) === true) return reject('coveredCell');
  if (cells?.slots.has(key) === true) return undefined;
  if (!NEIGHBOUR_OFFSETS.some((d) => index.has(cellNumber(at.q + d.q, at.r + d.r)))) return reject('notTouching');
  return undefined;
};

type BorderCellSets = { readonly covered: ReadonlySet<number>; readonly slots: ReadonlySet<number> };
const borderSetsCache = new WeakMap<readonly PlacedBorder[], BorderCellSets>();

/** The cells a borough's borders cover and their slots, as cell numbers. */
const borderCellSets = (borders: readonly PlacedBorder[]): BorderCellSets => {
  const cached = borderSetsCache.get(borders);
  if (cached !== undefined) return cached;
  const covered = new Set<number>();
  const slots = new Set<number>();
  for (const b of borders) {
    const cells = borderCells(b);
    for (const c of cells.covered) covered.add(cellNumber(c.q, c.r));
    for (const c of cells.slots) slots.add(cellNumber(c.q, c.r));
  }
  const sets = { covered, slots };
  borderSetsCache.set(borders, sets);
  return sets;
};

const legalWithBordersCache = new WeakMap<readonly PlacedBorder[], WeakMap<Borough, readonly Axial[]>>();

const legalCellsWithBorders = (borough: Borough, borders: readonly PlacedBorder[]): readonly Axial[] => {
  let perBorough = legalWithBordersCache.get(borders);
  const cached = perBorough?.get(borough);
  if (cached !== undefined) return cached;
  const { covered } = borderCellSets(borders);
  const index = boroughIndex(borough);
  const cells = legalCells(borough).filter((c) => !covered.has(cellNumber(c.q, c.r)));
  for (const b of borders) {
    for (const s of borderCells(b).slots) {
      const key = cellNumber(s.q, s.r);
      if (index.has(key) || covered.has(key) || isBoroughBoardCell(s)) continue;
      if (!cells.some((c) => c.q === s.q && c.r === s.r)) insertSorted(cells, s);
    }
  }
  if (perBorough === undefined) {
    perBorough = new WeakMap();
    legalWithBordersCache.set(borders, perBorough);
  }
  perBorough.set(borough, cells);
  return cells;
};

/**
 * Why a border may not lie at `f` (decision 18): at least one slot holds a hex tile of the borough; every covered
 * cell is empty and off the Borough Board; no covered cell equals or touches another border's covered cell, and no
 * slot is shared with another border or lies on its covered cells. Slots may lie over the Borough Board.
 */
export const footprintProblem = (borough: Borough, borders: Borders, f: BorderFootprint): Rejected | undefined => {
  if (!isSide(f.side)) return reject('noSuchSide', `side ${f.side} is not 0..5`);
  const cells = cellsOfFootprint(f);
  const { slots, covered } = cells;
  const index = boroughIndex(borough);
  if (covered.some((c) => index.has(cellNumber(c.q, c.r)))) return reject('borderCoversCell', 'a covered cell holds a tile');
  if (covered.some(isBoroughBoardCell)) return reject('borderCoversCell', 'a covered cell lies on the Borough Board');
  if (!slots.some((c) => index.has(cellNumber(c.q, c.r)))) return reject('borderNeedsTile');
  if (borders?.some((b) => cellsClash(cells, borderCells(b))) === true) return reject('borderTouchesBorder');
  return undefined;
};

const NO_BORDERS: readonly PlacedBorder[] = [];
const footprintCache = new WeakMap<Borough, WeakMap<readonly PlacedBorder[], (readonly BorderFootprint[] | undefined)[]>>();

/** Every legal footprint facing `side`, in the fixed cell order of the first slot (decision 10); cached per borough and borders. */
export const legalFootprints = (borough: Borough, borders: Borders, side: number): readonly BorderFootprint[] => {
  if (!isSide(side)) return [];
  const key = borders ?? NO_BORDERS;
  let perBorders = footprintCache.get(borough);
  if (perBorders === undefined) {
    perBorders = new WeakMap();
    footprintCache.set(borough, perBorders);
  }
  let sides = perBorders.get(key);
  if (sides === undefined) {
    sides = [];
    perBorders.set(key, sides);
  }
  const cached = sides[side];
  if (cached !== undefined) return cached;
  const found = footprintsFacing(borough, borders, side);
  sides[side] = found;
  return found;
};

/**
 * Whether the cells a border facing `side` from first slot `first` would cover are all empty and off the Borough
 * Board: most tries fail this, and it needs no cell objects (footprintProblem then checks the rest).
 */
const coveredCellsFree = (index: ReadonlyMap<number, PlacedTile>, side: number, first: Axial): boolean => {
  const along = lineDirection(side);
  const out = coveredDirection(side);
  for (let k = 0; k < COVERED_PER_BORDER; k++) {
    const cell = { q: first.q + out.q + k * along.q, r: first.r + out.r + k * along.r };
    if (index.has(cellNumber(cell.q, cell.r)) || isBoroughBoardCell(cell)) return false;
  }
  return true;
};

/** The cells a new border's covered cells and slots may not use, as cell numbers (footprintsClash's rules as sets). */
type Blocked = { readonly forCovered: ReadonlySet<number>; readonly forSlots: ReadonlySet<number> };
const blockedCache = new WeakMap<readonly PlacedBorder[], Blocked>();

/**
 * What the placed borders forbid: a covered cell may not equal or touch another border's covered cell nor lie on
 * its slot; a slot may not be another border's slot or covered cell.
 */
const blockedBy = (borders: readonly PlacedBorder[]): Blocked => {
  const cached = blockedCache.get(borders);
  if (cached !== undefined) return cached;
  const forCovered = new Set<number>();
  const forSlots = new Set<number>();
  for (const b of borders) {
    const { slots, covered } = borderCells(b);
    for (const c of covered) {
      forCovered.add(cellNumber(c.q, c.r));
      for (const d of NEIGHBOUR_OFFSETS) forCovered.add(cellNumber(c.q + d.q, c.r + d.r));
      forSlots.add(cellNumber(c.q, c.r));
    }
    for (const c of slots) {
      forCovered.add(cellNumber(c.q, c.r));
      forSlots.add(cellNumber(c.q, c.r));
    }
  }
  const blocked = { forCovered, forSlots };
  blockedCache.set(borders, blocked);
  return blocked;
};

/** Whether the border facing `side` from first slot `first` would clash with a placed one (no cell objects made). */
const clashesWithBorders = (blocked: Blocked, side: number, first: Axial): boolean => {
  const along = lineDirection(side);
  const out = coveredDirection(side);
  for (let k = 0; k < COVERED_PER_BORDER; k++) if (blocked.forCovered.has(cellNumber(first.q + out.q + k * along.q, first.r + out.r + k * along.r))) return true;
  for (let k = 0; k < SLOTS_PER_BORDER; k++) if (blocked.forSlots.has(cellNumber(first.q + k * along.q, first.r + k * along.r))) return true;
  return false;
};

const footprintsFacing = (borough: Borough, borders: Borders, side: number): readonly BorderFootprint[] => {
  const along = lineDirection(side);
  const index = boroughIndex(borough);
  const seen = new Set<number>();
  const found: BorderFootprint[] = [];
  for (const t of borough) {
    for (let k = 0; k < SLOTS_PER_BORDER; k++) {
      const first = { q: t.at.q - k * along.q, r: t.at.r - k * along.r };
      const key = cellNumber(first.q, first.r);
      if (seen.has(key)) continue;
      seen.add(key);
      // slot k holds tile t, so only the covered cells and the other borders can forbid it (footprintProblem's rules)
      if (!coveredCellsFree(index, side, first)) continue;
      if (borders !== undefined && borders.length > 0 && clashesWithBorders(blockedBy(borders), side, first)) continue;
      found.push({ side, first });
    }
  }
  return found.sort((a, b) => byRowThenColumn(a.first, b.first));
};

/** The hex tiles in a border's slots: the only pieces adjacent to it (decision 18), in line order. */
export const tilesInSlots = (borough: Borough, f: BorderFootprint): readonly PlacedTile[] => {
  const out: PlacedTile[] = [];
  for (const s of borderCells(f).slots) {
    const t = tileAt(borough, s.q, s.r);
    if (t !== undefined) out.push(t);
  }
  return out;
};

/** The borders having `at` as a slot (a hex there touches them, decision 18). */
export const bordersWithSlot = (borders: Borders, at: Axial): readonly PlacedBorder[] =>
  borders === undefined || borders.length === 0 ? [] : borders.filter((b) => borderCells(b).slots.some((s) => s.q === at.q && s.r === at.r));


/** How many face-up borders have `at` as a slot (Checkpoint must lie in one). */
export const faceUpBordersAt = (borders: Borders, at: Axial): number => {
  if (borders === undefined || borders.length === 0) return 0;
  let n = 0;
  for (const b of borders) if (b.faceDown !== 'lake' && borderCells(b).slots.some((s) => s.q === at.q && s.r === at.r)) n += 1;
  return n;
};

/** How many Lake Borders have `at` as a slot: a piece there touches that many lakes besides the hexes around it (decision 19). */
export const lakeBordersAt = (borders: Borders, at: Axial): number => {
  if (borders === undefined || borders.length === 0) return 0;
  let n = 0;
  for (const b of borders) if (b.faceDown === 'lake' && borderCells(b).slots.some((s) => s.q === at.q && s.r === at.r)) n += 1;
  return n;
};
