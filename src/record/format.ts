/**
 * A game record: everything needed to replay a finished (or abandoned) game offline and to check that the replay is
 * the game that was played. Plain JSON, written one field a line and one log entry a line so that a person can read
 * it and a diff shows what changed.
 */
import type { GameOptions, Move } from '../engine/index.ts';

/** The `format` field every record carries, and the version of its layout. */
export const RECORD_FORMAT = 'suburbia-game-record';
export const RECORD_FORMAT_VERSION = 1;

/** Who sat at a seat, as the game's messages named them; `bot` for the built-in players and Dale the Bot. */
export type RecordSeat = { readonly name: string; readonly bot: boolean };

/** A seat's final numbers: population after goals and money, then the tie-breakers. */
export type RecordScore = { readonly population: number; readonly reputation: number; readonly income: number; readonly money: number };

export type FinalResult = {
  /** by seat */
  readonly seats: readonly RecordScore[];
  /** seats best first */
  readonly standings: readonly number[];
  /** more than one: a full tie */
  readonly winners: readonly number[];
};

/** One log entry and the digest of the game after it (digest.ts `entryDigest`). */
export type RecordEntry = { readonly move: Move; readonly after: string };

export type GameRecordFile = {
  readonly format: typeof RECORD_FORMAT;
  readonly formatVersion: typeof RECORD_FORMAT_VERSION;
  /** the game's name as its messages carried it */
  readonly title: string;
  readonly rulesVersion: string;
  /** the engine's options: players, solo mode, the sets in play */
  readonly options: GameOptions;
  readonly seed: number;
  /** by seat, Dale the Bot's included */
  readonly seats: readonly RecordSeat[];
  /** null for a game that ended unfinished (abandoned) */
  readonly finalResult: FinalResult | null;
  /** SHA-256 of the canonical projection of the last state (digest.ts `projectionSha256`) */
  readonly projectionSha256: string;
  /** the whole move log, goal choices and undos included */
  readonly log: readonly RecordEntry[];
};

/** The record as JSON text: one field a line, one log entry a line. */
export const recordText = (record: GameRecordFile): string => {
  const { log, ...header } = record;
  const fields = Object.entries(header).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  const entries = log.map((e) => `    ${JSON.stringify(e)}`).join(',\n');
  return ['{', ...fields, '  "log": [', ...(entries === '' ? [] : [entries]), '  ]', '}', ''].join('\n');
};
