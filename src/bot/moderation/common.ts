/** What the moderation commands share: the channel's game in play, who may act, and the turn clock. */
import type { GameState } from '../../engine/index.ts';
import type { Store } from '../../store/store.ts';
import type { GameRecord } from '../../store/types.ts';
import { gameTitle, stateOf } from '../flow/game.ts';
import { privately } from '../flow/replies.ts';
import { ACCOUNT_KINDS, type AccountKind, type CommandEvent, type Effect, type FlowDeps } from '../flow/types.ts';
import { HOUR_MS, timingSettings } from '../scheduler/settings.ts';

export type Playing = { readonly game: GameRecord; readonly state: GameState };

const NO_GAME = 'There is no game in play in this channel.';

/** The channel's game once it has started, or the answer explaining why there is none. */
export const playingGame = async (deps: FlowDeps, event: CommandEvent): Promise<{ readonly ok: true; readonly playing: Playing } | { readonly ok: false; readonly effects: readonly Effect[] }> => {
  const game = await deps.store.loadByChannel(event.place.channelId);
  if (game === undefined) return { ok: false, effects: privately(NO_GAME) };
  const state = await stateOf(deps.store, game);
  if (game.status !== 'playing' || state === undefined) return { ok: false, effects: privately(`**${gameTitle(game)}** has not started yet.`) };
  return { ok: true, playing: { game, state } };
};

export const hostOnly = (game: GameRecord, userId: string, what: string): readonly Effect[] | undefined =>
  game.hostUserId === userId ? undefined : privately(`Only the host of **${gameTitle(game)}** (<@${game.hostUserId}>) can ${what}.`);

/** When the current turn began, by the database's clock: with the latest log entry, or the start of the game. */
export const turnStart = async (store: Store, game: GameRecord): Promise<Date> => {
  const [latest] = await store.loadRecentMoves(game.id, 1);
  return latest?.createdAt ?? game.startedAt ?? game.createdAt;
};

/** When the current turn's deadline passes (the turn's start plus the game's deadline), and whether it has. */
export const turnDeadline = async (store: Store, game: GameRecord): Promise<{ readonly passed: boolean; readonly dueAt: Date }> => {
  const dueAt = new Date((await turnStart(store, game)).getTime() + timingSettings(game).deadlineHours * HOUR_MS);
  return { passed: (await store.now()).getTime() >= dueAt.getTime(), dueAt };
};

/**
 * A user option's value (a user id), with the display name and the kind of account the adapter adds beside it
 * (events built in code, as in tests, name members).
 */
/** A Discord user id: a snowflake, digits only (a forged option may hold anything else). */
const SNOWFLAKE = /^\d{1,20}$/;

export const userOption = (event: CommandEvent, name: string): { readonly id: string; readonly name: string; readonly account: AccountKind } | undefined => {
  const given = event.options[name];
  const id = typeof given === 'string' && SNOWFLAKE.test(given) ? given : undefined;
  const display = event.options[`${name}Name`];
  const account = ACCOUNT_KINDS.find((kind) => kind === event.options[`${name}Account`]) ?? 'member';
  return id === undefined ? undefined : { id, name: typeof display === 'string' ? display : id, account };
};

/** Discord's relative timestamp ("in 3 hours"). */
export const relativeTime = (at: Date): string => `<t:${Math.floor(at.getTime() / 1000)}:R>`;
