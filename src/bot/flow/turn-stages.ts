/**
 * A turn, privately: from the first click to the confirmation every step edits one ephemeral message. Each
 * step's components are built from the engine's offers for the state version in their custom_ids, so a click
 * names something already vetted; the choice so far travels in the custom_id, never in memory.
 */
import {
  applyMove,
  borderById,
  describeChange,
  marketTile,
  offerActions,
  offerBorderFootprints,
  offerBorderInvestments,
  offerDiscards,
  offerPlacements,
  preview,
  publicView,
  rulesOf,
  sameCell,
  starSpaceOf,
  tileById,
  tileText,
  type ActionChoice,
  type ActionOffer,
  type Axial,
  type BorderInvestmentOffer,
  type Change,
  type GameState,
  type Seat,
  type TurnDraft,
  type TurnMove,
} from '../../engine/index.ts';
import { borderConfirmationView, placementView, renderBorderConfirmation, renderPlacement, sideWords, spotSummary } from '../../render/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { actionCode, actionOfCode, choiceOf, plannersOf, slotOfCode, TAKE_A_BORDER, type ActionCode, type SlotOrNone } from './codes.ts';
import { spotsOf, withDiscards } from './spots.ts';
import { changesInWords, isShown } from './summary.ts';
import { gameTitle, tableInfo } from './game.ts';
import type { ButtonSpec, Effect, FileSpec, MessageSpec, RowSpec, SelectOptionSpec } from './types.ts';

/** Discord's limit of options in one select menu: more spots than this are paged. */
export const SPOTS_PER_PAGE = 25;

export type Turn = { readonly game: GameRecord; readonly state: GameState; readonly seat: Seat };

/** The choice so far, as the custom_ids carry it; `side`: the side a border faces. */
export type Draft = { readonly action: ActionCode; readonly side?: number; readonly spot?: number; readonly discard?: SlotOrNone; readonly extra?: SlotOrNone };

export const backButton = (turn: Turn): ButtonSpec => ({ customId: encodeCustomId({ kind: 'back', game: turn.game.id, v: turn.game.version }), label: 'Start over', style: 'secondary' });

export const money = (turn: Turn): number => turn.state.players[turn.seat]?.money ?? 0;

/**
 * The offers a turn's first step shows: those with a spot the player can pay for. A purchase whose tile has no legal
 * spot in their borough is left out (that tile is offered only as a lake, and the lake says why), as is a border with
 * nowhere to go.
 */
export const offeredActions = (state: GameState): readonly ActionOffer[] => offerActions(state).filter((o) => o.affordable);

/** Every action code a turn may go on with: the offered actions, and investing in each border that can take a marker. */
export const offeredCodes = (state: GameState): readonly ActionCode[] => [
  ...offeredActions(state).map((o) => actionCode(choiceOf(o), state)),
  ...(rulesOf(state.options).has('inc') ? offerBorderInvestments(state).filter((b) => b.affordable).map((b) => actionCode(b.choice, state)) : []),
];

/** Why the tile in a market slot has no legal spot in the mover's borough, if it has none. */
const noSpotAt = (offers: readonly ActionOffer[], slot: number): string | undefined => {
  const buy = offers.find((o) => o.action === 'buy' && o.slot === slot);
  return buy?.action === 'buy' ? buy.noSpot : undefined;
};

const plannerWords = (state: GameState, planner: Axial): string => {
  const planners = plannersOf(state);
  return planners.length > 1 ? `Redevelopment Planner ${planners.findIndex((at) => sameCell(at, planner)) + 1}` : 'Redevelopment Planner';
};

