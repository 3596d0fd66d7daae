/**
 * The border placement views' models (Suburbia Inc): after the side, every legal footprint on it numbered in offer
 * order; after the choice, the border drawn where it would lie. Built from the engine's staged border offers.
 */
import { borderCells, type BorderChoice, type BorderFootprintOffer, type PublicView, type Seat } from '../../engine/index.ts';
import type { BorderConfirmationView, BorderPlacing, FootprintsView } from '../view-model.ts';
import { borderFaceById, boroughView } from './faces.ts';
import { spotSummary } from './placement.ts';
import { seatName, type TableInfo } from './seats.ts';
import { starSpaceOfView } from './star-track.ts';

/**
 * The sides a border may face, by the engine's side number (the direction of NEIGHBOUR_OFFSETS its covered cells lie
 * in from its slots): "up" is a border along the top of its slots.
 */
export const SIDE_WORDS = ['up', 'up-right', 'down-right', 'down', 'down-left', 'up-left'] as const;

export const sideWords = (side: number): string => SIDE_WORDS[side] ?? `side ${side}`;

/**
 * What a footprint does for the mover: "slots hold 3 tiles, +4 income" (with a Star border's star move when `starSpace`,
 * the mover's space on the 5★ Star track, is given). The bot's select uses the same words, so that "2" means the same
 * thing in the picture and the menu.
 */
export const footprintSummary = (offer: BorderFootprintOffer, seat: Seat, starSpace?: number): string =>
  `slots hold ${offer.slotsHold} ${offer.slotsHold === 1 ? 'tile' : 'tiles'}, ${spotSummary(offer.preview.changes, seat, starSpace)}`;

const placingOf = (view: PublicView, choice: BorderChoice): BorderPlacing => {
  if (choice.action === 'lakeBorder') return { kind: 'lakeBorder' };
  const id = view.borderRow?.[choice.index];
  if (id === undefined) throw new Error(`border placement view for an empty border row position ${choice.index}`);
  return { kind: 'border', border: borderFaceById(id) };
};

const moverOf = (view: PublicView, table: TableInfo) => {
  const seat = view.toMove;
  const player = view.players[seat];
  return { mark: { seat, name: seatName(table, seat), colour: seat }, borough: boroughView(player?.borough ?? [], player?.borders, view.starTrack !== undefined) };
};

/** The footprints on one side, numbered 1.. in the engine's offer order (the fixed cell order of their first slots). */
export const footprintsView = (view: PublicView, choice: BorderChoice, side: number, offers: readonly BorderFootprintOffer[], table: TableInfo): FootprintsView => {
  const mover = moverOf(view, table);
  return {
    player: mover.mark,
    placing: placingOf(view, choice),
    side: sideWords(side),
    borough: mover.borough,
    footprints: offers.map((offer, i) => ({ number: i + 1, ...borderCells(offer.footprint), summary: footprintSummary(offer, view.toMove, starSpaceOfView(view, view.toMove)) })),
  };
};

/** The chosen footprint drawn in place over the mover's borough, with what it does. */
export const borderConfirmationView = (view: PublicView, choice: BorderChoice, offer: BorderFootprintOffer, table: TableInfo): BorderConfirmationView => {
  const mover = moverOf(view, table);
  return {
    player: mover.mark,
    placing: placingOf(view, choice),
    borough: mover.borough,
    placed: { ...borderCells(offer.footprint), invested: false },
    summary: footprintSummary(offer, view.toMove, starSpaceOfView(view, view.toMove)),
  };
};
