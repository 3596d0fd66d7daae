/**
 * The end of a pause (src/bot/moderation/pause.ts), when it runs out (its resume job, so a restart keeps it) or by
 * the host's `/suburbia resume`: the pause record is closed and, in the same transaction, the game's jobs start
 * again as for a turn that starts now: the reminder and deadline of the person to move, or a bot_move job due at
 * once; in the goals phase a fresh secret-goal deadline too. A public post says the game resumed and pings whoever
 * is to move.
 */
import type { GameState } from '../../engine/index.ts';
import type { GameJob, JobReplacement } from '../../store/store.ts';
import type { GameRecord, JobKind, PauseRecord } from '../../store/types.ts';
import { gameTitle, stateOf, userAt } from '../flow/game.ts';
import { announce } from '../flow/play.ts';
import type { Effect, FlowDeps } from '../flow/types.ts';
import { NEXT_JOB_KINDS, nextJobs, wakeForBots } from './next-jobs.ts';
import { goalDeadlineJob } from './turn-jobs.ts';

/** The jobs a pause cancels (and its resume job): none of them runs while the game is paused. */
export const PAUSED_JOB_KINDS = [...NEXT_JOB_KINDS, 'goal_deadline', 'resume', 'board'] as const satisfies readonly JobKind[];

export type ResumeJobPayload = { readonly pause: number };

/** The job that ends `pause` when it runs out. */
export const resumeJob = (pause: PauseRecord): GameJob => ({
  kind: 'resume',
  key: String(pause.id),
  delayMs: pause.until.getTime() - pause.startedAt.getTime(),
  payload: { pause: pause.id } satisfies ResumeJobPayload,
});

/** What a resume job holds, or undefined for anything else. */
export const resumeJobPayload = (payload: unknown): ResumeJobPayload | undefined => {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const pause = (payload as Record<string, unknown>)['pause'];
  return typeof pause === 'number' ? { pause } : undefined;
};

/** The jobs of the resumed game, as for a turn (or the goal choice) that starts now. */
const resumedJobs = (state: GameState) => (game: GameRecord): JobReplacement => ({
  kinds: PAUSED_JOB_KINDS,
  jobs: [...nextJobs(game, state).jobs, ...(state.phase === 'goals' ? [goalDeadlineJob(game)] : [])],
});

/** The people still choosing a secret goal. */
const choosing = (game: GameRecord, state: GameState): readonly string[] =>
  state.players.flatMap((p, seat) => {
    const user = userAt(game, seat);
    return p.secretGoalOffers.length > 0 && user !== undefined ? [user] : [];
  });

export type ResumedBy = { readonly host: true } | { readonly pause: number };

/**
 * Resumes the game: by the host (whatever pause is open) or when the pause `pause` runs out (nothing, once that pause
 * has ended). The effects to carry out, or undefined when the game was not paused.
 */
export const resumePlay = async (deps: FlowDeps, gameId: number, by: ResumedBy): Promise<readonly Effect[] | undefined> => {
  const game = await deps.store.loadById(gameId);
  const state = game === undefined ? undefined : await stateOf(deps.store, game);
  if (state === undefined) return undefined;
  const jobs = resumedJobs(state);
  const resumed = await deps.store.resumeGame({ gameId, ...('pause' in by ? { pauseId: by.pause } : {}), jobs });
  if (!resumed.ok) return undefined;
  const now = resumed.game;
  wakeForBots(deps, jobs(now));
  const words = `▶️ **${gameTitle(now)}** ${'host' in by ? 'was resumed by its host' : 'is no longer paused: its pause ran out'}.`;
  if (state.phase === 'goals') {
    const people = choosing(now, state);
    const rest = people.length === 0 ? '' : ` ${people.map((p) => `<@${p}>`).join(' ')}: keep your secret goal (the button under the start message, or your DMs); a fresh goal deadline has begun.`;
    return [{ kind: 'post', channelId: now.channelId, message: { content: `${words}${rest}`, ping: people } }];
  }
  // the turn message, posted again with its fresh buttons and the ping of the person to move
  return announce(deps.store, { game: now, state }, [], `${words} `);
};