/** The first step's option for an offer; a face-up border stands for "Take a border" (its own step lists them). */
const actionLabel = (offer: ActionOffer, state: GameState, all: readonly ActionOffer[]): SelectOptionSpec => {
  const code = offer.action === 'border' ? TAKE_A_BORDER : actionCode(choiceOf(offer), state);
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
    case 'invest': {
      const left = state.players[state.toMove]?.investmentsLeft ?? 0;
      return { value: code, label: `Invest in one of your tiles (from $${offer.cost})`, description: `doubles its effects; ${left} ${left === 1 ? 'marker' : 'markers'} left` };
    }
    case 'border':
      return { value: code, label: 'Take a border', description: `${(state.borderRow ?? []).length} face up: pay its price, then remove a market tile` };
    case 'lakeBorder':
      return { value: code, label: 'Take a border as a lake (free)', description: `${offer.left} face down; $2 per building in its slots; then remove a market tile` };
    case 'redevelop':
      return { value: code, label: `Replace your ${plannerWords(state, offer.planner)}`, description: 'with a market or basic tile, for free' };
  }
};

/** "Invest in your Desert ($6)": a border that can take a marker. */
const borderInvestmentLabel = (state: GameState, investment: BorderInvestmentOffer): SelectOptionSpec => {
  const name = investment.faceDown === 'lake' ? 'Lake Border' : borderById(investment.borderId).name;
  const effect = investment.faceDown === 'lake' ? '$2 per building in its slots again' : 'doubles its effects';
  return { value: actionCode(investment.choice, state), label: `Invest in your ${name} ($${investment.cost})`, description: `${effect}; then remove a market tile` };
};

/** Whether an offer belongs in the first select ("Buy or take as a lake": market and basic tiles) or in "Other actions". */
const isTileTaking = (offer: ActionOffer): boolean => offer.action === 'buy' || offer.action === 'lake' || offer.action === 'basic';

/** "Other actions": investing (in a tile, then in each border that can take a marker), one "Take a border", the Lake Border, each planner. */
const otherOptions = (state: GameState, offered: readonly ActionOffer[], all: readonly ActionOffer[]): readonly SelectOptionSpec[] => {
  const others = offered.filter((o) => !isTileTaking(o));
  const firstBorder = others.find((o) => o.action === 'border');
  const investments = rulesOf(state.options).has('inc') ? offerBorderInvestments(state).filter((b) => b.affordable) : [];
  return [
    ...others.filter((o) => o.action === 'invest').map((o) => actionLabel(o, state, all)),
    ...investments.map((b) => borderInvestmentLabel(state, b)),
    ...(firstBorder === undefined ? [] : [actionLabel(firstBorder, state, all)]),
    ...others.filter((o) => o.action === 'lakeBorder' || o.action === 'redevelop').map((o) => actionLabel(o, state, all)),
  ];
};

/**
 * Step 1: what to take, in two selects so neither passes Discord's 25 options even with an 8-slot market: the
 * market and basic tiles, and every other action on offer. A select with nothing to offer is left out.
 */
export const actionStep = (turn: Turn, note = ''): MessageSpec => {
  const all = offerActions(turn.state);
  const offered = offeredActions(turn.state);
  const ids = { game: turn.game.id, v: turn.game.version };
  const tiles = offered.filter(isTileTaking).map((o) => actionLabel(o, turn.state, all));
  const others = otherOptions(turn.state, offered, all);
  const rows: RowSpec[] = [
    ...(tiles.length === 0 ? [] : [{ select: { customId: encodeCustomId({ kind: 'act', ...ids }), placeholder: 'Buy or take as a lake', options: tiles } }]),
    ...(others.length === 0 ? [] : [{ select: { customId: encodeCustomId({ kind: 'more', ...ids }), placeholder: 'Other actions', options: others } }]),
  ];
  return {
    content: `${note}**${gameTitle(turn.game)}**, round ${turn.state.round}: your turn. You have $${money(turn)}. Choose what to take.`,
    files: [],
    embeds: [],
    rows,
  };
};

/** The values one of the first step's selects offers: `act` the tiles to take, `more` the other actions. */
export const valuesOffered = (state: GameState, select: 'act' | 'more'): readonly string[] => {
  const offered = offeredActions(state);
  return select === 'act' ? offered.filter(isTileTaking).map((o) => actionCode(choiceOf(o), state)) : otherOptions(state, offered, offered).map((o) => o.value);
};

