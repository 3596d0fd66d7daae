/**
 * `/suburbia settings [deadline] [reminder] [autoskip]`: anyone sees the game's timing settings; the host changes
 * them. The current turn's reminder and deadline are rescheduled at once, still counted from the turn's start.
 */
import type { Json } from '../../store/types.ts';
import { gameTitle, stateOf } from '../flow/game.ts';
import { privately } from '../flow/replies.ts';
import type { CommandEvent, Effect, FlowDeps } from '../flow/types.ts';
import { describeSettings, timingSettings, type TimingSettings } from '../scheduler/settings.ts';
import { scheduleTurnJobs } from '../scheduler/turn-jobs.ts';
import { hostOnly, turnStart } from './common.ts';

/** The longest deadline or reminder interval the command accepts, as `/suburbia new` does: two weeks. */
const MAX_HOURS = 24 * 14;

const hours = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

export const settingsCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const game = await deps.store.loadByChannel(event.place.channelId);
  if (game === undefined) return privately('There is no unfinished game in this channel.');
  const current = timingSettings(game);
  const deadline = hours(event.options['deadline']);
  const reminder = hours(event.options['reminder']);
  const autoSkip = typeof event.options['autoskip'] === 'boolean' ? event.options['autoskip'] : undefined;
  if (deadline === undefined && reminder === undefined && autoSkip === undefined) return privately(`**${gameTitle(game)}**: ${describeSettings(current)}.`);
  const refused = hostOnly(game, event.actor.userId, 'change the settings');
  if (refused !== undefined) return refused;
  const next: TimingSettings = { deadlineHours: deadline ?? current.deadlineHours, reminderHours: reminder ?? current.reminderHours, autoSkip: autoSkip ?? current.autoSkip };
  if ([next.deadlineHours, next.reminderHours].some((h) => h < 1 || h > MAX_HOURS)) return privately(`Deadlines and reminder intervals are 1 to ${MAX_HOURS} hours. Nothing was changed.`);
  const options = { ...(typeof game.options === 'object' && game.options !== null && !Array.isArray(game.options) ? game.options : {}), ...next } as Json;
  const changed = await deps.store.setOptions(game.id, options);
  if (!changed.ok) return privately(`**${gameTitle(game)}** has ended; nothing was changed.`);
  const state = await stateOf(deps.store, changed.game);
  if (state !== undefined && state.phase === 'playing') {
    const elapsed = (await deps.store.now()).getTime() - (await turnStart(deps.store, changed.game)).getTime();
    await scheduleTurnJobs(deps.store, changed.game, state, elapsed);
  }
  const text = `The host changed the settings of **${gameTitle(game)}**: ${describeSettings(next)}.`;
  return [
    { kind: 'answer', message: { content: `Saved. ${describeSettings(next)}.` } },
    { kind: 'post', channelId: game.channelId, message: { content: text } },
  ];
};
