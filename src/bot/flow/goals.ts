/**
 * Secret goals: offered at the start through a public button (answered privately) and by DM, kept with a
 * private button; `/suburbia goal` shows your own goal at any time. Goal names appear only in messages only
 * their owner sees.
 */
import { goalById, privateView, type GameState, type GoalId, type Seat } from '../../engine/index.ts';
import type { Store } from '../../store/store.ts';
import { goalCard } from '../../render/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { gameTitle, isSolo, seatOf, stateOf, tableInfo, userAt } from './game.ts';
import { playMove } from './play.ts';
import { privately } from './replies.ts';
import { setsLines } from './sets.ts';
import type { ComponentEvent, Effect, FlowDeps, MessageSpec } from './types.ts';

const goalLine = (id: GoalId): string => {
  const card = goalCard(id);
  return `**${card.name}**: ${card.rule} (+${card.bonus} population at the end, to a single player only).`;
};

/**
 * The public start message: every seat (Dale the Bot's too), the sets in play, then goals are being chosen; the button
 * answers each player privately. A solo game speaks to its one player.
 */
export const startMessage = (game: GameRecord, state: GameState): MessageSpec => {
  const players = game.seats.flatMap((s) => (s.kind === 'human' && s.discordUserId !== undefined ? [s.discordUserId] : []));
  const choosing = isSolo(state)
    ? 'you keep one of two secret goals. Press the button below (only you will see your offers); if your DMs are open, the offers are in your DMs too. Turn 1 begins once you have chosen.'
    : 'each of you keeps one of two secret goals. Press the button below (only you will see your offers); if your DMs are open, the offers are in your DMs too. Turn 1 begins once everyone has chosen.';
  return {
    content: [
      `**${gameTitle(game)}** has started! Seats: ${tableInfo(game, state).seats.map((s) => s.name).join(', ')}.`,
      ...(state.options.sets === undefined ? [] : setsLines(state.options, state)),
      `${players.map((p) => `<@${p}>`).join(' ')}: ${choosing}`,
    ].join('\n'),
    ping: players,
    rows: [{ buttons: [{ customId: encodeCustomId({ kind: 'goals', game: game.id }), label: 'Choose your secret goal', style: 'primary' }] }],
  };
};

/** A player's two offers with a button each (for the private answer and the DM). */
export const offersMessage = (game: GameRecord, state: GameState, seat: Seat): MessageSpec => {
  const offers = privateView(state, seat).secretGoalOffers;
  return {
    content: [`Your secret goal offers in **${gameTitle(game)}**: keep one (nobody else sees them).`, ...offers.map(goalLine)].join('\n'),
    rows: [
      {
        buttons: offers.map((id, pick) => ({
          customId: encodeCustomId({ kind: 'goal', game: game.id, seat, pick }),
          label: `Keep ${goalById(id).name}`.slice(0, 80),
          style: 'primary' as const,
        })),
      },
    ],
  };
};

/** Goal offers by DM to every person still choosing, except those whose DMs already failed in this game. */
export const goalOfferDms = async (store: Store, game: GameRecord, state: GameState): Promise<readonly Effect[]> => {
  const failed = await store.dmFailures(game.id);
  return state.players.flatMap((p, seat) => {
    const user = userAt(game, seat);
    if (user === undefined || p.secretGoalOffers.length === 0 || failed.has(user)) return [];
    return [{ kind: 'dm' as const, userId: user, gameId: game.id, message: offersMessage(game, state, seat) }];
  });
};

/** What `/suburbia goal` and the "My secret goal" button show: your goal, or your offers while choosing. */
export const myGoal = (game: GameRecord, state: GameState | undefined, userId: string): readonly Effect[] => {
  const seat = seatOf(game, userId);
  if (seat === undefined) return privately(`You are not playing in **${gameTitle(game)}**.`);
  if (state === undefined) return privately(`**${gameTitle(game)}** has not started yet: goals are dealt at the start.`);
  const view = privateView(state, seat);
  if (view.secretGoalOffers.length > 0) return [{ kind: 'answer', message: offersMessage(game, state, seat) }];
  if (view.secretGoal === undefined) return privately(`There are no secret goals in **${gameTitle(game)}**.`);
  return privately(`Your secret goal in **${gameTitle(game)}**: ${goalLine(view.secretGoal)}`);
};

/** The public "Choose your secret goal" button (and "My secret goal" on turn messages). */
export const goalsClick = async (deps: FlowDeps, event: ComponentEvent, game: GameRecord): Promise<readonly Effect[]> =>
  myGoal(game, await stateOf(deps.store, game), event.actor.userId);

/** A "Keep …" button: the seat keeps that offer. */
export const goalPick = async (deps: FlowDeps, event: ComponentEvent & { readonly id: { readonly kind: 'goal' } }, game: GameRecord): Promise<readonly Effect[]> => {
  const { seat, pick } = event.id;
  if (userAt(game, seat) !== event.actor.userId) return [{ kind: 'followUp', message: { content: 'Those goal offers are not yours.' } }];
  const state = await stateOf(deps.store, game);
  if (state === undefined) return [{ kind: 'followUp', message: { content: 'This game has not started.' } }];
  const offers = privateView(state, seat).secretGoalOffers;
  const goal = offers[pick];
  // a pick the offers do not have leaves the offers as they are
  if (goal === undefined && offers.length > 0) return [{ kind: 'followUp', message: { content: 'That goal was not one of the goals offered to you.' } }];
  if (goal === undefined) {
    const kept = privateView(state, seat).secretGoal;
    return [{ kind: 'answer', message: { content: kept === undefined ? 'That offer is no longer open.' : `You already keep ${goalLine(kept)}`, rows: [] } }];
  }
  const played = await playMove(deps, { game, state }, { kind: 'chooseGoal', seat, goal }, { kind: 'human', discordUserId: event.actor.userId });
  if (!played.ok) {
    // e.g. a double click, or the DM and the private answer both used: the goal kept first stands
    const fresh = await deps.store.loadById(game.id);
    const now = fresh === undefined ? undefined : await stateOf(deps.store, fresh);
    const kept = now === undefined ? undefined : privateView(now, seat).secretGoal;
    return [{ kind: 'followUp', message: { content: kept === undefined ? 'Your choice could not be recorded; please press the button again.' : `You already keep ${goalLine(kept)}` } }];
  }
  const waiting = played.state.phase === 'goals' ? ' The game begins once every player has chosen.' : '';
  return [{ kind: 'answer', message: { content: `You keep ${goalLine(goal)}${waiting}`, rows: [] } }, ...played.effects];
};
