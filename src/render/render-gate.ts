import { availableParallelism } from 'node:os';

/** Runs `work` once a slot is free; at most `limit` works run at once, the rest wait first-in first-out. */
export type Gate = <T>(work: () => Promise<T>) => Promise<T>;

export const createGate = (limit: number): Gate => {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`a gate needs at least one slot, got ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) running -= 1;
    else next(); // the slot passes straight to the next in line
  };
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
};

/**
 * Every picture's drawing and encoding passes this gate: one render per core at most, so a burst of
 * games does not hold a canvas each at once (memory) nor queue all their drawing on the event loop.
 */
export const renderGate: Gate = createGate(availableParallelism());
