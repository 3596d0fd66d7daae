/**
 * A turn, privately: from the first click to the confirmation every step edits one ephemeral message. Each
 * step's components are built from the engine's offers for the state version in their custom_ids, so a click
 * names something already vetted; the choice so far travels in the custom_id, never in memory.
 */
import {
  applyMove,
  offerActions,
  offerDiscards,
  offerPlacements,
  preview,
  publicView,
  tileById,
  tileText,
  describeChange,
  type ActionChoice,
  type ActionOffer,
  type Change,
  type GameState,
  type Seat,
  type TurnDraft,
  type TurnMove,
} from '../../engine/index.ts';
import { placementView, renderPlacement, spotSummary } from '../../render/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { actionCode, actionOfCode, choiceOf, slotOfCode, type ActionCode, type SlotOrNone } from './codes.ts';
import { gameTitle, tableInfo } from './game.ts';
import type { ButtonSpec, Effect, MessageSpec, RowSpec, SelectOptionSpec } from './types.ts';

/** Discord's limit of options in one select menu: more spots than this are paged. */
export const SPOTS_PER_PAGE = 25;

export type Turn = { readonly game: GameRecord; readonly state: GameState; readonly seat: Seat };

/** The choice so far, as the custom_ids carry it. */
export type Draft = { readonly action: ActionCode; readonly spot?: number; readonly discard?: SlotOrNone; readonly extra?: SlotOrNone };

const backButton = (turn: Turn): ButtonSpec => ({ customId: encodeCustomId({ kind: 'back', game: turn.game.id, v: turn.game.version }), label: 'Start over', style: 'secondary' });

const money = (turn: Turn): number => turn.state.players[turn.seat]?.money ?? 0;

/**
 * The offers a turn's first step shows: those the player can afford, without a purchase whose tile has no legal
 * spot in their borough (that tile is offered only as a lake, and the lake says why).
 */
export const offeredActions = (state: GameState): readonly HexOffer[] =>
  offerActions(state).filter((o): o is HexOffer => o.affordable && o.action !== 'border' && o.action !== 'lakeBorder' && !(o.action === 'buy' && o.noSpot !== undefined));

/** The offers of hex tiles and investments, which this first step shows (borders have stages of their own). */
type HexOffer = Extract<ActionOffer, { action: 'buy' | 'lake' | 'basic' | 'invest' }>;

/** Why the tile in a market slot has no legal spot in the mover's borough, if it has none. */
const noSpotAt = (offers: readonly ActionOffer[], slot: number): string | undefined => {
  const buy = offers.find((o) => o.action === 'buy' && o.slot === slot);
  return buy?.action === 'buy' ? buy.noSpot : undefined;
};

const actionLabel = (offer: HexOffer, state: GameState, all: readonly ActionOffer[]): SelectOptionSpec => {
  const code = actionCode(choiceOf(offer));
  switch (offer.action) {
    case 'buy':
      return { value: code, label: `Buy ${tileById(offer.tileId).name} for $${offer.cost}`, description: `market slot ${offer.slot + 1}: ${tileText(tileById(offer.tileId))}`.slice(0, 100) };
    case 'lake': {
      const noSpot = noSpotAt(all, offer.slot);
      const why = noSpot === undefined ? '$2 per adjacent non-lake tile' : `no legal spot: ${noSpot}`;
      return { value: code, label: `Take ${tileById(offer.tileId).name} as a lake for $${offer.cost}`, description: `market slot ${offer.slot + 1}; ${why}`.slice(0, 100) };
    }
    case 'basic':
      return { value: code, label: `Basic ${tileById(offer.tileId).name} for $${offer.cost}`, description: `${offer.left} left; you also remove a market tile` };
    case 'invest':
      return { value: code, label: `Invest in one of your tiles (from $${offer.cost})`, description: `doubles its effects; ${state.players[state.toMove]?.investmentsLeft ?? 0} markers left` };
  }
};

/** Step 1: what to take (the offers shown by offeredActions). */
export const actionStep = (turn: Turn, note = ''): MessageSpec => {
  const all = offerActions(turn.state);
  const options = offeredActions(turn.state).map((o) => actionLabel(o, turn.state, all));
  return {
    content: `${note}**${gameTitle(turn.game)}**, round ${turn.state.round}: your turn. You have $${money(turn)}. Choose what to take.`,
    files: [],
    embeds: [],
    rows: [{ select: { customId: encodeCustomId({ kind: 'act', game: turn.game.id, v: turn.game.version }), placeholder: 'Choose an action and tile', options } }],
  };
};

