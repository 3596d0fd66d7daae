/** `/suburbia kick player`: the host turns a person's seat into a bot seat; the built-in player plays it from now on. */
import { gameTitle, kickedSeatName, seatName, seatOf } from '../flow/game.ts';
import { refusedWhilePaused } from '../flow/paused.ts';
import { privately } from '../flow/replies.ts';
import type { CommandEvent, Effect, FlowDeps } from '../flow/types.ts';
import { hostOnly, playingGame, userOption } from './common.ts';
import { afterSeatChange } from './seats.ts';

export const kickCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const found = await playingGame(deps, event);
  if (!found.ok) return found.effects;
  const { game, state } = found.playing;
  const paused = await refusedWhilePaused(deps.store, game);
  if (paused !== undefined) return paused;
  const refused = hostOnly(game, event.actor.userId, 'kick a player');
  if (refused !== undefined) return refused;
  const target = userOption(event, 'player');
  const seat = target === undefined ? undefined : seatOf(game, target.id);
  if (target === undefined || seat === undefined) return privately(`That person has no seat in **${gameTitle(game)}**.`);
  if (target.id === game.hostUserId) return privately('You cannot kick yourself: hand your seat to someone with `/suburbia replace`, or end the game with `/suburbia abandon`.');
  const name = seatName(game, state, seat);
  const replaced = await deps.store.replaceSeat(game.id, seat, { kind: 'bot', displayName: kickedSeatName(name), strength: 'normal' });
  if (!replaced.ok) return privately(`The game changed meanwhile; nothing was changed. Try again.`);
  const effects = await afterSeatChange(deps, replaced.game, state, seat, `**${name}** was removed from **${gameTitle(game)}** by the host: the built-in player plays that seat from now on.`);
  return [{ kind: 'answer', message: { content: `**${name}**'s seat is now played by the built-in player.` } }, ...effects];
};
