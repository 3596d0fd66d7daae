/**
 * The resolver: what placing or investing in a tile does, in the rulebook's "Tile Effect Resolution Order":
 * (1) pay — done by the caller, (2) the tile's immediate effect, (3) its own conditional effects, (4) the
 * conditional effects of adjacent tiles, (5) of non-adjacent tiles in the borough, (6) other players' tiles that
 * change your numbers (none of the tiles in play changes another player's numbers, so this step is empty),
 * (7) other players' tiles reacting to yours, seat by seat in turn order after you. What a rule counts is its
 * effect word's business (src/engine/effects).
 */
import { memoSlot, remembered } from '../borough-memo.ts';
import type { Cause } from '../moves.ts';
import type { PlacedTile, Seat } from '../state.ts';
import { placedFacts } from '../tiles/facts.ts';
import { STATS } from '../tiles/index.ts';
import { touching, withTile, withTileChanged } from '../geometry.ts';
import { bordersReact } from './borders.ts';
import { SPECIAL_RULES } from './special-cases.ts';
import { adjust, workPlayer, type Work } from './work.ts';

const isLake = (t: PlacedTile): boolean => t.faceDown === 'lake';

const tileCause = (t: PlacedTile, owner: Seat, text: string, kind: Cause['kind'] = isLake(t) ? 'lake' : 'tile'): Cause => ({
  kind,
  tileId: t.tileId,
  ownerSeat: owner,
  at: t.at,
  text,
});

const times = (t: PlacedTile): number => (t.invested ? 2 : 1);

/** Steps (2) and (3) for tile `t`, once (placement) or again (investment, decision 12). */
const ownEffects = (work: Work, seat: Seat, t: PlacedTile, kind: Cause['kind']): void => {
  const facts = placedFacts(t);
  if (facts.def !== undefined) {
    const immediate = facts.def.immediate;
    for (const stat of STATS) {
      const amount = immediate[stat];
      if (amount !== undefined) adjust(work, seat, stat, amount, tileCause(t, seat, 'when placed', kind));
    }
  }
  for (const rule of facts.rules) {
    const count = rule.word.countNow(work.players, seat, t, rule);
    if (count > 0) adjust(work, seat, rule.effect.stat, rule.effect.amount * count, tileCause(t, seat, rule.text, kind));
  }
};

/**
 * Tile `x` (owned by `owner`) reacting to `added`, placed by `placer`. Within one step tiles react in the order
 * they were placed (R6: the rulebook gives none; alternative: board order — only the track limits could tell them apart).
 */
const react = (work: Work, owner: Seat, x: PlacedTile, placer: Seat, added: PlacedTile, addedTraits: number): void => {
  for (const rule of placedFacts(x).rules) {
    // the common case first: a rule counting pieces by their traits ignores a piece without them
    if (rule.bits !== 0 && (rule.bits & addedTraits) === 0) continue;
    const n = rule.word.countAdded(work.players, owner, x, rule, placer, added, addedTraits);
    if (n > 0) adjust(work, owner, rule.effect.stat, rule.effect.amount * n * times(x), tileCause(x, owner, rule.text));
  }
};

/**
 * The tiles of a borough that react to tiles placed in other boroughs ("every", "all other boroughs"), in
 * borough order; cached per borough, since a borough changes only on its owner's turn.
 */
const OUTSIDE_REACTORS = memoSlot((borough): readonly PlacedTile[] => borough.filter((t) => placedFacts(t).rules.some((r) => r.hearsOtherBoroughs)));

const outsideReactors = (borough: readonly PlacedTile[]): readonly PlacedTile[] => remembered(borough, OUTSIDE_REACTORS);

/** Puts `added` into `seat`'s borough and resolves everything it sets off. Payment is the caller's. */
export const placeTile = (work: Work, seat: Seat, added: PlacedTile): void => {
  const me = workPlayer(work, seat);
  const before = me.borough;
  me.borough = withTile(before, added);
  ownEffects(work, seat, added, isLake(added) ? 'lake' : 'tile');
  const facts = placedFacts(added);
  const special = facts.def?.special;
  if (special !== undefined) SPECIAL_RULES[special].onPlaced?.(work, seat, added);
  const traits = facts.traits;
  for (const t of before) if (touching(t, added)) react(work, seat, t, seat, added, traits);
  // the borders holding it in a slot are adjacent pieces too (decision 18)
  if (me.borders !== undefined) bordersReact(work, seat, added, traits);
  for (const t of before) if (!touching(t, added)) react(work, seat, t, seat, added, traits);
  const order = work.state.turnOrder;
  const start = order.indexOf(seat);
  for (let i = 1; i < order.length; i++) {
    const other = order[(start + i) % order.length];
    if (other === undefined) continue;
    for (const t of outsideReactors(workPlayer(work, other).borough)) react(work, other, t, seat, added, traits);
  }
};

/**
 * Decision 22: the Redevelopment Planner leaves the game and `replacement` goes face up on its cell, resolved from
 * step 2 of the resolution order, as if placed there now (R30). Nothing ever reacted to the planner itself.
 */
export const redevelop = (work: Work, seat: Seat, replacement: PlacedTile): void => {
  const me = workPlayer(work, seat);
  me.borough = me.borough.filter((t) => t.at.q !== replacement.at.q || t.at.r !== replacement.at.r);
  placeTile(work, seat, replacement);
};

/**
 * The tile with an investment marker, built by the same literals as a placed tile and a lake (turn.ts): a spread
 * copy has another object shape, and every hot function that reads tiles would then meet one more shape.
 */
const withMarker = (t: PlacedTile): PlacedTile =>
  t.faceDown === 'lake'
    ? { tileId: t.tileId, at: t.at, faceDown: 'lake', invested: true, placedOrder: t.placedOrder }
    : { tileId: t.tileId, at: t.at, invested: true, placedOrder: t.placedOrder };

/**
 * An investment marker doubles the tile's own effects for the rest of the game: its immediate and conditional
 * effects apply once more now, at today's counts, and count double afterwards; no other tile reacts (decision 12).
 * A "built later" penalty (Fancy Restaurant…) is doubled for the tiles already built after it and for later ones
 * (R7; alternative: only for tiles built after the marker).
 */
export const investTile = (work: Work, seat: Seat, at: PlacedTile['at']): void => {
  const me = workPlayer(work, seat);
  const index = me.borough.findIndex((t) => t.at.q === at.q && t.at.r === at.r);
  const target = me.borough[index];
  if (target === undefined) throw new Error('investTile: no tile there');
  const invested = withMarker(target);
  me.borough = withTileChanged(me.borough, index, invested);
  me.investmentsLeft -= 1;
  ownEffects(work, seat, invested, 'investment');
  const special = placedFacts(invested).def?.special;
  if (special !== undefined) SPECIAL_RULES[special].onInvested?.(work, seat, invested);
};
