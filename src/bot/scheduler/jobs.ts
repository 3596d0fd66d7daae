/**
 * What a due job does (Discord-free: it returns the flow's effects). Every job re-reads the game first; a job
 * scheduled for an earlier version of the game, or for a game that is no longer played, does nothing.
 */
import { choosePolicyMove, type GameState } from '../../engine/index.ts';
import type { GameRecord, JobRecord } from '../../store/types.ts';
import { gameTitle, messageLink, seatName, stateOf, userAt } from '../flow/game.ts';
import { playMove } from '../flow/play.ts';
import type { Effect, FlowDeps } from '../flow/types.ts';
import { HOUR_MS, REMINDER_CAP, timingSettings } from './settings.ts';
import { turnJobPayload, type TurnJobPayload } from './turn-jobs.ts';
import { keepGoalsAtRandom } from './goal-deadline.ts';
import { playBotMoves } from './bot-move.ts';
import { postLateBoard } from './board-job.ts';
import { resumeJobPayload, resumePlay } from './resume.ts';

type Current = { readonly game: GameRecord; readonly state: GameState; readonly payload: TurnJobPayload; readonly user: string };

/** The game and its turn, if the job still belongs to the turn being played. */
const currentTurn = async (deps: FlowDeps, job: JobRecord): Promise<Current | undefined> => {
  const payload = turnJobPayload(job.payload);
  const game = await deps.store.loadById(job.gameId);
  if (payload === undefined || game === undefined || game.status !== 'playing' || game.version !== payload.version) return undefined;
  const state = await stateOf(deps.store, game);
  if (state === undefined || state.phase !== 'playing' || state.toMove !== payload.seat) return undefined;
  const user = userAt(game, payload.seat);
  return user === undefined ? undefined : { game, state, payload, user };
};

const hostLine = (game: GameRecord, state: GameState, seat: number): string =>
  `<@${game.hostUserId}>, as the host of **${gameTitle(game)}** you can act for **${seatName(game, state, seat)}**: \`/suburbia skip\` (once the deadline has passed), \`/suburbia kick\` or \`/suburbia replace\`.`;

/** One reminder per interval, naming the game; the last one also asks the host to act. */
const reminder = async (deps: FlowDeps, job: JobRecord): Promise<readonly Effect[]> => {
  const current = await currentTurn(deps, job);
  if (current === undefined) return [];
  const { game, state, payload, user } = current;
  const count = payload.count + 1;
  const last = count >= REMINDER_CAP;
  const lines = [`Reminder ${count}/${REMINDER_CAP}: <@${user}>, it is still your turn in **${gameTitle(game)}** (round ${state.round}). ${messageLink(game)}`];
  if (last) lines.push(hostLine(game, state, payload.seat));
  else {
    const next: TurnJobPayload = { ...payload, count };
    await deps.store.scheduleJob({ gameId: game.id, kind: 'reminder', key: `${payload.version}.${count}`, delayMs: timingSettings(game).reminderHours * HOUR_MS, payload: next });
  }
  const ping = last && game.hostUserId !== user ? [user, game.hostUserId] : [user];
  return [{ kind: 'post', channelId: game.channelId, message: { content: lines.join('\n'), ping } }];
};

/** The turn deadline: the built-in policy plays the turn (auto-skip), or the host is asked to. */
const deadline = async (deps: FlowDeps, job: JobRecord): Promise<readonly Effect[]> => {
  const current = await currentTurn(deps, job);
  if (current === undefined) return [];
  const { game, state, payload } = current;
  const name = seatName(game, state, payload.seat);
  if (!timingSettings(game).autoSkip) {
    return [{ kind: 'post', channelId: game.channelId, message: { content: `The turn deadline of **${name}** in **${gameTitle(game)}** has passed.\n${hostLine(game, state, payload.seat)}`, ping: [game.hostUserId] } }];
  }
  const played = await playMove(deps, { game, state }, choosePolicyMove(state), { kind: 'bot', why: 'deadline', strength: 'normal' });
  if (!played.ok) return [];
  const notice: Effect = {
    kind: 'post',
    channelId: game.channelId,
    message: { content: `⏰ The turn deadline of **${name}** in **${gameTitle(game)}** has passed: the built-in player played that turn for them.` },
  };
  return [notice, ...played.effects];
};

/** The pause's own resume job: it ends the pause it names (nothing, once that pause has ended). */
const resume = async (deps: FlowDeps, job: JobRecord): Promise<readonly Effect[]> => {
  const payload = resumeJobPayload(job.payload);
  return (payload === undefined ? undefined : await resumePlay(deps, job.gameId, payload)) ?? [];
};

export const runJob = async (deps: FlowDeps, job: JobRecord): Promise<readonly Effect[]> => {
  // a pause cancels the game's other jobs; one that fires all the same (claimed as the pause began) does nothing
  if (job.kind !== 'resume' && (await deps.store.openPause(job.gameId)) !== undefined) return [];
  switch (job.kind) {
    case 'reminder':
      return reminder(deps, job);
    case 'deadline':
      return deadline(deps, job);
    case 'goal_deadline':
      return keepGoalsAtRandom(deps, job.gameId);
    case 'bot_move':
      return playBotMoves(deps, job);
    case 'resume':
      return resume(deps, job);
    case 'board':
      return postLateBoard(deps, job);
  }
};
