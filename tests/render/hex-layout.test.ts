import { describe, expect, it } from 'vitest';
import { cellCentre, fitCells, hexCorners } from '../../src/render/hex-layout.ts';
import { SPRAWLING_BOROUGH, STARTING_BOROUGH } from './fixtures.ts';
import { layoutBorough } from '../../src/render/draw/borough.ts';

describe('axial to pixel (decision 9: x = 1.5·q·s, y = √3·(r + q/2)·s)', () => {
  it('puts the starting column vertically above the Suburbs', () => {
    expect(cellCentre({ q: 0, r: -1 }, 10)).toEqual({ x: 0, y: -Math.sqrt(3) * 10 });
  });

  it('puts (1, 0) half a row below and one and a half sizes right', () => {
    const p = cellCentre({ q: 1, r: 0 }, 10);
    expect(p.x).toBe(15);
    expect(p.y).toBeCloseTo(8.660254, 5);
  });

  it('draws flat-topped hexes: the first corner lies level with the centre', () => {
    expect(hexCorners({ x: 0, y: 0 }, 10)[0]).toEqual({ x: 10, y: 0 });
  });
});

describe('boroughs of any size fit their panel', () => {
  const box = { maxWidth: 952, maxHeight: 1000, maxSize: 80 };

  it('a three-tile borough stops at the largest hex size', () => {
    expect(layoutBorough(STARTING_BOROUGH, box).size).toBe(80);
  });

  it('a sprawling borough shrinks its hexes to stay inside the panel', () => {
    const layout = layoutBorough(SPRAWLING_BOROUGH, box);
    expect(layout.size).toBeLessThan(80);
    expect(layout.width).toBeLessThanOrEqual(952);
    expect(layout.height).toBeLessThanOrEqual(1000);
  });

  it('keeps every cell inside the laid-out area', () => {
    const cells = SPRAWLING_BOROUGH.cells.map((c) => c.at);
    const layout = fitCells(cells, box);
    for (const cell of cells) {
      const p = cellCentre(cell, layout.size);
      expect(layout.origin.x + p.x - layout.size).toBeGreaterThanOrEqual(-0.001);
      expect(layout.origin.x + p.x + layout.size).toBeLessThanOrEqual(layout.width + 0.001);
      expect(layout.origin.y + p.y).toBeLessThanOrEqual(layout.height);
    }
  });
});
