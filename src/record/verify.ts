/**
 * Replaying a record and checking it against itself: the engine must accept every entry, the game after each entry
 * must have the recorded digest, and the end must have the recorded final result and projection hash. The first
 * thing that does not hold is the refusal, naming the log entry where it goes wrong. Anyone with this program can
 * write a record that passes: this catches corruption and careless edits, not forgery.
 */
import { replay, type GameState } from '../engine/index.ts';
import { finalResultOf } from './build.ts';
import { entryDigest, projectionSha256 } from './digest.ts';
import type { FinalResult, GameRecordFile, RecordScore } from './format.ts';

export type Verified = { readonly ok: true; readonly state: GameState };
/** What is wrong, and the index of the log entry where it first goes wrong when there is one. */
export type Refusal = { readonly ok: false; readonly problem: string; readonly move?: number };

/** "move 57 (Bo: buy)" */
const entryName = (record: GameRecordFile, index: number): string => {
  const move = record.log[index]?.move;
  const who = move === undefined ? undefined : record.seats[move.seat]?.name ?? `seat ${move.seat + 1}`;
  return `move ${index} (${who ?? '?'}: ${move?.kind ?? '?'})`;
};

const refusedAt = (record: GameRecordFile, index: number, what: string): Refusal => ({ ok: false, problem: `${entryName(record, index)}: ${what}`, move: index });

const SCORE_FIELDS: readonly (keyof RecordScore)[] = ['population', 'reputation', 'income', 'money'];

/** The first difference between the recorded final result and the replayed one, in words. */
const resultDifference = (record: GameRecordFile, replayed: FinalResult | null): string | undefined => {
  const recorded = record.finalResult;
  if (recorded === null || replayed === null) {
    if (recorded === replayed) return undefined;
    return recorded === null ? 'the record has no final result, but its log finishes the game' : 'the record has a final result, but its log ends before the game does';
  }
  for (const [seat, score] of replayed.seats.entries()) {
    const kept = recorded.seats[seat];
    for (const field of SCORE_FIELDS) {
      if (kept?.[field] !== score[field]) return `final result: ${record.seats[seat]?.name ?? `seat ${seat + 1}`}'s ${field} is ${kept?.[field] ?? 'missing'} in the record, ${score[field]} on replay`;
    }
  }
  if (recorded.seats.length !== replayed.seats.length) return `final result: ${recorded.seats.length} seats in the record, ${replayed.seats.length} on replay`;
  if (recorded.standings.join() !== replayed.standings.join()) return `final result: the standings are ${recorded.standings.join(', ')} in the record, ${replayed.standings.join(', ')} on replay`;
  if (recorded.winners.join() !== replayed.winners.join()) return `final result: the winners are ${recorded.winners.join(', ')} in the record, ${replayed.winners.join(', ')} on replay`;
  return undefined;
};

export const verifyRecord = (record: GameRecordFile): Verified | Refusal => {
  const digests: string[] = [];
  const moves = record.log.map((e) => e.move);
  let replayed: ReturnType<typeof replay> | Error;
  try {
    replayed = replay({ options: record.options, seed: record.seed, rulesVersion: record.rulesVersion, moves }, (_, state) => digests.push(entryDigest(state)));
  } catch (error) {
    // the parser checks only a move's kind and seat; a move missing a field the engine reads stops the engine
    replayed = error as Error;
  }
  const differs = digests.findIndex((d, i) => d !== record.log[i]?.after);
  if (differs >= 0) return refusedAt(record, differs, 'the game after it is not the one recorded');
  if (replayed instanceof Error) return refusedAt(record, digests.length, `the engine cannot read this move (${replayed.message})`);
  if (!replayed.ok) {
    const { code, detail } = replayed.rejection;
    if (code === 'rulesVersionMismatch') return { ok: false, problem: `rules version: ${detail ?? code}` };
    return refusedAt(record, digests.length, `the engine refuses it (${code})`);
  }
  const { state } = replayed;
  if (record.seats.length !== state.players.length) return { ok: false, problem: `${record.seats.length} seats named for a game of ${state.players.length}` };
  const difference = resultDifference(record, finalResultOf(state));
  if (difference !== undefined) return { ok: false, problem: difference };
  if (projectionSha256(state) !== record.projectionSha256) return { ok: false, problem: 'the SHA-256 of the final projection is not the recorded one' };
  return { ok: true, state };
};
