/**
 * The Real Estate Market: surcharges by slot, and how it moves on at the end of a turn — sliding right and
 * refilling from A, then B, then C, with the events those draws set off (bonus and challenge checks, the 1 More
 * Round tile), all recorded on the turn's Work.
 */
import { awardById, meets, requirementWords } from './awards.ts';
import type { TurnEvent } from './moves.ts';
import { adjust, type Work } from './resolve/work.ts';
import type { GameState, MarketEntry, Stacks } from './state.ts';
import { ONE_MORE_ROUND, type TileId } from './tiles/index.ts';

export const surchargeAt = (state: Pick<GameState, 'table'>, slot: number): number => state.table.marketSurcharges[slot] ?? 0;

export const marketTile = (state: Pick<GameState, 'market'>, slot: number): TileId | undefined => state.market.find((e) => e.slot === slot)?.tileId;

const STACK_ORDER = ['A', 'B', 'C'] as const;
type Letter = (typeof STACK_ORDER)[number];

const withoutTop = (stacks: Stacks, letter: Letter): Stacks => ({
  A: letter === 'A' ? stacks.A.slice(1) : stacks.A,
  B: letter === 'B' ? stacks.B.slice(1) : stacks.B,
  C: letter === 'C' ? stacks.C.slice(1) : stacks.C,
});

/** Every player meeting the waiting tile's requirement gains its reward, Dale always (seed 003), in seat order (R22); then it leaves. */
const checkAward = (work: Work, id: string): void => {
  const tile = awardById(id);
  const stat = tile.award === 'bonus' ? 'income' : 'reputation';
  const gainers: number[] = [];
  work.players.forEach((p, seat) => {
    if (work.state.players[seat]?.isDale !== true && !meets(p, tile.requirement)) return;
    gainers.push(seat);
    adjust(work, seat, stat, tile.amount, { kind: tile.award, tileId: id, text: requirementWords(tile.requirement) });
  });
  const event: TurnEvent = { kind: 'awardChecked', award: tile.award, tileId: id, gainers };
  work.events.push(event);
};

/**
 * Draws the next tile from the first non-empty stack. The first draw from B checks the bonus waiting there, the
 * first from C the challenge (decision 20). When the 1 More Round tile comes up it leaves the market and the next
 * tile takes its place (decision 5, seed 004); with `stopAtOneMoreRound` (Dale the Bot) nothing more is drawn.
 */
const draw = (work: Work, stopAtOneMoreRound: boolean): TileId | undefined => {
  for (;;) {
    const letter = STACK_ORDER.find((l) => work.stacks[l].length > 0);
    if (letter === undefined) return undefined;
    if (letter === 'B' && work.bonusOnB !== undefined) {
      const id = work.bonusOnB;
      work.bonusOnB = undefined;
      checkAward(work, id);
    }
    if (letter === 'C' && work.challengeOnC !== undefined) {
      const id = work.challengeOnC;
      work.challengeOnC = undefined;
      checkAward(work, id);
    }
    const top = work.stacks[letter][0];
    work.stacks = withoutTop(work.stacks, letter);
    if (top !== ONE_MORE_ROUND) return top;
    work.events.push({ kind: 'oneMoreRound' });
    work.oneMoreRound = true;
    // 1 More Round: finish the current round, then play one more full round.
    work.finalRound ??= work.state.round + 1;
    if (stopAtOneMoreRound) return undefined;
  }
};

/**
 * Removes the given slots, slides the remaining tiles right (oldest keep the rightmost slots) and fills the freed
 * slots on the left with new tiles ("Adjust the Real Estate Market"). When the stacks run dry the leftmost slots
 * stay empty (R8: the rulebook is silent; tiles keep sliding toward the cheap end).
 */
export const slideAndRefill = (work: Work, removed: readonly number[]): void => {
  const slots = work.state.table.marketSlots;
  const kept: MarketEntry[] = [];
  for (const e of work.market) if (!removed.includes(e.slot)) kept.push(e);
  const fresh: TileId[] = [];
  while (fresh.length + kept.length < slots.length) {
    const drawn = draw(work, false);
    if (drawn === undefined) break;
    fresh.unshift(drawn);
  }
  const firstSlot = slots.length - fresh.length - kept.length;
  const market: MarketEntry[] = [];
  for (let i = 0; i < fresh.length; i++) market.push({ slot: slots[firstSlot + i] ?? 0, tileId: fresh[i] ?? '' });
  // a kept tile that did not slide keeps its (immutable) entry
  for (let i = 0; i < kept.length; i++) {
    const e = kept[i];
    const slot = slots[firstSlot + fresh.length + i] ?? 0;
    if (e !== undefined) market.push(e.slot === slot ? e : { slot, tileId: e.tileId });
  }
  work.market = market;
};

/** Dale the Bot's market after his turn: the remaining tiles leave the game and new ones fill the $6/$4/$2/$0 slots in draw order. */
export const dealFreshMarket = (work: Work): void => {
  work.discards = [...work.discards, ...work.market.map((e) => e.tileId)];
  const market: MarketEntry[] = [];
  for (const slot of work.state.table.marketSlots) {
    const drawn = draw(work, true);
    if (drawn === undefined) break;
    market.push({ slot, tileId: drawn });
  }
  work.market = market;
};

/** The market without the slots a turn removed (Dale the Bot: the human's leftovers stay put for Dale). */
export const withoutSlots = (work: Work, removed: readonly number[]): void => {
  work.market = work.market.filter((e) => !removed.includes(e.slot));
};
