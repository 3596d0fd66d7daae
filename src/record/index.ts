/**
 * Game records: a finished or abandoned game as one JSON file (format.ts) that replays offline. Built from plain data
 * (build.ts), read from untrusted text (parse.ts) and checked by replaying it (verify.ts) against the digests it
 * carries (digest.ts). Imports only the engine.
 */
export { buildRecord, finalResultOf, type GameToRecord } from './build.ts';
export { entryDigest, projectionSha256, ENTRY_DIGEST_LENGTH } from './digest.ts';
export { recordText, RECORD_FORMAT, RECORD_FORMAT_VERSION, type FinalResult, type GameRecordFile, type RecordEntry, type RecordScore, type RecordSeat } from './format.ts';
export { parseRecord, type Parsed } from './parse.ts';
export { verifyRecord, type Refusal, type Verified } from './verify.ts';
export { finalHolders, isSolo, isTurnEntry, peopleOf, playedResultOf, spanAt, standingTurns, type EntryActor, type PlayedEntry, type PlayedGame, type PlayedHolder, type PlayedResult, type SeatSpan } from './played.ts';
export { personStats, type MultiplayerStats, type PersonStats, type SoloStats } from './stats.ts';
export { leaderboard, placesOf, type Leaderboard, type PlayerRating, type RatedGame, type RatingChange } from './ratings.ts';
