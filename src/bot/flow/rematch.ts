/**
 * The final results' Rematch button. Any player of the finished game (anyone who held one of its seats at any time)
 * may press it and becomes the host of a new game in the channel with the same options (table size, sets, timings)
 * and the same bot seats at their strengths, with an empty seat for each other person. It stays live until another
 * game is opened in the channel; a press after that is refused, and so is one while the channel has an unfinished game.
 */
import type { CustomIdOf } from '../custom-id.ts';
import type { BotStrength, GameRecord, Holder, OccupancyRecord, SeatRecord } from '../../store/types.ts';
import { gameTitle, storedOptions } from './game.ts';
import { botSeat } from './lobby-bots.ts';
import { busyChannel, openGame } from './lobby.ts';
import { privately } from './replies.ts';
import type { ComponentEvent, Effect, FlowDeps } from './types.ts';

/** The people who held a seat of the game at any time: its seats' holders over the game, and its seats as they are. */
const playersOf = (game: GameRecord, occupancy: readonly OccupancyRecord[]): ReadonlySet<string> => {
  const holders = [...occupancy.map((o) => o.holder), ...game.seats];
  return new Set(holders.flatMap((h) => (h.kind === 'human' ? [h.discordUserId ?? ''] : [])).filter((id) => id !== ''));
};

/**
 * The strengths of the seats the game started with as bot seats, in seat order. A person's seat that a bot took
 * over (a kick) was a person's: it is an empty seat of the rematch.
 */
const botStrengths = (game: GameRecord, occupancy: readonly OccupancyRecord[]): readonly BotStrength[] => {
  const firstHolders: readonly (Holder | SeatRecord)[] = game.seats.map((seat) => occupancy.find((o) => o.seat === seat.order)?.holder ?? seat);
  return firstHolders.flatMap((h) => (h.kind === 'bot' && h.strength !== undefined ? [h.strength] : []));
};

/**
 * A solo game's rematch is a solo game of the same mode, started at once as `/suburbia new` starts one; any other
 * opens its lobby, where the other people join (and the host may change the bots and sets, as in any lobby).
 */
export const rematchClick = async (deps: FlowDeps, event: ComponentEvent & { readonly id: CustomIdOf<'rematch'> }, game: GameRecord): Promise<readonly Effect[]> => {
  const title = gameTitle(game);
  const occupancy = await deps.store.loadOccupancy(game.id);
  const players = playersOf(game, occupancy);
  if (!players.has(event.actor.userId)) return privately(`Only the players of **${title}** can start its rematch; start a game of your own with \`/suburbia new\`.`);
  const newest = await deps.store.newestGameInChannel(game.channelId);
  if (newest !== undefined && newest.id !== game.id) {
    if (newest.status === 'lobby' || newest.status === 'playing') return privately(busyChannel(newest));
    return privately(`Another game, **${gameTitle(newest)}**, has been opened in this channel since **${title}**, so its Rematch button is out of date; nothing was changed. Start a new game with \`/suburbia new\`.`);
  }
  const bots = botStrengths(game, occupancy).map((strength, i) => botSeat(i + 1, strength));
  const place = { guildId: game.guildId, channelId: game.channelId, parentChannelId: game.parentChannelId };
  const invited = [...players].filter((id) => id !== event.actor.userId);
  return openGame(deps, { place, host: event.actor, options: storedOptions(game), bots, rematchOf: { game, invited } });
};
