/**
 * `/suburbia abandon`: the host ends the game at once; any other player opens a motion to abandon it (or votes
 * for the open one), and the game ends once a majority of its players voted for it. The votes are recorded in
 * the store, one per person, and counted there under the game's lock; the vote button names only the motion.
 */
import type { AbandonMotionRecord, GameRecord } from '../../store/types.ts';
import { encodeCustomId, type CustomIdOf } from '../custom-id.ts';
import { gameTitle, seatOf } from '../flow/game.ts';
import { retireAll } from '../flow/play.ts';
import { privately } from '../flow/replies.ts';
import type { CommandEvent, ComponentEvent, Effect, FlowDeps, MessageSpec } from '../flow/types.ts';

export const ABANDONED_BY_HOST = 'host';
export const ABANDONED_BY_VOTE = 'vote';

/** The people at the table: bot seats do not vote. */
const voters = (game: GameRecord): readonly string[] => game.seats.flatMap((s) => (s.kind === 'human' && s.discordUserId !== undefined ? [s.discordUserId] : []));

/** Votes of people who sit at the table now (someone whose seat was handed on no longer counts). */
const countedVotes = (game: GameRecord, cast: readonly string[]): readonly string[] => cast.filter((user) => voters(game).includes(user));

/** More than half of the people at the table. */
const needed = (game: GameRecord): number => Math.floor(voters(game).length / 2) + 1;

const majorityReached = (game: GameRecord, cast: readonly string[]): boolean => countedVotes(game, cast).length >= needed(game);

const nameOf = (game: GameRecord, user: string): string => game.seats.find((s) => s.discordUserId === user)?.displayName ?? user;

const tally = (game: GameRecord, motion: AbandonMotionRecord): string => `${countedVotes(game, motion.voters).length} of the ${needed(game)} votes needed`;

const voteMessage = (game: GameRecord, motion: AbandonMotionRecord, proposer: string): MessageSpec => ({
  content: `**${nameOf(game, proposer)}** proposes to abandon **${gameTitle(game)}**. It ends once ${needed(game)} of its ${voters(game).length} players agree: press the button to agree.`,
  rows: [{ buttons: [{ customId: encodeCustomId({ kind: 'vote', game: game.id, motion: motion.id }), label: 'Vote to abandon', style: 'danger' }] }],
});

const abandonedPost = (game: GameRecord, text: string): Effect => ({ kind: 'post', channelId: game.channelId, message: { content: text } });

/** Retires every message with components of the game that ended (the vote's included). */
const endedEffects = async (deps: FlowDeps, game: GameRecord, text: string): Promise<readonly Effect[]> => [...(await retireAll(deps.store, game.id)), abandonedPost(game, text)];

const byVote = (game: GameRecord, motion: AbandonMotionRecord): string =>
  `**${gameTitle(game)}** was abandoned by a vote of its players (${countedVotes(game, motion.voters).map((u) => nameOf(game, u)).join(', ')}). Start another with \`/suburbia new\`.`;

/** Casts `voter`'s vote; the answers to give, or a refusal's words. */
const vote = async (deps: FlowDeps, game: GameRecord, voter: string, motionId: number | undefined): Promise<readonly Effect[]> => {
  const cast = await deps.store.castAbandonVote({ gameId: game.id, motionId, voterUserId: voter, reason: ABANDONED_BY_VOTE, carries: majorityReached });
  if (!cast.ok) {
    if (cast.reason === 'no-such-motion') return privately(`There is no such vote in **${gameTitle(game)}**: a player can propose to abandon it with \`/suburbia abandon\`. Nothing was changed.`);
    return privately(`**${gameTitle(game)}** has already ended.`);
  }
  const { game: now, motion } = cast;
  if (cast.carried) return [{ kind: 'answer', message: { content: `Your vote decided it: **${gameTitle(now)}** is abandoned.` } }, ...(await endedEffects(deps, now, byVote(now, motion)))];
  if (cast.opened) {
    return [
      { kind: 'answer', message: { content: `Your proposal to abandon **${gameTitle(now)}** is posted: ${tally(now, motion)}. The other players can agree with its button.` } },
      { kind: 'post', channelId: now.channelId, message: voteMessage(now, motion, voter), live: { gameId: now.id, version: now.version, motion: motion.id } },
    ];
  }
  if (!cast.counted) return privately(`You have already voted to abandon **${gameTitle(now)}**: ${tally(now, motion)}. Nothing was changed.`);
  return [
    { kind: 'answer', message: { content: `Your vote to abandon **${gameTitle(now)}** is counted: ${tally(now, motion)}.` } },
    { kind: 'post', channelId: now.channelId, message: { content: `**${nameOf(now, voter)}** votes to abandon **${gameTitle(now)}**: ${tally(now, motion)}.` } },
  ];
};

export const abandonCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const game = await deps.store.loadByChannel(event.place.channelId);
  if (game === undefined) return privately('There is no unfinished game in this channel.');
  const actor = event.actor.userId;
  if (actor === game.hostUserId) {
    const done = await deps.store.abandonGame(game.id, ABANDONED_BY_HOST);
    if (!done.ok) return privately(`**${gameTitle(game)}** has already ended.`);
    const effects = await endedEffects(deps, game, `**${gameTitle(game)}** was abandoned by its host. Start another with \`/suburbia new\`.`);
    return [{ kind: 'answer', message: { content: `You abandoned **${gameTitle(game)}**.` } }, ...effects];
  }
  const seat = seatOf(game, actor);
  if (seat === undefined || game.seats[seat]?.kind !== 'human') return privately(`Only the host and the players of **${gameTitle(game)}** can abandon it.`);
  return vote(deps, game, actor, undefined);
};

/** The "Vote to abandon" button: adds the clicker's own vote to the motion it names, and nothing else. */
export const abandonVote = async (deps: FlowDeps, event: ComponentEvent & { readonly id: CustomIdOf<'vote'> }, game: GameRecord): Promise<readonly Effect[]> => {
  const seat = seatOf(game, event.actor.userId);
  if (seat === undefined || game.seats[seat]?.kind !== 'human') return privately(`Only the players of **${gameTitle(game)}** vote. Nothing was changed.`);
  return vote(deps, game, event.actor.userId, event.id.motion);
};
