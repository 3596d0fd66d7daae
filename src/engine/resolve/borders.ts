/**
 * What placing or investing in a border does (decisions 18, 19), in the rulebook's resolution order from step 2:
 * (2) its immediate effect, (3) its own conditional effects, counting the tiles in its 4 slots, (4) the tiles in
 * its slots reacting to it, (5) the other tiles of the borough, (7) other players' tiles, seat by seat after its
 * owner. A tile placed later into one of its slots sets off the border's conditional effect as an adjacent piece
 * (step 4 of that tile's resolution; `bordersReact`). A Lake Border is a lake: $2 per building in its slots, now
 * and later, and a lake to every count (R35).
 */
import { touchesLake } from '../effects/per-lakefront.ts';
import { bordersWithSlot, tilesInSlots } from '../geometry.ts';
import type { Cause } from '../moves.ts';
import type { PlacedBorder, PlacedTile, Seat } from '../state.ts';
import { placedFacts, ruleOf, type Rule } from '../tiles/facts.ts';
import { borderById, LAKE_EFFECTS, STATS, type BorderDef } from '../tiles/index.ts';
import { borderTraits, LAKE_TRAITS, traitsOf } from '../tiles/traits.ts';
import { adjust, workPlayer, type Work } from './work.ts';

type BorderFacts = { readonly def: BorderDef | undefined; readonly rules: readonly Rule[]; readonly traits: number };

const LAKE_BORDER: BorderFacts = { def: undefined, rules: LAKE_EFFECTS.map(ruleOf), traits: LAKE_TRAITS };
const faceCache = new Map<string, BorderFacts>();

/** A border's facts: a lake's when it lies face down (decision 19). */
export const borderFacts = (b: Pick<PlacedBorder, 'borderId' | 'faceDown'>): BorderFacts => {
  if (b.faceDown === 'lake') return LAKE_BORDER;
  let facts = faceCache.get(b.borderId);
  if (facts === undefined) {
    const def = borderById(b.borderId);
    facts = { def, rules: def.effects.map(ruleOf), traits: borderTraits(b) };
    faceCache.set(b.borderId, facts);
  }
  return facts;
};

const isLakeBorder = (b: PlacedBorder): boolean => b.faceDown === 'lake';
const times = (b: PlacedBorder): number => (b.invested ? 2 : 1);

/** A Lake Border's changes name no border: nobody knows which one it is (R36). */
const borderCause = (b: PlacedBorder, owner: Seat, text: string, kind: Cause['kind'] = isLakeBorder(b) ? 'lake' : 'tile'): Cause => ({
  kind,
  borderId: isLakeBorder(b) ? '' : b.borderId,
  ownerSeat: owner,
  at: b.first,
  text,
});

/** The tiles in the border's slots that a rule counts. */
const countInSlots = (borough: readonly PlacedTile[], b: PlacedBorder, rule: Rule): number => {
  let n = 0;
  for (const t of tilesInSlots(borough, b)) if ((rule.bits & traitsOf(t)) !== 0) n += 1;
  return n;
};

/** Steps (2) and (3) for border `b`: once when placed, once more when invested in (decision 12). */
const ownBorderEffects = (work: Work, seat: Seat, b: PlacedBorder, kind: Cause['kind']): void => {
  const facts = borderFacts(b);
  if (facts.def !== undefined) {
    for (const stat of STATS) {
      const amount = facts.def.immediate[stat];
      if (amount !== undefined) adjust(work, seat, stat, amount, borderCause(b, seat, 'when placed', kind));
    }
  }
  const borough = workPlayer(work, seat).borough;
  for (const rule of facts.rules) {
    const count = countInSlots(borough, b, rule);
    if (count > 0 && rule.effect.kind === 'perTile') adjust(work, seat, rule.effect.stat, rule.effect.amount * count, borderCause(b, seat, rule.text, kind));
  }
};

/**
 * How much the new border `b` (placed by `placer`) adds to rule `rule` of tile `x` owned by `owner`: a piece with
 * the border's traits (a lake for a Lake Border, its set mark for a face-up one) that lies beside `x` only when `x`
 * is in one of its slots.
 */