/** The spot step's question; a tile's name takes no article, a basic tile's as a market tile's (flow README). */
const choosing = (choice: ActionChoice, state: GameState): string => {
  switch (choice.action) {
    case 'buy':
      return `Where do you build ${tileById(state.market.find((e) => e.slot === choice.slot)?.tileId ?? '').name}?`;
    case 'lake':
      return 'Where does the lake go?';
    case 'basic':
      return `Where do you build ${tileById(choice.basic).name}?`;
    case 'invest':
      return 'Which tile do you invest in?';
    case 'redevelop':
      return `Which tile replaces your ${plannerWords(state, choice.planner)}? It costs nothing.`;
    case 'border':
    case 'lakeBorder':
    case 'investBorder':
      return 'Where does it go?';
  }
};

/** The mover's space on the 5★ Star track before the turn, which spot summaries count star moves from; undefined without the track. */
export const starSpaceBefore = (turn: Turn): number | undefined => (turn.state.starTrack === undefined ? undefined : starSpaceOf(turn.state, turn.seat));

/**
 * The mover's star move over the whole turn, in the spot summaries' words ("★ +2 → space 9: +1 reputation"), or
 * nothing when the turn moves no star or the game has no Star track.
 */
const starMoveWords = (turn: Turn, changes: readonly Change[]): string => {
  const from = starSpaceBefore(turn);
  const track = changes.filter((c) => c.seat === turn.seat && (c.stat === 'stars' || c.cause.kind === 'starTrack'));
  return from === undefined || !track.some((c) => c.stat === 'stars') ? '' : `, ${spotSummary(track, turn.seat, from)}`;
};

/** The changes a rule ignored for `seat` (a Police Station's protection, stars without the Star track), in words. */
export const ignoredWords = (changes: readonly Change[], seat: Seat): string =>
  changes
    .filter((c) => c.ignored === true && c.seat === seat)
    .map(describeChange)
    .join('; ');

/** What a spot's tile is, for the tiles replacing a Redevelopment Planner: "Park (market slot 3)". */
const replacementWords = (state: GameState, draft: TurnDraft): string => {
  if (draft.kind !== 'redevelop') return '';
  if (draft.basic !== undefined) return `basic ${tileById(draft.basic).name} (then remove a market tile)`;
  return `${tileById(marketTile(state, draft.slot ?? -1) ?? '').name} (market slot ${(draft.slot ?? 0) + 1})`;
};

/** The confirmation's words for a replacement: "Park from market slot 3 replaces your Redevelopment Planner". */
const replacesWords = (state: GameState, draft: Extract<TurnDraft, { kind: 'redevelop' }>): string => {
  const tile = draft.basic !== undefined ? `A basic ${tileById(draft.basic).name}` : `${tileById(marketTile(state, draft.slot ?? -1) ?? '').name} from market slot ${(draft.slot ?? 0) + 1}`;
  return `${tile} replaces your ${plannerWords(state, draft.planner)}`;
};

const notOnOffer = (turn: Turn): MessageSpec => ({ ...actionStep(turn, 'There is no spot for that choice. '), rows: actionStep(turn).rows });

/**
 * Step 2: where, from the engine's offers with their previews, paged by 25: a cell (with the placement picture), or
 * the tile replacing a Redevelopment Planner.
 */
