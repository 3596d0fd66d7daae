/**
 * Reading a record from untrusted text: every field is checked for its type and range, so what reaches the engine is
 * a record of the right shape; whether its moves are legal is the engine's to say (verify.ts).
 */
import { isSetId, SOLO_MODES, type GameOptions, type Move } from '../engine/index.ts';
import { ENTRY_DIGEST_LENGTH } from './digest.ts';
import { RECORD_FORMAT, RECORD_FORMAT_VERSION, type FinalResult, type GameRecordFile, type RecordEntry, type RecordScore, type RecordSeat } from './format.ts';

export type Parsed = { readonly ok: true; readonly record: GameRecordFile } | { readonly ok: false; readonly problem: string };

type Obj = { readonly [key: string]: unknown };

/** A field that is not what the record needs; caught once, at the top, and turned into the refusal. */
class Malformed extends Error {}

const fail = (where: string, what: string): never => {
  throw new Malformed(`\`${where}\` ${what}`);
};

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const obj = (v: unknown, where: string): Obj => (isObj(v) ? v : fail(where, 'must be an object'));
const str = (v: unknown, where: string): string => (typeof v === 'string' ? v : fail(where, 'must be a string'));
const bool = (v: unknown, where: string): boolean => (typeof v === 'boolean' ? v : fail(where, 'must be true or false'));
const arr = (v: unknown, where: string): readonly unknown[] => (Array.isArray(v) ? v : fail(where, 'must be a list'));
const int = (v: unknown, where: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fail(where, `must be a whole number${min === Number.MIN_SAFE_INTEGER ? '' : ` from ${min} to ${max}`}`);
const hex = (v: unknown, where: string, length: number): string =>
  typeof v === 'string' && new RegExp(`^[0-9a-f]{${length}}$`).test(v) ? v : fail(where, `must be ${length} lower-case hex digits`);

const MAX_SEED = 0xffff_ffff;
const MAX_PLAYERS = 5;
const LAST_SEAT = MAX_PLAYERS - 1;

const optionsOf = (v: unknown): GameOptions => {
  const o = obj(v, 'options');
  const extra = Object.keys(o).filter((k) => !['players', 'solo', 'sets'].includes(k));
  if (extra.length > 0) fail(`options.${extra[0] ?? ''}`, 'is not an option a game is played with');
  const players = int(o['players'], 'options.players', 1, MAX_PLAYERS);
  const solo = o['solo'] === undefined ? undefined : SOLO_MODES.find((m) => m === o['solo']) ?? fail('options.solo', `must be one of ${SOLO_MODES.join(', ')}`);
  if ((players === 1) !== (solo !== undefined)) fail('options.solo', 'is given exactly when one person plays');
  const sets = o['sets'] === undefined ? undefined : arr(o['sets'], 'options.sets').map((s, i) => (typeof s === 'string' && isSetId(s) ? s : fail(`options.sets[${i}]`, 'is not a set')));
  return { players, ...(solo === undefined ? {} : { solo }), ...(sets === undefined ? {} : { sets }) };
};

const seatOf = (v: unknown, i: number): RecordSeat => {
  const s = obj(v, `seats[${i}]`);
  return { name: str(s['name'], `seats[${i}].name`), bot: bool(s['bot'], `seats[${i}].bot`) };
};

/** A move's own fields are the engine's to judge; here only that it is an object naming its kind and seat. */
const entryOf = (v: unknown, i: number): RecordEntry => {
  const e = obj(v, `log[${i}]`);
  const move = obj(e['move'], `log[${i}].move`);
  str(move['kind'], `log[${i}].move.kind`);
  int(move['seat'], `log[${i}].move.seat`, 0, LAST_SEAT);
  return { move: move as Move, after: hex(e['after'], `log[${i}].after`, ENTRY_DIGEST_LENGTH) };
};

const seatList = (v: unknown, where: string): readonly number[] => arr(v, where).map((s, i) => int(s, `${where}[${i}]`, 0, LAST_SEAT));

const scoreOf = (v: unknown, i: number): RecordScore => {
  const s = obj(v, `finalResult.seats[${i}]`);
  const n = (key: string): number => int(s[key], `finalResult.seats[${i}].${key}`);
  return { population: n('population'), reputation: n('reputation'), income: n('income'), money: n('money') };
};

const finalResultOf = (v: unknown): FinalResult | null => {
  if (v === null) return null;
  const f = obj(v, 'finalResult');
  return { seats: arr(f['seats'], 'finalResult.seats').map(scoreOf), standings: seatList(f['standings'], 'finalResult.standings'), winners: seatList(f['winners'], 'finalResult.winners') };
};

const recordOf = (value: unknown): GameRecordFile => {
  const r = obj(value, 'the record');
  if (r['format'] !== RECORD_FORMAT) fail('format', `must be "${RECORD_FORMAT}"`);
  if (r['formatVersion'] !== RECORD_FORMAT_VERSION) fail('formatVersion', `must be ${RECORD_FORMAT_VERSION}, the version this program reads`);
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    title: str(r['title'], 'title'),
    rulesVersion: str(r['rulesVersion'], 'rulesVersion'),
    options: optionsOf(r['options']),
    seed: int(r['seed'], 'seed', 0, MAX_SEED),
    seats: arr(r['seats'], 'seats').map(seatOf),
    finalResult: finalResultOf(r['finalResult']),
    projectionSha256: hex(r['projectionSha256'], 'projectionSha256', 64),
    log: arr(r['log'], 'log').map(entryOf),
  };
};

/** The record in `text`, or what is wrong with it ("`seed` must be a whole number from 0 to 4294967295"). */
export const parseRecord = (text: string): Parsed => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not JSON: ${(error as Error).message}` };
  }
  try {
    return { ok: true, record: recordOf(value) };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, problem: error.message };
    throw error;
  }
};
