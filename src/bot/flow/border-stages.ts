/**
 * Suburbia Inc's border steps of a turn (decisions 18, 19): the face-up borders as buttons with price and effect;
 * then the side the border faces, six buttons with how many places each side has; then, on that side, the places
 * (footprints) numbered on the cell of their first slot, each with its preview; then the removal and the
 * confirmation every turn has (turn-stages.ts).
 */
import { borderById, offerActions, offerBorderFootprints, offerBorderSides, publicView, type ActionOffer, type BorderChoice } from '../../engine/index.ts';
import { footprintsView, footprintSummary, renderFootprints, sideWords } from '../../render/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { borderText, clipAtWord } from './border-words.ts';
import { actionCode, type ActionCode } from './codes.ts';
import { gameTitle, tableInfo } from './game.ts';
import { backButton, ignoredWords, money, SPOTS_PER_PAGE, starSpaceBefore, type Turn } from './turn-stages.ts';
import type { ButtonSpec, MessageSpec, RowSpec } from './types.ts';

type BorderOffer = Extract<ActionOffer, { action: 'border' }>;

/** Discord's limits for a button's label and for a menu option's label and description. */
const BUTTON_LABEL_MAX = 80;
const OPTION_TEXT_MAX = 100;

const whyNot = (offer: BorderOffer): string => (offer.footprints === 0 ? ' (no place in your borough)' : !offer.affordable ? ' (you cannot pay it)' : '');

/**
 * "Take a border": every face-up border, a button each with its price and effect (cut at a word to fit the label; the
 * embed above the buttons has each effect whole), disabled where it cannot be taken.
 */
export const borderRowStep = (turn: Turn): MessageSpec => {
  const row = offerActions(turn.state).filter((o): o is BorderOffer => o.action === 'border');
  const buttons: ButtonSpec[] = row.map((o) => ({
    customId: encodeCustomId({ kind: 'brd', game: turn.game.id, v: turn.game.version, action: actionCode({ action: 'border', index: o.index }, turn.state) }),
    label: clipAtWord(`${borderById(o.borderId).name} $${o.cost}: ${borderText(o.borderId)}`, BUTTON_LABEL_MAX),
    style: 'primary',
    disabled: !o.affordable,
  }));
  return {
    content: `**${gameTitle(turn.game)}**: which border do you take? You have $${money(turn)}. You pay its price, then remove a market tile (paying its surcharge). Only tiles in its 4 slots count as adjacent to it, now and whenever one goes into a slot later.`,
    embeds: [{ title: 'The face-up borders', description: row.map((o) => `**${borderById(o.borderId).name}** ($${o.cost}): ${borderText(o.borderId)}${whyNot(o)}`).join('\n') }],
    files: [],
    rows: [{ buttons: [...buttons, backButton(turn)] }],
  };
};

/**
 * The piece being placed, named with the word "border" so that a verb agrees with it even when the name is plural:
 * "the Mountains border faces…", "the Lake Border".
 */
const pieceWords = (turn: Turn, choice: BorderChoice): string => {
  if (choice.action !== 'border') return 'the Lake Border';
  const id = turn.state.borderRow?.[choice.index];
  return id === undefined ? 'the border' : `the ${borderById(id).name} border`;
};

/** Which side the border faces: six buttons, each with its number of places, disabled where there is none. */
export const sideStep = (turn: Turn, code: ActionCode, choice: BorderChoice): MessageSpec => {
  const sides = offerBorderSides(turn.state, choice);
  const buttons: ButtonSpec[] = sides.map(({ side, footprints }) => ({
    customId: encodeCustomId({ kind: 'side', game: turn.game.id, v: turn.game.version, action: code, side, page: 0 }),
    label: `${sideWords(side)}: ${footprints} ${footprints === 1 ? 'place' : 'places'}`,
    style: 'primary',
    disabled: footprints === 0,
  }));
  // three sides to a row (Discord takes five buttons a row), so a phone shows them as two lines of three
  const rows: RowSpec[] = [{ buttons: buttons.slice(0, 3) }, { buttons: buttons.slice(3) }, { buttons: [backButton(turn)] }];
  return {
    content: `**${gameTitle(turn.game)}**: which way does ${pieceWords(turn, choice)} face? Its 4 slots run along your borough and the 5 cells it covers lie on that side of them.`,
    embeds: [],
    files: [],
    rows,
  };
};

/**
 * Where, on that side: the places in a select (paged by 25), each "2: slots hold 3 tiles, +4 income", and the
 * picture numbering each on the cell of its first slot, outlined over the dimmed borough.
 */
export const footprintStep = async (turn: Turn, code: ActionCode, choice: BorderChoice, side: number, page: number): Promise<MessageSpec | undefined> => {
  const places = offerBorderFootprints(turn.state, choice, side);
  if (places.length === 0) return undefined;
  const pages = Math.ceil(places.length / SPOTS_PER_PAGE);
  const current = Math.min(page, pages - 1);
  const ids = { game: turn.game.id, v: turn.game.version, action: code, side };
  const navigation: ButtonSpec[] = [
    ...(current > 0 ? [{ customId: encodeCustomId({ kind: 'side', ...ids, page: current - 1 }), label: `Places ${(current - 1) * SPOTS_PER_PAGE + 1}-${current * SPOTS_PER_PAGE}`, style: 'secondary' as const }] : []),
    ...(current < pages - 1 ? [{ customId: encodeCustomId({ kind: 'side', ...ids, page: current + 1 }), label: `Places ${(current + 1) * SPOTS_PER_PAGE + 1}-${Math.min(places.length, (current + 2) * SPOTS_PER_PAGE)}`, style: 'secondary' as const }] : []),
    backButton(turn),
  ];
  const options = places.slice(current * SPOTS_PER_PAGE, (current + 1) * SPOTS_PER_PAGE).map((p, i) => {
    const index = current * SPOTS_PER_PAGE + i;
    const ignored = ignoredWords(p.preview.changes, turn.seat);
    return {
      value: String(index),
      label: clipAtWord(`${index + 1}: ${footprintSummary(p, turn.seat, starSpaceBefore(turn))}`, OPTION_TEXT_MAX),
      ...(ignored === '' ? {} : { description: clipAtWord(`ignored: ${ignored}`, OPTION_TEXT_MAX) }),
    };
  });
  const picture = await renderFootprints(footprintsView(publicView(turn.state), choice, side, places, tableInfo(turn.game, turn.state)));
  return {
    content: `**${gameTitle(turn.game)}**: where does ${pieceWords(turn, choice)} go, facing ${sideWords(side)}? Each place is numbered on the cell of its first slot; the numbers match the menu.`,
    embeds: [],
    files: [{ name: 'footprints.png', png: picture.png, description: 'Your borough with the places on that side numbered' }],
    rows: [
      { select: { customId: encodeCustomId({ kind: 'foot', ...ids, page: current }), placeholder: `Choose a place (${places.length} in all${pages > 1 ? `, page ${current + 1} of ${pages}` : ''})`, options } },
      { buttons: navigation },
    ],
  };
};
