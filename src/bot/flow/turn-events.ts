/** The components of a turn: each re-checks game, version and seat against the database before anything else. */
import type { BorderChoice, GameState } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import type { CustomIdOf } from '../custom-id.ts';
import { rejectionText } from '../rejection-words.ts';
import { borderRowStep, footprintStep, sideStep } from './border-stages.ts';
import { actionOfCode, isActionCode, slotCode, TAKE_A_BORDER, type ActionCode } from './codes.ts';
import { gameTitle, isSolo, seatName, seatOf, stateOf } from './game.ts';
import { playMove } from './play.ts';
import { freshBoard, privately } from './replies.ts';
import { actionStep, discardsOffered, moveOf, nextStep, offeredCodes, spotStep, stepEffect, valuesOffered, type Draft, type Turn } from './turn-stages.ts';
import type { ComponentEvent, Effect, FlowDeps, MessageSpec } from './types.ts';

type TurnKind = 'turn' | 'back' | 'act' | 'more' | 'page' | 'spot' | 'disc' | 'xdisc' | 'ok' | 'brd' | 'side' | 'foot' | 'bdisc' | 'bxdisc' | 'bok';
export type TurnEvent = ComponentEvent & { readonly id: CustomIdOf<TurnKind> };

const NOT_ON_OFFER = 'That choice is not on offer.';

/** The turn the click belongs to, or the answer that explains why it cannot be used. */
const turnFor = async (deps: FlowDeps, event: TurnEvent, game: GameRecord): Promise<{ readonly ok: true; readonly turn: Turn } | { readonly ok: false; readonly effects: readonly Effect[] }> => {
  const fail = (effects: readonly Effect[]) => ({ ok: false as const, effects });
  const state = await stateOf(deps.store, game);
  if (game.status === 'lobby' || state === undefined) return fail(privately(`**${gameTitle(game)}** has not started yet.`));
  if (game.status !== 'playing') return fail(privately(`**${gameTitle(game)}** is over; thanks for playing! Start another with \`/suburbia new\`.`));
  const seat = seatOf(game, event.actor.userId);
  if (seat === undefined) return fail(privately(`You are not playing in **${gameTitle(game)}**; enjoy watching!`));
  if (event.id.v !== game.version) return fail(await freshBoard('That button belongs to an earlier moment of the game (was it already pressed?).', game, state, event.actor.userId));
  if (state.phase === 'goals') return fail(privately(`Secret goals are still being chosen in **${gameTitle(game)}**; turn 1 begins once ${isSolo(state) ? 'you have' : 'everyone has'} kept one.`));
  if (seat !== state.toMove) return fail(privately(`It is not your turn: **${seatName(game, state, state.toMove)}** is to move in **${gameTitle(game)}**.`));
  return { ok: true, turn: { game, state, seat } };
};

const offeredAction = (state: GameState, value: string | undefined): ActionCode | undefined =>
  value !== undefined && isActionCode(value) && offeredCodes(state).includes(value) ? value : undefined;

/** A value chosen in one of the first step's two selects, if that select offers it. */
const chosenIn = (state: GameState, select: 'act' | 'more', value: string | undefined): string | undefined =>
  value !== undefined && valuesOffered(state, select).includes(value) ? value : undefined;

/** The border choice an offered code names (a face-up border or the Lake Border), if it is one. */
const borderChoice = (turn: Turn, code: ActionCode | undefined): BorderChoice | undefined => {
  const choice = code === undefined ? undefined : actionOfCode(code, turn.state);
  return choice?.action === 'border' || choice?.action === 'lakeBorder' ? choice : undefined;
};

/** What the first step's choice opens: the face-up borders, the sides of the Lake Border, a border investment's removal, or the spots. */
const afterFirstStep = async (turn: Turn, value: string): Promise<MessageSpec | undefined> => {
  if (value === TAKE_A_BORDER) return borderRowStep(turn);
  if (!isActionCode(value)) return undefined;
  const choice = actionOfCode(value, turn.state);
  if (choice === undefined) return undefined;
  if (choice.action === 'lakeBorder') return sideStep(turn, value, choice);
  if (choice.action === 'investBorder') return await nextStep(turn, { action: value, spot: 0 });
  return spotStep(turn, value, 0);
};

const indexValue = (value: string | undefined): number | undefined => (value !== undefined && /^(0|[1-9]\d{0,3})$/.test(value) ? Number(value) : undefined);

/** A market slot from a select, if it is one of the removals offered at this step of the draft. */
const slotValue = (turn: Turn, draft: Draft & { readonly spot: number }, value: string | undefined) => {
  const slot = indexValue(value);
  return slot !== undefined && discardsOffered(turn, draft).includes(slot) ? slotCode(slot) : undefined;
};

