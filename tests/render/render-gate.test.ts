import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createGate } from '../../src/render/render-gate.ts';

describe('render gate', () => {
  it('lets at most its limit of works run at once, and runs every work', async () => {
    const gate = createGate(3);
    let running = 0;
    let peak = 0;
    const work = async (index: number): Promise<number> => {
      running += 1;
      peak = Math.max(peak, running);
      for (let turn = 0; turn < 1 + (index % 4); turn += 1) await setImmediate();
      running -= 1;
      return index;
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => gate(() => work(index))));
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(peak).toBe(3);
  });

  it('starts waiting works in the order they arrived', async () => {
    const gate = createGate(1);
    const started: number[] = [];
    await Promise.all([0, 1, 2, 3].map((index) => gate(async () => {
      started.push(index);
      await setImmediate();
    })));
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a work that fails', async () => {
    const gate = createGate(1);
    await expect(gate(() => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture');
    await expect(gate(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
