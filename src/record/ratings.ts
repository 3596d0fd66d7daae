/**
 * The server's multiplayer skill ratings (openskill's Weng-Lin Plackett-Luce model): people only, one update per
 * rated game, in the order the games finished. A game is rated when it finished (not abandoned) with at least two
 * people at its table over its course. Bot seats are left out of the standings; people level on all four final
 * numbers share a place; a person kicked or replaced before the end is placed after every person still seated.
 * People who share a place are rated as the mean of the updates over every order they could have finished in.
 */
import { ordinal, rate, rating, type Rating } from 'openskill';
import type { RecordScore } from './format.ts';
import { finalHolders, isSolo, peopleOf, type PlayedGame } from './played.ts';

export type PlayerRating = {
  readonly userId: string;
  /** the name of their latest seat in a rated game */
  readonly name: string;
  readonly mu: number;
  readonly sigma: number;
  /** the conservative rating the board ranks by: μ − 3σ, 0 before any game */
  readonly ordinal: number;
  readonly games: number;
};

export type RatingChange = {
  readonly userId: string;
  /** 1 is best; people level share a place */
  readonly place: number;
  readonly before: number;
  readonly after: number;
};

export type RatedGame = { readonly gameId: number; readonly changes: readonly RatingChange[] };

export type Leaderboard = {
  /** best ordinal first, then more games, then user id */
  readonly players: readonly PlayerRating[];
  /** the rated games in finishing order, each with every person's ordinal before and after */
  readonly games: readonly RatedGame[];
};

const level = (a: RecordScore, b: RecordScore): boolean =>
  a.population === b.population && a.reputation === b.reputation && a.income === b.income && a.money === b.money;

/** Each person's place in a finished game, or undefined when the game is not rated. */
export const placesOf = (game: PlayedGame): ReadonlyMap<string, number> | undefined => {
  const result = game.result;
  const people = peopleOf(game);
  if (game.status !== 'finished' || result === undefined || isSolo(game) || people.length < 2) return undefined;
  const holders = finalHolders(game);
  const seated = result.standings.flatMap((seat) => {
    const holder = holders.get(seat);
    const score = result.seats[seat];
    return holder?.kind === 'human' && score !== undefined ? [{ userId: holder.userId, score }] : [];
  });
  // best first: a person's place is one more than the number of people ahead of them and not level with them
  const places = new Map<string, number>(seated.map(({ userId, score }, i) => [userId, 1 + seated.slice(0, i).filter((ahead) => !level(ahead.score, score)).length]));
  for (const { userId } of people) if (!places.has(userId)) places.set(userId, seated.length + 1);
  return places;
};

/** Every order of a group, best first. */
const everyOrder = (group: readonly number[]): number[][] =>
  group.length <= 1 ? [[...group]] : group.flatMap((first, k) => everyOrder(group.filter((_, j) => j !== k)).map((rest) => [first, ...rest]));

/**
 * A group's turns round both ways (a b c, b c a, c a b, c b a, b a c, a c b): each member finishes in each place,
 * and ahead of each other member, equally often.
 */
const turnsBothWays = (group: readonly number[]): number[][] =>
  [group, [...group].reverse()].flatMap((way) => way.map((_, k) => [...way.slice(k), ...way.slice(0, k)]));

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** The most orders rated for one game's ties: every order of six people level. */
const MOST_ORDERS = 720;

/**
 * The strict finishing orders a game's places allow, each as indices best first: people sharing a place in every
 * order among themselves. Past MOST_ORDERS, which takes several people leaving before the end (seven, or four as
 * well as five seated level), each group goes by its turns both ways instead, so a read stays quick.
 */
const finishingOrders = (places: readonly number[]): number[][] => {
  const groups = [...new Set(places)].sort((a, b) => a - b).map((place) => places.flatMap((p, i) => (p === place ? [i] : [])));
  const orders = groups.reduce((n, group) => n * factorial(group.length), 1) <= MOST_ORDERS ? everyOrder : turnsBothWays;
  return groups.reduce<number[][]>((so, group) => so.flatMap((ahead) => orders(group).map((order) => [...ahead, ...order])), [[]]);
};

/**
 * One rated game: openskill's Plackett-Luce update for a strict finishing order, and for people who share a place
 * the mean of the updates (μ and σ) over every order they could have finished in, so that a tie counts as each of
 * them finishing ahead of each other as often as behind. From equal ratings a shared place then moves each of them
 * by the mean of the places they share, and a worse place never gains more than a better one; openskill's own tie
 * rule (passing the shared rank) breaks that: places 1, 2, 2, 4, 5 move μ by +2.67, +0.17, +0.17, +0.17, −3.17.
 * A game without a tie has the one order, and the plain update.
 */
const rateGame = (before: readonly Rating[], places: readonly number[]): Rating[] => {
  const orders = finishingOrders(places);
  const sums = before.map(() => ({ mu: 0, sigma: 0 }));
  for (const order of orders) {
    const rank = new Array<number>(before.length);
    order.forEach((i, k) => (rank[i] = k + 1));
    rate(before.map((r) => [r]), { rank }).forEach(([r], i) => {
      const sum = sums[i];
      if (sum === undefined || r === undefined) return;
      sum.mu += r.mu;
      sum.sigma += r.sigma;
    });
  }
  return sums.map((sum) => ({ mu: sum.mu / orders.length, sigma: sum.sigma / orders.length }));
};

const byFinish = (a: PlayedGame, b: PlayedGame): number => a.endedAt.getTime() - b.endedAt.getTime() || a.id - b.id;

/** Rates a server's ended games (any order: they are taken in the order they finished). */
export const leaderboard = (games: readonly PlayedGame[]): Leaderboard => {
  const ratings = new Map<string, Rating>();
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  const rated: RatedGame[] = [];
  for (const game of [...games].sort(byFinish)) {
    const places = placesOf(game);
    if (places === undefined) continue;
    const people = [...places.keys()];
    const before = people.map((userId) => ratings.get(userId) ?? rating());
    const after = rateGame(before, people.map((userId) => places.get(userId) ?? people.length));
    const changes = people.map((userId, i): RatingChange => {
      const updated = after[i] ?? before[i] ?? rating();
      ratings.set(userId, updated);
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
      return { userId, place: places.get(userId) ?? people.length, before: ordinal(before[i] ?? rating()), after: ordinal(updated) };
    });
    for (const span of game.spans) if (span.holder.kind === 'human') names.set(span.holder.userId, span.holder.name);
    rated.push({ gameId: game.id, changes });
  }
  const players = [...ratings].map(([userId, r]): PlayerRating => ({ userId, name: names.get(userId) ?? userId, mu: r.mu, sigma: r.sigma, ordinal: ordinal(r), games: counts.get(userId) ?? 0 }));
  players.sort((a, b) => b.ordinal - a.ordinal || b.games - a.games || a.userId.localeCompare(b.userId));
  return { players, games: rated };
};
