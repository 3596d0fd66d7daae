/**
 * Tile facts worked out once per tile kind instead of on every check (the resolver and the policy ask them
 * thousands of times per game): every category and icon is one bit, a Match is the set of bits it lists, and a
 * face-up tile matches when its bits meet the Match's. Lakes have no bits, so they match nothing.
 */
import { effectText } from './effect-text.ts';
import { LAKE_EFFECTS, STATS, TILES, type TileId } from './index.ts';
import { CATEGORIES, ICONS, type Effect, type Match, type TileDef } from './vocabulary.ts';

const BIT = new Map<string, number>([...CATEGORIES, ...ICONS].map((name, i) => [name, 1 << i]));

/** Every category and icon a Match lists, as bits. */
export const matchBits = (match: Match): number => {
  let bits = 0;
  for (const name of [...(match.categories ?? []), ...(match.icons ?? [])]) bits |= BIT.get(name) ?? 0;
  return bits;
};

/** A face-up tile's category and icon, as bits. */
export const traitBits = (def: TileDef): number => (BIT.get(def.category) ?? 0) | (def.icon === undefined ? 0 : (BIT.get(def.icon) ?? 0));

/** How many tiles of a borough carry each bit (index: the bit's position). */
export const TRAIT_COUNT = CATEGORIES.length + ICONS.length;

/** The positions of the bits set in `bits`, lowest first. */
const positionsOf = (bits: number): readonly number[] => Array.from({ length: TRAIT_COUNT }, (_, i) => i).filter((i) => (bits & (1 << i)) !== 0);

/**
 * One effect with its Match as bits (0 for effects that count no tiles), the positions of those bits, and its rule
 * text.
 */
export type Rule = { readonly effect: Effect; readonly bits: number; readonly positions: readonly number[]; readonly text: string };

export type TileFacts = {
  /** the face, or undefined for a lake */
  readonly def: TileDef | undefined;
  /** dense number of the tile kind: 0 is the lake, then TILES in order */
  readonly kind: number;
  /** category and icon bits; 0 for a lake */
  readonly traits: number;
  /** the positions of those bits */
  readonly traitPositions: readonly number[];
  /** the one-time changes when placed, per stat in STATS order (0 where none) */
  readonly immediate: readonly number[];
  readonly rules: readonly Rule[];
  /** the "each adjacent" rules (a lake's $2 included) */
  readonly adjacent: readonly Rule[];
};

const rulesOf = (effects: readonly Effect[]): readonly Rule[] =>
  effects.map((effect) => {
    const bits = effect.kind === 'perTile' ? matchBits(effect.match) : 0;
    return { effect, bits, positions: positionsOf(bits), text: effectText(effect) };
  });

const factsOf = (def: TileDef | undefined, kind: number, effects: readonly Effect[]): TileFacts => {
  const rules = rulesOf(effects);
  const traits = def === undefined ? 0 : traitBits(def);
  return {
    def,
    kind,
    traits,
    traitPositions: positionsOf(traits),
    immediate: STATS.map((stat) => def?.immediate[stat] ?? 0),
    rules,
    adjacent: rules.filter((r) => r.effect.kind === 'perTile' && r.effect.scope === 'adjacent'),
  };
};

export const LAKE_FACTS: TileFacts = factsOf(undefined, 0, LAKE_EFFECTS);

/** Facts of every kind, indexed by `kind`. */
export const ALL_FACTS: readonly TileFacts[] = [LAKE_FACTS, ...TILES.map((def, i) => factsOf(def, i + 1, def.effects))];

const byId = new Map<TileId, TileFacts>(ALL_FACTS.flatMap((f) => (f.def === undefined ? [] : [[f.def.id, f] as const])));

/** The facts of a face-up tile id (throws for an unknown id: a broken invariant, never user input). */
export const faceFacts = (id: TileId): TileFacts => {
  const found = byId.get(id);
  if (found === undefined) throw new Error(`unknown tile id ${id}`);
  return found;
};

/** The facts of a placed tile: a lake's when it lies face down. */
export const placedFacts = (t: { readonly tileId: TileId; readonly faceDown?: 'lake' }): TileFacts =>
  t.faceDown === 'lake' ? LAKE_FACTS : faceFacts(t.tileId);
