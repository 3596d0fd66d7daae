/**
 * Scripted ended games of one server for the stats and ratings tests. Times are minutes after 10:00 on the day a
 * game ended; each game's final numbers are given seat by seat, best first unless said otherwise.
 */
import type { GameOptions, Move } from '../../src/engine/index.ts';
import type { EntryActor, PlayedGame, PlayedHolder, PlayedResult, SeatSpan } from '../../src/record/index.ts';
import type { RecordScore } from '../../src/record/format.ts';

const MINUTE = 60_000;
const day = (n: number, minutes: number): Date => new Date(Date.UTC(2026, 10, n, 10) + minutes * MINUTE);

export const ADA = { kind: 'human', userId: 'ada', name: 'Ada' } as const satisfies PlayedHolder;
export const BO = { kind: 'human', userId: 'bo', name: 'Bo' } as const satisfies PlayedHolder;
export const CY = { kind: 'human', userId: 'cy', name: 'Cy' } as const satisfies PlayedHolder;
const BOT = { kind: 'bot' } as const satisfies PlayedHolder;

const by = (holder: PlayedHolder): EntryActor => (holder.kind === 'human' ? { kind: 'human', userId: holder.userId } : { kind: 'bot' });

type Scripted = {
  readonly id: number;
  readonly day: number;
  readonly options: GameOptions;
  /** [seat, fromMove, holder, minute taken] */
  readonly spans: readonly (readonly [number, number, PlayedHolder, number])[];
  /** [kind, minute, actor (undefined: logged before actors were recorded)] */
  readonly entries: readonly (readonly [Move['kind'], number, PlayedHolder | undefined])[];
  readonly result?: PlayedResult;
};

const played = (g: Scripted): PlayedGame => ({
  id: g.id,
  status: g.result === undefined ? 'abandoned' : 'finished',
  options: g.options,
  startedAt: day(g.day, 0),
  endedAt: day(g.day, 120),
  spans: g.spans.map(([seat, fromMove, holder, minute]): SeatSpan => ({ seat, fromMove, holder, since: day(g.day, minute) })),
  entries: g.entries.map(([kind, minute, actor]) => ({ kind, at: day(g.day, minute), actor: actor === undefined ? undefined : by(actor) })),
  result: g.result,
});

const score = (population: number, reputation = 0, income = 0, money = 0): RecordScore => ({ population, reputation, income, money });

/**
 * Game 1, day 2, base game, three seats: Ada, Bo and a bot seat. Ada takes back her first turn (entry 3) and plays
 * it again; Ada and Bo end level on all four numbers: a full tie, and both win.
 */
export const FULL_TIE = played({
  id: 1,
  day: 2,
  options: { players: 3 },
  spans: [[0, 0, ADA, 0], [1, 0, BO, 0], [2, 0, BOT, 0]],
  entries: [
    ['chooseGoal', 5, ADA],
    ['chooseGoal', 8, BO],
    ['keepRandomGoal', 10, BOT],
    ['buy', 12, ADA],
    ['undo', 13, ADA],
    ['buy', 16, ADA],
    ['basic', 26, BO],
    ['buy', 27, BOT],
    ['lake', 33, ADA],
  ],
  result: { seats: [score(52, 5, 3, 2), score(52, 5, 3, 2), score(30)], standings: [0, 1, 2], winners: [0, 1] },
});

/**
 * Game 2, day 3, with Suburbia Inc, two seats: Bo is kicked after entry 3 (at 0:20; the bot plays his seat from
 * entry 4 on), and Cy takes the seat over at 0:35, after entry 6. Cy's seat wins.
 */
export const KICK_AND_REPLACE = played({
  id: 2,
  day: 3,
  options: { players: 2, sets: ['inc'] },
  spans: [[0, 0, ADA, 0], [1, 0, BO, 0], [1, 4, BOT, 20], [1, 7, CY, 35]],
  entries: [
    ['chooseGoal', 1, ADA],
    ['chooseGoal', 2, BO],
    ['buy', 4, ADA],
    ['buy', 9, BO],
    ['buy', 24, ADA],
    ['buy', 24, BOT],
    ['buy', 31, ADA],
    ['buy', 40, CY],
  ],
  result: { seats: [score(70), score(75)], standings: [1, 0], winners: [1] },
});

