/**
 * `/suburbia undo`: a player takes back their own last turn while nobody else has acted since. The undo is a new
 * log entry (the engine's replay honours it) and the game's version still grows, so no earlier button comes
 * back to life. The tile that turn revealed in the market goes back on its stack, but everyone has seen it.
 */
import { canUndo, replay, tileById, type GameState, type Move, type TileId } from '../../engine/index.ts';
import type { Json } from '../../store/types.ts';
import { engineOptions, gameTitle, logMoves, seatName, seatOf, storedOptions } from '../flow/game.ts';
import { announce } from '../flow/play.ts';
import { privately } from '../flow/replies.ts';
import type { CommandEvent, Effect, EmbedSpec, FlowDeps } from '../flow/types.ts';
import { scheduleTurnJobs } from '../scheduler/turn-jobs.ts';
import { playingGame } from './common.ts';

const marketTiles = (state: GameState): readonly TileId[] => state.market.map((entry) => entry.tileId);

/** The tiles in the market before the undo that are not there after it: those the undone turn revealed. */
const revealed = (before: GameState, after: GameState): readonly TileId[] => {
  const left = [...marketTiles(after)];
  return marketTiles(before).filter((tile) => {
    const i = left.indexOf(tile);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
};

export const undoCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const found = await playingGame(deps, event);
  if (!found.ok) return found.effects;
  const { game, state } = found.playing;
  const seat = seatOf(game, event.actor.userId);
  if (seat === undefined) return privately(`You are not playing in **${gameTitle(game)}**.`);
  const moves = await logMoves(deps.store, game.id);
  if (!canUndo(moves, seat)) {
    return privately(`There is no turn of yours to take back in **${gameTitle(game)}**: only your own last turn, and only until the next player has acted.`);
  }
  const undo: Move = { kind: 'undo', seat };
  const replayed = replay({ options: engineOptions(storedOptions(game)), seed: game.seed, rulesVersion: game.rulesVersion, moves: [...moves, undo] });
  if (!replayed.ok) return privately(`That turn cannot be taken back (${replayed.rejection.code}).`);
  const after = replayed.state;
  const appended = await deps.store.appendMove({ gameId: game.id, expectedVersion: game.version, seat, entry: undo as unknown as Json, state: after as unknown as Json });
  if (!appended.ok) return privately(`**${gameTitle(game)}** moved on meanwhile; nothing was taken back.`);
  const next = { ...game, version: appended.version, state: after as unknown as Json };
  await scheduleTurnJobs(deps.store, next, after);
  const seen = revealed(state, after).map((tile) => tileById(tile).name);
  const name = seatName(game, after, seat);
  const summary: EmbedSpec = {
    title: `Round ${after.round}: ${name} took back their last turn`.slice(0, 256),
    description: [
      'The board is as it was before that turn, and it is their turn again.',
      seen.length === 0
        ? 'The market tile revealed by that turn goes back on its stack, but everyone has seen it.'
        : `${seen.join(', ')}, revealed in the market by that turn, ${seen.length === 1 ? 'goes' : 'go'} back on the stack, but everyone has seen ${seen.length === 1 ? 'it' : 'them'}.`,
    ].join('\n'),
  };
  const posts = await announce(deps.store, { game: next, state: after, summary }, [{ game: next, state: after, summary }]);
  return [{ kind: 'answer', message: { content: `You took back your last turn in **${gameTitle(game)}**; play it again from the new turn message.` } }, ...posts];
};
