/**
 * Bot seats in a lobby: `/suburbia new bots:easy,hard` seats them at once after the host, the host's menu seats one
 * of the chosen strength at the next empty seat, and "Remove bot" empties the last bot seat. Only the host changes
 * them; the choice is answered privately and shown on the lobby message, and one made on an older view of the lobby
 * (another version) changes nothing.
 */
import { isStrength, STRENGTHS, type Strength } from '../../engine/index.ts';
import type { GameRecord, NewSeat } from '../../store/types.ts';
import { gameTitle, seatLabel, storedOptions } from './game.ts';
import { lobbyEdit, lobbyMessage } from './lobby-message.ts';
import { PLAYERS } from './option-limits.ts';
import { privately } from './replies.ts';
import { listed } from './sets.ts';
import type { ComponentEvent, Effect, FlowDeps, OptionValue } from './types.ts';

/** The n-th bot of a table (from 1) is "Bot n": only the last bot seat is ever removed, so the names stay apart. */
export const botSeat = (n: number, strength: Strength): NewSeat => ({ kind: 'bot', displayName: `Bot ${n}`, strength });

const STRENGTH_NAMES = listed(STRENGTHS);

export type ParsedBots = { readonly ok: true; readonly seats: readonly NewSeat[] } | { readonly ok: false; readonly why: string };

/**
 * The `bots` option of a `players`-seat game: strengths separated by commas, in any case, one bot each, seated
 * after the host in the order given. The host keeps a seat, so a table has room for `players` − 1 bots.
 */
export const parseBots = (value: OptionValue | undefined, players: number): ParsedBots => {
  if (value === undefined) return { ok: true, seats: [] };
  if (typeof value !== 'string') return { ok: false, why: '`bots` is a list of strengths. Nothing was changed.' };
  const items = value.split(',').map((item) => item.trim().toLowerCase()).filter((item) => item !== '');
  const unknown = items.find((item) => !isStrength(item));
  if (unknown !== undefined) {
    return { ok: false, why: `There is no bot strength called "${unknown.slice(0, 40)}". The strengths are ${STRENGTH_NAMES}: name one per bot, separated by commas, e.g. \`bots: easy, hard\`. Nothing was changed.` };
  }
  const strengths = items.filter(isStrength);
  if (strengths.length === 0) return { ok: true, seats: [] };
  if (players === 1) return { ok: false, why: 'A solo game has no bot seats (Dale the Bot is a solo mode of his own). Leave out `bots`, or set `players` to 2 or more. Nothing was changed.' };
  if (strengths.length > PLAYERS.max - 1) return { ok: false, why: `A table has at most ${PLAYERS.max} seats, so at most ${PLAYERS.max - 1} bots beside you; \`bots\` names ${strengths.length}. Nothing was changed.` };
  if (strengths.length > players - 1) {
    return { ok: false, why: `A ${players}-player table has room for ${players - 1} bot${players === 2 ? '' : 's'} beside you; \`bots\` names ${strengths.length}. Set \`players\` to ${strengths.length + 1} or more, or name fewer bots. Nothing was changed.` };
  }
  return { ok: true, seats: strengths.map((strength, i) => botSeat(i + 1, strength)) };
};

type BotEvent<K extends 'addbot' | 'rmbot'> = ComponentEvent & { readonly id: { readonly kind: K; readonly v: number } };

const STARTED = (game: GameRecord): string => `**${gameTitle(game)}** has already started; its seats are set.`;
const NOT_HOST = 'Only the host seats and removes bots; nothing was changed.';
const stale = (game: GameRecord): string => `The lobby of **${gameTitle(game)}** changed since that was shown; nothing was changed. Try again in the lobby as it is now.`;

/** The host's menu of strengths: a bot of the chosen strength takes the next empty seat. */
export const addBotChoice = async (deps: FlowDeps, event: BotEvent<'addbot'>, game: GameRecord): Promise<readonly Effect[]> => {
  if (game.status !== 'lobby') return privately(STARTED(game));
  if (event.actor.userId !== game.hostUserId) return privately(NOT_HOST);
  const [strength, ...more] = event.values;
  if (strength === undefined || more.length > 0 || !isStrength(strength)) return privately('That choice is not on offer; nothing was changed.');
  if (event.id.v !== game.version) return privately(stale(game));
  const { players } = storedOptions(game);
  const full = 'The table is full; nothing was changed.';
  if (game.seats.length >= players) return privately(full);
  const bots = game.seats.filter((s) => s.kind === 'bot').length;
  const added = await deps.store.addSeat(game.id, botSeat(bots + 1, strength), { maxSeats: players, expectedVersion: event.id.v });
  if (!added.ok) return privately(added.reason === 'stale-version' ? stale(game) : added.reason === 'table-full' ? full : STARTED(game));
  const seated = added.game.seats.at(-1);
  const ready = added.game.seats.length >= players ? ' The table is full: you can start.' : '';
  return [...lobbyEdit(event, game, lobbyMessage(added.game)), ...privately(`**${seated === undefined ? 'A bot' : seatLabel(seated)}** takes seat ${added.game.seats.length} of ${players} in **${gameTitle(game)}**.${ready}`)];
};

/** "Remove bot": the last bot seat is emptied; the seats after it move up. */
export const removeBotClick = async (deps: FlowDeps, event: BotEvent<'rmbot'>, game: GameRecord): Promise<readonly Effect[]> => {
  if (game.status !== 'lobby') return privately(STARTED(game));
  if (event.actor.userId !== game.hostUserId) return privately(NOT_HOST);
  if (event.id.v !== game.version) return privately(stale(game));
  const last = game.seats.findLast((s) => s.kind === 'bot');
  const none = `**${gameTitle(game)}** has no bot seat; nothing was changed.`;
  if (last === undefined) return privately(none);
  const removed = await deps.store.removeLastBotSeat(game.id, event.id.v);
  if (!removed.ok) return privately(removed.reason === 'stale-version' ? stale(game) : removed.reason === 'not-seated' ? none : STARTED(game));
  return [...lobbyEdit(event, game, lobbyMessage(removed.game)), ...privately(`**${seatLabel(last)}** left seat ${last.order + 1} of **${gameTitle(game)}**.`)];
};
