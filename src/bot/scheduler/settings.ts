/**
 * A game's timing settings, kept in its stored options beside the engine's: turn deadline, reminder interval and
 * whether a passed deadline plays the turn automatically.
 */
import type { GameRecord, Json } from '../../store/types.ts';
import { HOURS } from '../flow/option-limits.ts';

export type TimingSettings = { readonly deadlineHours: number; readonly reminderHours: number; readonly autoSkip: boolean };

/** Hours a player has for a turn, and between reminders, unless `/suburbia new` or `settings` chose others. */
export const DEFAULT_DEADLINE_HOURS = 48;
export const DEFAULT_REMINDER_HOURS = 24;

/**
 * A passed turn deadline plays the turn with the built-in policy unless the host turned it off (R15; alternative:
 * off by default, leaving every stalled turn to the host's `skip`).
 */
export const DEFAULT_AUTO_SKIP = true;
/** Reminders per turn; after the last one the host is asked to act. */
export const REMINDER_CAP = 3;
export const HOUR_MS = 3_600_000;

const isRecord = (value: Json): value is { readonly [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored number of hours; one stored before the bounds were checked counts as the longest allowed. */
const hours = (value: Json | undefined, fallback: number): number => (typeof value === 'number' && value > 0 ? Math.min(value, HOURS.max) : fallback);

export const timingSettings = (game: Pick<GameRecord, 'options'>): TimingSettings => {
  const o = isRecord(game.options) ? game.options : {};
  return {
    deadlineHours: hours(o['deadlineHours'], DEFAULT_DEADLINE_HOURS),
    reminderHours: hours(o['reminderHours'], DEFAULT_REMINDER_HOURS),
    autoSkip: typeof o['autoSkip'] === 'boolean' ? o['autoSkip'] : DEFAULT_AUTO_SKIP,
  };
};

export const describeSettings = (s: TimingSettings): string =>
  `turn deadline ${s.deadlineHours} h · reminders every ${s.reminderHours} h (at most ${REMINDER_CAP}) · a passed deadline ${s.autoSkip ? 'plays the turn automatically' : 'waits for the host to skip'}`;
