/**
 * `/suburbia stats [user]`: a person's record on this server, as an embed in their avatar's colour: multiplayer games
 * (played, finished, wins, final population, rating), their time to move, the sets they played, and solo games apart.
 */
import { leaderboard, personStats, type PersonStats, type PlayerRating } from '../../record/index.ts';
import { echo, privately } from '../flow/replies.ts';
import { setNames } from '../flow/sets.ts';
import type { CommandEvent, Effect, EmbedFieldSpec, FlowDeps } from '../flow/types.ts';
import { serverGames } from './played-games.ts';
import { avatarColour, durationText, ratingText } from './record-words.ts';

/** A Discord user id as a client may send it: digits only (anything else names nobody). */
const USER_ID = /^\d{1,20}$/;

/** `name`: as Discord resolved the option; undefined when it sent none */
type Asked = { readonly userId: string; readonly name: string | undefined; readonly self: boolean } | { readonly refusal: string };

/** Whose record: the `user` option's person, the caller when absent. */
const asked = (event: CommandEvent): Asked => {
  const { user, userName, userAccount } = event.options;
  if (user === undefined || user === event.actor.userId) return { userId: event.actor.userId, name: event.actor.displayName, self: true };
  if (typeof user !== 'string' || !USER_ID.test(user)) return { refusal: 'That is not a person I know. Pick someone from the list, or leave `user` out for your own record.' };
  if (userAccount === 'bot' || userAccount === 'self') return { refusal: 'Bots keep no record here: only people do.' };
  return { userId: user, name: typeof userName === 'string' ? userName : undefined, self: false };
};

const percent = (share: number): string => `${Math.round(share * 100)}%`;
const oneDecimal = (value: number): string => (Math.round(value * 10) / 10).toString();

const multiplayerFields = (stats: PersonStats, rating: { readonly place: number; readonly of: number; readonly player: PlayerRating } | undefined): readonly EmbedFieldSpec[] => {
  const m = stats.multiplayer;
  if (m.played === 0) return [];
  return [
    { name: 'Games', value: `${m.played} played · ${m.finished} finished`, inline: true },
    { name: 'Wins', value: m.winRate === undefined ? 'none finished yet' : `${m.wins} (${percent(m.winRate)} of finished)`, inline: true },
    { name: 'Final population', value: m.meanPopulation === undefined || m.bestPopulation === undefined ? '—' : `mean ${oneDecimal(m.meanPopulation)} · best ${m.bestPopulation}`, inline: true },
    {
      name: 'Rating',
      value: rating === undefined ? 'no rated game yet' : `${ratingText(rating.player.ordinal)} (#${rating.place} of ${rating.of}) · ${rating.player.games} rated game${rating.player.games === 1 ? '' : 's'}`,
      inline: true,
    },
  ];
};

const soloFields = (stats: PersonStats): readonly EmbedFieldSpec[] => {
  const { architect, dale } = stats.solo;
  const titles = architect.titles.map((t) => (t.count === 1 ? t.title : `${t.title} ×${t.count}`)).join(', ');
  return [
    ...(architect.played === 0 ? [] : [{ name: 'Solo: Lone Architect', value: `${architect.played} played · ${architect.finished} finished${titles === '' ? '' : `\n${titles}`}`, inline: true }]),
    ...(dale.played === 0 ? [] : [{ name: 'Solo: Dale the Bot', value: `${dale.played} played · ${dale.won} won · ${dale.lost} lost`, inline: true }]),
  ];
};

export const statsCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const guildId = event.place.guildId;
  if (guildId === undefined) return privately('Run this in a server.');
  const who = asked(event);
  if ('refusal' in who) return privately(who.refusal);
  const games = await serverGames(deps.store, guildId);
  const stats = personStats(games, who.userId);
  const known = stats.name ?? who.name;
  const name = known === undefined ? 'That person' : echo(known, 80);
  if (stats.multiplayer.played === 0 && stats.solo.architect.played === 0 && stats.solo.dale.played === 0) {
    return privately(who.self ? 'You have not played a game on this server yet. Start one with `/suburbia new`, and your record begins!' : `${known === undefined ? name : `**${name}**`} has not played a game on this server yet.`);
  }
  const board = leaderboard(games).players;
  const player = board.find((p) => p.userId === who.userId);
  // people level on the rating share a place: one more than the number rated above them
  const place = player === undefined ? 0 : 1 + board.filter((p) => p.ordinal > player.ordinal).length;
  const fields = [
    ...multiplayerFields(stats, player === undefined ? undefined : { place, of: board.length, player }),
    ...soloFields(stats),
    { name: 'Time to move', value: stats.meanTimeToMoveMs === undefined ? '—' : `${durationText(stats.meanTimeToMoveMs)} on average (${stats.timedMoves} turns)`, inline: true },
    { name: 'Sets played', value: stats.sets.length === 0 ? 'base game only' : setNames(stats.sets), inline: true },
  ];
  return [
    {
      kind: 'answer',
      message: {
        content: '',
        embeds: [
          {
            title: `${name}'s record on this server`,
            description: 'Wins count every seat of a tie; the win rate is over finished multiplayer games. Solo games are counted apart.',
            fields,
            footer: 'The rating is the conservative μ − 3σ of /suburbia leaderboard.',
            color: avatarColour(who.userId),
          },
        ],
      },
    },
  ];
};
