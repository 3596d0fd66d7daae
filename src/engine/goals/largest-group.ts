import { cellNumber } from '../geometry.ts';
import { cellKey, NEIGHBOUR_OFFSETS, neighbours, type Axial } from '../hex.ts';

/**
 * Size of the largest group of cells connected through shared hex edges (decision 6: "contiguous").
 * Zero when there are no cells.
 */
export const largestConnectedGroup = (cells: readonly Axial[]): number => {
  // cells as numbers, not "q,r" strings: final scoring measures these goals for every player of every playout
  const unvisited = new Map<number, Axial>();
  for (const c of cells) unvisited.set(cellNumber(c.q, c.r), c);
  let largest = 0;
  for (const start of cells) {
    if (!unvisited.delete(cellNumber(start.q, start.r))) continue;
    let size = 0;
    const frontier: Axial[] = [start];
    for (let cell = frontier.pop(); cell !== undefined; cell = frontier.pop()) {
      size += 1;
      for (const d of NEIGHBOUR_OFFSETS) {
        const key = cellNumber(cell.q + d.q, cell.r + d.r);
        const found = unvisited.get(key);
        if (found === undefined) continue;
        unvisited.delete(key);
        frontier.push(found);
      }
    }
    largest = Math.max(largest, size);
  }
  return largest;
};

/**
 * Harbormaster with Lake Borders (decision 19): each Lake Border is one lake, edge-connected to the lake hexes in
 * its slots (`slotsOfEach`: each Lake Border's slot cells). The size of the largest group of lakes so joined.
 */
export const largestLakeGroup = (lakeCells: readonly Axial[], slotsOfEach: readonly (readonly Axial[])[]): number => {
  if (slotsOfEach.length === 0) return largestConnectedGroup(lakeCells);
  // every lake hex and Lake Border is a node of size 1; hexes join their lake neighbours, borders the lakes in their slots
  const index = new Map(lakeCells.map((c, i) => [cellKey(c), i]));
  const parent = Array.from({ length: lakeCells.length + slotsOfEach.length }, (_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  const join = (a: number, b: number): void => {
    parent[root(a)] = root(b);
  };
  lakeCells.forEach((c, i) => {
    for (const next of neighbours(c)) {
      const j = index.get(cellKey(next));
      if (j !== undefined) join(i, j);
    }
  });
  slotsOfEach.forEach((slots, k) => {
    for (const s of slots) {
      const j = index.get(cellKey(s));
      if (j !== undefined) join(lakeCells.length + k, j);
    }
  });
  const sizes = new Map<number, number>();
  for (let i = 0; i < parent.length; i++) sizes.set(root(i), (sizes.get(root(i)) ?? 0) + 1);
  return Math.max(0, ...sizes.values());
};
