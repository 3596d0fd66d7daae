import { cellKey, neighbours, type Axial } from '../hex.ts';

/**
 * Size of the largest group of cells connected through shared hex edges (decision 6: "contiguous").
 * Zero when there are no cells.
 */
export const largestConnectedGroup = (cells: readonly Axial[]): number => {
  const unvisited = new Map(cells.map((c) => [cellKey(c), c]));
  let largest = 0;
  for (const start of cells) {
    if (!unvisited.delete(cellKey(start))) continue;
    let size = 0;
    const frontier: Axial[] = [start];
    for (let cell = frontier.pop(); cell !== undefined; cell = frontier.pop()) {
      size += 1;
      for (const next of neighbours(cell)) {
        const key = cellKey(next);
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