const orFresh = async (turn: Turn, event: TurnEvent, step: Parameters<typeof stepEffect>[0] | undefined): Promise<readonly Effect[]> =>
  step === undefined ? freshBoard(NOT_ON_OFFER, turn.game, turn.state, event.actor.userId) : [stepEffect(step)];

/** Refusing a Confirm leaves its message alone (it may already say "Done" for the click that won) and answers apart. */
const asFollowUp = (effects: readonly Effect[]): readonly Effect[] => effects.map((e) => (e.kind === 'answer' ? { kind: 'followUp', message: e.message } : e));

export const turnClick = async (deps: FlowDeps, event: TurnEvent, game: GameRecord): Promise<readonly Effect[]> => {
  const checked = await turnFor(deps, event, game);
  if (!checked.ok) return event.id.kind === 'ok' || event.id.kind === 'bok' ? asFollowUp(checked.effects) : checked.effects;
  const { turn } = checked;
  const id = event.id;
  const value = event.values[0];
  switch (id.kind) {
    case 'turn':
    case 'back':
      return [stepEffect(actionStep(turn))];
    case 'act':
    case 'more': {
      const chosen = chosenIn(turn.state, id.kind, value);
      return orFresh(turn, event, chosen === undefined ? undefined : await afterFirstStep(turn, chosen));
    }
    case 'brd': {
      const choice = borderChoice(turn, offeredAction(turn.state, id.action));
      return orFresh(turn, event, choice === undefined ? undefined : sideStep(turn, id.action, choice));
    }
    case 'side': {
      const choice = borderChoice(turn, offeredAction(turn.state, id.action));
      return orFresh(turn, event, choice === undefined || id.side > 5 ? undefined : await footprintStep(turn, id.action, choice, id.side, id.page));
    }
    case 'foot': {
      const spot = indexValue(value);
      const valid = spot !== undefined && borderChoice(turn, offeredAction(turn.state, id.action)) !== undefined;
      return orFresh(turn, event, valid ? await nextStep(turn, { action: id.action, side: id.side, spot }) : undefined);
    }
    case 'bdisc': {
      const draft = { action: id.action, side: id.side, spot: id.spot };
      const discard = slotValue(turn, draft, value);
      return orFresh(turn, event, discard === undefined ? undefined : await nextStep(turn, { ...draft, discard }));
    }
    case 'bxdisc': {
      const draft = { action: id.action, side: id.side, spot: id.spot, discard: id.discard };
      const extra = slotValue(turn, draft, value);
      return orFresh(turn, event, extra === undefined ? undefined : await nextStep(turn, { ...draft, extra }));
    }
    case 'page':
      return orFresh(turn, event, offeredAction(turn.state, id.action) === undefined ? undefined : await spotStep(turn, id.action, id.page));
    case 'spot': {
      const spot = indexValue(value);
      const valid = spot !== undefined && offeredAction(turn.state, id.action) !== undefined && borderChoice(turn, id.action) === undefined;
      return orFresh(turn, event, valid ? await nextStep(turn, { action: id.action, spot }) : undefined);
    }
    case 'disc': {
      const discard = slotValue(turn, { action: id.action, spot: id.spot }, value);
      return orFresh(turn, event, discard === undefined ? undefined : await nextStep(turn, { action: id.action, spot: id.spot, discard }));
    }
    case 'xdisc': {
      const extra = slotValue(turn, { action: id.action, spot: id.spot, discard: id.discard }, value);
      return orFresh(turn, event, extra === undefined ? undefined : await nextStep(turn, { action: id.action, spot: id.spot, discard: id.discard, extra }));
    }
    case 'ok':
    case 'bok': {
      const side = id.kind === 'bok' ? { side: id.side } : {};
      const move = offeredAction(turn.state, id.action) === undefined ? undefined : moveOf(turn, { action: id.action, ...side, spot: id.spot, discard: id.discard, extra: id.extra });
      if (move === undefined) return freshBoard(NOT_ON_OFFER, game, turn.state, event.actor.userId);
      const played = await playMove(deps, { game, state: turn.state }, move, { kind: 'human', discordUserId: event.actor.userId });
      if (!played.ok) {
        const why = played.reason === 'stale' ? 'That turn was already played.' : `That move is not allowed: ${rejectionText(played.rejection)}`;
        const fresh = (await deps.store.loadById(game.id)) ?? game;
        return asFollowUp(await freshBoard(why, fresh, (await stateOf(deps.store, fresh)) ?? turn.state, event.actor.userId));
      }
      return [stepEffect({ content: `Done: your turn in **${gameTitle(game)}** is played; see the channel.`, embeds: [], files: [], rows: [] }), ...played.effects];
    }
  }
};
