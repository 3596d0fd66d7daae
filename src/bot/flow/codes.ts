/**
 * The short words a turn's choices are written as inside custom_ids and select values (custom-id.ts declares
 * them as field vocabularies). Market slots run 0-9: the base market has 7, tables from data may have more.
 */
import { BASIC_IDS, choiceOfOffer, type ActionChoice, type ActionOffer } from '../../engine/index.ts';

const SLOTS = Array.from({ length: 10 }, (_, i) => String(i));

/** b<slot> buy, l<slot> take as a lake, s<n> the n-th basic tile, i invest */
export const ACTION_CODES = [...SLOTS.map((s) => `b${s}`), ...SLOTS.map((s) => `l${s}`), ...BASIC_IDS.map((_, i) => `s${i}`), 'i'] as const;
export type ActionCode = (typeof ACTION_CODES)[number];

/** a market slot, or n: none (no discard due) */
export const SLOT_OR_NONE = ['n', ...SLOTS] as const;
export type SlotOrNone = (typeof SLOT_OR_NONE)[number];

export const LOBBY_ACTS = ['join', 'leave', 'start'] as const;
export type LobbyAct = (typeof LOBBY_ACTS)[number];

export const isActionCode = (text: string): text is ActionCode => (ACTION_CODES as readonly string[]).includes(text);

export const actionCode = (choice: ActionChoice): ActionCode => {
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
    case 'lakeBorder':
    case 'investBorder':
      // the first step offers hex actions only (turn-stages.ts offeredActions)
      throw new Error(`${choice.action} has no action code`);
  }
};

/** The choice an engine offer stands for. */
export const choiceOf = (offer: ActionOffer): ActionChoice =>
  choiceOfOffer(offer);

export const actionOfCode = (code: ActionCode): ActionChoice => {
  if (code === 'i') return { action: 'invest' };
  const n = Number(code.slice(1));
  if (code.startsWith('s')) {
    const basic = BASIC_IDS[n];
    if (basic === undefined) throw new Error(`action code ${code} names no basic tile`);
    return { action: 'basic', basic };
  }
  return { action: code.startsWith('b') ? 'buy' : 'lake', slot: n };
};

export const slotCode = (slot: number | undefined): SlotOrNone => (slot === undefined ? 'n' : (String(slot) as SlotOrNone));
export const slotOfCode = (code: SlotOrNone): number | undefined => (code === 'n' ? undefined : Number(code));
