/** Answers the flow gives in many places: a private line, and "that button is out of date: here is the board now". */
import type { GameState } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { boardFiles, turnRows, whoseTurn } from './board.ts';
import { gameTitle, seatOf } from './game.ts';
import type { Effect } from './types.ts';

export const privately = (content: string): readonly Effect[] => [{ kind: 'answer', message: { content } }];

/** A private answer that also clears what the answered message carried (the buttons of a private step, its pictures). */
export const ended = (content: string): readonly Effect[] => [{ kind: 'answer', message: { content, embeds: [], files: [], rows: [] } }];

/** The most of a user's own text an answer quotes back. */
export const ECHO_MAX = 100;

/** User input quoted in an answer, cut to `max` characters (whole code points, so no emoji is split). */
export const echo = (text: string, max = ECHO_MAX): string => {
  const points = [...text];
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
};

/**
 * A stale, foreign or refused choice: nothing was changed; the actor sees why, the board as it is now and,
 * when it is their turn, a fresh button to act.
 */
export const freshBoard = async (why: string, game: GameRecord, state: GameState, actorId: string): Promise<readonly Effect[]> => {
  if (state.phase === 'finished' || game.status !== 'playing') return privately(`${why} **${gameTitle(game)}** is over.`);
  const mine = state.phase === 'playing' && seatOf(game, actorId) === state.toMove;
  return [
    {
      kind: 'answer',
      message: {
        content: `${why} Nothing was changed. ${whoseTurn(game, state, false).text}`,
        files: await boardFiles(game, state),
        rows: mine ? turnRows(game, state) : [],
        embeds: [],
      },
    },
  ];
};
