import { describe, expect, it } from 'vitest';
import { LAKE_EFFECTS, TILES, type Match, type TileDef } from '../../../src/engine/index.ts';
import { faceFacts, LAKE_FACTS } from '../../../src/engine/tiles/facts.ts';
import { faceTraits, LAKE_TRAITS, matchBits } from '../../../src/engine/tiles/traits.ts';

/** The vocabulary's rule, word for word: a face-up tile matches when its category, its icon or its set mark is listed. */
const listed = (match: Match, def: TileDef): boolean =>
  (def.category !== undefined && match.categories?.includes(def.category) === true) ||
  (def.icon !== undefined && match.icons?.includes(def.icon) === true) ||
  (def.set !== undefined && match.sets?.includes(def.set) === true);

describe('tile facts say what the tile vocabulary says', () => {
  it('a Match as bits meets a tile exactly when the Match lists its category or icon, for every effect and tile', () => {
    const effects = [...LAKE_EFFECTS, ...TILES.flatMap((t) => t.effects)];
    for (const effect of effects) {
      if (effect.kind !== 'perTile') continue;
      for (const def of TILES) expect([effect.match, def.id, (matchBits(effect.match) & faceTraits(def)) !== 0]).toEqual([effect.match, def.id, listed(effect.match, def)]);
    }
  });

  it('lakes carry no category, icon or set mark: only a Match listing lakes counts them', () => {
    expect(LAKE_FACTS.traits).toBe(LAKE_TRAITS);
    expect(matchBits({ lakes: true }) & LAKE_FACTS.traits).not.toBe(0);
    expect(matchBits({ categories: ['residential', 'commercial', 'industrial', 'civic'], icons: ['office'], sets: ['nightlife'] }) & LAKE_FACTS.traits).toBe(0);
    expect(LAKE_FACTS.def).toBeUndefined();
  });

  it('keeps every tile\'s effects in printed order, with the immediate changes per stat', () => {
    for (const def of TILES) {
      const facts = faceFacts(def.id);
      expect(facts.rules.map((r) => r.effect)).toEqual(def.effects);
      expect(facts.immediate).toEqual([def.immediate.money ?? 0, def.immediate.income ?? 0, def.immediate.reputation ?? 0, def.immediate.population ?? 0, def.immediate.stars ?? 0]);
    }
  });

  it('refuses an unknown tile id as a broken invariant', () => {
    expect(() => faceFacts('no-such-tile')).toThrow(/unknown tile id/);
  });
});