const draftOf = (turn: Turn, choice: ActionChoice, at: { readonly q: number; readonly r: number }, draft: Draft): TurnDraft => {
  const discardSlot = draft.discard === undefined ? undefined : slotOfCode(draft.discard);
  const extraDiscardSlot = draft.extra === undefined ? undefined : slotOfCode(draft.extra);
  const extras = { ...(discardSlot === undefined ? {} : { discardSlot }), ...(extraDiscardSlot === undefined ? {} : { extraDiscardSlot }) };
  switch (choice.action) {
    case 'buy':
    case 'lake':
      return { kind: choice.action, seat: turn.seat, slot: choice.slot, at, ...(extraDiscardSlot === undefined ? {} : { extraDiscardSlot }) };
    case 'basic':
      return { kind: 'basic', seat: turn.seat, basic: choice.basic, at, ...extras };
    case 'invest':
      return { kind: 'invest', seat: turn.seat, at, ...extras };
    case 'investBorder':
      return { kind: 'invest', seat: turn.seat, at, border: choice.border, ...extras };
    case 'border':
    case 'lakeBorder':
      // a border's draft needs its side: it has stages of its own
      throw new Error(`${choice.action} is not drafted on a cell`);
  }
};

const choosing = (choice: ActionChoice, state: GameState): string => {
  switch (choice.action) {
    case 'buy':
      return `Where do you build ${tileById(state.market.find((e) => e.slot === choice.slot)?.tileId ?? '').name}?`;
    case 'lake':
      return 'Where does the lake go?';
    case 'basic':
      return `Where do you build the ${tileById(choice.basic).name}?`;
    case 'invest':
      return 'Which tile do you invest in?';
    case 'investBorder':
      return 'Invest in this border?';
    case 'border':
    case 'lakeBorder':
      return 'Where does the border go?';
  }
};

/** The changes a rule ignored for `seat` (a Police Station's protection, stars without the Star track), in words. */
const ignoredWords = (changes: readonly Change[], seat: Seat): string =>
  changes
    .filter((c) => c.ignored === true && c.seat === seat)
    .map(describeChange)
    .join('; ');

/** Step 2: where, from the engine's placements with their previews, paged by 25, with the placement picture. */
export const spotStep = async (turn: Turn, code: ActionCode, page: number): Promise<MessageSpec> => {
  const choice = actionOfCode(code);
  const offers = offerPlacements(turn.state, choice);
  if (offers.length === 0) return { ...actionStep(turn, 'There is no spot for that choice. '), rows: actionStep(turn).rows };
  const pages = Math.ceil(offers.length / SPOTS_PER_PAGE);
  const current = Math.min(page, pages - 1);
  const shown = offers.slice(current * SPOTS_PER_PAGE, (current + 1) * SPOTS_PER_PAGE);
  const ids = { game: turn.game.id, v: turn.game.version, action: code };
  const picture = await renderPlacement(placementView(publicView(turn.state), choice, offers, tableInfo(turn.game, turn.state)));
  const navigation: ButtonSpec[] = [
    ...(current > 0 ? [{ customId: encodeCustomId({ kind: 'page', ...ids, page: current - 1 }), label: `Spots ${(current - 1) * SPOTS_PER_PAGE + 1}-${current * SPOTS_PER_PAGE}`, style: 'secondary' as const }] : []),
    ...(current < pages - 1 ? [{ customId: encodeCustomId({ kind: 'page', ...ids, page: current + 1 }), label: `Spots ${(current + 1) * SPOTS_PER_PAGE + 1}-${Math.min(offers.length, (current + 2) * SPOTS_PER_PAGE)}`, style: 'secondary' as const }] : []),
    backButton(turn),
  ];
  const rows: RowSpec[] = [
    {
      select: {
        customId: encodeCustomId({ kind: 'spot', ...ids, page: current }),
        placeholder: `Choose a spot (${offers.length} in all${pages > 1 ? `, page ${current + 1} of ${pages}` : ''})`,
        options: shown.map((offer, i) => {
          const index = current * SPOTS_PER_PAGE + i;
          const cost = offer.cost > 0 ? ` · pay $${offer.cost}` : '';
          const ignored = ignoredWords(offer.preview.changes, turn.seat);
          return {
            value: String(index),
            label: `spot ${index + 1}: ${spotSummary(offer.preview.changes, turn.seat)}${cost}`.slice(0, 100),
            ...(ignored === '' ? {} : { description: `ignored: ${ignored}`.slice(0, 100) }),
          };
        }),
      },
    },
    { buttons: navigation },
  ];
  return {
    content: `**${gameTitle(turn.game)}**: ${choosing(choice, turn.state)} The numbers on the picture match the spots in the menu.`,
    embeds: [],
    files: [{ name: 'placement.png', png: picture.png, description: 'Your borough with the offered spots numbered' }],
    rows,
  };
};

