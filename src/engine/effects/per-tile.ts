/** "+n stat per matching tile in a scope": the base game's word for nearly every tile (vocabulary.ts `perTile`). */
import { bordersWithSlot, cellNumber, countAround, countIn, lakeBordersAt, touching } from '../geometry.ts';
import { NEIGHBOUR_OFFSETS } from '../hex.ts';
import type { PlacedBorder, PlacedTile } from '../state.ts';
import { BORDER_MARKS, BORDER_TRAIT, borderTraits, LAKE_TRAITS, traitsOf } from '../tiles/traits.ts';
import { amountPhrase, matchPhrase, matchWords } from './phrases.ts';
import type { Boroughs, EffectWord, RuleOf } from './word.ts';

type Rule = RuleOf<'perTile'>;

/** The pieces rule `rule` of tile `t` counts; "built after this one" counts only tiles placed later. */
const countedBy =
  (rule: Rule, t: PlacedTile) =>
  (y: PlacedTile): boolean =>
    (rule.bits & traitsOf(y)) !== 0 && (rule.effect.laterOnly !== true || y.placedOrder > t.placedOrder);

/** Face-up borders a rule counts: as borders (Checkpoint) or by their set mark (a Star border is a Star tile, R39); a Lake Border is neither (decision 19). */
const faceUpBordersMeeting = (borders: readonly PlacedBorder[] | undefined, bits: number): number => {
  if (borders === undefined) return 0;
  let n = 0;
  for (const b of borders) if (b.faceDown !== 'lake' && (borderTraits(b) & bits) !== 0) n += 1;
  return n;
};

/** Face-up borders counted by the rule in every borough but `except`'s. */
const faceUpBorders = (boroughs: Boroughs, except: number, bits: number): number =>
  boroughs.reduce((n, p, seat) => (seat === except ? n : n + faceUpBordersMeeting(p.borders, bits)), 0);

/** What a rule counts among face-up borders: the border trait, or a set mark borders carry. */
const BORDER_COUNTED = BORDER_TRAIT | BORDER_MARKS;

/** Tiles carrying any of the rule's bits, counted per bit (a tile with two listed bits counts twice). */
const countOf = (counts: readonly number[], rule: Rule): number => {
  let n = 0;
  for (const bit of rule.positions) n += counts[bit] ?? 0;
  return n;
};

export const PER_TILE: EffectWord<'perTile'> = {
  cause: (e) => {
    const what = matchWords(e.match);
    switch (e.scope) {
      case 'adjacent':
        return `per adjacent ${what}`;
      case 'own':
        return `per ${what} of yours`;
      case 'every':
        return `per ${what}${e.laterOnly === true ? ' built later' : ''} anywhere`;
      case 'others':
        return `per ${what} in other boroughs`;
    }
  },
  face: (e) => {
    const amount = amountPhrase(e.stat, e.amount);
    switch (e.scope) {
      case 'adjacent':
        return `${amount} per adjacent ${matchPhrase(e.match, false)}`;
      case 'own':
        return `${amount} for each of your ${matchPhrase(e.match, true)}`;
      case 'every':
        return e.laterOnly === true ? `${amount} for every ${matchPhrase(e.match, false)} built after this one` : `${amount} for every ${matchPhrase(e.match, false)} in every borough`;
      case 'others':
        return `${amount} for each ${matchPhrase(e.match, false)} in all other boroughs`;
    }
  },
  countNow: (boroughs, owner, t, rule) => {
    const e = rule.effect;
    const own = boroughs[owner]?.borough ?? [];
    const counts = countedBy(rule, t);
    const borders = boroughs[owner]?.borders;
    switch (e.scope) {
      case 'adjacent':
        // a Lake Border is a lake to the pieces in its slots (decision 19), a Star border a Star tile
        return (
          countAround(own, t.at, counts) +
          (borders !== undefined && (rule.bits & LAKE_TRAITS) !== 0 ? lakeBordersAt(borders, t.at) : 0) +
          (borders !== undefined && (rule.bits & BORDER_MARKS) !== 0 ? faceUpBordersMeeting(bordersWithSlot(borders, t.at), rule.bits & BORDER_MARKS) : 0)
        );
      case 'own':
        return countIn(own, counts) + ((rule.bits & BORDER_MARKS) !== 0 ? faceUpBordersMeeting(borders, rule.bits & BORDER_MARKS) : 0);
      case 'every':
        return boroughs.reduce((n, p) => n + countIn(p.borough, counts), 0) + ((rule.bits & BORDER_COUNTED) !== 0 ? faceUpBorders(boroughs, -1, rule.bits) : 0);
      case 'others':
        return boroughs.reduce((n, p, seat) => (seat === owner ? n : n + countIn(p.borough, counts)), 0) + ((rule.bits & BORDER_COUNTED) !== 0 ? faceUpBorders(boroughs, owner, rule.bits) : 0);
    }
  },
  countAdded: (_boroughs, owner, x, rule, placer, added, addedTraits) => {
    if ((rule.bits & addedTraits) === 0) return 0;
    switch (rule.effect.scope) {
      case 'adjacent':
        return owner === placer && touching(x, added) ? 1 : 0;
      case 'own':
        return owner === placer ? 1 : 0;
      case 'every':
        return 1;
      case 'others':
        return owner === placer ? 0 : 1;
    }
  },
  hearsOtherBoroughs: (e) => e.scope === 'every' || e.scope === 'others',
  perRedLineUp: () => 0,
  countsAdjacent: (e) => e.scope === 'adjacent',
  reactsToOwnPlacements: (e) => e.scope === 'own' || e.scope === 'every',
  estimateCount: (state, board, t, traits, rule, selfCounted) => {
    const e = rule.effect;
    if (e.laterOnly === true) {
      // placing: nothing is built after it yet; investing: the tiles of every borough built after it
      if (t === undefined) return 0;
      let n = 0;
      for (const p of state.players) for (const y of p.borough) if (y.placedOrder > t.placedOrder && (rule.bits & traitsOf(y)) !== 0) n += 1;
      return n;
    }
    if (e.scope === 'adjacent') {
      // placing: the pair table adds the neighbours per cell; investing: the tiles around it now
      if (t === undefined) return 0;
      let n = 0;
      for (const d of NEIGHBOUR_OFFSETS) {
        const y = board.cells.get(cellNumber(t.at.q + d.q, t.at.r + d.r));
        if (y !== undefined && (rule.bits & traitsOf(y)) !== 0) n += 1;
      }
      return n;
    }
    const self = !selfCounted && e.scope !== 'others' && (rule.bits & traits) !== 0 ? 1 : 0;
    switch (e.scope) {
      case 'own':
        return countOf(board.mine, rule) + self;
      case 'every':
        return countOf(board.all, rule) + self;
      case 'others':
        return countOf(board.all, rule) - countOf(board.mine, rule);
    }
  },
};
