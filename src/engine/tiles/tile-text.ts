/** A tile's face in words, generated from its record: "+1 income; +1 income per adjacent commercial tile." */
import { amountPhrase, EFFECT_WORDS, matchPhrase, type EffectWord } from '../effects/index.ts';
import { SPECIAL_RULES } from '../resolve/special-cases.ts';
import { STATS, type EffectKind, type PlacementRule, type TileDef } from './index.ts';

const placementWords = (rule: PlacementRule): string => {
  switch (rule.kind) {
    case 'onePerBorough':
      return 'at most one per borough';
    case 'mustTouch':
      return `must touch one of your ${matchPhrase(rule.match, true)}`;
    case 'minPopulation':
      return `needs at least ${rule.amount} population to place`;
    case 'canPayCharges':
      return 'you may place or invest in it only if you can pay both its price and those $';
  }
};

/** Gold stars move a token only with the 5★ Star track, which comes with the Star tiles (decision 13). */
const immediateWords = (def: TileDef): string[] =>
  STATS.flatMap((stat) => {
    const amount = def.immediate[stat];
    if (amount === undefined || amount === 0) return [];
    const words = amountPhrase(stat, amount);
    return [stat === 'stars' && def.set !== 'star' ? `${words} (only with 5★ Star tiles)` : words];
  });

export const tileText = (def: TileDef): string => {
  const parts = [
    ...immediateWords(def),
    ...def.effects.map((e) => (EFFECT_WORDS[e.kind] as EffectWord<EffectKind>).face(e)),
    ...(def.special === undefined ? [] : [SPECIAL_RULES[def.special].face]),
    ...(def.placement ?? []).map(placementWords),
  ];
  if (parts.length === 0) return 'No effect.';
  const text = `${parts.join('; ')}.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
};
