/** `/suburbia skip`: once the turn deadline has passed, the host has the built-in player play that turn (a logged move). */
import { choosePolicyMove } from '../../engine/index.ts';
import { gameTitle, seatName } from '../flow/game.ts';
import { playMove } from '../flow/play.ts';
import { refusedWhilePaused } from '../flow/paused.ts';
import { privately } from '../flow/replies.ts';
import type { CommandEvent, Effect, FlowDeps } from '../flow/types.ts';
import { hostOnly, playingGame, relativeTime, turnDeadline } from './common.ts';

export const skipCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const found = await playingGame(deps, event);
  if (!found.ok) return found.effects;
  const { game, state } = found.playing;
  const paused = await refusedWhilePaused(deps.store, game);
  if (paused !== undefined) return paused;
  const refused = hostOnly(game, event.actor.userId, 'skip a turn');
  if (refused !== undefined) return refused;
  if (state.phase !== 'playing') return privately(`Secret goals are still being chosen in **${gameTitle(game)}**; when the goal deadline passes, the missing ones are kept at random.`);
  const name = seatName(game, state, state.toMove);
  const deadline = await turnDeadline(deps.store, game);
  if (!deadline.passed) return privately(`**${name}** still has time: the turn deadline in **${gameTitle(game)}** passes ${relativeTime(deadline.dueAt)}. Nothing was changed.`);
  const played = await playMove(deps, found.playing, choosePolicyMove(state), { kind: 'bot', why: 'skip', strength: 'normal' });
  if (!played.ok) return privately(`The turn moved on meanwhile; nothing was skipped. See the latest turn message in **${gameTitle(game)}**.`);
  return [
    { kind: 'answer', message: { content: `You skipped **${name}**'s turn; the built-in player played it.` } },
    { kind: 'post', channelId: game.channelId, message: { content: `The host skipped **${name}**'s turn in **${gameTitle(game)}** after its deadline: the built-in player played it.` } },
    ...played.effects,
  ];
};
