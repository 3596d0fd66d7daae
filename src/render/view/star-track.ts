/** The 5★ Star track's view models (decisions 16, 17): the track with every token, and each player's standing on it. */
import type { PublicView, Seat } from '../../engine/index.ts';
import { piecesMatching } from '../../engine/piece-counts.ts';
import { spaceOnTrack, STAR_BONUS_SPACES, STAR_SPACE_LIMITS } from '../../engine/star-track.ts';
import type { StarStanding, StarTrackView } from '../view-model.ts';

const STAR_PIECES = { sets: ['star'] } as const;

/** Every space with its tokens bottom to top, its limit and its one-time bonus; the turn order the track set. */
export const starTrackView = (track: readonly (readonly Seat[])[], turnOrder: readonly Seat[]): StarTrackView => ({
  spaces: track.map((tokens, space) => {
    const limit = STAR_SPACE_LIMITS[space];
    const bonus = STAR_BONUS_SPACES.find((b) => b.space === space);
    return { space, tokens, ...(limit === undefined ? {} : { limit }), ...(bonus === undefined ? {} : { bonus: `+1 ${bonus.stat}` }) };
  }),
  turnOrder,
});

/** A seat's space, its Star tiles (face-up Star borders count, they carry the star mark) and its place in the turn order. */
export const starStanding = (view: PublicView, seat: Seat): StarStanding | undefined => {
  if (view.starTrack === undefined) return undefined;
  const player = view.players[seat];
  return {
    space: spaceOnTrack(view.starTrack, seat),
    starTiles: player === undefined ? 0 : piecesMatching(player, STAR_PIECES),
    turn: view.turnOrder.indexOf(seat) + 1,
  };
};

/** The mover's space on the Star track, which the spot summaries count star moves from; undefined without the track. */
export const starSpaceOfView = (view: PublicView, seat: Seat): number | undefined => (view.starTrack === undefined ? undefined : spaceOnTrack(view.starTrack, seat));
