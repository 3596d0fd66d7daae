/** The placement view's model: the mover's borough with every offered cell numbered in offer order. */
import type { ActionChoice, Change, PlacementOffer, PublicView, Seat, Stat } from '../../engine/index.ts';
import type { PlacementView } from '../view-model.ts';
import { signed } from '../format.ts';
import { boroughView, tileFaceIn } from './faces.ts';
import { seatName, type TableInfo } from './seats.ts';
import { starSpaceOfView } from './star-track.ts';

/** Causes that belong to paying for the turn or to its end, not to where the tile goes (the Star track's round end too). */
const NOT_FROM_PLACEMENT = new Set(['cost', 'discard', 'incomeStep', 'reputationStep', 'starRound']);

const STAT_ORDER: readonly Stat[] = ['income', 'reputation', 'population', 'money'];

const statWords = (stat: Stat, n: number): string => (stat === 'money' ? `${n > 0 ? '+' : '−'}$${Math.abs(n)}` : `${signed(n)} ${stat}`);

/**
 * The mover's star move on the 5★ Star track and what the spaces it reached gave: "★ +2 → space 9: +1 reputation";
 * "★ +1 of 2 → space 18" where full spaces stopped it short, "★ 0 of 1: no room ahead" where it could not move.
 * Undefined when the spot moves no star.
 */
const starMoveWords = (mine: readonly Change[], from: number): string | undefined => {
  const stars = mine.filter((c) => c.stat === 'stars');
  if (stars.length === 0) return undefined;
  const moved = stars.reduce((n, c) => n + c.delta, 0);
  const wanted = stars.reduce((n, c) => n + (c.wanted ?? c.delta), 0);
  if (moved === 0) return `★ 0 of ${wanted}: no room ahead`;
  const bonuses = mine.filter((c) => c.cause.kind === 'starTrack').map((c) => statWords(c.stat, c.delta));
  return `★ +${moved}${moved < wanted ? ` of ${wanted}` : ''} → space ${from + moved}${bonuses.length === 0 ? '' : `: ${bonuses.join(', ')}`}`;
};

/**
 * What placing on this spot does for the mover, net per stat: "+2 income, +1 reputation, +$4". With the 5★ Star
 * track (`starSpace`: the mover's space before the turn) its star move follows, with what the track's spaces gave
 * (counted there, not in the net): "+1 income, ★ +2 → space 9: +1 reputation".
 * The bot's select menu uses the same words so that "spot 7" means the same thing in both places.
 */
export const spotSummary = (changes: readonly Change[], seat: Seat, starSpace?: number): string => {
  const mine = changes.filter((c) => c.seat === seat && !NOT_FROM_PLACEMENT.has(c.cause.kind));
  const star = starSpace === undefined ? undefined : starMoveWords(mine, starSpace);
  const net = new Map<Stat, number>();
  for (const c of mine) if (star === undefined || c.cause.kind !== 'starTrack') net.set(c.stat, (net.get(c.stat) ?? 0) + c.delta);
  const parts = STAT_ORDER.filter((s) => (net.get(s) ?? 0) !== 0).map((s) => statWords(s, net.get(s) ?? 0));
  if (star !== undefined) parts.push(star);
  return parts.length === 0 ? 'no effect' : parts.join(', ');
};

const placingOf = (view: PublicView, choice: ActionChoice): PlacementView['placing'] => {
  const starTrack = view.starTrack !== undefined;
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
      return { kind: 'tile', tile: tileFaceIn(choice.basic, starTrack) };
    case 'buy': {
      const entry = view.market.find((e) => e.slot === choice.slot);
      if (entry === undefined) throw new Error(`placement view for an empty market slot ${choice.slot}`);
      return { kind: 'tile', tile: tileFaceIn(entry.tileId, starTrack) };
    }
  }
};

export const placementView = (view: PublicView, choice: ActionChoice, offers: readonly PlacementOffer[], table: TableInfo): PlacementView => {
  const seat = view.toMove;
  const player = view.players[seat];
  const starSpace = starSpaceOfView(view, seat);
  return {
    player: { seat, name: seatName(table, seat), colour: seat },
    placing: placingOf(view, choice),
    borough: boroughView(player?.borough ?? [], player?.borders, view.starTrack !== undefined),
    spots: offers.map((offer, i) => ({ number: i + 1, at: offer.at, summary: spotSummary(offer.preview.changes, seat, starSpace) })),
    ...(starSpace === undefined ? {} : { starSpace }),
  };
};