const addedByBorder = (work: Work, owner: Seat, x: PlacedTile, rule: Rule, placer: Seat, b: PlacedBorder, traits: number): number => {
  const e = rule.effect;
  if (e.kind === 'perLakefrontBuilding') {
    if (owner !== placer || !isLakeBorder(b)) return 0;
    const me = workPlayer(work, owner);
    const others = me.borders?.filter((o) => o !== b);
    // the buildings in its slots that touched no lake before (decision 29)
    let n = 0;
    for (const t of tilesInSlots(me.borough, b)) {
      if (t.faceDown === 'lake') continue;
      if (!touchesLake(me.borough, t, others)) n += 1;
    }
    return n;
  }
  if (e.kind !== 'perTile' || (rule.bits & traits) === 0) return 0;
  switch (e.scope) {
    case 'adjacent':
      return owner === placer && bordersWithSlot([b], x.at).length > 0 ? 1 : 0;
    case 'own':
      return owner === placer ? 1 : 0;
    case 'every':
      return 1;
    case 'others':
      return owner === placer ? 0 : 1;
  }
};

const reactToBorder = (work: Work, owner: Seat, x: PlacedTile, placer: Seat, b: PlacedBorder, traits: number): void => {
  for (const rule of placedFacts(x).rules) {
    const n = addedByBorder(work, owner, x, rule, placer, b, traits);
    if (n > 0) {
      const times = x.invested ? 2 : 1;
      adjust(work, owner, rule.effect.stat, rule.effect.amount * n * times, {
        kind: x.faceDown === 'lake' ? 'lake' : 'tile',
        tileId: x.tileId,
        ownerSeat: owner,
        at: x.at,
        text: rule.text,
      });
    }
  }
};

/** Puts border `b` into `seat`'s borough and resolves everything it sets off. Payment is the caller's. */
export const placeBorder = (work: Work, seat: Seat, b: PlacedBorder): void => {
  const me = workPlayer(work, seat);
  me.borders = [...(me.borders ?? []), b];
  ownBorderEffects(work, seat, b, isLakeBorder(b) ? 'lake' : 'tile');
  const traits = borderFacts(b).traits;
  const inSlots = new Set(tilesInSlots(me.borough, b));
  for (const t of me.borough) if (inSlots.has(t)) reactToBorder(work, seat, t, seat, b, traits);
  for (const t of me.borough) if (!inSlots.has(t)) reactToBorder(work, seat, t, seat, b, traits);
  const order = work.state.turnOrder;
  const start = order.indexOf(seat);
  for (let i = 1; i < order.length; i++) {
    const other = order[(start + i) % order.length];
    if (other === undefined) continue;
    for (const t of workPlayer(work, other).borough) reactToBorder(work, other, t, seat, b, traits);
  }
};

/**
 * An investment marker on a border doubles its effects for the rest of the game: they apply once more now, at
 * today's counts, and count double afterwards; nothing else reacts (decision 12). A Lake Border's investment is free
 * and pays $2 per building in its slots again (decision 19).
 */
export const investBorder = (work: Work, seat: Seat, index: number): void => {
  const me = workPlayer(work, seat);
  const target = me.borders?.[index];
  if (me.borders === undefined || target === undefined) throw new Error('investBorder: no border there');
  const invested: PlacedBorder = { ...target, invested: true };
  me.borders = me.borders.map((b, i) => (i === index ? invested : b));
  me.investmentsLeft -= 1;
  ownBorderEffects(work, seat, invested, 'investment');
};

/** Step (4) for a tile `added` in `seat`'s borough: each border holding it in a slot reacts, in placement order. */
export const bordersReact = (work: Work, seat: Seat, added: PlacedTile, addedTraits: number): void => {
  const borders = workPlayer(work, seat).borders;
  for (const b of bordersWithSlot(borders, added.at)) {
    for (const rule of borderFacts(b).rules) {
      if (rule.effect.kind !== 'perTile' || (rule.bits & addedTraits) === 0) continue;
      adjust(work, seat, rule.effect.stat, rule.effect.amount * times(b), borderCause(b, seat, rule.text));
    }
  }
};
