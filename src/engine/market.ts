/** The Real Estate Market: surcharges by slot, sliding right, refilling from A, then B, then C. */
import type { GameState, MarketEntry, Stacks } from './state.ts';
import type { TableRules } from './table.ts';
import { ONE_MORE_ROUND, type TileId } from './tiles/index.ts';

export const surchargeAt = (state: GameState, slot: number): number => state.table.marketSurcharges[slot] ?? 0;

export const marketTile = (state: GameState, slot: number): TileId | undefined => state.market.find((e) => e.slot === slot)?.tileId;

const STACK_ORDER = ['A', 'B', 'C'] as const;

const withoutTop = (stacks: Stacks, letter: (typeof STACK_ORDER)[number]): Stacks => ({
  A: letter === 'A' ? stacks.A.slice(1) : stacks.A,
  B: letter === 'B' ? stacks.B.slice(1) : stacks.B,
  C: letter === 'C' ? stacks.C.slice(1) : stacks.C,
});

export type Drawn = { readonly tileId: TileId | undefined; readonly stacks: Stacks; readonly oneMoreRound: boolean };

/**
 * Draws the next tile from the first non-empty stack. When the 1 More Round tile comes up it leaves the market
 * and the next tile takes its place (decision 5, seed 004); `oneMoreRound` reports it. Dale the Bot's game stops
 * there instead (`stopAtOneMoreRound`).
 */
export const drawTile = (stacks: Stacks, stopAtOneMoreRound = false): Drawn => {
  let current = stacks;
  let sawOneMoreRound = false;
  for (;;) {
    const letter = STACK_ORDER.find((l) => current[l].length > 0);
    if (letter === undefined) return { tileId: undefined, stacks: current, oneMoreRound: sawOneMoreRound };
    const top = current[letter][0];
    current = withoutTop(current, letter);
    if (top === ONE_MORE_ROUND) {
      sawOneMoreRound = true;
      if (stopAtOneMoreRound) return { tileId: undefined, stacks: current, oneMoreRound: true };
      continue;
    }
    return { tileId: top, stacks: current, oneMoreRound: sawOneMoreRound };
  }
};

export type Refilled = { readonly market: readonly MarketEntry[]; readonly stacks: Stacks; readonly oneMoreRound: boolean };

/**
 * Removes the given slots, slides the remaining tiles right (oldest keep the rightmost slots) and fills the freed
 * slots on the left with new tiles ("Adjust the Real Estate Market"). When the stacks run dry the leftmost slots
 * stay empty (R8: the rulebook is silent; tiles keep sliding toward the cheap end).
 */
export const slideAndRefill = (state: GameState, removed: readonly number[]): Refilled => {
  const slots = state.table.marketSlots;
  const kept = state.market.filter((e) => !removed.includes(e.slot)).map((e) => e.tileId);
  let stacks = state.stacks;
  let oneMoreRound = false;
  const fresh: TileId[] = [];
  while (fresh.length + kept.length < slots.length) {
    const drawn = drawTile(stacks);
    stacks = drawn.stacks;
    oneMoreRound ||= drawn.oneMoreRound;
    if (drawn.tileId === undefined) break;
    fresh.unshift(drawn.tileId);
  }
  const tiles = [...fresh, ...kept];
  const firstSlot = slots.length - tiles.length;
  const market = tiles.map((tileId, i) => ({ slot: slots[firstSlot + i] ?? 0, tileId }));
  return { market, stacks, oneMoreRound };
};

/** Dale the Bot's market: the remaining tiles (`left`) leave the game and 4 new ones fill the $6/$4/$2/$0 slots. */
export const dealFreshMarket = (table: TableRules, left: readonly MarketEntry[], from: Stacks): Refilled & { readonly discarded: readonly TileId[] } => {
  const discarded = left.map((e) => e.tileId);
  const slots = table.marketSlots;
  let stacks = from;
  let oneMoreRound = false;
  const market: MarketEntry[] = [];
  for (const slot of slots) {
    const drawn = drawTile(stacks, true);
    stacks = drawn.stacks;
    oneMoreRound ||= drawn.oneMoreRound;
    if (drawn.tileId === undefined) break;
    market.push({ slot, tileId: drawn.tileId });
  }
  return { market, stacks, oneMoreRound, discarded };
};
