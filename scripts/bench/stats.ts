/** Small measuring functions: percentiles over samples, wall and CPU clocks, rounding for the table and the JSON. */
import { performance } from 'node:perf_hooks';

export type Spread = { readonly n: number; readonly p50: number; readonly p95: number; readonly max: number; readonly mean: number };

/** Nearest-rank percentile of sorted samples. */
const rank = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export const spread = (samples: readonly number[]): Spread => {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return { n: sorted.length, p50: rank(sorted, 50), p95: rank(sorted, 95), max: sorted.at(-1) ?? NaN, mean: sorted.length === 0 ? NaN : sum / sorted.length };
};

export const round = (n: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

export const roundSpread = (s: Spread, digits = 2): Spread => ({ n: s.n, p50: round(s.p50, digits), p95: round(s.p95, digits), max: round(s.max, digits), mean: round(s.mean, digits) });

/** CPU time of this process (all its threads) in milliseconds. */
export const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export const now = (): number => performance.now();

/** Runs `step` until `count` runs are done or `budgetMs` has passed (at least `min` runs); returns each run's result. */
export const repeat = async <T>(step: (i: number) => Promise<T> | T, limits: { readonly count: number; readonly budgetMs: number; readonly min?: number }): Promise<T[]> => {
  const results: T[] = [];
  const started = now();
  for (let i = 0; i < limits.count; i++) {
    if (i >= (limits.min ?? 1) && now() - started > limits.budgetMs) break;
    results.push(await step(i));
  }
  return results;
};

export const errorText = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error));
