/** The placement view's model: the mover's borough with every offered cell numbered in offer order. */
import type { ActionChoice, Change, PlacementOffer, PublicView, Seat, Stat } from '../../engine/index.ts';
import type { PlacementView } from '../view-model.ts';
import { signed } from '../format.ts';
import { boroughView, tileFaceById } from './faces.ts';
import { seatName, type TableInfo } from './seats.ts';

/** Causes that belong to paying for the turn or to its end, not to where the tile goes. */
const NOT_FROM_PLACEMENT = new Set(['cost', 'discard', 'incomeStep', 'reputationStep']);

const STAT_ORDER: readonly Stat[] = ['income', 'reputation', 'population', 'money'];

/**
 * What placing on this spot does for the mover, net per stat: "+2 income, +1 reputation, +$4".
 * The bot's select menu uses the same words so that "spot 7" means the same thing in both places.
 */
export const spotSummary = (changes: readonly Change[], seat: Seat): string => {
  const net = new Map<Stat, number>();
  for (const c of changes) if (c.seat === seat && !NOT_FROM_PLACEMENT.has(c.cause.kind)) net.set(c.stat, (net.get(c.stat) ?? 0) + c.delta);
  const parts = STAT_ORDER.filter((s) => (net.get(s) ?? 0) !== 0).map((s) => {
    const n = net.get(s) ?? 0;
    return s === 'money' ? `${n > 0 ? '+' : '−'}$${Math.abs(n)}` : `${signed(n)} ${s}`;
  });
  return parts.length === 0 ? 'no effect' : parts.join(', ');
};

const placingOf = (view: PublicView, choice: ActionChoice): PlacementView['placing'] => {
  switch (choice.action) {
    case 'invest':
    case 'investBorder':
      return { kind: 'investment' };
    case 'redevelop':
      throw new Error('a redevelopment has no placement view');
    case 'lake':
    case 'lakeBorder':
      return { kind: 'lake' };
    case 'border':
      // a border's placement picture is drawn from its footprints, not from cells
      throw new Error('placement view of cells for a border');
    case 'basic':
      return { kind: 'tile', tile: tileFaceById(choice.basic) };
    case 'buy': {
      const entry = view.market.find((e) => e.slot === choice.slot);
      if (entry === undefined) throw new Error(`placement view for an empty market slot ${choice.slot}`);
      return { kind: 'tile', tile: tileFaceById(entry.tileId) };
    }
  }
};

export const placementView = (view: PublicView, choice: ActionChoice, offers: readonly PlacementOffer[], table: TableInfo): PlacementView => {
  const seat = view.toMove;
  const player = view.players[seat];
  return {
    player: { seat, name: seatName(table, seat), colour: seat },
    placing: placingOf(view, choice),
    borough: boroughView(player?.borough ?? [], player?.borders),
    spots: offers.map((offer, i) => ({ number: i + 1, at: offer.at, summary: spotSummary(offer.preview.changes, seat) })),
  };
};
