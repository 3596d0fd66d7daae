/** A border's face in words, generated from its record like a tile's: "+5 income; pay $10 per adjacent building." */
import { amountPhrase, EFFECT_WORDS, type EffectWord } from '../effects/index.ts';
import type { BorderDef, BorderPlacementRule } from './inc-borders.ts';
import { STATS, type EffectKind } from './vocabulary.ts';

const placementWords = (rule: BorderPlacementRule): string => {
  switch (rule.kind) {
    case 'populationToLose':
      return 'needs the population it takes, when placed and when a tile goes into a slot';
  }
};

/** What a border prints: what it gives when placed, its effects on the tiles in its slots ("adjacent"), what it requires. */
export const borderText = (def: BorderDef): string => {
  const parts = [
    ...STATS.flatMap((stat) => {
      const amount = def.immediate[stat];
      return amount === undefined || amount === 0 ? [] : [amountPhrase(stat, amount)];
    }),
    ...def.effects.map((e) => (EFFECT_WORDS[e.kind] as EffectWord<EffectKind>).face(e)),
    ...(def.placement ?? []).map(placementWords),
  ];
  if (parts.length === 0) return 'No effect.';
  const text = `${parts.join('; ')}.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
};
