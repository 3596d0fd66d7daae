/**
 * `/suburbia abandon`: the host ends the game at once; any other player opens a public vote, and the game ends
 * once a majority of its players agree. The votes so far travel in the vote button's custom_id (a bit per
 * seat), never in memory.
 */
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId, type CustomIdOf } from '../custom-id.ts';
import { gameTitle, seatOf } from '../flow/game.ts';
import { retireAll } from '../flow/play.ts';
import { privately } from '../flow/replies.ts';
import type { CommandEvent, ComponentEvent, Effect, FlowDeps, MessageSpec } from '../flow/types.ts';

export const ABANDONED_BY_HOST = 'host';
export const ABANDONED_BY_VOTE = 'vote';

/** The people at the table: bot seats do not vote. */
const voters = (game: GameRecord): readonly number[] => game.seats.flatMap((s) => (s.kind === 'human' ? [s.order] : []));

const seatsIn = (votes: number): readonly number[] => Array.from({ length: 31 }, (_, i) => i).filter((i) => (votes & (1 << i)) !== 0);

/** More than half of the people at the table. */
export const majorityReached = (game: GameRecord, votes: number): boolean => {
  const people = voters(game);
  return people.filter((seat) => seatsIn(votes).includes(seat)).length * 2 > people.length;
};

const voteMessage = (game: GameRecord, votes: number): MessageSpec => {
  const people = voters(game);
  const names = seatsIn(votes).flatMap((seat) => game.seats[seat]?.displayName ?? []);
  const needed = Math.floor(people.length / 2) + 1;
  return {
    content: `Abandon **${gameTitle(game)}**? It ends once ${needed} of its ${people.length} players agree. In favour so far: ${names.join(', ')}.`,
    rows: [{ buttons: [{ customId: encodeCustomId({ kind: 'vote', game: game.id, votes }), label: 'Vote to abandon', style: 'danger' }] }],
  };
};

const ended = async (deps: FlowDeps, game: GameRecord, reason: string, text: string): Promise<readonly Effect[] | undefined> => {
  const done = await deps.store.abandonGame(game.id, reason);
  if (!done.ok) return undefined;
  return [...(await retireAll(deps.store, game.id)), { kind: 'post', channelId: game.channelId, message: { content: text } }];
};

export const abandonCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const game = await deps.store.loadByChannel(event.place.channelId);
  if (game === undefined) return privately('There is no unfinished game in this channel.');
  const actor = event.actor.userId;
  if (actor === game.hostUserId) {
    const effects = await ended(deps, game, ABANDONED_BY_HOST, `**${gameTitle(game)}** was abandoned by its host. Start another with \`/suburbia new\`.`);
    if (effects === undefined) return privately(`**${gameTitle(game)}** has already ended.`);
    return [{ kind: 'answer', message: { content: `You abandoned **${gameTitle(game)}**.` } }, ...effects];
  }
  const seat = seatOf(game, actor);
  if (seat === undefined) return privately(`Only the host and the players of **${gameTitle(game)}** can abandon it.`);
  const votes = 1 << seat;
  if (majorityReached(game, votes)) {
    const effects = await ended(deps, game, ABANDONED_BY_VOTE, `**${gameTitle(game)}** was abandoned by a vote of its players.`);
    return effects === undefined ? privately(`**${gameTitle(game)}** has already ended.`) : [{ kind: 'answer', message: { content: `You abandoned **${gameTitle(game)}**.` } }, ...effects];
  }
  return [
    { kind: 'answer', message: { content: 'Your vote to abandon is posted; the other players can join it with the button.' } },
    { kind: 'post', channelId: game.channelId, message: voteMessage(game, votes) },
  ];
};

/** The "Vote to abandon" button: adds the presser's vote, and ends the game once a majority agrees. */
export const abandonVote = async (deps: FlowDeps, event: ComponentEvent & { readonly id: CustomIdOf<'vote'> }, game: GameRecord): Promise<readonly Effect[]> => {
  const seat = seatOf(game, event.actor.userId);
  if (seat === undefined || game.seats[seat]?.kind !== 'human') return [{ kind: 'followUp', message: { content: `Only the players of **${gameTitle(game)}** vote.` } }];
  if (game.status !== 'lobby' && game.status !== 'playing') return [{ kind: 'answer', message: { content: `**${gameTitle(game)}** has already ended.`, rows: [] } }];
  const votes = event.id.votes | (1 << seat);
  if (!majorityReached(game, votes)) return [{ kind: 'answer', message: voteMessage(game, votes) }];
  const effects = await ended(deps, game, ABANDONED_BY_VOTE, `**${gameTitle(game)}** was abandoned by a vote of its players.`);
  if (effects === undefined) return [{ kind: 'answer', message: { content: `**${gameTitle(game)}** has already ended.`, rows: [] } }];
  return [{ kind: 'answer', message: { content: `${voteMessage(game, votes).content}\n**Abandoned.**`, rows: [] } }, ...effects];
};
