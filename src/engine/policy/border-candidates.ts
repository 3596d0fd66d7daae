/**
 * The policy's estimate of taking a border (Suburbia Inc): for every affordable face-up border and the Lake Border,
 * every legal footprint, what it gives now — its immediate effect and its effects on the tiles already in its slots
 * ($2 per building for a Lake Border) — less its price and the cheapest discard. Later tiles in its slots are not
 * counted. Only asked in games with borders.
 */
import { legalBorderFootprints } from '../border-rules.ts';
import { SIDES, tilesInSlots } from '../geometry.ts';
import type { Axial } from '../hex.ts';
import type { ActionOffer } from '../offers.ts';
import type { PlayerState } from '../state.ts';
import { borderFacts } from '../resolve/borders.ts';
import { traitsOf } from '../tiles/traits.ts';
import { zeroDeltas, type StatDeltas } from './value.ts';

export type BorderOffer = Extract<ActionOffer, { action: 'border' | 'lakeBorder' }>;
export type BorderCandidate = { readonly offer: BorderOffer; readonly side: number; readonly at: Axial; readonly score: number };

/** What the border of `offer` (id `borderId`) gives at each legal footprint, scored by `value`. */
export const borderCandidates = (
  me: PlayerState,
  offer: BorderOffer,
  borderId: string,
  discard: number,
  value: (d: StatDeltas) => number,
): readonly BorderCandidate[] => {
  const lake = offer.action === 'lakeBorder';
  const facts = borderFacts(lake ? { borderId, faceDown: 'lake' } : { borderId });
  const out: BorderCandidate[] = [];
  for (const side of SIDES) {
    for (const f of legalBorderFootprints(me, borderId, lake, side)) {
      const d = zeroDeltas();
      if (facts.def !== undefined) for (const [stat, amount] of Object.entries(facts.def.immediate) as [keyof StatDeltas, number][]) d[stat] += amount;
      const inSlots = tilesInSlots(me.borough, f);
      for (const rule of facts.rules) {
        if (rule.effect.kind !== 'perTile') continue;
        let n = 0;
        for (const t of inSlots) if ((rule.bits & traitsOf(t)) !== 0) n += 1;
        d[rule.effect.stat] += rule.effect.amount * n;
      }
      d.money -= offer.cost + discard;
      out.push({ offer, side, at: f.first, score: value(d) });
    }
  }
  return out;
};
