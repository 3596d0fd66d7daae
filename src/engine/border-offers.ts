/**
 * Suburbia Inc's staged border choices (decisions 18, 19), after the action stage of offers.ts: first the side the
 * border faces (always six entries, each with its number of legal footprints), then that side's footprints with
 * their previews, then the discard (offerDiscards). Each stage asks only its own question, so the engine never
 * enumerates sides × footprints × discards.
 */
import { borderInvestmentProblem, legalBorderFootprints } from './border-rules.ts';
import { tilesInSlots, SIDES } from './geometry.ts';
import { borderDraftFor, mover, preview, type ActionChoice, type BorderChoice, type Preview } from './offers.ts';
import type { BorderFootprint, GameState, PlayerState, Seat } from './state.ts';
import { borderById, LAKE_COST } from './tiles/index.ts';

export type BorderSideOffer = { readonly side: number; readonly footprints: number };

export type BorderFootprintOffer = {
  readonly footprint: BorderFootprint;
  /** how many hex tiles its slots hold now */
  readonly slotsHold: number;
  readonly preview: Preview;
};

export type BorderInvestmentOffer = {
  readonly choice: Extract<ActionChoice, { action: 'investBorder' }>;
  readonly borderId: string;
  readonly faceDown?: 'lake';
  /** its first slot */
  readonly at: BorderFootprint['first'];
  readonly cost: number;
  readonly affordable: boolean;
  readonly preview: Preview;
};

type Mover = { readonly seat: Seat; readonly me: PlayerState };

const moverOf = (state: GameState): Mover | undefined => {
  const seat = mover(state);
  const me = seat === undefined ? undefined : state.players[seat];
  return seat === undefined || me === undefined ? undefined : { seat, me };
};

/** The border a choice takes, or undefined when there is none. */
const chosenBorder = (state: GameState, choice: BorderChoice): { readonly borderId: string; readonly lake: boolean } | undefined => {
  const borderId = choice.action === 'lakeBorder' ? state.borderStack?.[0] : state.borderRow?.[choice.index];
  return borderId === undefined ? undefined : { borderId, lake: choice.action === 'lakeBorder' };
};

/** The six sides a border may face, each with how many footprints it has in the mover's borough. */
export const offerBorderSides = (state: GameState, choice: BorderChoice): readonly BorderSideOffer[] => {
  const who = moverOf(state);
  const border = chosenBorder(state, choice);
  return SIDES.map((side) => ({
    side,
    footprints: who === undefined || border === undefined ? 0 : legalBorderFootprints(who.me, border.borderId, border.lake, side).length,
  }));
};

/** The legal footprints facing `side`, by first slot in the fixed cell order, each with what placing there would do. */
export const offerBorderFootprints = (state: GameState, choice: BorderChoice, side: number): readonly BorderFootprintOffer[] => {
  const who = moverOf(state);
  const border = chosenBorder(state, choice);
  if (who === undefined || border === undefined) return [];
  const offers: BorderFootprintOffer[] = [];
  for (const footprint of legalBorderFootprints(who.me, border.borderId, border.lake, side)) {
    const shown = preview(state, borderDraftFor(choice, who.seat, footprint));
    if (!('changes' in shown)) continue;
    offers.push({ footprint, slotsHold: tilesInSlots(who.me.borough, footprint).length, preview: shown });
  }
  return offers;
};

/** The mover's borders that can take an investment marker, each with what it would do (before the discard). */
export const offerBorderInvestments = (state: GameState): readonly BorderInvestmentOffer[] => {
  const who = moverOf(state);
  if (who === undefined || who.me.investmentsLeft <= 0) return [];
  const offers: BorderInvestmentOffer[] = [];
  for (const [border, b] of (who.me.borders ?? []).entries()) {
    if (b.invested || borderInvestmentProblem(who.me, b) !== undefined) continue;
    const cost = b.faceDown === 'lake' ? LAKE_COST : borderById(b.borderId).cost;
    const shown = preview(state, { kind: 'invest', seat: who.seat, at: b.first, border });
    if (!('changes' in shown)) continue;
    const lake = b.faceDown === 'lake' ? { faceDown: 'lake' as const } : {};
    offers.push({ choice: { action: 'investBorder', border }, borderId: b.borderId, ...lake, at: b.first, cost, affordable: who.me.money >= cost, preview: shown });
  }
  return offers;
};
