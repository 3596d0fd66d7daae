/**
 * `npm run bench -- --against DIR`: the engine of this checkout against the engine of another (a worktree of an
 * older commit, say) on the same seeded 4-player base games with the built-in policy. Each pair runs the two
 * trees back to back in fresh processes, in alternating order, optionally pinned to one CPU with taskset; a pair's
 * ratio is this tree's CPU time over the other's. Two ratios per pair: the steady state (the games after the
 * warm-up, what the target judges) and the warm-up itself, in which V8's compiling takes about half the CPU. On a
 * shared machine single pairs scatter widely, so the verdict rests on the geometric mean of the ratios and its
 * 95 % interval, not on any one pair.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { round } from './stats.ts';

export type AgainstOptions = { readonly other: string; readonly pairs: number; readonly warmup: number; readonly games: number; readonly pin?: number; readonly progress: (text: string) => void };

type SideRun = { readonly warmupCpuMs: number; readonly cpuMs: number; readonly digest: string };

type Ratios = ReturnType<typeof pairedRatios>;

export type Against = {
  readonly other: string;
  readonly pairs: number;
  readonly warmupGames: number;
  readonly gamesPerRun: number;
  readonly pinnedTo?: number;
  /** CPU time of the games after the warm-up, this tree's over the other's */
  readonly steady: Ratios;
  /** CPU time of a fresh process's first games, this tree's over the other's */
  readonly warmup: Ratios;
  /** median games per CPU-second after the warm-up */
  readonly gamesPerCpuSecond: { readonly here: number; readonly other: number };
};

const HERE = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CHILD = fileURLToPath(new URL('./policy-games-child.ts', import.meta.url));

/** Two-sided 97.5 % quantiles of Student's t for 1–30 degrees of freedom; 1.96 beyond. */
const T975 = [12.71, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];

const runSide = (root: string, warmup: number, games: number, pin: number | undefined): SideRun => {
  const node = [process.execPath, '--import', 'tsx', CHILD, root, String(warmup), String(games)];
  const [command, ...args] = pin === undefined ? node : ['taskset', '-c', String(pin), ...node];
  const out = execFileSync(command ?? process.execPath, args, { cwd: HERE, encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '') as SideRun;
};

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};

/** The summary of paired CPU times: ratios here/there, their geometric mean with its 95 % interval, median and fastest. */
export const pairedRatios = (here: readonly number[], there: readonly number[]) => {
  if (here.length !== there.length || here.length < 2) throw new Error('pairedRatios: two or more pairs of equal length are needed');
  const ratios = here.map((ms, i) => ms / (there[i] ?? NaN));
  const logs = ratios.map(Math.log);
  const meanLog = logs.reduce((a, b) => a + b, 0) / logs.length;
  const sd = Math.sqrt(logs.reduce((a, b) => a + (b - meanLog) ** 2, 0) / (logs.length - 1));
  const half = (T975[logs.length - 2] ?? 1.96) * (sd / Math.sqrt(logs.length));
  return {
    ratios: ratios.map((r) => round(r, 4)),
    geometricMean: round(Math.exp(meanLog), 4),
    lower95: round(Math.exp(meanLog - half), 4),
    upper95: round(Math.exp(meanLog + half), 4),
    medianRatio: round(median(ratios), 4),
    fastestRatio: round(Math.min(...here) / Math.min(...there), 4),
  };
};

export const againstBench = (options: AgainstOptions): Against => {
  const other = resolve(options.other);
  const here: SideRun[] = [];
  const there: SideRun[] = [];
  for (let pair = 0; pair < options.pairs; pair++) {
    const order = pair % 2 === 0 ? ([HERE, other] as const) : ([other, HERE] as const);
    const [first, second] = order.map((root) => runSide(root, options.warmup, options.games, options.pin));
    if (first === undefined || second === undefined) throw new Error('against: a side did not run');
    if (first.digest !== second.digest) throw new Error(`against: the two trees played different games (${first.digest} ≠ ${second.digest}); they do not share the rules`);
    const [mine, theirs] = order[0] === HERE ? [first, second] : [second, first];
    here.push(mine);
    there.push(theirs);
    options.progress(`against: pair ${pair + 1}/${options.pairs}: after the warm-up ${round(mine.cpuMs, 0)} ms here, ${round(theirs.cpuMs, 0)} ms there (${round(mine.cpuMs / theirs.cpuMs, 3)}×)`);
  }
  const rate = (runs: readonly SideRun[]): number => round(options.games / (median(runs.map((r) => r.cpuMs)) / 1000), 1);
  return {
    other,
    pairs: options.pairs,
    warmupGames: options.warmup,
    gamesPerRun: options.games,
    ...(options.pin === undefined ? {} : { pinnedTo: options.pin }),
    steady: pairedRatios(here.map((r) => r.cpuMs), there.map((r) => r.cpuMs)),
    warmup: pairedRatios(here.map((r) => r.warmupCpuMs), there.map((r) => r.warmupCpuMs)),
    gamesPerCpuSecond: { here: rate(here), other: rate(there) },
  };
};
