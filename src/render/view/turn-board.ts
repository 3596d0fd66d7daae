/**
 * The turn board's view model for one viewer. It is built from the engine's public view, which holds no secret
 * goal; only a private view (the owner's own) adds that seat's secret goal to that seat's panel.
 */
import { BASIC_IDS, normalizedSets, redLineAfter, type PrivateView, type PublicView } from '../../engine/index.ts';
import type { AwardCard, PlayerPanel, TurnBoardView } from '../view-model.ts';
import { awardCard, borderFaceById, boroughView, goalCard, setBadge, tileFaceById, tileFaceIn } from './faces.ts';
import { seatName, seatShortName, type TableInfo } from './seats.ts';
import { starStanding, starTrackView } from './star-track.ts';

/** How many borders lie face down beside the row (their order is hidden). */
const faceDownBorders = (view: PublicView): number => view.borderStackSize ?? 0;

const isPrivate = (view: PublicView | PrivateView): view is PrivateView => 'viewer' in view;

const finalRoundNotice = (view: PublicView): string | undefined =>
  view.finalRound === undefined ? undefined : `Final round: the game ends after round ${view.finalRound}`;

const awardsOf = (view: PublicView): readonly AwardCard[] =>
  [view.bonusOnB, view.challengeOnC].flatMap((id) => (id === undefined ? [] : [awardCard(id)]));

export const turnBoardView = (view: PublicView | PrivateView, table: TableInfo): TurnBoardView => {
  const secret = isPrivate(view) && view.secretGoal !== undefined ? { seat: view.viewer, goal: goalCard(view.secretGoal) } : undefined;
  const players: PlayerPanel[] = view.players.map((p, seat) => {
    const star = starStanding(view, seat);
    const short = seatShortName(table, seat);
    return {
      seat,
      name: seatName(table, seat),
      ...(short === undefined ? {} : { short }),
      colour: seat,
      money: p.money,
      income: p.income,
      reputation: p.reputation,
      population: p.population,
      nextRedLine: redLineAfter(p.population),
      investmentsLeft: p.investmentsLeft,
      toMove: view.phase === 'playing' && view.toMove === seat,
      startPlayer: view.startSeat === seat,
      bot: p.isDale === true || table.seats[seat]?.bot === true,
      borough: boroughView(p.borough, p.borders, view.starTrack !== undefined),
      ...(secret !== undefined && secret.seat === seat ? { secretGoal: secret.goal } : {}),
      ...(star === undefined ? {} : { star }),
    };
  });
  const notice = finalRoundNotice(view);
  return {
    title: table.title,
    round: view.round,
    ...(notice === undefined ? {} : { notice }),
    market: view.table.marketSlots.map((slot) => {
      const entry = view.market.find((e) => e.slot === slot);
      const surcharge = view.table.marketSurcharges[slot] ?? 0;
      return entry === undefined ? { surcharge } : { surcharge, tile: tileFaceIn(entry.tileId, view.starTrack !== undefined) };
    }),
    basics: BASIC_IDS.map((id) => ({ tile: tileFaceById(id), remaining: view.basics[id] })),
    stacks: (['A', 'B', 'C'] as const).map((letter) => ({ letter, remaining: view.stackSizes[letter] })),
    awards: awardsOf(view),
    sets: normalizedSets(view.options.sets).map(setBadge),
    publicGoals: view.publicGoals.map(goalCard),
    players,
    ...(view.borderRow === undefined ? {} : { borderRow: { faceUp: view.borderRow.map(borderFaceById), faceDown: faceDownBorders(view) } }),
    ...(view.starTrack === undefined ? {} : { starTrack: starTrackView(view.starTrack, view.turnOrder) }),
  };
};
