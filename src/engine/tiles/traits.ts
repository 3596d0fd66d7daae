/**
 * Every category, icon and set mark, and the lake, as one bit: a Match is the set of bits it lists, and a piece
 * matches when its bits meet the Match's. Worked out once per tile kind (the resolver and the policy ask
 * thousands of times per game).
 */
import { borderById, tileById, type TileId } from './index.ts';
import { CATEGORIES, ICONS, SET_MARKS, type Match, type TileDef } from './vocabulary.ts';

const TRAITS = [...CATEGORIES, ...ICONS, ...SET_MARKS, 'lake', 'border'] as const;
export type Trait = (typeof TRAITS)[number];

/** How many traits there are (index: the bit's position). */
export const TRAIT_COUNT = TRAITS.length;

const BIT = new Map<string, number>(TRAITS.map((name, i) => [name, 1 << i]));
const bit = (name: Trait): number => BIT.get(name) ?? 0;

/** The lake's one trait: a lake has no category, icon or set mark. */
export const LAKE_TRAITS = bit('lake');

/** A face-up border's trait besides its set mark (Suburbia Inc). */
export const BORDER_TRAIT = bit('border');

/** Every trait a Match lists, as bits. */
export const matchBits = (match: Match): number => {
  let bits = (match.lakes === true ? LAKE_TRAITS : 0) | (match.borders === true ? BORDER_TRAIT : 0);
  for (const name of match.categories ?? []) bits |= bit(name);
  for (const name of match.icons ?? []) bits |= bit(name);
  for (const name of match.sets ?? []) bits |= bit(name);
  return bits;
};

/** A face-up tile's category, icon and set mark, as bits. */
export const faceTraits = (def: TileDef): number =>
  (def.category === undefined ? 0 : bit(def.category)) | (def.icon === undefined ? 0 : bit(def.icon)) | (def.set === undefined ? 0 : bit(def.set));

/** The positions of the bits set in `bits`, lowest first. */
export const positionsOf = (bits: number): readonly number[] => Array.from({ length: TRAIT_COUNT }, (_, i) => i).filter((i) => (bits & (1 << i)) !== 0);

const byId = new Map<TileId, number>();

/** A placed piece's traits: a lake's when it lies face down. */
export const traitsOf = (t: { readonly tileId: TileId; readonly faceDown?: 'lake' }): number => {
  if (t.faceDown === 'lake') return LAKE_TRAITS;
  let traits = byId.get(t.tileId);
  if (traits === undefined) {
    traits = faceTraits(tileById(t.tileId));
    byId.set(t.tileId, traits);
  }
  return traits;
};

/** The set marks a face-up border can carry (Suburbia Inc's necktie, 5★'s star), as bits. */
export const BORDER_MARKS = bit('inc') | bit('star');

const byBorderId = new Map<string, number>();

/** A placed border's traits: the lake's for a Lake Border, else the border trait and its set mark (decision 19). */
export const borderTraits = (b: { readonly borderId: string; readonly faceDown?: 'lake' }): number => {
  if (b.faceDown === 'lake') return LAKE_TRAITS;
  let traits = byBorderId.get(b.borderId);
  if (traits === undefined) {
    traits = BORDER_TRAIT | bit(borderById(b.borderId).set);
    byBorderId.set(b.borderId, traits);
  }
  return traits;
};
