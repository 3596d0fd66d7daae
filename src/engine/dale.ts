/** Dale the Bot's turn (rulebook "Solo Game 2"; decision 10 settles ties). */
import type { Axial } from './hex.ts';
import { surchargeAt } from './market.ts';
import type { Applied } from './moves.ts';
import { placeTile } from './resolve/placement.ts';
import { adjust, startWork, workPlayer, type Work } from './resolve/work.ts';
import type { GameState, MarketEntry, PlacedTile, Seat } from './state.ts';
import { tileById } from './tiles/index.ts';
import { legalCells } from './borough.ts';
import { endOfTurnSteps } from './turn.ts';
import { commitTurn } from './commit.ts';

/** Dale pays only $3 for whatever he buys. If he has less he pays what he has (R9: the seed is silent; alternative: he cannot buy). */
export const DALE_PRICE = 3;

/** The most expensive tile (price + surcharge); equal prices → the leftmost. */
export const daleChoice = (state: GameState): MarketEntry | undefined => {
  let best: MarketEntry | undefined;
  let bestPrice = -1;
  for (const entry of [...state.market].sort((a, b) => a.slot - b.slot)) {
    const price = tileById(entry.tileId).cost + surchargeAt(state, entry.slot);
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
  for (const at of legalCells(me.borough)) {
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
  if (entry === undefined) {
    const work = startWork(state);
    endOfTurnSteps(work, seat);
    return commitTurn(work, seat, { removedSlots: [], discardedSlots: [] });
  }
  const work = buyAndPlace(state, seat, entry, daleCell(state, seat, entry));
  endOfTurnSteps(work, seat);
  return commitTurn(work, seat, { removedSlots: [entry.slot], discardedSlots: [] });
};
