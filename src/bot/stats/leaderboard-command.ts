/**
 * `/suburbia leaderboard`: the server's people by their OpenSkill rating (src/record/ratings.ts), ranked by the
 * conservative μ − 3σ, with the uncertainty and the number of rated games; the caller's own line follows the top
 * when they rank lower.
 */
import { leaderboard, type PlayerRating } from '../../record/index.ts';
import { echo, privately } from '../flow/replies.ts';
import type { CommandEvent, Effect, FlowDeps } from '../flow/types.ts';
import { serverGames } from './played-games.ts';
import { ratingText } from './record-words.ts';

/** How many people the board shows (each line stays well under Discord's 4,096 characters of a description). */
export const LEADERBOARD_PLAYERS = 15;

const line = (player: PlayerRating, place: number, you: boolean): string =>
  `**${place}.** ${echo(player.name, 40)}${you ? ' (you)' : ''}: **${ratingText(player.ordinal)}** (μ ${ratingText(player.mu)} ± ${ratingText(3 * player.sigma)}) · ${player.games} game${player.games === 1 ? '' : 's'}`;

export const leaderboardCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  if (event.place.guildId === undefined) return privately('Run this in a server.');
  const { players, games } = leaderboard(await serverGames(deps.store, event.place.guildId));
  if (players.length === 0) return privately('No rated game has been finished on this server yet: a game is rated when it finishes with two or more people at the table.');
  const top = players.slice(0, LEADERBOARD_PLAYERS).map((p, i) => line(p, i + 1, p.userId === event.actor.userId));
  const mine = players.findIndex((p) => p.userId === event.actor.userId);
  const me = players[mine];
  const yours = mine < LEADERBOARD_PLAYERS || me === undefined ? [] : ['…', line(me, mine + 1, true)];
  return [
    {
      kind: 'answer',
      message: {
        content: '',
        embeds: [
          {
            title: 'Leaderboard of this server',
            description: [...top, ...yours].join('\n'),
            footer: `Ranked by μ − 3σ (OpenSkill), over ${games.length} rated game${games.length === 1 ? '' : 's'}: finished games with two or more people, in the order they finished. Bot seats are not rated.`,
          },
        ],
      },
    },
  ];
};
