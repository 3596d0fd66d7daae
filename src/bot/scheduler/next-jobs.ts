/**
 * The jobs that carry a game on after any recorded change: the turn's reminder and deadline when a person is to
 * move (turn-jobs.ts), and a bot_move job, due at once, when a bot seat has a decision to make (its secret goal in
 * the goals phase, or its turn). Each replaces the game's pending jobs of these kinds, so only the latest change's
 * jobs stay; each carries the game version it was scheduled for and does nothing once the game has moved on.
 * A move posted without the board, because bot seats play next, also gets a board job (withBoardJob).
 */
import type { GameState, Seat, Strength } from '../../engine/index.ts';
import type { GameJob, JobReplacement } from '../../store/store.ts';
import type { GameRecord, JobKind } from '../../store/types.ts';
import { botStrengthAt, isBotSeat } from '../flow/game.ts';
import type { FlowDeps } from '../flow/types.ts';
import { turnJobs } from './turn-jobs.ts';

export const NEXT_JOB_KINDS = ['reminder', 'deadline', 'bot_move'] as const satisfies readonly JobKind[];

export type BotDecision = { readonly seat: Seat; readonly strength: Strength };

/** The strength a bot seat plays at (every stored bot seat has one; normal is what kicked seats play). */
const strengthAt = (game: GameRecord, seat: Seat): Strength => botStrengthAt(game, seat) ?? 'normal';

/** The bot seat that has a decision to make now, if any: a goal still to keep (lowest seat first), or its turn. */
export const botDecision = (game: GameRecord, state: GameState): BotDecision | undefined => {
  if (game.status !== 'playing') return undefined;
  if (state.phase === 'goals') {
    const seat = state.players.findIndex((p, i) => p.secretGoalOffers.length > 0 && isBotSeat(game, state, i));
    return seat < 0 ? undefined : { seat, strength: strengthAt(game, seat) };
  }
  return state.phase === 'playing' && isBotSeat(game, state, state.toMove) ? { seat: state.toMove, strength: strengthAt(game, state.toMove) } : undefined;
};

/** What a bot_move or board job holds: the game version it was scheduled for. */
export type VersionPayload = { readonly version: number };

/** What a bot_move or board job holds, or undefined for anything else. */
export const versionPayload = (payload: unknown): VersionPayload | undefined => {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const version = (payload as Record<string, unknown>)['version'];
  return typeof version === 'number' ? { version } : undefined;
};

const botMoveJob = (game: GameRecord, delayMs: number): GameJob => ({ kind: 'bot_move', key: String(game.version), delayMs, payload: { version: game.version } satisfies VersionPayload });

/**
 * How long the bots' turns may take before the board is posted without them (board-job.ts). A hard bot's move
 * takes up to about 2 s (src/engine/players/search.ts), so four of them fit; the scheduler polls every 2 s.
 */
export const BOARD_AFTER_MS = 8_000;

/**
 * With the jobs of a move posted without the board (boardLeftToBots, src/bot/flow/board.ts), the board job that
 * posts it should the bots' post be late: stored with the move, so that a restart still posts it. Keyed by the
 * version of that post.
 */
export const withBoardJob = (replacement: JobReplacement, game: GameRecord): JobReplacement => ({
  kinds: [...replacement.kinds, 'board'],
  jobs: [...replacement.jobs, { kind: 'board', key: String(game.version), delayMs: BOARD_AFTER_MS, payload: { version: game.version } satisfies VersionPayload }],
});

/**
 * The jobs of the game as `game` and `state` hold it. `botDelayMs`: when the bot's move comes due (at once, unless
 * the job is only a fallback for a run already under way).
 */
export const nextJobs = (game: GameRecord, state: GameState, botDelayMs = 0): JobReplacement => ({
  kinds: NEXT_JOB_KINDS,
  jobs: [...turnJobs(game, state), ...(botDecision(game, state) === undefined ? [] : [botMoveJob(game, botDelayMs)])],
});

/** Tells the scheduler to look now when a bot's move is due at once (it polls anyway). */
export const wakeForBots = (deps: FlowDeps, replacement: JobReplacement): void => {
  if (replacement.jobs.some((job) => job.kind === 'bot_move' && job.delayMs <= 0)) deps.jobsDue?.();
};

/** Replaces the game's pending reminder, deadline and bot move with those of the game as it is now. */
export const scheduleNextJobs = async (deps: FlowDeps, game: GameRecord, state: GameState): Promise<void> => {
  const replacement = nextJobs(game, state);
  await deps.store.replaceJobs({ gameId: game.id, ...replacement });
  wakeForBots(deps, replacement);
};