export const spotStep = async (turn: Turn, code: ActionCode, page: number): Promise<MessageSpec> => {
  const choice = actionOfCode(code, turn.state);
  if (choice === undefined) return notOnOffer(turn);
  const spots = spotsOf(turn.state, turn.seat, choice, undefined);
  if (spots.length === 0) return notOnOffer(turn);
  const pages = Math.ceil(spots.length / SPOTS_PER_PAGE);
  const current = Math.min(page, pages - 1);
  const shown = spots.slice(current * SPOTS_PER_PAGE, (current + 1) * SPOTS_PER_PAGE);
  const ids = { game: turn.game.id, v: turn.game.version, action: code };
  // a Redevelopment Planner's replacements are tiles, not cells
  const [one, many] = choice.action === 'redevelop' ? ['tile', 'Tiles'] : ['spot', 'Spots'];
  const cells = choice.action === 'buy' || choice.action === 'lake' || choice.action === 'basic' || choice.action === 'invest' ? offerPlacements(turn.state, choice) : [];
  const picture = cells.length === 0 ? undefined : await renderPlacement(placementView(publicView(turn.state), choice, cells, tableInfo(turn.game, turn.state)));
  const navigation: ButtonSpec[] = [
    ...(current > 0 ? [{ customId: encodeCustomId({ kind: 'page', ...ids, page: current - 1 }), label: `${many} ${(current - 1) * SPOTS_PER_PAGE + 1}-${current * SPOTS_PER_PAGE}`, style: 'secondary' as const }] : []),
    ...(current < pages - 1 ? [{ customId: encodeCustomId({ kind: 'page', ...ids, page: current + 1 }), label: `${many} ${(current + 1) * SPOTS_PER_PAGE + 1}-${Math.min(spots.length, (current + 2) * SPOTS_PER_PAGE)}`, style: 'secondary' as const }] : []),
    backButton(turn),
  ];
  const rows: RowSpec[] = [
    {
      select: {
        customId: encodeCustomId({ kind: 'spot', ...ids, page: current }),
        placeholder: `Choose a ${one} (${spots.length} in all${pages > 1 ? `, page ${current + 1} of ${pages}` : ''})`,
        options: shown.map((spot, i) => {
          const index = current * SPOTS_PER_PAGE + i;
          const paid = cells[index]?.cost ?? 0;
          const cost = paid > 0 ? ` · pay $${paid}` : '';
          const ignored = ignoredWords(spot.preview.changes, turn.seat);
          const what = choice.action === 'redevelop' ? replacementWords(turn.state, spot.draft) : `spot ${index + 1}`;
          return {
            value: String(index),
            label: `${what}: ${spotSummary(spot.preview.changes, turn.seat, starSpaceBefore(turn))}${cost}`.slice(0, 100),
            ...(ignored === '' ? {} : { description: `ignored: ${ignored}`.slice(0, 100) }),
          };
        }),
      },
    },
    { buttons: navigation },
  ];
  return {
    content: `**${gameTitle(turn.game)}**: ${choosing(choice, turn.state)}${picture === undefined ? '' : ' The numbers on the picture match the spots in the menu.'}`,
    embeds: [],
    files: picture === undefined ? [] : [{ name: 'placement.png', png: picture.png, description: 'Your borough with the offered spots numbered' }],
    rows,
  };
};

/** The draft a click stands for, with its removals, if its action and spot are still on offer. */
const draftOf = (turn: Turn, draft: Draft & { readonly spot: number }): TurnDraft | undefined => {
  const choice = actionOfCode(draft.action, turn.state);
  const spot = choice === undefined ? undefined : spotsOf(turn.state, turn.seat, choice, draft.side)[draft.spot];
  if (spot === undefined) return undefined;
  return withDiscards(spot.draft, draft.discard === undefined ? undefined : slotOfCode(draft.discard), draft.extra === undefined ? undefined : slotOfCode(draft.extra));
};

/** Where a draft goes next: a discard the rules ask for, the Lone Architect's extra removal, or the confirmation. */
export const nextStep = async (turn: Turn, draft: Draft & { readonly spot: number }): Promise<MessageSpec | undefined> => {
  const move = draftOf(turn, draft);
  if (move === undefined) return undefined;
  const discards = offerDiscards(turn.state, move).filter((d) => d.affordable);
  const stage = discards[0]?.stage;
  if (stage === undefined) return confirmStep(turn, draft, move);
  const ids = { game: turn.game.id, v: turn.game.version, action: draft.action, spot: draft.spot };
  const discard = draft.discard ?? 'n';
  const customId =
    draft.side === undefined
      ? encodeCustomId(stage === 'discard' ? { kind: 'disc', ...ids } : { kind: 'xdisc', ...ids, discard })
      : encodeCustomId(stage === 'discard' ? { kind: 'bdisc', ...ids, side: draft.side } : { kind: 'bxdisc', ...ids, side: draft.side, discard });
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
  const move = draftOf(turn, draft);
  return move === undefined ? [] : offerDiscards(turn.state, move).filter((d) => d.affordable).map((d) => d.slot);
};

