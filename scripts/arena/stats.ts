/** The arena's summary: per seat name, its win rate per seat-game (ties split), Wilson bound, population and CPU per decision. */
import type { SeatName } from './seats.ts';
import type { SeatResult } from './play.ts';

export type NameSummary = {
  readonly winRate: number;
  /** the Wilson score interval's 95 % lower bound on the win rate */
  readonly lower95: number;
  readonly meanPopulation: number;
  readonly cpuMsPerMove: number;
  readonly cpuMsP50: number;
  readonly cpuMsP95: number;
};

const Z95 = 1.959964;

/** Wilson score lower bound for `successes` (may be fractional: split ties) out of `n`. */
export const wilsonLower = (successes: number, n: number): number => {
  if (n === 0) return 0;
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = p + z2 / (2 * n);
  const spread = Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return Math.max(0, (centre - spread) / (1 + z2 / n));
};

/** The value at quantile q of sorted values (nearest rank). */
export const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** Per seat name in the order first listed: every seat of that name in every game counts once. */
export const summarize = (names: readonly SeatName[], games: readonly (readonly SeatResult[])[]): Record<string, NameSummary> => {
  const out: Record<string, NameSummary> = {};
  for (const name of new Set(names)) {
    const seats = games.flatMap((g) => g.filter((s) => s.name === name));
    const credit = seats.reduce((n, s) => n + s.credit, 0);
    const cpu = seats.flatMap((s) => s.cpuMs).sort((a, b) => a - b);
    out[name] = {
      winRate: round(seats.length === 0 ? 0 : credit / seats.length, 4),
      lower95: round(wilsonLower(credit, seats.length), 4),
      meanPopulation: round(seats.length === 0 ? 0 : seats.reduce((n, s) => n + s.population, 0) / seats.length, 2),
      cpuMsPerMove: round(cpu.length === 0 ? 0 : cpu.reduce((n, t) => n + t, 0) / cpu.length, 2),
      cpuMsP50: round(quantile(cpu, 0.5), 2),
      cpuMsP95: round(quantile(cpu, 0.95), 2),
    };
  }
  return out;
};
