import { describe, expect, it } from 'vitest';
import { leaderboard, placesOf } from '../../src/record/index.ts';
import { ABANDONED, AGAINST_A_BOT, BEFORE_ACTORS, DALE_WINS, FULL_TIE, KICK_AND_REPLACE, LONE_ARCHITECT, SERVER_GAMES } from './played-games.ts';

const places = (game: Parameters<typeof placesOf>[0]) => {
  const found = placesOf(game);
  return found === undefined ? undefined : Object.fromEntries(found);
};

describe('who a rated game places where', () => {
  it('the bot seat is left out and the two people level on all four numbers share first place', () => {
    expect(places(FULL_TIE)).toEqual({ ada: 1, bo: 1 });
  });

  it('a person kicked before the end comes after every person still seated; the seat counts for whoever holds it at the end', () => {
    expect(places(KICK_AND_REPLACE)).toEqual({ cy: 1, ada: 2, bo: 3 });
  });

  it('an abandoned game, a game with one person, and solo games are not rated', () => {
    expect([ABANDONED, AGAINST_A_BOT, LONE_ARCHITECT, DALE_WINS].map(placesOf)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe("the server's leaderboard", () => {
  const board = leaderboard(SERVER_GAMES);

  it('rates the finished games with two or more people once each, in the order they finished', () => {
    expect(board.games.map((g) => g.gameId)).toEqual([BEFORE_ACTORS.id, FULL_TIE.id, KICK_AND_REPLACE.id]);
    expect(board.players.map((p) => [p.name, p.games])).toEqual([
      ['Ada', 2],
      ['Cy', 2],
      ['Bo', 3],
    ]);
  });

  it('a first game between two newcomers moves them apart by the Plackett-Luce update', () => {
    // μ 25, σ 25/3, β 25/6, τ 25/300: σ² + τ² = 69.4514 and c² = 2 (69.4514 + β²) = 173.625, so c = 13.1767.
    // Each is even to win (p = ½): μ moves by ± 69.4514 / c · ½ = ± 2.6354; σ² shrinks by a factor
    // 1 − (√69.4514 / c) · (69.4514 / c²) · ¼ = 0.93675, to 65.0588 (σ 8.0659). Ordinal μ − 3σ: 3.4377 and −1.8331.
    const [first] = board.games;
    expect(first?.changes.map((c) => [c.userId, c.place, c.before])).toEqual([
      ['bo', 1, 0],
      ['cy', 2, 0],
    ]);
    expect(first?.changes[0]?.after).toBeCloseTo(3.4377, 3);
    expect(first?.changes[1]?.after).toBeCloseTo(-1.8331, 3);
  });

  it("each rated game shows every person's rating before and after it: a shared first place still moves both up, the one who left goes down", () => {
    const [, tie, kick] = board.games;
    expect(tie?.changes.map((c) => [c.userId, c.place, Number(c.before.toFixed(4)), Number(c.after.toFixed(4))])).toEqual([
      ['ada', 1, 0, 1.0951],
      ['bo', 1, 3.4377, 3.9085],
    ]);
    expect(kick?.changes.map((c) => [c.userId, c.place, Number(c.before.toFixed(4)), Number(c.after.toFixed(4))])).toEqual([
      ['cy', 1, -1.8331, 1.512],
      ['ada', 2, 1.0951, 2.7167],
      ['bo', 3, 3.9085, 1.0317],
    ]);
  });

  it('ranks by the conservative rating, μ − 3σ, which is the last change of each person', () => {
    expect(board.players.map((p) => [p.userId, Number(p.ordinal.toFixed(4)), Number((p.mu - 3 * p.sigma).toFixed(4))])).toEqual([
      ['ada', 2.7167, 2.7167],
      ['cy', 1.512, 1.512],
      ['bo', 1.0317, 1.0317],
    ]);
  });

  it('is the same however the games are listed: it is worked out again from the ended games at every read', () => {
    expect(leaderboard([...SERVER_GAMES].reverse())).toEqual(board);
  });

  it('is empty without a rated game', () => {
    expect(leaderboard([ABANDONED, AGAINST_A_BOT, LONE_ARCHITECT])).toEqual({ players: [], games: [] });
  });
});
