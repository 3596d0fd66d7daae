/**
 * A person's record on a server, from its ended games. Multiplayer and solo games are kept apart: a solo game has
 * no one to beat but its score title (Lone Architect) or Dale the Bot.
 */
import { SETS, SOLO_TITLES, type SetId } from '../engine/index.ts';
import { finalHolders, isSolo, peopleOf, spanAt, standingTurns, type PlayedGame } from './played.ts';

export type MultiplayerStats = {
  /** finished or abandoned games in which the person held a seat at some point */
  readonly played: number;
  /** finished games in which the person still held a seat at the end */
  readonly finished: number;
  /** finished games whose winners include the person's seat: a full tie counts for each of its seats */
  readonly wins: number;
  /** wins over finished games; undefined before the first finished game */
  readonly winRate: number | undefined;
  /** the person's final population (after goals and money) over their finished games */
  readonly meanPopulation: number | undefined;
  readonly bestPopulation: number | undefined;
};

export type SoloStats = {
  readonly architect: { readonly played: number; readonly finished: number; readonly titles: readonly { readonly title: string; readonly count: number }[] };
  readonly dale: { readonly played: number; readonly won: number; readonly lost: number };
};

export type PersonStats = {
  readonly userId: string;
  /** the name of their latest seat */
  readonly name: string | undefined;
  readonly multiplayer: MultiplayerStats;
  readonly solo: SoloStats;
  /**
   * Mean time from the moment a turn was theirs (the log's previous entry, or their taking the seat if later) to their
   * move, over the turns they played themselves that still stand (not taken back); undefined without any. Games
   * logged before actors were recorded have no times.
   */
  readonly meanTimeToMoveMs: number | undefined;
  readonly timedMoves: number;
  /** the expansions of the games they played (solo ones too), in the box's order */
  readonly sets: readonly SetId[];
};

const mean = (values: readonly number[]): number | undefined => (values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length);

/** The seat the person holds at the end, if any. */
const finalSeat = (game: PlayedGame, userId: string): number | undefined => {
  for (const [seat, holder] of finalHolders(game)) if (holder.kind === 'human' && holder.userId === userId) return seat;
  return undefined;
};

/** How long each of the person's standing turns took them, in ms. */
const turnTimes = (game: PlayedGame, userId: string): readonly number[] => {
  const standing = standingTurns(game.entries);
  return game.entries.flatMap((entry, index) => {
    if (!standing.has(index) || entry.actor?.kind !== 'human' || entry.actor.userId !== userId) return [];
    const previous = index === 0 ? game.startedAt : (game.entries[index - 1]?.at ?? game.startedAt);
    const seat = game.spans.find((s) => s.holder.kind === 'human' && s.holder.userId === userId && spanAt(game, s.seat, index) === s);
    const from = seat !== undefined && seat.since > previous ? seat.since : previous;
    return [entry.at.getTime() - from.getTime()];
  });
};

const multiplayerStats = (games: readonly PlayedGame[], userId: string): MultiplayerStats => {
  const finished = games.flatMap((game) => {
    const seat = finalSeat(game, userId);
    const score = seat === undefined ? undefined : game.result?.seats[seat];
    return seat === undefined || score === undefined || game.result === undefined ? [] : [{ population: score.population, won: game.result.winners.includes(seat) }];
  });
  const wins = finished.filter((f) => f.won).length;
  const populations = finished.map((f) => f.population);
  return {
    played: games.length,
    finished: finished.length,
    wins,
    winRate: finished.length === 0 ? undefined : wins / finished.length,
    meanPopulation: mean(populations),
    bestPopulation: populations.length === 0 ? undefined : Math.max(...populations),
  };
};

const soloStats = (games: readonly PlayedGame[], userId: string): SoloStats => {
  const architect = games.filter((g) => g.options.solo === 'architect');
  const dale = games.filter((g) => g.options.solo === 'dale');
  const kept = (g: PlayedGame) => (finalSeat(g, userId) === undefined ? undefined : g.result?.solo);
  const titles = architect.flatMap((g) => kept(g)?.title ?? []);
  const outcomes = dale.flatMap((g) => kept(g)?.beatDale ?? []);
  return {
    architect: {
      played: architect.length,
      finished: titles.length,
      titles: SOLO_TITLES.map(({ title }) => ({ title, count: titles.filter((t) => t === title).length })).filter((t) => t.count > 0),
    },
    dale: { played: dale.length, won: outcomes.filter((b) => b).length, lost: outcomes.filter((b) => !b).length },
  };
};

/** The person's stats over a server's ended games (any order; games they never sat in are ignored). */
export const personStats = (games: readonly PlayedGame[], userId: string): PersonStats => {
  const theirs = games.filter((game) => peopleOf(game).some((p) => p.userId === userId));
  const times = theirs.flatMap((game) => turnTimes(game, userId));
  const names = theirs.flatMap((game) => game.spans.flatMap((s) => (s.holder.kind === 'human' && s.holder.userId === userId ? [{ name: s.holder.name, since: s.since }] : [])));
  const latest = [...names].sort((a, b) => a.since.getTime() - b.since.getTime()).at(-1);
  return {
    userId,
    name: latest?.name,
    multiplayer: multiplayerStats(theirs.filter((g) => !isSolo(g)), userId),
    solo: soloStats(theirs.filter(isSolo), userId),
    meanTimeToMoveMs: mean(times),
    timedMoves: times.length,
    sets: SETS.filter((set) => theirs.some((g) => g.options.sets?.includes(set) === true)),
  };
};
