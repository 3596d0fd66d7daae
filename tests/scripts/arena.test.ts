import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseArenaFlags } from '../../scripts/arena/flags.ts';
import { playArenaGame } from '../../scripts/arena/play.ts';
import { quantile, summarize, wilsonLower } from '../../scripts/arena/stats.ts';

const run = promisify(execFile);
const arena = (args: readonly string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/arena.ts', ...args], { encoding: 'utf8' });

describe('the arena statistics', () => {
  it('Wilson 95 % lower bound: 8 of 10 → 0.490, 0 of 10 → 0, 200 of 400 → 0.451', () => {
    expect(wilsonLower(8, 10)).toBeCloseTo(0.4902, 3);
    expect(wilsonLower(0, 10)).toBe(0);
    expect(wilsonLower(200, 400)).toBeCloseTo(0.4512, 3);
  });

  it('nearest-rank quantiles: the median of 1..4 is 2, its 95th percentile 4', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.95)).toBe(4);
  });

  it('counts every seat of a name once per game and splits a tie for first', () => {
    const summary = summarize(
      ['normal', 'easy', 'easy'],
      [
        [
          { name: 'normal', credit: 0.5, population: 60, cpuMs: [1, 3] },
          { name: 'easy', credit: 0.5, population: 60, cpuMs: [2] },
          { name: 'easy', credit: 0, population: 40, cpuMs: [4] },
        ],
        [
          { name: 'easy', credit: 1, population: 70, cpuMs: [1] },
          { name: 'normal', credit: 0, population: 50, cpuMs: [1] },
          { name: 'easy', credit: 0, population: 30, cpuMs: [1] },
        ],
      ],
    );
    expect(summary['normal']).toMatchObject({ winRate: 0.25, meanPopulation: 55, cpuMsPerMove: 1.67 });
    expect(summary['easy']).toMatchObject({ winRate: 0.375, meanPopulation: 50, cpuMsPerMove: 2 });
  });
});

describe('the arena seats', () => {
  it('rotates the names round the seats: game g seats name (i + g) mod n in seat i, deal ⌊g / n⌋', () => {
    const names = ['normal', 'uniform'] as const;
    const [g0, g1, g2] = [0, 1, 2].map((g) => playArenaGame({ players: 2 }, 7, names, g, undefined).map((s) => s.name));
    expect(g0).toEqual(['normal', 'uniform']);
    expect(g1).toEqual(['uniform', 'normal']);
    expect(g2).toEqual(['normal', 'uniform']);
  });

  it('five players with every set: game 3 seats name (i + 3) mod 5 in seat i, and one game has one win to share', { timeout: 60_000 }, () => {
    const names = ['hard', 'normal', 'easy', 'uniform', 'perturbed'] as const;
    const seats = playArenaGame({ players: 5, sets: ['inc', 'star', 'nightlife', 'con', 'essen'] }, 7, names, 3, 50);
    expect(seats.map((s) => s.name)).toEqual(['uniform', 'perturbed', 'hard', 'normal', 'easy']);
    expect(seats.reduce((n, s) => n + s.credit, 0)).toBeCloseTo(1, 9);
    for (const s of seats) expect(s.cpuMs.length, s.name).toBeGreaterThan(0);
  });

  it('plays the same game again to the same results (CPU times aside)', () => {
    const outcome = () => playArenaGame({ players: 2 }, 7, ['normal', 'uniform'], 1, undefined).map(({ name, credit, population }) => ({ name, credit, population }));
    expect(outcome()).toEqual(outcome());
  });
});

describe('the arena flags', () => {
  const flags = (players: string) => parseArenaFlags(['--players', players, '--seats', Array.from({ length: Number(players) }, () => 'normal').join(','), '--games', '1', '--seed', '1']);

  it('takes 2 to 5 players', () => {
    for (const players of [2, 3, 4, 5]) expect(flags(String(players))).toMatchObject({ options: { players } });
  });

  it('refuses 1 or 6 players with the line that says so', () => {
    expect(flags('1')).toBe('--players must be between 2 and 5, got 1');
    expect(flags('6')).toBe('--players must be between 2 and 5, got 6');
  });
});

describe('npm run arena', () => {
  it('prints one JSON line per run, the same with one job or two', { timeout: 120_000 }, async () => {
    const args = ['--players', '2', '--seats', 'normal,uniform', '--games', '4', '--seed', '3'];
    const [one, two] = await Promise.all([arena(args), arena([...args, '--jobs', '2'])]);
    const a = JSON.parse(one.stdout) as { games: number; players: number; seats: string[]; results: Record<string, { winRate: number; lower95: number; meanPopulation: number }> };
    const b = JSON.parse(two.stdout) as typeof a;
    expect(a).toMatchObject({ games: 4, players: 2, seats: ['normal', 'uniform'] });
    expect(Object.keys(a.results)).toEqual(['normal', 'uniform']);
    expect((a.results['normal']?.winRate ?? 0) + (a.results['uniform']?.winRate ?? 0)).toBeCloseTo(1, 6);
    for (const name of ['normal', 'uniform']) {
      expect(b.results[name]?.winRate).toBe(a.results[name]?.winRate);
      expect(b.results[name]?.meanPopulation).toBe(a.results[name]?.meanPopulation);
    }
  });

  it('plays Suburbia Inc games with --sets inc, every seat name at the table', { timeout: 120_000 }, async () => {
    const { stdout } = await arena(['--players', '4', '--seats', 'hard,normal,easy,uniform', '--games', '4', '--seed', '5', '--sets', 'inc', '--budget', '50']);
    const line = JSON.parse(stdout) as { sets: string[]; budget: number; results: Record<string, { winRate: number }> };
    expect(line).toMatchObject({ sets: ['inc'], budget: 50 });
    expect(Object.keys(line.results)).toEqual(['hard', 'normal', 'easy', 'uniform']);
    expect(Object.values(line.results).reduce((n, r) => n + r.winRate, 0)).toBeCloseTo(1, 6);
  });

  it('plays five-player games with every set', { timeout: 120_000 }, async () => {
    const { stdout } = await arena(['--players', '5', '--seats', 'hard,normal,normal,normal,normal', '--games', '5', '--seed', '2', '--sets', 'inc,star,nightlife,con,essen', '--budget', '50']);
    const line = JSON.parse(stdout) as { games: number; players: number; sets: string[]; results: Record<string, { winRate: number; cpuMsP95: number }> };
    expect(line).toMatchObject({ games: 5, players: 5, sets: ['inc', 'star', 'nightlife', 'con', 'essen'] });
    expect(Object.keys(line.results)).toEqual(['hard', 'normal']);
    // one hard seat and four normal ones per game: the win rates per seat-game weigh 1 : 4
    expect((line.results['hard']?.winRate ?? 0) + 4 * (line.results['normal']?.winRate ?? 0)).toBeCloseTo(1, 3);
  });

  it('refuses an unknown seat name with status 2', { timeout: 60_000 }, async () => {
    const refused = await arena(['--players', '2', '--seats', 'normal,genius', '--games', '1', '--seed', '1']).catch((error: unknown) => error as { code: number; stderr: string });
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('--seats takes easy, normal, hard, uniform, perturbed separated by commas, got "genius"');
  });
});