/** Game 3, day 4, with Suburbia 5★: Ada and Cy; abandoned after Ada's first turn. */
export const ABANDONED = played({
  id: 3,
  day: 4,
  options: { players: 2, sets: ['star'] },
  spans: [[0, 0, ADA, 0], [1, 0, CY, 0]],
  entries: [['buy', 3, ADA]],
});

/** Game 4, day 5, base game: Ada against a bot seat, and she wins. */
export const AGAINST_A_BOT = played({
  id: 4,
  day: 5,
  options: { players: 2 },
  spans: [[0, 0, ADA, 0], [1, 0, BOT, 0]],
  entries: [],
  result: { seats: [score(60), score(50)], standings: [0, 1], winners: [0] },
});

/** Game 5, day 6, Lone Architect with Nightlife: Ada scores 95, an Architectural Designer. */
export const LONE_ARCHITECT = played({
  id: 5,
  day: 6,
  options: { players: 1, solo: 'architect', sets: ['nightlife'] },
  spans: [[0, 0, ADA, 0]],
  entries: [['buy', 6, ADA]],
  result: { seats: [score(95)], standings: [0], winners: [0], solo: { title: 'Architectural Designer' } },
});

/** Game 6, day 7: Ada against Dale the Bot, who beats her. */
export const DALE_WINS = played({
  id: 6,
  day: 7,
  options: { players: 1, solo: 'dale' },
  spans: [[0, 0, ADA, 0], [1, 0, BOT, 0]],
  entries: [],
  result: { seats: [score(40), score(48)], standings: [1, 0], winners: [1], solo: { title: 'Junior Intern', beatDale: false } },
});

/** Game 7, day 8: Ada against Dale the Bot, abandoned. */
export const DALE_ABANDONED = played({
  id: 7,
  day: 8,
  options: { players: 1, solo: 'dale' },
  spans: [[0, 0, ADA, 0], [1, 0, BOT, 0]],
  entries: [],
});

/** Game 8, day 1: Bo and Cy, finished before actors were recorded (the migration's one span a seat, no actors). Bo wins. */
export const BEFORE_ACTORS = played({
  id: 8,
  day: 1,
  options: { players: 2 },
  spans: [[0, 0, BO, 0], [1, 0, CY, 0]],
  entries: [
    ['chooseGoal', 1, undefined],
    ['chooseGoal', 2, undefined],
    ['buy', 3, undefined],
    ['buy', 30, undefined],
  ],
  result: { seats: [score(45), score(44)], standings: [0, 1], winners: [0] },
});

/** Someone named after their user id. */
export const person = (userId: string): PlayedHolder => ({ kind: 'human', userId, name: userId });

/**
 * A finished game of people only on `day`, seat by seat: the seat's holders, handed on before its first move (the
 * last one plays it to the end), and its final population, the other three numbers 0. Level populations tie.
 */
export const finishedAmong = (id: number, day: number, seats: readonly (readonly [readonly PlayedHolder[], number])[]): PlayedGame => {
  const populations = seats.map(([, population]) => population);
  const standings = seats.map((_, seat) => seat).sort((a, b) => (populations[b] ?? 0) - (populations[a] ?? 0));
  const best = Math.max(...populations);
  return played({
    id,
    day,
    options: { players: seats.length },
    spans: seats.flatMap(([holders], seat) => holders.map((holder) => [seat, 0, holder, 0] as const)),
    entries: [],
    result: { seats: populations.map((population) => score(population)), standings, winners: standings.filter((seat) => populations[seat] === best) },
  });
};

/** Every game of the server, in no particular order. */
export const SERVER_GAMES: readonly PlayedGame[] = [KICK_AND_REPLACE, LONE_ARCHITECT, FULL_TIE, DALE_ABANDONED, ABANDONED, BEFORE_ACTORS, AGAINST_A_BOT, DALE_WINS];
