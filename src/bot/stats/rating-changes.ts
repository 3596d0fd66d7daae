/**
 * The rating changes a rated game's final results show: each person's conservative rating before and after it,
 * worked out from the server's games in the order they finished, this one included. An unrated game (solo, or
 * fewer than two people) shows none.
 */
import { leaderboard } from '../../record/index.ts';
import type { Store } from '../../store/store.ts';
import type { GameRecord } from '../../store/types.ts';
import { storedOptions } from '../flow/game.ts';
import { echo } from '../flow/replies.ts';
import { serverGames } from './played-games.ts';
import { deltaText, ratingText } from './record-words.ts';

/** "Ratings: Ada 0.0 → 4.2 (+4.2), Bo 0.0 → −2.1 (−2.1)." in finishing place order, or '' for an unrated game. */
export const ratingChangeLine = async (store: Store, game: GameRecord): Promise<string> => {
  // a solo game is never rated: no need to read the server's games
  if (storedOptions(game).solo !== undefined) return '';
  const board = leaderboard(await serverGames(store, game.guildId));
  const rated = board.games.find((g) => g.gameId === game.id);
  if (rated === undefined) return '';
  const names = new Map(board.players.map((p) => [p.userId, p.name]));
  const changes = [...rated.changes].sort((a, b) => a.place - b.place);
  return `Ratings: ${changes.map((c) => `${echo(names.get(c.userId) ?? 'someone', 40)} ${ratingText(c.before)} → ${ratingText(c.after)} (${deltaText(c.after - c.before)})`).join(', ')}.`;
};
