import { ordinal, rate, rating, type Rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { nextBelow, seedRng } from '../../src/engine/rng.ts';
import { leaderboard, type PlayedGame, type PlayedHolder } from '../../src/record/index.ts';
import { finishedAmong, person } from './played-games.ts';

/** Seeded whole numbers below a bound, one after another. */
const draws = (seed: number) => {
  let state = seedRng(seed);
  return (bound: number): number => {
    const [n, next] = nextBelow(state, bound);
    state = next;
    return n;
  };
};

/** Each person of the last of `games` with their place, their shown change (μ − 3σ) in it and their μ after it. */
const lastGame = (games: readonly PlayedGame[]) => {
  const board = leaderboard(games);
  const mu = new Map(board.players.map((p) => [p.userId, p.mu]));
  return (board.games.at(-1)?.changes ?? []).map((c) => ({ userId: c.userId, place: c.place, change: c.after - c.before, mu: mu.get(c.userId) ?? Number.NaN }));
};

/** openskill's Plackett-Luce update of `n` newcomers finishing in seat order, with no tie. */
const strictFromNew = (n: number): Rating[] => rate(Array.from({ length: n }, () => [rating()]), { rank: Array.from({ length: n }, (_, i) => i + 1) }).map(([r]) => r ?? rating());

const mean = (ratings: readonly Rating[]) => ({ mu: ratings.reduce((s, r) => s + r.mu, 0) / ratings.length, sigma: ratings.reduce((s, r) => s + r.sigma, 0) / ratings.length });

/** A finished game of `people` seat by seat at the given final populations (level populations share a place). */
const gameOf = (id: number, people: readonly PlayedHolder[], populations: readonly number[]): PlayedGame =>
  finishedAmong(id, id, people.map((holder, seat) => [[holder], populations[seat] ?? 0] as const));

const SIX = ['ada', 'bo', 'cy', 'di', 'eve', 'fay'].map(person);

/** A random table of two to five of SIX, each at a population from a few levels, so that ties are common. */
const randomTable = (draw: (bound: number) => number) => {
  const n = 2 + draw(4);
  const people = [...SIX];
  for (let i = people.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [people[i], people[j]] = [people[j] as PlayedHolder, people[i] as PlayedHolder];
  }
  return { people: people.slice(0, n), populations: Array.from({ length: n }, () => 40 + 10 * draw(n)) };
};

describe('people who share a place are rated as the mean over every order they could have finished in', () => {
  it('five newcomers at places 1, 2, 2, 4, 5: the two second places each get the mean of second and third, and fourth gets less', () => {
    const changes = lastGame([gameOf(1, SIX.slice(0, 5), [60, 50, 50, 45, 40])]);
    expect(changes.map((c) => [c.userId, c.place])).toEqual([
      ['ada', 1],
      ['bo', 2],
      ['cy', 2],
      ['di', 4],
      ['eve', 5],
    ]);
    // openskill's own tie rule (the shared rank passed as is) moved μ by +2.67, +0.17, +0.17, +0.17, −3.17, and
    // the shown ratings by +2.8, +0.4, +0.4, +0.6, −2.7: fourth gained more than the two seconds.
    // Without the tie: μ 27.6668, 26.8334, 25.7223, 24.0555, 20.7220 (σ 8.2910, 8.2406, 8.1804, 8.1122, 8.1122)
    const [first, second, third, fourth, fifth] = strictFromNew(5);
    const shared = mean([second ?? rating(), third ?? rating()]);
    const expected = [first, shared, shared, fourth, fifth].map((r) => ({ mu: r?.mu ?? 0, change: ordinal(r ?? rating()) }));
    for (const [i, c] of changes.entries()) {
      expect(c.mu).toBeCloseTo(expected[i]?.mu ?? 0, 9);
      expect(c.change).toBeCloseTo(expected[i]?.change ?? 0, 9);
    }
    expect(changes.map((c) => Number(c.mu.toFixed(4)))).toEqual([27.6668, 26.2779, 26.2779, 24.0555, 20.722]);
    expect(changes.map((c) => Number(c.change.toFixed(4)))).toEqual([2.7939, 1.6464, 1.6464, -0.2811, -3.6146]);
  });

  it('from equal ratings, a better place never gains less than a worse one and people level gain the same (2 to 5 people, 300 seeded finishes)', () => {
    const draw = draws(25);
    for (let t = 0; t < 300; t++) {
      const { people, populations } = randomTable(draw);
      const changes = lastGame([gameOf(1, people, populations)]);
      for (const better of changes) {
        for (const worse of changes) {
          if (better.place < worse.place) {
            expect(better.change).toBeGreaterThanOrEqual(worse.change);
            expect(better.mu).toBeGreaterThanOrEqual(worse.mu);
          } else if (better.place === worse.place) {
            expect(better.change).toBeCloseTo(worse.change, 9);
            expect(better.mu).toBeCloseTo(worse.mu, 9);
          }
        }
      }
    }
  });

  it('with any ratings brought to a game, moving one person to a worse place (the others in the same order) never gains them more', () => {
    const draw = draws(2026);
    for (let t = 0; t < 20; t++) {
      // six people's ratings apart after eight random games
      const history = Array.from({ length: 8 }, (_, g) => {
        const { people, populations } = randomTable(draw);
        return gameOf(g + 1, people, populations);
      });
      const { people, populations } = randomTable(draw);
      for (const [seat, mover] of people.entries()) {
        // every place the mover could take, best first: above each level the others reached, then level with it, then last
        const levels = [...new Set(populations.filter((_, s) => s !== seat))].sort((a, b) => b - a);
        const finishes = [...levels.flatMap((level) => [level + 5, level]), Math.min(...levels) - 5];
        const outcomes = finishes.map((population) => {
          const game = gameOf(history.length + 1, people, populations.map((p, s) => (s === seat ? population : p)));
          const own = lastGame([...history, game]).find((c) => c.userId === (mover.kind === 'human' ? mover.userId : ''));
          return { change: own?.change ?? Number.NaN, mu: own?.mu ?? Number.NaN };
        });
        for (const [k, worse] of outcomes.entries()) {
          const better = outcomes[k - 1];
          if (better === undefined) continue;
          expect(worse.change).toBeLessThanOrEqual(better.change + 1e-9);
          expect(worse.mu).toBeLessThanOrEqual(better.mu + 1e-9);
        }
      }
    }
  });

  it('seven newcomers who left before the end share the last place: each gets the mean of the last seven places', () => {
    // 7! orders are too many to rate at every read: each group goes by its turns both ways, which puts each of the
    // seven in each of the places 3 to 9 equally often, and from equal ratings gives the same mean
    const left = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'].map(person);
    const changes = lastGame([finishedAmong(1, 1, [[[person('ada')], 60], [[...left, person('bo')], 50]])]);
    expect(changes.map((c) => [c.userId, c.place])).toEqual([['ada', 1], ['bo', 2], ...left.map((p) => [p.kind === 'human' ? p.userId : '', 3])]);
    const last = mean(strictFromNew(9).slice(2));
    for (const c of changes.filter((c) => c.place === 3)) {
      expect(c.mu).toBeCloseTo(last.mu, 9);
      expect(c.change).toBeCloseTo(ordinal(last), 9);
    }
  });
});
