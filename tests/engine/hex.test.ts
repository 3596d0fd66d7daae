import { describe, expect, it } from 'vitest';
import { areAdjacent, axial, isBoroughBoardCell, neighbours, STARTING_CELLS } from '../../src/engine/hex.ts';

describe('borough geometry (decision 9)', () => {
  it('stacks the starting column vertically: Heavy Factory above Community Park above Suburbs', () => {
    expect(areAdjacent(STARTING_CELLS.suburbs, STARTING_CELLS.park)).toBe(true);
    expect(areAdjacent(STARTING_CELLS.park, STARTING_CELLS.factory)).toBe(true);
    expect(areAdjacent(STARTING_CELLS.suburbs, STARTING_CELLS.factory)).toBe(false);
  });

  it('gives every hex six distinct edge neighbours, each adjacent back', () => {
    const here = axial(2, -3);
    const around = neighbours(here);
    expect(new Set(around.map((c) => `${c.q},${c.r}`)).size).toBe(6);
    for (const cell of around) expect(areAdjacent(cell, here)).toBe(true);
  });

  it('blocks exactly 18 cells under the Suburbs for the Borough Board', () => {
    const blocked = [];
    for (let q = -6; q <= 6; q++) for (let r = -6; r <= 6; r++) if (isBoroughBoardCell(axial(q, r))) blocked.push(axial(q, r));
    expect(blocked).toHaveLength(18);
    expect(isBoroughBoardCell(axial(0, 1))).toBe(true);
    expect(isBoroughBoardCell(axial(0, 0))).toBe(false);
    expect(isBoroughBoardCell(axial(4, 0))).toBe(false);
    expect(isBoroughBoardCell(axial(0, 3))).toBe(false);
  });
});

describe('edge adjacency', () => {
  it('holds exactly for the six neighbour offsets among every cell within distance 3', () => {
    const here = axial(1, -2);
    for (let dq = -3; dq <= 3; dq++) {
      for (let dr = -3; dr <= 3; dr++) {
        const there = axial(here.q + dq, here.r + dr);
        const listed = neighbours(here).some((c) => c.q === there.q && c.r === there.r);
        expect([dq, dr, areAdjacent(here, there)]).toEqual([dq, dr, listed]);
      }
    }
  });
});
