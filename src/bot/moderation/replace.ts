/**
 * `/suburbia replace user [player] [seat]`: hands a seat (a person's or a bot's) to another person. The host may
 * hand any seat; a player may hand their own.
 */
import { gameTitle, seatName, seatOf } from '../flow/game.ts';
import { refusedWhilePaused } from '../flow/paused.ts';
import { privately } from '../flow/replies.ts';
import type { CommandEvent, Effect, FlowDeps } from '../flow/types.ts';
import { SEAT_NUMBER, wholeNumber } from '../flow/option-limits.ts';
import { playingGame, userOption } from './common.ts';
import { afterSeatChange } from './seats.ts';

export const replaceCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const found = await playingGame(deps, event);
  if (!found.ok) return found.effects;
  const { game, state } = found.playing;
  const paused = await refusedWhilePaused(deps.store, game);
  if (paused !== undefined) return paused;
  const incoming = userOption(event, 'user');
  if (incoming === undefined) return privately('Name the person who takes the seat.');
  if (incoming.account === 'outsider') return privately(`<@${incoming.id}> is not a member of this server: only its members can take a seat. Nothing was changed.`);
  if (incoming.account === 'self') return privately('I cannot take a seat myself: to have the built-in player play a seat, the host uses `/suburbia kick`. Nothing was changed.');
  if (incoming.account === 'bot') return privately(`<@${incoming.id}> is a bot: only people take seats (the built-in players take seats from the lobby, or after \`/suburbia kick\`). Nothing was changed.`);
  const current = userOption(event, 'player');
  const number = event.options['seat'];
  const seatNumber = wholeNumber(number, SEAT_NUMBER);
  const seat = current !== undefined ? seatOf(game, current.id) : number !== undefined ? (seatNumber === undefined ? undefined : seatNumber - 1) : seatOf(game, event.actor.userId);
  if (seat === undefined || game.seats[seat] === undefined) return privately(`There is no such seat in **${gameTitle(game)}**: name its player or its seat number (1-${game.seats.length}).`);
  const actor = event.actor.userId;
  if (actor !== game.hostUserId && game.seats[seat]?.discordUserId !== actor) {
    return privately(`Only the host of **${gameTitle(game)}** (<@${game.hostUserId}>) can hand over another player's seat; you can hand over your own.`);
  }
  const name = seatName(game, state, seat);
  if (game.seats[seat]?.discordUserId === incoming.id) return privately(`<@${incoming.id}> already plays seat ${seat + 1} in **${gameTitle(game)}**. Nothing was changed.`);
  const replaced = await deps.store.replaceSeat(game.id, seat, { kind: 'human', discordUserId: incoming.id, displayName: incoming.name });
  if (!replaced.ok) {
    return privately(replaced.reason === 'already-seated' ? `<@${incoming.id}> already has a seat in **${gameTitle(game)}**.` : 'The game changed meanwhile; nothing was changed. Try again.');
  }
  const choosing = state.phase === 'goals' && (state.players[seat]?.secretGoalOffers.length ?? 0) > 0 ? ' Press "Choose your secret goal" on the start message to keep a secret goal.' : '';
  const notice = `<@${incoming.id}> takes over **${name}**'s seat (seat ${seat + 1}) in **${gameTitle(game)}**.${choosing}`;
  const effects = await afterSeatChange(deps, replaced.game, state, seat, notice, [incoming.id]);
  return [{ kind: 'answer', message: { content: `<@${incoming.id}> now plays seat ${seat + 1} (was **${name}**).` } }, ...effects];
};
