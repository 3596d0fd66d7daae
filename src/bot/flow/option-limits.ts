/**
 * The bounds of the `/suburbia` options: registered with Discord (src/bot/commands) and checked again on every
 * command, whatever a client sends (a modified client is not held to the registered bounds).
 */
import type { OptionValue } from './types.ts';

export type Bounds = { readonly min: number; readonly max: number };

/** 1 (a solo mode) to 5 (decision 15: five players with or without the 5★ Star tiles). */
export const PLAYERS: Bounds = { min: 1, max: 5 };
/** A turn deadline and the interval between reminders: two weeks at most. */
export const HOURS: Bounds = { min: 1, max: 24 * 14 };
/** A seat number for `/suburbia replace`. */
export const SEAT_NUMBER: Bounds = { min: 1, max: 5 };

export const HOURS_RULE = `Deadlines and reminder intervals are 1 to ${HOURS.max} hours. Nothing was changed.`;

/** A whole number within the bounds, or undefined (a missing option is the caller's to default). */
export const wholeNumber = (value: OptionValue | undefined, bounds: Bounds): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= bounds.min && value <= bounds.max ? value : undefined;
