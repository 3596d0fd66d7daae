/**
 * `/suburbia pause [days]` and `/suburbia resume`: the host stops the clock of a game in play for a while (a holiday,
 * a busy week). While it is paused no move is made (src/bot/flow/paused.ts), bots do not move and no reminder or
 * deadline runs; it resumes by itself when the pause runs out (src/bot/scheduler/resume.ts), or earlier by
 * `/suburbia resume`. Every pause is a stored record, and the caps are checked against them.
 */
import { gameTitle } from '../flow/game.ts';
import { fullTime } from '../flow/paused.ts';
import { privately } from '../flow/replies.ts';
import { wholeNumber, type Bounds } from '../flow/option-limits.ts';
import type { CommandEvent, Effect, FlowDeps } from '../flow/types.ts';
import { HOUR_MS } from '../scheduler/settings.ts';
import { PAUSED_JOB_KINDS, resumePlay, resumeJob } from '../scheduler/resume.ts';
import { hostOnly, playingGame, relativeTime } from './common.ts';

/** Days one pause lasts at most. */
export const PAUSE_DAYS: Bounds = { min: 1, max: 7 };
/**
 * Days one pause lasts when the host names none: long enough for a weekend away, short enough that a pause the host
 * forgot about holds the table up for days, not a week (alternative: the longest, 7).
 */
export const DEFAULT_PAUSE_DAYS = 3;
/** Days a game may spend paused in all: a pause ended early counts only until it ended. */
export const PAUSE_ALLOWANCE_DAYS = 14;
const DAY_MS = 24 * HOUR_MS;

/** "2 days 5 hours", rounded down to the hour. */
const duration = (ms: number): string => {
  const hours = Math.floor(ms / HOUR_MS);
  const days = Math.floor(hours / 24);
  const parts = [days > 0 ? `${days} day${days === 1 ? '' : 's'}` : '', hours % 24 > 0 ? `${hours % 24} hour${hours % 24 === 1 ? '' : 's'}` : ''].filter((p) => p !== '');
  return parts.length === 0 ? 'less than an hour' : parts.join(' ');
};

export const pauseCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const found = await playingGame(deps, event);
  if (!found.ok) return found.effects;
  const { game } = found.playing;
  const refused = hostOnly(game, event.actor.userId, 'pause the game');
  if (refused !== undefined) return refused;
  const given = event.options['days'];
  const days = given === undefined ? DEFAULT_PAUSE_DAYS : wholeNumber(given, PAUSE_DAYS);
  if (days === undefined) return privately(`A pause lasts ${PAUSE_DAYS.min} to ${PAUSE_DAYS.max} days. Nothing was changed.`);
  const paused = await deps.store.pauseGame({
    gameId: game.id,
    pausedByUserId: event.actor.userId,
    durationMs: days * DAY_MS,
    maxTotalMs: PAUSE_ALLOWANCE_DAYS * DAY_MS,
    jobs: (pause) => ({ kinds: PAUSED_JOB_KINDS, jobs: [resumeJob(pause)] }),
  });
  if (!paused.ok) {
    if (paused.reason === 'paused') return privately(`**${gameTitle(game)}** is already paused until ${fullTime(paused.until)}: resume it with \`/suburbia resume\`. Nothing was changed.`);
    if (paused.reason === 'pause-allowance') {
      return privately(`A game can be paused ${PAUSE_ALLOWANCE_DAYS} days in all; **${gameTitle(game)}** has ${duration(paused.leftMs)} of pause left. Nothing was changed.`);
    }
    return privately(`**${gameTitle(game)}** is no longer in play. Nothing was changed.`);
  }
  const { pause } = paused;
  return [
    { kind: 'answer', message: { content: `You paused **${gameTitle(game)}** for ${days} day${days === 1 ? '' : 's'}.` } },
    {
      kind: 'post',
      channelId: game.channelId,
      message: { content: `⏸️ <@${pause.pausedByUserId}> paused **${gameTitle(game)}** until ${fullTime(pause.until)} (${relativeTime(pause.until)}): no moves, reminders or deadlines until then. The host can resume it earlier with \`/suburbia resume\`.` },
    },
  ];
};

export const resumeCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const found = await playingGame(deps, event);
  if (!found.ok) return found.effects;
  const { game } = found.playing;
  const refused = hostOnly(game, event.actor.userId, 'resume the game');
  if (refused !== undefined) return refused;
  const pause = await deps.store.openPause(game.id);
  const effects = pause === undefined ? undefined : await resumePlay(deps, game.id, { host: true });
  if (pause === undefined || effects === undefined) return privately(`**${gameTitle(game)}** is not paused. Nothing was changed.`);
  return [{ kind: 'answer', message: { content: `You resumed **${gameTitle(game)}**: the turn clock starts again now.` } }, ...effects];
};
