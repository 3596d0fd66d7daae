/**
 * Population over a game, for the chart of a finished game: every seat's population at the end of every round and
 * its final population after goals and money. A round ends after the last seat's turn and the round's end steps (the
 * Star track's gains), so a Dale the Bot game has a point per Dale turn and a Lone Architect game one per turn. A
 * game that ends inside a round (Dale the Bot: the moment the 1 More Round tile appears) ends that round there.
 */
import { replay, type GameRecord } from './apply.ts';
import type { Rejected } from './moves.ts';
import { isFirstPastLine } from './red-lines.ts';
import { finalScores } from './scoring.ts';
import type { GameState } from './state.ts';

export type PopulationSeries = {
  /** per seat (Dale's included), the population at the end of round 1, 2, … */
  readonly rounds: readonly (readonly number[])[];
  /** per seat, the population after goals and money; undefined until the game is finished */
  readonly final: readonly number[] | undefined;
  /** the red lines between the lowest and the highest point, each as the first population value past it, ascending */
  readonly redLines: readonly number[];
};

/** Rounds a state has behind it: the one in play counts once the game is over. */
const roundsDone = (state: GameState): number => (state.phase === 'finished' ? state.round : state.round - 1);

/** Red lines with a point on either side: a line lies between v − 1 and v for each first value past it v. */
const redLinesWithin = (low: number, high: number): number[] => {
  const lines: number[] = [];
  for (let v = low + 1; v <= high; v++) if (isFirstPastLine(v)) lines.push(v);
  return lines;
};

/**
 * The series of a game from its record (options, seed, rules version, move log); refused as replay refuses it.
 * Rounds an undo takes back are dropped with it.
 */
export const populationSeries = (record: GameRecord): PopulationSeries | Rejected => {
  const ends: (readonly number[])[] = [];
  const replayed = replay(record, (_, state) => {
    const done = roundsDone(state);
    ends.length = Math.min(ends.length, done);
    // one entry moves the game on by one turn at most (Dale's with it), so it ends at most one round
    if (ends.length < done) ends.push(state.players.map((p) => p.population));
  });
  if (!replayed.ok) return replayed;
  const seats = replayed.state.players.length;
  const final = finalScores(replayed.state)?.seats.map((s) => s.population);
  const rounds = Array.from({ length: seats }, (_, seat) => ends.map((populations) => populations[seat] ?? 0));
  const points = [...rounds.flat(), ...(final ?? [])];
  const redLines = points.length === 0 ? [] : redLinesWithin(Math.min(...points), Math.max(...points));
  return { rounds, final, redLines };
};
