import { describe, expect, it } from 'vitest';
import { areAdjacent, axial, type Axial } from '../../src/engine/hex.ts';
import { borderCells, bordersWithSlot, footprintProblem, hexSpotProblem, legalCells, legalFootprints, tilesInSlots, withTile } from '../../src/engine/geometry.ts';
import type { PlacedBorder, PlacedTile } from '../../src/engine/state.ts';

const tile = (q: number, r: number, tileId = 'suburbs'): PlacedTile => ({ tileId, at: axial(q, r), invested: false, placedOrder: 0 });
const border = (side: number, q: number, r: number, borderId = 'bay'): PlacedBorder => ({ side, first: axial(q, r), borderId, invested: false, placedOrder: 1 });
/** The starting column: Heavy Factory (0,−2), Community Park (0,−1), Suburbs (0,0), the Borough Board below. */
const START = [tile(0, 0), tile(0, -1, 'community-park'), tile(0, -2, 'heavy-factory')];
const cells = (list: readonly Axial[]): string => list.map((c) => `${c.q},${c.r}`).join(' ');
const codeOf = (problem: ReturnType<typeof footprintProblem>): string | undefined => problem?.rejection.code;

describe('a border: 4 slots in a line, covering the 5 cells of the next line on the side it faces (decision 18)', () => {
  it('facing up (side 0) from (0,0): slots run down-right, the covered cells lie above them', () => {
    const { slots, covered } = borderCells({ side: 0, first: axial(0, 0) });
    expect(cells(slots)).toBe('0,0 1,0 2,0 3,0');
    expect(cells(covered)).toBe('0,-1 1,-1 2,-1 3,-1 4,-1');
  });

  it('in each of the six orientations every slot touches exactly 2 covered cells and every covered cell touches 1 or 2 slots', () => {
    for (let side = 0; side < 6; side++) {
      const { slots, covered } = borderCells({ side, first: axial(2, -3) });
      expect(slots).toHaveLength(4);
      expect(covered).toHaveLength(5);
      for (const s of slots) expect(covered.filter((c) => areAdjacent(c, s))).toHaveLength(2);
      expect(covered.map((c) => slots.filter((s) => areAdjacent(c, s)).length)).toEqual([1, 2, 2, 2, 1]);
    }
  });

  it('the six sides are six different pieces: three axes, each facing both ways', () => {
    const shapes = new Set([0, 1, 2, 3, 4, 5].map((side) => cells(borderCells({ side, first: axial(0, 0) }).covered)));
    expect(shapes.size).toBe(6);
  });
});

describe('where a border may lie beside a scripted borough (decision 18)', () => {
  const borough = [...START, tile(1, -3), tile(-1, -2)];

  it('lists the legal footprints of each orientation by first slot in the fixed cell order', () => {
    const found = [0, 1, 2, 3, 4, 5].map((side) => cells(legalFootprints(borough, [], side).map((f) => f.first)));
    expect(found).toEqual(['-2,-3 -1,-3 0,-3 1,-3 -4,-2', '1,-6 1,-5 1,-4', '4,-6', '-1,-2', '-1,-2 -1,-1 -1,0', '1,-3 -1,-2 -2,-1 -3,0 -4,1']);
    for (let side = 0; side < 6; side++) for (const f of legalFootprints(borough, [], side)) expect(footprintProblem(borough, [], f)).toBeUndefined();
  });

  it('refuses a covered cell over a tile', () => {
    expect(codeOf(footprintProblem(START, [], { side: 0, first: axial(0, 0) }))).toBe('borderCoversCell');
  });

  it('refuses a covered cell over the Borough Board', () => {
    expect(codeOf(footprintProblem(START, [], { side: 3, first: axial(0, 0) }))).toBe('borderCoversCell');
  });

  it('refuses a border with no hex tile in its slots', () => {
    expect(codeOf(footprintProblem(START, [], { side: 0, first: axial(-6, -3) }))).toBe('borderNeedsTile');
  });

  it('allows a slot over the Borough Board: (1,0) lies on it', () => {
    expect(footprintProblem([tile(0, 0), tile(-1, 0)], [], { side: 0, first: axial(-2, 0) })).toBeUndefined();
  });

  it('refuses a border whose covered cells touch another border’s, though no cell is shared', () => {
    // the placed one covers (10,−11) … (14,−11); this one would cover (12,−12) … (8,−12), the line beside them
    const far = [tile(10, -10), tile(12, -13)];
    const placed = [border(0, 10, -10)];
    expect(codeOf(footprintProblem(far, placed, { side: 3, first: axial(12, -13) }))).toBe('borderTouchesBorder');
    expect(footprintProblem(far, [], { side: 3, first: axial(12, -13) })).toBeUndefined();
    expect(codeOf(footprintProblem(far, placed, { side: 9, first: axial(0, 0) }))).toBe('noSuchSide');
  });

  it('refuses a border sharing a slot even when the covered cells lie two lines apart', () => {
    const far = [tile(10, -10)];
    const placed = [border(0, 10, -10)];
    expect(codeOf(footprintProblem(far, placed, { side: 3, first: axial(11, -10) }))).toBe('borderTouchesBorder');
    expect(footprintProblem(far, [], { side: 3, first: axial(11, -10) })).toBeUndefined();
  });
});

describe('hex tiles beside a border (decision 18)', () => {
  // slots (0,−2) (1,−3) (2,−4) (3,−5); covered (−1,−2) (0,−3) (1,−4) (2,−5) (3,−6)
  const placed = [border(5, 0, -2)];

  it('a covered cell never takes a tile, an empty slot always may, and a cell touching only a covered cell may not', () => {
    expect(cells(legalCells(START, placed))).toBe('3,-5 2,-4 1,-3 1,-2 -1,-1 1,-1 -1,0');
    expect(hexSpotProblem(START, axial(0, -3), placed)?.rejection.code).toBe('coveredCell');
    expect(hexSpotProblem(START, axial(3, -5), placed)).toBeUndefined();
    expect(hexSpotProblem(START, axial(-2, -2), placed)?.rejection.code).toBe('notTouching');
    expect(hexSpotProblem(START, axial(-2, -2))?.rejection.code).toBe('notTouching');
  });

  it('a hex placed later in a slot is adjacent to the border; a hex beside the end of its covered cells is not', () => {
    const later = withTile(START, tile(3, -5, 'office-building'));
    expect(tilesInSlots(later, placed[0] ?? border(0, 0, 0)).map((t) => t.tileId)).toEqual(['heavy-factory', 'office-building']);
    expect(bordersWithSlot(placed, axial(3, -5))).toEqual(placed);
    // (4,−6) touches the last covered cell (3,−6) and the tile in the last slot, but is no slot itself
    const beside = withTile(later, tile(4, -6, 'school'));
    expect(tilesInSlots(beside, placed[0] ?? border(0, 0, 0)).map((t) => t.tileId)).toEqual(['heavy-factory', 'office-building']);
    expect(bordersWithSlot(placed, axial(4, -6))).toEqual([]);
  });
});