/** The complete move a finished draft stands for. */
export const moveOf = (turn: Turn, draft: Draft & { readonly spot: number }): TurnMove | undefined => draftOf(turn, draft) as TurnMove | undefined;

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
const signedMoney = (n: number): string => (n > 0 ? `+$${n}` : n < 0 ? `−$${-n}` : '±$0');

/** A border's confirmation shows it drawn in place (Suburbia Inc). */
const borderPicture = async (turn: Turn, draft: Draft & { readonly spot: number }): Promise<readonly FileSpec[]> => {
  const choice = actionOfCode(draft.action, turn.state);
  if (draft.side === undefined || (choice?.action !== 'border' && choice?.action !== 'lakeBorder')) return [];
  const offer = offerBorderFootprints(turn.state, choice, draft.side)[draft.spot];
  if (offer === undefined) return [];
  const picture = await renderBorderConfirmation(borderConfirmationView(publicView(turn.state), choice, offer, tableInfo(turn.game, turn.state)));
  return [{ name: 'border.png', png: picture.png, description: 'Your borough with the border in place' }];
};

/** Last step: the full preview, every change with its cause, and Confirm. */
const confirmStep = async (turn: Turn, draft: Draft & { readonly spot: number }, move: TurnDraft): Promise<MessageSpec | undefined> => {
  const shown = preview(turn.state, move);
  if (!('changes' in shown) || !applyMove(turn.state, move as TurnMove).ok) return undefined;
  const words = changesInWords(shown.changes, turn.state);
  // with the 5★ Star track a turn that ends the round ends with the track's gains and losses (turn-end.ts)
  const roundEnd = shown.changes.findIndex((c) => c.cause.kind === 'starRound');
  let headed = false;
  const lines = shown.changes.flatMap((c, i) => {
    if (!isShown(c)) return [];
    const line = `${c.seat === turn.seat ? '' : `(${tableInfo(turn.game, turn.state).seats[c.seat]?.name ?? ''}) `}${words[i] ?? ''}`;
    if (roundEnd < 0 || i < roundEnd || headed) return [line];
    headed = true;
    return ['**At the end of the round (Star track)**', line];
  });
  const net = shown.net;
  const ids = { game: turn.game.id, v: turn.game.version, action: draft.action, spot: draft.spot, discard: draft.discard ?? 'n', extra: draft.extra ?? 'n' };
  const where = move.kind === 'redevelop' ? replacesWords(turn.state, move) : draft.side === undefined ? `Spot ${draft.spot + 1}` : `Facing ${sideWords(draft.side)}, place ${draft.spot + 1}`;
  return {
    content: `**${gameTitle(turn.game)}**: confirm your turn? ${where}. Over the whole turn: ${signedMoney(net.money)}, income ${signed(net.income)}, reputation ${signed(net.reputation)}, population ${signed(net.population)}${starMoveWords(turn, shown.changes)}.`,
    embeds: [{ title: 'What happens', description: lines.join('\n').slice(0, 4000) || 'No changes.' }],
    files: await borderPicture(turn, draft),
    rows: [
      {
        buttons: [
          { customId: encodeCustomId(draft.side === undefined ? { kind: 'ok', ...ids } : { kind: 'bok', ...ids, side: draft.side }), label: 'Confirm', style: 'success' },
          backButton(turn),
        ],
      },
    ],
  };
};

export const stepEffect = (message: MessageSpec): Effect => ({ kind: 'answer', message });
