/**
 * What the engine works out about one borough, kept beside it. A borough array is immutable, so everything derived
 * from it can be kept for as long as the array lives: its cell index and legal cells (geometry.ts) and what other
 * modules derive from it through slots (the resolver's reacting tiles, the policy's counts). All of it sits in one
 * record under one WeakMap key: a WeakMap entry costs far more to make than a field, and every turn makes a borough.
 */
import type { Axial } from './hex.ts';
import type { PlacedTile } from './state.ts';

type Borough = readonly PlacedTile[];

/** How a borough was made from its parent: one tile added, or the tile at `changed` replaced on its cell. */
export type Origin = { readonly parent: Borough; readonly tile: PlacedTile; readonly changed?: number };

export type BoroughMemo = {
  /** how it was made, while its index and legal cells are not both known (they derive from the parent's) */
  origin: Origin | undefined;
  /** cell number → tile */
  index: ReadonlyMap<number, PlacedTile> | undefined;
  /** its legal empty cells without borders, in the fixed cell order */
  legal: readonly Axial[] | undefined;
  /** the slots' values, by MemoSlot.at */
  readonly slots: unknown[];
};

const memos = new WeakMap<Borough, BoroughMemo>();

/** The borough's memo, if anything about it has been worked out. */
export const knownMemo = (borough: Borough): BoroughMemo | undefined => memos.get(borough);

/** The borough's memo, made empty when it has none (every memo has every field, so all share one object shape). */
export const memoOf = (borough: Borough): BoroughMemo => {
  let memo = memos.get(borough);
  if (memo === undefined) {
    memo = { origin: undefined, index: undefined, legal: undefined, slots: [] };
    memos.set(borough, memo);
  }
  return memo;
};

/** A new borough's memo, knowing only how it was made. */
export const rememberOrigin = (borough: Borough, origin: Origin): void => {
  memos.set(borough, { origin, index: undefined, legal: undefined, slots: [] });
};

/** A value of type T that one module works out once per borough and keeps in the borough's memo. */
export type MemoSlot<T> = { readonly at: number; readonly make: (borough: Borough, origin: Origin | undefined) => T };

let slotsMade = 0;

/** A new slot; `make` is given the borough and, while it is known, how the borough was made. */
export const memoSlot = <T>(make: (borough: Borough, origin: Origin | undefined) => T): MemoSlot<T> => {
  const slot = { at: slotsMade, make };
  slotsMade += 1;
  return slot;
};

/** The slot's value for the borough, worked out the first time it is asked for. */
export const remembered = <T>(borough: Borough, slot: MemoSlot<T>): T => {
  const memo = memoOf(borough);
  // only `make` writes a slot, so what is there is a T
  const known = memo.slots[slot.at] as T | undefined;
  if (known !== undefined) return known;
  const made = slot.make(borough, memo.origin);
  memo.slots[slot.at] = made;
  return made;
};

/** The slot's value for the borough if it has been worked out (a parent's, to derive a child's from). */
export const rememberedIfKnown = <T>(borough: Borough, slot: MemoSlot<T>): T | undefined => memos.get(borough)?.slots[slot.at] as T | undefined;
