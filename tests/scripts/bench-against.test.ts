import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { againstBench, pairedRatios } from '../../scripts/bench/against.ts';

describe('bench --against: paired CPU times', () => {
  it('summarises the ratios by their geometric mean, a t interval on the logs, the median and the fastest runs', () => {
    const summary = pairedRatios([90, 110, 100, 100], [100, 100, 100, 125]);
    expect(summary.ratios).toEqual([0.9, 1.1, 1, 0.8]);
    // exp(mean(ln 0.9, ln 1.1, ln 1, ln 0.8)) and t(0.975, 3 df) = 3.182 times the standard error of the logs
    expect(summary.geometricMean).toBeCloseTo(0.9434, 4);
    expect(summary.lower95).toBeCloseTo(0.7585, 3);
    expect(summary.upper95).toBeCloseTo(1.1733, 3);
    expect(summary.medianRatio).toBe(0.95);
    expect(summary.fastestRatio).toBe(0.9);
  });

  it('needs two or more pairs of equal length', () => {
    expect(() => pairedRatios([1], [1])).toThrow(/two or more pairs/);
    expect(() => pairedRatios([1, 2], [1])).toThrow(/two or more pairs/);
  });

  it('runs both trees in fresh processes on the same games (this checkout against itself plays identical games)', () => {
    const progress: string[] = [];
    const result = againstBench({ other: resolve('.'), pairs: 2, warmup: 2, games: 2, progress: (t) => progress.push(t) });
    expect(result.pairs).toBe(2);
    expect(result.steady.ratios).toHaveLength(2);
    expect(result.warmup.ratios).toHaveLength(2);
    expect(result.steady.geometricMean).toBeGreaterThan(0);
    expect(result.steady.lower95).toBeLessThanOrEqual(result.steady.upper95);
    expect(progress).toHaveLength(2);
  }, 120_000);
});
