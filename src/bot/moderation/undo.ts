/**
 * `/suburbia undo`: a player takes back their own last turn while nobody else has acted since. The undo is a new
 * log entry (the engine's replay honours it) played through the same pipeline as every move, so the game's
 * version grows (no earlier button comes back to life), the turn's reminder and deadline start again and the new
 * turn message is posted. The tile that turn revealed in the market goes back on its stack, but everyone has seen it.
 */
import { canUndo } from '../../engine/index.ts';
import { gameTitle, logMoves, seatOf } from '../flow/game.ts';
import { playMove } from '../flow/play.ts';
import { refusedWhilePaused } from '../flow/paused.ts';
import { privately } from '../flow/replies.ts';
import type { CommandEvent, Effect, FlowDeps } from '../flow/types.ts';
import { playingGame } from './common.ts';

export const undoCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const found = await playingGame(deps, event);
  if (!found.ok) return found.effects;
  const { game } = found.playing;
  const paused = await refusedWhilePaused(deps.store, game);
  if (paused !== undefined) return paused;
  const seat = seatOf(game, event.actor.userId);
  if (seat === undefined) return privately(`You are not playing in **${gameTitle(game)}**.`);
  if (!canUndo(await logMoves(deps.store, game.id), seat)) {
    return privately(`There is no turn of yours to take back in **${gameTitle(game)}**: only your own last turn, and only until the next player has acted.`);
  }
  const played = await playMove(deps, found.playing, { kind: 'undo', seat }, { kind: 'human', discordUserId: event.actor.userId });
  if (!played.ok) {
    return privately(played.reason === 'stale' ? `**${gameTitle(game)}** moved on meanwhile; nothing was taken back.` : `That turn cannot be taken back (${played.rejection.code}).`);
  }
  return [{ kind: 'answer', message: { content: `You took back your last turn in **${gameTitle(game)}**; play it again from the new turn message.` } }, ...played.effects];
};
