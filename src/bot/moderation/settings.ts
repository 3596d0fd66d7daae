/**
 * `/suburbia settings [deadline] [reminder] [autoskip]`: anyone sees the game's timing settings; the host changes
 * them. The current turn's reminder and deadline are rescheduled at once, still counted from the turn's start.
 */
import type { GameRecord, Json } from '../../store/types.ts';
import { gameTitle, seatLabel, stateOf } from '../flow/game.ts';
import { privately } from '../flow/replies.ts';
import type { CommandEvent, Effect, FlowDeps } from '../flow/types.ts';
import { describeSettings, timingSettings, type TimingSettings } from '../scheduler/settings.ts';
import { scheduleTurnJobs } from '../scheduler/turn-jobs.ts';
import { HOURS, HOURS_RULE, wholeNumber } from '../flow/option-limits.ts';
import { hostOnly, turnStart } from './common.ts';

/** The bot seats and the strength each plays at ("Bots: seat 2 Bot 1 (easy), seat 3 Bot 2 (hard)."); empty without bots. */
const botSeatsLine = (game: GameRecord): string => {
  const bots = game.seats.filter((s) => s.kind === 'bot').map((s) => `seat ${s.order + 1} ${seatLabel(s)}`);
  return bots.length === 0 ? '' : ` Bots: ${bots.join(', ')}.`;
};

export const settingsCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const game = await deps.store.loadByChannel(event.place.channelId);
  if (game === undefined) return privately('There is no unfinished game in this channel.');
  const current = timingSettings(game);
  const given = event.options;
  if (given['deadline'] === undefined && given['reminder'] === undefined && given['autoskip'] === undefined) return privately(`**${gameTitle(game)}**: ${describeSettings(current)}.${botSeatsLine(game)}`);
  const refused = hostOnly(game, event.actor.userId, 'change the settings');
  if (refused !== undefined) return refused;
  // every option given is checked against its bounds, whatever the client sent
  const deadline = given['deadline'] === undefined ? current.deadlineHours : wholeNumber(given['deadline'], HOURS);
  const reminder = given['reminder'] === undefined ? current.reminderHours : wholeNumber(given['reminder'], HOURS);
  if (deadline === undefined || reminder === undefined) return privately(HOURS_RULE);
  const autoSkip = given['autoskip'] ?? current.autoSkip;
  if (typeof autoSkip !== 'boolean') return privately('`autoskip` is yes or no. Nothing was changed.');
  const next: TimingSettings = { deadlineHours: deadline, reminderHours: reminder, autoSkip };
  const options = { ...(typeof game.options === 'object' && game.options !== null && !Array.isArray(game.options) ? game.options : {}), ...next } as Json;
  const changed = await deps.store.setOptions(game.id, options);
  if (!changed.ok) return privately(`**${gameTitle(game)}** has ended; nothing was changed.`);
  const state = await stateOf(deps.store, changed.game);
  // while paused the turn has no reminder or deadline: resuming schedules them with these settings
  if (state !== undefined && state.phase === 'playing' && (await deps.store.openPause(game.id)) === undefined) {
    const elapsed = (await deps.store.now()).getTime() - (await turnStart(deps.store, changed.game)).getTime();
    await scheduleTurnJobs(deps.store, changed.game, state, elapsed);
  }
  const text = `The host changed the settings of **${gameTitle(game)}**: ${describeSettings(next)}.`;
  return [
    { kind: 'answer', message: { content: `Saved. ${describeSettings(next)}.${botSeatsLine(changed.game)}` } },
    { kind: 'post', channelId: game.channelId, message: { content: text } },
  ];
};
