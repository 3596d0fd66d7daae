/**
 * An ended game as the stats and ratings read it: who held each seat from which move on, the log's entries with
 * their times and actors, and the final result. Plain data, built from what is stored; everything is worked out
 * again at every read, so an undo or a replay never counts anything twice.
 */
import { finalScores, type GameOptions, type GameState, type Move } from '../engine/index.ts';
import { finalResultOf } from './build.ts';
import type { FinalResult } from './format.ts';

/** A seat's holder: a person (by Discord user id) or a built-in player. */
export type PlayedHolder = { readonly kind: 'human'; readonly userId: string; readonly name: string } | { readonly kind: 'bot' };

/** `holder` held `seat` from move `fromMove` on (until the seat's next span), since `since`. */
export type SeatSpan = { readonly seat: number; readonly fromMove: number; readonly holder: PlayedHolder; readonly since: Date };

/** Who made an entry: a person, or a built-in player (its own seat, a skip, a deadline). */
export type EntryActor = { readonly kind: 'human'; readonly userId: string } | { readonly kind: 'bot' };

export type PlayedEntry = {
  readonly kind: Move['kind'];
  readonly at: Date;
  /** undefined for entries logged before actors were recorded */
  readonly actor: EntryActor | undefined;
};

/** A finished game's result as a record keeps it, with a solo game's title and (against Dale) whether Dale was beaten. */
export type PlayedResult = FinalResult & { readonly solo?: { readonly title: string; readonly beatDale?: boolean } };

export type PlayedGame = {
  readonly id: number;
  readonly status: 'finished' | 'abandoned';
  readonly options: GameOptions;
  readonly startedAt: Date;
  readonly endedAt: Date;
  /** every seat's spans, each seat's in the order they were recorded */
  readonly spans: readonly SeatSpan[];
  /** the whole log, goal choices and undos included, in order */
  readonly entries: readonly PlayedEntry[];
  /** undefined for an abandoned game */
  readonly result: PlayedResult | undefined;
};

/** The result of a finished state; undefined before the end. */
export const playedResultOf = (state: GameState): PlayedResult | undefined => {
  const result = finalResultOf(state);
  const solo = finalScores(state)?.solo;
  return result === null ? undefined : { ...result, ...(solo === undefined ? {} : { solo }) };
};

/** The span of `seat` in force at move `index`: the last recorded one from that move or earlier. */
export const spanAt = (game: PlayedGame, seat: number, index: number): SeatSpan | undefined =>
  game.spans.filter((s) => s.seat === seat && s.fromMove <= index).at(-1);

/** Who holds each seat once the log is over, by seat. */
export const finalHolders = (game: PlayedGame): ReadonlyMap<number, PlayedHolder> => {
  const holders = new Map<number, PlayedHolder>();
  for (const span of game.spans) {
    const held = spanAt(game, span.seat, game.entries.length);
    if (held !== undefined) holders.set(span.seat, held.holder);
  }
  return holders;
};

/** The people who held a seat at some point, each once, in the order their first span was recorded. */
export const peopleOf = (game: PlayedGame): readonly { readonly userId: string; readonly name: string }[] => {
  const people = new Map<string, string>();
  for (const { holder } of game.spans) if (holder.kind === 'human' && !people.has(holder.userId)) people.set(holder.userId, holder.name);
  return [...people].map(([userId, name]) => ({ userId, name }));
};

const TURN_KINDS: ReadonlySet<Move['kind']> = new Set(['buy', 'basic', 'lake', 'invest', 'border', 'lakeBorder', 'redevelop']);

/** Whether an entry is a turn (what an undo takes back), not a goal choice or an undo. */
export const isTurnEntry = (entry: Pick<PlayedEntry, 'kind'>): boolean => TURN_KINDS.has(entry.kind);

/**
 * The indexes of the log's turns that stand: an undo takes back the last turn still standing, as the engine's replay
 * does (a stored log always replays, so every undo has a turn to take back).
 */
export const standingTurns = (entries: readonly Pick<PlayedEntry, 'kind'>[]): ReadonlySet<number> => {
  const standing: number[] = [];
  entries.forEach((entry, index) => {
    if (entry.kind === 'undo') standing.pop();
    else if (isTurnEntry(entry)) standing.push(index);
  });
  return new Set(standing);
};

export const isSolo = (game: Pick<PlayedGame, 'options'>): boolean => game.options.solo !== undefined;
