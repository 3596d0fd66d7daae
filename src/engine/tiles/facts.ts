/**
 * Tile facts worked out once per tile kind instead of on every check (the resolver and the policy ask them
 * thousands of times per game): traits as bits (traits.ts), the one-time changes per stat, and each effect as a
 * Rule bound to its word (src/engine/effects).
 */
import { EFFECT_WORDS, type EffectWord } from '../effects/index.ts';
import { LAKE_EFFECTS, STATS, TILES, type TileId } from './index.ts';
import { faceTraits, LAKE_TRAITS, matchBits, positionsOf } from './traits.ts';
import type { Effect, EffectKind, TileDef } from './vocabulary.ts';

export { TRAIT_COUNT } from './traits.ts';

/** One effect with its Match as bits (0 for effects that count no pieces), its word, and its rule text. */
export type Rule = {
  readonly effect: Effect;
  readonly bits: number;
  readonly positions: readonly number[];
  readonly word: EffectWord<EffectKind>;
  /** the word's cause text for this effect */
  readonly text: string;
  /** the word's answers for this effect, asked on every placement */
  readonly hearsOtherBoroughs: boolean;
  readonly perRedLineUp: number;
};

export type TileFacts = {
  /** the face, or undefined for a lake */
  readonly def: TileDef | undefined;
  /** dense number of the tile kind: 0 is the lake, then TILES in order */
  readonly kind: number;
  /** category, icon and set-mark bits; the lake's bit for a lake */
  readonly traits: number;
  /** the positions of those bits */
  readonly traitPositions: readonly number[];
  /** the one-time changes when placed, per stat in STATS order (0 where none) */
  readonly immediate: readonly number[];
  readonly rules: readonly Rule[];
  /** the "each adjacent" rules (a lake's $2 included) */
  readonly adjacent: readonly Rule[];
  /** every other rule: all the policy's estimate of a placement counts besides the per-cell pair table */
  readonly notAdjacent: readonly Rule[];
  /** the rules that react to any new piece of their owner's, wherever it goes (the policy's estimate) */
  readonly ownReactions: readonly Rule[];
};

export const ruleOf = (effect: Effect): Rule => {
  const word = EFFECT_WORDS[effect.kind] as EffectWord<EffectKind>;
  const bits = effect.kind === 'perTile' ? matchBits(effect.match) : 0;
  return {
    effect,
    bits,
    positions: positionsOf(bits),
    word,
    text: word.cause(effect),
    hearsOtherBoroughs: word.hearsOtherBoroughs(effect),
    perRedLineUp: word.perRedLineUp(effect),
  };
};

const factsOf = (def: TileDef | undefined, kind: number, effects: readonly Effect[]): TileFacts => {
  const rules = effects.map(ruleOf);
  const traits = def === undefined ? LAKE_TRAITS : faceTraits(def);
  return {
    def,
    kind,
    traits,
    traitPositions: positionsOf(traits),
    immediate: STATS.map((stat) => def?.immediate[stat] ?? 0),
    rules,
    adjacent: rules.filter((r) => r.word.countsAdjacent(r.effect)),
    notAdjacent: rules.filter((r) => !r.word.countsAdjacent(r.effect)),
    ownReactions: rules.filter((r) => r.word.reactsToOwnPlacements(r.effect)),
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
