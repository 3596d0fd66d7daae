/**
 * A record from a game given as plain data (options, seed, rules version, who sat where, the move log), as a stored
 * game or a test holds it: the log is replayed to take each entry's digest and the final result.
 */
import { finalScores, replay, type GameOptions, type GameState, type Move, type Rejected } from '../engine/index.ts';
import { entryDigest, projectionSha256 } from './digest.ts';
import { RECORD_FORMAT, RECORD_FORMAT_VERSION, type FinalResult, type GameRecordFile, type RecordSeat } from './format.ts';

export type GameToRecord = {
  readonly title: string;
  readonly options: GameOptions;
  readonly seed: number;
  readonly rulesVersion: string;
  /** by engine seat, Dale the Bot's included */
  readonly seats: readonly RecordSeat[];
  readonly moves: readonly Move[];
};

/** The final result as a record keeps it; null before the game is finished. */
export const finalResultOf = (state: GameState): FinalResult | null => {
  const scores = finalScores(state);
  if (scores === undefined) return null;
  return {
    seats: scores.seats.map((s) => ({ population: s.population, reputation: s.reputation, income: s.income, money: s.money })),
    standings: scores.standings,
    winners: scores.winners,
  };
};

/** The record of a game; refused as the engine refuses its log (a stored game's log always replays). */
export const buildRecord = (game: GameToRecord): GameRecordFile | Rejected => {
  const after: string[] = [];
  const replayed = replay({ options: game.options, seed: game.seed, rulesVersion: game.rulesVersion, moves: game.moves }, (_, state) => after.push(entryDigest(state)));
  if (!replayed.ok) return replayed;
  if (game.seats.length !== replayed.state.players.length) throw new Error(`${game.seats.length} seats named for a game of ${replayed.state.players.length}`);
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    title: game.title,
    rulesVersion: game.rulesVersion,
    options: game.options,
    seed: game.seed,
    seats: game.seats,
    finalResult: finalResultOf(replayed.state),
    projectionSha256: projectionSha256(replayed.state),
    log: game.moves.map((move, i) => ({ move, after: after[i] ?? '' })),
  };
};
