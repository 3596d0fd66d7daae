/** While a game is paused (src/bot/moderation/pause.ts) every move is refused privately, and nothing is changed. */
import type { Store } from '../../store/store.ts';
import type { GameRecord, PauseRecord } from '../../store/types.ts';
import { gameTitle } from './game.ts';
import { privately } from './replies.ts';
import type { Effect } from './types.ts';

/** Discord's full date and time ("1 December 2026 20:15"), in the reader's own time zone. */
export const fullTime = (at: Date): string => `<t:${Math.floor(at.getTime() / 1000)}:f>`;

export const pausedWords = (game: GameRecord, pause: PauseRecord): string => `**${gameTitle(game)}** is paused until ${fullTime(pause.until)}.`;

/** The private refusal of a move while the game is paused; undefined when it is not. */
export const refusedWhilePaused = async (store: Store, game: GameRecord): Promise<readonly Effect[] | undefined> => {
  if (game.status !== 'playing') return undefined;
  const pause = await store.openPause(game.id);
  return pause === undefined ? undefined : privately(`${pausedWords(game, pause)} Moves and seat changes wait until it resumes (the host can resume it earlier with \`/suburbia resume\`). Nothing was changed.`);
};
