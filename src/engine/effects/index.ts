/** The effect words of the tile vocabulary, one entry each (word.ts says what an entry holds). */
import type { EffectKind } from '../tiles/vocabulary.ts';
import { PER_LAKEFRONT_BUILDING } from './per-lakefront.ts';
import { PER_RED_LINE_CROSSED } from './per-red-line.ts';
import { PER_TILE } from './per-tile.ts';
import type { EffectWord } from './word.ts';

export const EFFECT_WORDS: { readonly [K in EffectKind]: EffectWord<K> } = {
  perTile: PER_TILE,
  perRedLineCrossed: PER_RED_LINE_CROSSED,
  perLakefrontBuilding: PER_LAKEFRONT_BUILDING,
};

export type { Boroughs, EffectOf, EffectWord, RuleOf } from './word.ts';
export { amountPhrase, matchPhrase, SET_WORDS } from './phrases.ts';
