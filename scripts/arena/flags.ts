/** The arena's flags, checked: bad ones give the one line that says what is wrong. */
import { parseArgs } from 'node:util';
import type { GameOptions } from '../../src/engine/index.ts';
import { parseSetsFlag } from '../sets-flag.ts';
import { wholeNumber } from '../number-flag.ts';
import { isSeatName, SEAT_NAMES, type SeatName } from './seats.ts';

export type ArenaFlags = {
  readonly options: GameOptions;
  readonly seats: readonly SeatName[];
  readonly games: number;
  readonly seed: number;
  readonly budget?: number;
  readonly jobs: number;
  /** set in a child process: it plays the games g with g mod of === index */
  readonly part?: { readonly index: number; readonly of: number };
};

export const ARENA_USAGE = 'usage: npm run arena -- --players N --seats hard,normal,... --games K --seed S [--sets inc,star,nightlife,con,essen] [--budget B] [--jobs J]';

const parsePart = (text: string | undefined): ArenaFlags['part'] | string => {
  if (text === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const of = Number(match?.[2]);
  if (match === null || index >= of) return `--part must be i/J with i < J, got "${text}"`;
  return { index, of };
};

export const parseArenaFlags = (argv: readonly string[]): ArenaFlags | string => {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        players: { type: 'string' },
        seats: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        sets: { type: 'string' },
        budget: { type: 'string' },
        jobs: { type: 'string' },
        part: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  // a table of 2 to 5 (decision 15: five players); alone there is no one to beat
  const players = wholeNumber('players', values.players, 2, 5);
  if (typeof players === 'string') return players;
  const names = (values.seats ?? '').split(',').map((s) => s.trim());
  const unknown = names.find((n) => !isSeatName(n));
  if (unknown !== undefined) return `--seats takes ${SEAT_NAMES.join(', ')} separated by commas, got "${unknown}"`;
  if (names.length !== players) return `--seats must name ${players} seats, got ${names.length}`;
  const games = wholeNumber('games', values.games, 1, 1_000_000);
  if (typeof games === 'string') return games;
  const seed = wholeNumber('seed', values.seed, 0, 0xffff_ffff);
  if (typeof seed === 'string') return seed;
  const budget = values.budget === undefined ? undefined : wholeNumber('budget', values.budget, 1, 10_000_000);
  if (typeof budget === 'string') return budget;
  const jobs = values.jobs === undefined ? 1 : wholeNumber('jobs', values.jobs, 1, 64);
  if (typeof jobs === 'string') return jobs;
  const part = parsePart(values.part);
  if (typeof part === 'string') return part;
  const sets = parseSetsFlag(values.sets);
  if (typeof sets === 'string') return sets;
  return {
    options: { players, ...(sets.length === 0 ? {} : { sets }) },
    seats: names.filter(isSeatName),
    games,
    seed,
    ...(budget === undefined ? {} : { budget }),
    jobs,
    ...(part === undefined ? {} : { part }),
  };
};
