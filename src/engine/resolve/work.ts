/**
 * A turn is resolved on a Work: mutable copies of the players' numbers plus the list of changes, over the
 * unchanged (shared, immutable) boroughs of the state. Nothing here deep-clones the state, so a placement menu can
 * preview dozens of cells cheaply.
 */
import type { Cause, Change } from '../moves.ts';
import { isFirstPastLine } from '../red-lines.ts';
import type { GameState, PlacedTile, Seat } from '../state.ts';
import { tileById, type Stat } from '../tiles/index.ts';

export type WorkPlayer = {
  money: number;
  income: number;
  reputation: number;
  population: number;
  investmentsLeft: number;
  borough: readonly PlacedTile[];
};

export type Work = {
  readonly state: GameState;
  readonly players: WorkPlayer[];
  readonly changes: Change[];
  placedCount: number;
};

export const startWork = (state: GameState): Work => ({
  state,
  players: state.players.map((p) => ({
    money: p.money,
    income: p.income,
    reputation: p.reputation,
    population: p.population,
    investmentsLeft: p.investmentsLeft,
    borough: p.borough,
  })),
  changes: [],
  placedCount: state.placedCount,
});

export const workPlayer = (work: Work, seat: Seat): WorkPlayer => {
  const p = work.players[seat];
  if (p === undefined) throw new Error(`no seat ${seat}`);
  return p;
};

/**
 * Lone Architect (decision 7): crossing a red line gives +2 income and +2 reputation, as seed 000 is written
 * (alternative: a printed −2/−2). Crossing back down reverses it (−2/−2), mirroring the base rule (R5).
 */
export const LONE_ARCHITECT_RED_LINE_BONUS = 2;
/** Base game: each red line crossed upward costs 1 income and 1 reputation; crossing back down returns them. */
const BASE_RED_LINE_PENALTY = -1;

const record = (work: Work, seat: Seat, stat: Stat, delta: number, wanted: number, cause: Cause): void => {
  if (delta === 0 && wanted === 0) return;
  work.changes.push(delta === wanted ? { seat, stat, delta, cause } : { seat, stat, delta, wanted, cause });
};

/** Moves income or reputation, stopping at the track limits (−5..15). */
const moveTrack = (work: Work, seat: Seat, stat: 'income' | 'reputation', wanted: number, cause: Cause): void => {
  const p = workPlayer(work, seat);
  const { trackMin, trackMax } = work.state.table;
  const next = Math.min(trackMax, Math.max(trackMin, p[stat] + wanted));
  const delta = next - p[stat];
  p[stat] = next;
  record(work, seat, stat, delta, wanted, cause);
};

/** The one entry point for every stat change: tracks are clamped, population applies red lines at once. */
export const adjust = (work: Work, seat: Seat, stat: Stat, amount: number, cause: Cause): void => {
  if (amount === 0) return;
  if (stat === 'income' || stat === 'reputation') moveTrack(work, seat, stat, amount, cause);
  else if (stat === 'money') {
    const p = workPlayer(work, seat);
    p.money += amount;
    record(work, seat, 'money', amount, amount, cause);
  } else movePopulation(work, seat, amount, cause);
};

/**
 * Population never goes below 0; each step below 0 costs $1 while money lasts and the unpaid steps do not happen
 * (decision 11). Every red line crossed, either way, is applied the moment it is crossed (decision 4).
 */
const movePopulation = (work: Work, seat: Seat, amount: number, cause: Cause): void => {
  const p = workPlayer(work, seat);
  const from = p.population;
  const to = Math.max(0, from + amount);
  const belowZero = to - (from + amount);
  p.population = to;
  record(work, seat, 'population', to - from, amount, cause);
  if (belowZero > 0) {
    const paid = Math.min(belowZero, p.money);
    if (paid > 0) adjust(work, seat, 'money', -paid, { ...cause, text: `${cause.text} (population at 0: $1 per step)` });
  }
  if (to > from) for (let v = from + 1; v <= to; v++) if (isFirstPastLine(v)) crossRedLine(work, seat, v, 'up');
  if (to < from) for (let v = from; v > to; v--) if (isFirstPastLine(v)) crossRedLine(work, seat, v, 'down');
};

const crossRedLine = (work: Work, seat: Seat, line: number, direction: 'up' | 'down'): void => {
  const perLine = work.state.options.solo === 'architect' ? LONE_ARCHITECT_RED_LINE_BONUS : BASE_RED_LINE_PENALTY;
  const sign = direction === 'up' ? 1 : -1;
  const text = direction === 'up' ? `crossed the red line at ${line}` : `dropped back below the red line at ${line}`;
  const cause: Cause = { kind: 'redLine', redLine: line, text };
  moveTrack(work, seat, 'income', perLine * sign, cause);
  moveTrack(work, seat, 'reputation', perLine * sign, cause);
  // Casino / PR Firm react only to upward crossings (decision 2; alternative: take the bonus back going down).
  if (direction === 'down') return;
  for (const placed of workPlayer(work, seat).borough) {
    if (placed.faceDown === 'lake') continue;
    for (const effect of tileById(placed.tileId).effects) {
      if (effect.kind !== 'perRedLineCrossed') continue;
      const times = placed.invested ? 2 : 1;
      adjust(work, seat, effect.stat, effect.amount * times, {
        kind: 'tile',
        tileId: placed.tileId,
        ownerSeat: seat,
        at: placed.at,
        redLine: line,
        text: `red line crossed at ${line}`,
      });
    }
  }
};
