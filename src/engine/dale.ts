/** Dale the Bot's turn (rulebook "Solo Game 2"; decision 10 settles ties, decision 27 his choice with expansions). */
import { tilePrice } from './prices.ts';
import type { Axial } from './hex.ts';
import { surchargeAt } from './market.ts';
import type { Applied } from './moves.ts';
import { placementRuleProblem } from './placement-rules.ts';
import { placeTile } from './resolve/placement.ts';
import { adjust, startWork, workPlayer, type Work } from './resolve/work.ts';
import type { GameState, MarketEntry, PlacedTile, PlayerState, Seat } from './state.ts';
import { starSpaceOf } from './star-track.ts';
import { tileById, type TileDef } from './tiles/index.ts';
import { legalCells } from './geometry.ts';
import { endOfTurnSteps } from './turn.ts';
import { commitTurn, finishTurn } from './turn-end.ts';

/** Dale pays only $3 for whatever he buys. If he has less he pays what he has (R9: the seed is silent; alternative: he cannot buy). */
export const DALE_PRICE = 3;

/**
 * Tiles Dale never buys besides those: the Redevelopment Planner (seed 003), and the Redistricting Office, whose
 * opponents' −5 counts as a negative population number (decision 27).
 */
const DALE_NEVER_BUYS: ReadonlySet<string | undefined> = new Set(['redevelopmentPlanner', 'redistrictingOffice']);

/** "Dale never buys any tile that has a negative (red) Population effect" (seed 003, decision 27; what counts: R23; Alien Mountain's loss per red line is one, R42). */
const hasNegativePopulation = (def: TileDef): boolean =>
  (def.immediate.population ?? 0) < 0 || def.effects.some((e) => e.stat === 'population' && e.amount < 0);

const daleMayBuy = (def: TileDef): boolean => !DALE_NEVER_BUYS.has(def.special) && !hasNegativePopulation(def);

/** The cells where Dale may place the tile (its own placement rules included). */
const daleCells = (me: PlayerState, entry: MarketEntry): readonly Axial[] =>
  legalCells(me.borough).filter((at) => placementRuleProblem(entry.tileId, me, at) === undefined);

/**
 * Decision 27, step (2): with the 5★ Star track Dale keeps only Star tiles, if any are left, unless his token is 3
 * or more spaces ahead of the human's (seed 003 "Dale the Bot"; the lead is counted in spaces, R42).
 */
export const DALE_STAR_LEAD = 3;

const prefersStarTiles = (state: GameState): boolean => {
  if (state.starTrack === undefined) return false;
  const dale = state.toMove;
  const human = state.players.findIndex((p, seat) => seat !== dale && p.isDale !== true);
  return starSpaceOf(state, dale) - starSpaceOf(state, human) < DALE_STAR_LEAD;
};

/**
 * Decision 27: leave out tiles he may never buy (a negative population number, the Redevelopment Planner, no legal
 * spot in his borough; borders are never in the market and he takes none), with the Star track keep only the Star
 * tiles if he is not far enough ahead, then the most expensive (price + surcharge) of the rest; equal prices → the
 * leftmost.
 */
export const daleChoice = (state: GameState): MarketEntry | undefined => {
  const me = state.players[state.toMove];
  const mayBuy = [...state.market]
    .sort((a, b) => a.slot - b.slot)
    .filter((entry) => {
      const def = tileById(entry.tileId);
      return daleMayBuy(def) && (me === undefined || def.placement === undefined || daleCells(me, entry).length > 0);
    });
  const stars = prefersStarTiles(state) ? mayBuy.filter((entry) => tileById(entry.tileId).set === 'star') : [];
  let best: MarketEntry | undefined;
  let bestPrice = -1;
  for (const entry of stars.length > 0 ? stars : mayBuy) {
    const price = tilePrice(state, entry.tileId) + surchargeAt(state, entry.slot);
    if (price > bestPrice) {
      best = entry;
      bestPrice = price;
    }
  }
  return best;
};

const buyAndPlace = (state: GameState, seat: Seat, entry: MarketEntry, at: Axial): Work => {
  const work = startWork(state);
  const paid = Math.min(DALE_PRICE, workPlayer(work, seat).money);
  adjust(work, seat, 'money', -paid, { kind: 'dale', tileId: entry.tileId, text: `Dale pays $${DALE_PRICE} for any tile` });
  work.placedCount += 1;
  const placed: PlacedTile = { tileId: entry.tileId, at, invested: false, placedOrder: work.placedCount };
  placeTile(work, seat, placed);
  return work;
};

/**
 * The cell that raises Dale's income + reputation most; ties → more reputation, then smallest r, then q.
 * Measured over the placement's whole resolution, red lines included, before his income and population steps
 * (R10; alternative: the tile's own printed effects only).
 */
export const daleCell = (state: GameState, seat: Seat, entry: MarketEntry): Axial => {
  const me = state.players[seat];
  if (me === undefined) throw new Error('no Dale seat');
  let best: { at: Axial; sum: number; rep: number } | undefined;
  for (const at of daleCells(me, entry)) {
    const p = workPlayer(buyAndPlace(state, seat, entry, at), seat);
    const rep = p.reputation - me.reputation;
    const sum = p.income - me.income + rep;
    if (best === undefined || sum > best.sum || (sum === best.sum && rep > best.rep)) best = { at, sum, rep };
  }
  if (best === undefined) throw new Error('Dale has no legal cell');
  return best.at;
};

/** Dale buys, places, collects income and adjusts population; then the market is dealt afresh. */
export const daleTurn = (state: GameState): Applied => {
  const seat = state.toMove;
  const entry = daleChoice(state);
  const work = entry === undefined ? startWork(state) : buyAndPlace(state, seat, entry, daleCell(state, seat, entry));
  endOfTurnSteps(work, seat);
  const removedSlots = entry === undefined ? [] : [entry.slot];
  return commitTurn(work, finishTurn(work, seat, { removedSlots, discardedSlots: [] }));
};
