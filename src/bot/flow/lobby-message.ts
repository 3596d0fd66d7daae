/** The lobby's message: its options, its seats (people and bots), and the buttons and menus that fill them. */
import { SET_NAMES, STRENGTHS, type SoloMode, type Strength } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { engineOptions, gameTitle, seatLabel, storedOptions, type StoredOptions } from './game.ts';
import { setsLines, setsRow } from './sets.ts';
import type { ComponentEvent, Effect, MessageSpec, RowSpec } from './types.ts';

const SOLO_NAMES: Readonly<Record<SoloMode, string>> = { architect: 'Lone Architect', dale: 'Dale the Bot' };

const describeOptions = (o: StoredOptions): string =>
  (o.solo === undefined
    ? `${o.players} players · turn deadline ${o.deadlineHours} h · reminders every ${o.reminderHours} h`
    : `solo: ${SOLO_NAMES[o.solo]} · turn deadline ${o.deadlineHours} h`) + (o.autoSkip === false ? ' · a passed deadline waits for the host' : '');

/** Seed 002 "5th Player": "for the best gameplay experience" five play with the Star tiles; they may play without them (decision 15). */
const fivePlayerNote = (o: StoredOptions): readonly string[] =>
  o.players === 5 && (o.sets ?? []).includes('star') !== true
    ? [`The rulebook recommends ${SET_NAMES.star} with 5 players: the host can add them in the menu below.`]
    : [];

/** What each strength is, for the lobby's menu. */
const STRENGTH_WORDS: Readonly<Record<Strength, string>> = {
  easy: 'The weakest built-in player, for learning the game',
  normal: 'The built-in player that also plays kicked and skipped seats',
  hard: 'The strongest built-in player: it searches ahead',
};

/** A lobby can start once every seat is taken, at least one of them by a person. */
export const readyToStart = (game: GameRecord): boolean =>
  game.seats.length >= storedOptions(game).players && game.seats.some((s) => s.kind === 'human');

/**
 * The host's bot seats: a menu whose choice (a strength) seats a bot at the next empty seat, shown while one is
 * empty. Both it and "Remove bot" carry the lobby's version, so a choice made on an older view of the lobby changes
 * nothing.
 */
const addBotRow = (game: GameRecord): RowSpec => ({
  select: {
    customId: encodeCustomId({ kind: 'addbot', game: game.id, v: game.version }),
    placeholder: 'Add a bot (the host chooses its strength)',
    options: STRENGTHS.map((s) => ({ value: s, label: `Bot (${s})`, description: STRENGTH_WORDS[s] })),
  },
});

export const lobbyMessage = (game: GameRecord): MessageSpec => {
  const options = storedOptions(game);
  const seats = game.seats.map((s, i) => `${i + 1}. ${seatLabel(s)}${s.discordUserId === game.hostUserId ? ' (host)' : ''}`);
  const full = game.seats.length >= options.players;
  const button = (act: 'join' | 'leave' | 'start', label: string, style: 'primary' | 'secondary' | 'success', disabled = false) => ({
    customId: encodeCustomId({ kind: 'lobby', game: game.id, act }),
    label,
    style,
    disabled,
  });
  const removeBot = {
    customId: encodeCustomId({ kind: 'rmbot', game: game.id, v: game.version }),
    label: 'Remove bot',
    style: 'secondary' as const,
    disabled: !game.seats.some((s) => s.kind === 'bot'),
  };
  return {
    content: [
      `**${gameTitle(game)}**: a new game of Suburbia (${describeOptions(options)}).`,
      ...setsLines(engineOptions(options)),
      ...fivePlayerNote(options),
      'The host chooses the sets in the menu below until the game starts, and can seat bots in empty seats.',
      `Seats (${game.seats.length}/${options.players}):`,
      ...seats,
      full ? 'The table is full: the host can start.' : 'Press Join to take a seat.',
    ].join('\n'),
    rows: [
      { buttons: [button('join', 'Join', 'primary', full), button('leave', 'Leave', 'secondary'), button('start', 'Start', 'success', !readyToStart(game)), removeBot] },
      ...(full ? [] : [addBotRow(game)]),
      setsRow(game, options.sets ?? []),
    ],
  };
};

/**
 * The lobby message itself, rewritten once its seats changed or the game started: the clicked message when it is
 * public and carries the clicked lobby component (Discord vouches for that), otherwise the one the store names.
 */
export const lobbyEdit = (event: ComponentEvent, game: GameRecord, message: MessageSpec): readonly Effect[] => {
  const messageId = event.privateMessage !== true && event.idOnMessage === true ? event.messageId : game.liveMessageId;
  return messageId === undefined ? [] : [{ kind: 'edit', channelId: game.channelId, messageId, message }];
};
