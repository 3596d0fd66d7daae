/**
 * The scheduled rows that belong to the current turn: a reminder after one interval and the deadline, both due
 * by the database's clock. Each carries the game version it was scheduled for; any later change to the game
 * makes it outdated, and it then does nothing when it comes due.
 */
import type { GameState } from '../../engine/index.ts';
import type { GameJob, Store } from '../../store/store.ts';
import type { GameRecord } from '../../store/types.ts';
import { HOUR_MS, timingSettings } from './settings.ts';

export type TurnJobPayload = { readonly version: number; readonly seat: number; readonly count: number };

const humanToMove = (game: GameRecord, state: GameState): boolean =>
  state.phase === 'playing' && state.players[state.toMove]?.isDale !== true && game.seats[state.toMove]?.kind === 'human';

/**
 * The reminder and deadline of the turn now to play (none when no person is to move), counted from the start of
 * the turn (`elapsedMs` ago; 0 for a turn that starts now). Keys carry the version, so a job that a late claimer
 * reschedules never replaces a newer turn's.
 */
export const turnJobs = (game: GameRecord, state: GameState, elapsedMs = 0): readonly GameJob[] => {
  if (game.status !== 'playing' || !humanToMove(game, state)) return [];
  const settings = timingSettings(game);
  const payload: TurnJobPayload = { version: game.version, seat: state.toMove, count: 0 };
  const key = String(game.version);
  return [
    { kind: 'reminder', key, delayMs: settings.reminderHours * HOUR_MS - elapsedMs, payload },
    { kind: 'deadline', key, delayMs: settings.deadlineHours * HOUR_MS - elapsedMs, payload },
  ];
};

/** Replaces the game's reminder and deadline with those of the turn now to play (see turnJobs). */
export const scheduleTurnJobs = async (store: Store, game: GameRecord, state: GameState, elapsedMs = 0): Promise<void> => {
  await store.replaceJobs({ gameId: game.id, kinds: ['reminder', 'deadline'], jobs: turnJobs(game, state, elapsedMs) });
};

/** The secret-goal deadline, set once when the game starts (goal choices do not move it). */
export const goalDeadlineJob = (game: GameRecord): GameJob => ({ kind: 'goal_deadline', delayMs: timingSettings(game).deadlineHours * HOUR_MS, payload: { version: game.version } });

/** What scheduleTurnJobs wrote into a job, or undefined for anything else. */
export const turnJobPayload = (payload: unknown): TurnJobPayload | undefined => {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const p = payload as Record<string, unknown>;
  return typeof p['version'] === 'number' && typeof p['seat'] === 'number' && typeof p['count'] === 'number'
    ? { version: p['version'], seat: p['seat'], count: p['count'] }
    : undefined;
};