/** Where a draft goes next: a discard the rules ask for, the Lone Architect's extra removal, or the confirmation. */
export const nextStep = (turn: Turn, draft: Draft & { readonly spot: number }): MessageSpec | undefined => {
  const choice = actionOfCode(draft.action);
  const at = offerPlacements(turn.state, choice)[draft.spot]?.at;
  if (at === undefined) return undefined;
  const discards = offerDiscards(turn.state, draftOf(turn, choice, at, draft)).filter((d) => d.affordable);
  const stage = discards[0]?.stage;
  if (stage === undefined) return confirmStep(turn, draft, at);
  const ids = { game: turn.game.id, v: turn.game.version, action: draft.action, spot: draft.spot };
  const customId = stage === 'discard' ? encodeCustomId({ kind: 'disc', ...ids }) : encodeCustomId({ kind: 'xdisc', ...ids, discard: draft.discard ?? 'n' });
  return {
    content:
      stage === 'discard'
        ? `**${gameTitle(turn.game)}**: this action also removes one tile from the market (you pay its surcharge). Which one?`
        : `**${gameTitle(turn.game)}**: Lone Architect: remove one more tile from the market (you pay its surcharge).`,
    embeds: [],
    files: [],
    rows: [
      {
        select: {
          customId,
          placeholder: 'Choose a market tile to remove',
          options: discards.map((d) => ({ value: String(d.slot), label: `${tileById(d.tileId).name} (slot ${d.slot + 1}, surcharge $${d.surcharge})`.slice(0, 100) })),
        },
      },
      { buttons: [backButton(turn)] },
    ],
  };
};

/** The market slots the draft may remove next (its own discard, then the Lone Architect's extra one). */
export const discardsOffered = (turn: Turn, draft: Draft & { readonly spot: number }): readonly number[] => {
  const choice = actionOfCode(draft.action);
  const at = offerPlacements(turn.state, choice)[draft.spot]?.at;
  return at === undefined ? [] : offerDiscards(turn.state, draftOf(turn, choice, at, draft)).filter((d) => d.affordable).map((d) => d.slot);
};

/** The complete move a finished draft stands for. */
export const moveOf = (turn: Turn, draft: Draft & { readonly spot: number }): TurnMove | undefined => {
  const choice = actionOfCode(draft.action);
  const at = offerPlacements(turn.state, choice)[draft.spot]?.at;
  return at === undefined ? undefined : (draftOf(turn, choice, at, draft) as TurnMove);
};

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
const signedMoney = (n: number): string => (n > 0 ? `+$${n}` : n < 0 ? `−$${-n}` : '±$0');

/** Last step: the full preview, every change with its cause, and Confirm. */
const confirmStep = (turn: Turn, draft: Draft & { readonly spot: number }, at: { readonly q: number; readonly r: number }): MessageSpec | undefined => {
  const move = draftOf(turn, actionOfCode(draft.action), at, draft);
  const shown = preview(turn.state, move);
  if (!('changes' in shown) || !applyMove(turn.state, move as TurnMove).ok) return undefined;
  const lines = shown.changes.filter((c) => c.delta !== 0 || c.ignored === true).map((c) => `${c.seat === turn.seat ? '' : `(${tableInfo(turn.game, turn.state).seats[c.seat]?.name ?? ''}) `}${describeChange(c)}`);
  const net = shown.net;
  return {
    content: `**${gameTitle(turn.game)}**: confirm your turn? Spot ${draft.spot + 1}. Over the whole turn: ${signedMoney(net.money)}, income ${signed(net.income)}, reputation ${signed(net.reputation)}, population ${signed(net.population)}.`,
    embeds: [{ title: 'What happens', description: lines.join('\n').slice(0, 4000) || 'No changes.' }],
    files: [],
    rows: [
      {
        buttons: [
          {
            customId: encodeCustomId({ kind: 'ok', game: turn.game.id, v: turn.game.version, action: draft.action, spot: draft.spot, discard: draft.discard ?? 'n', extra: draft.extra ?? 'n' }),
            label: 'Confirm',
            style: 'success',
          },
          backButton(turn),
        ],
      },
    ],
  };
};

export const stepEffect = (message: MessageSpec): Effect => ({ kind: 'answer', message });
