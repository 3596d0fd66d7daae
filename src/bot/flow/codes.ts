/**
 * The short words a turn's choices are written as inside custom_ids and select values (custom-id.ts declares
 * them as field vocabularies). Market slots run 0-9: the base market has 7, tables from data may have more.
 */
import { BASIC_IDS, choiceOfOffer, sameCell, type ActionChoice, type ActionOffer, type Axial, type GameState } from '../../engine/index.ts';

const digits = (n: number): readonly string[] => Array.from({ length: n }, (_, i) => String(i));
const SLOTS = digits(10);
/** places in Suburbia Inc's row of face-up borders */
const ROW = digits(3);
/** a player's borders (each holds at least one of their tiles, so a borough has few) */
const BORDERS = digits(10);
/** a player's Redevelopment Planners, in borough order (the box has two) */
const PLANNERS = digits(2);

/**
 * b<slot> buy, l<slot> take as a lake, s<n> the n-th basic tile, i invest in a tile; Suburbia Inc: r<n> take the
 * n-th face-up border, k take the top face-down border as a Lake Border, v<n> invest in your n-th border, p<n>
 * replace your n-th Redevelopment Planner
 */
export const ACTION_CODES = [
  ...SLOTS.map((s) => `b${s}`),
  ...SLOTS.map((s) => `l${s}`),
  ...BASIC_IDS.map((_, i) => `s${i}`),
  'i',
  ...ROW.map((n) => `r${n}`),
  'k',
  ...BORDERS.map((n) => `v${n}`),
  ...PLANNERS.map((n) => `p${n}`),
] as const;
export type ActionCode = (typeof ACTION_CODES)[number];

/** a market slot, or n: none (no discard due) */
export const SLOT_OR_NONE = ['n', ...SLOTS] as const;
export type SlotOrNone = (typeof SLOT_OR_NONE)[number];

export const LOBBY_ACTS = ['join', 'leave', 'start'] as const;
export type LobbyAct = (typeof LOBBY_ACTS)[number];

export const isActionCode = (text: string): text is ActionCode => (ACTION_CODES as readonly string[]).includes(text);

/** The Redevelopment Planners of the player to move, in borough order. */
export const plannersOf = (state: GameState): readonly Axial[] =>
  (state.players[state.toMove]?.borough ?? []).filter((t) => t.faceDown === undefined && t.tileId === 'redevelopment-planner').map((t) => t.at);

/** The code of a choice; a planner's is its place among the mover's planners in `state`. */
export const actionCode = (choice: ActionChoice, state: GameState): ActionCode => {
  switch (choice.action) {
    case 'buy':
      return `b${choice.slot}` as ActionCode;
    case 'lake':
      return `l${choice.slot}` as ActionCode;
    case 'basic':
      return `s${BASIC_IDS.indexOf(choice.basic)}` as ActionCode;
    case 'invest':
      return 'i';
    case 'border':
      return `r${choice.index}` as ActionCode;
    case 'lakeBorder':
      return 'k';
    case 'investBorder':
      return `v${choice.border}` as ActionCode;
    case 'redevelop':
      return `p${plannersOf(state).findIndex((at) => sameCell(at, choice.planner))}` as ActionCode;
  }
};

/** The choice an engine offer stands for. */
export const choiceOf = (offer: ActionOffer): ActionChoice => choiceOfOffer(offer);

/** The choice a code names in `state`; undefined for a planner the mover does not have. */
export const actionOfCode = (code: ActionCode, state: GameState): ActionChoice | undefined => {
  if (code === 'i') return { action: 'invest' };
  if (code === 'k') return { action: 'lakeBorder' };
  const n = Number(code.slice(1));
  switch (code.charAt(0)) {
    case 's': {
      const basic = BASIC_IDS[n];
      return basic === undefined ? undefined : { action: 'basic', basic };
    }
    case 'r':
      return { action: 'border', index: n };
    case 'v':
      return { action: 'investBorder', border: n };
    case 'p': {
      const planner = plannersOf(state)[n];
      return planner === undefined ? undefined : { action: 'redevelop', planner };
    }
    default:
      return { action: code.startsWith('b') ? 'buy' : 'lake', slot: n };
  }
};

export const slotCode = (slot: number | undefined): SlotOrNone => (slot === undefined ? 'n' : (String(slot) as SlotOrNone));
export const slotOfCode = (code: SlotOrNone): number | undefined => (code === 'n' ? undefined : Number(code));

/** The "Other actions" value that opens the row of face-up borders (each then is an r<n> button). */
export const TAKE_A_BORDER = 'r';
