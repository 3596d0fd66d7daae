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

/** Half of a character (a surrogate) that a client can send alone. */
const LONE_HALF = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A control character (a line break among them) shows as a space. */
const printable = (c: string): string => {
  const code = c.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f ? ' ' : c;
};

/**
 * User input quoted in an answer, on one line: cut to `max` characters (whole code points, so no emoji is split),
 * control characters as spaces and a lone half of a character as U+FFFD, as Discord would show it.
 */
export const echo = (text: string, max = ECHO_MAX): string => {
  const points = [...text.replace(LONE_HALF, '\ufffd')].map(printable);
  return points.length <= max ? points.join('') : `${points.slice(0, max - 1).join('')}…`;
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
