/**
 * The 5★ Star track (decisions 16, 17): 21 spaces, 0..20, each holding the seats' tokens from bottom to top. Gold
 * stars move a token right as far as the space limits allow; spaces 4 and 8 give +1 income and +1 reputation to
 * the first arrival of each token; at the end of every round the most and fewest stars gain and lose a population,
 * and the track sets the new turn order.
 */
import type { GameState, Seat } from './state.ts';

export type StarTrack = readonly (readonly Seat[])[];

/** The last space: the track runs 0..20 (decision 16, the project's guess; no printed layout was found). */
export const LAST_STAR_SPACE = 20;

/** How many tokens a space may hold, where limited (seed 003: spaces 17–20 hold at most 4, 3, 2, 1). */
export const STAR_SPACE_LIMITS: Readonly<Record<number, number>> = { 17: 4, 18: 3, 19: 2, 20: 1 };

/** The one-time bonuses of reaching or passing a space (decision 16). */
export const STAR_BONUS_SPACES: readonly { readonly space: number; readonly stat: 'income' | 'reputation' }[] = [
  { space: 4, stat: 'income' },
  { space: 8, stat: 'reputation' },
];

/** Whether a space has room for one more token. */
export const hasRoom = (track: StarTrack, space: number): boolean => (track[space]?.length ?? 0) < (STAR_SPACE_LIMITS[space] ?? Number.POSITIVE_INFINITY);

/** The space a seat's token lies on (0 for a seat without a token, which only a track-less game has). */
export const spaceOnTrack = (track: StarTrack, seat: Seat): number => {
  const space = track.findIndex((tokens) => tokens.includes(seat));
  return space < 0 ? 0 : space;
};

/** The space `seat`'s token lies on; 0 in a game without the Star track. */
export const starSpaceOf = (state: Pick<GameState, 'starTrack'>, seat: Seat): number => (state.starTrack === undefined ? 0 : spaceOnTrack(state.starTrack, seat));

/** A new track: every token on space 0, `bottomToTop` in stacking order (seed 003 "stack them in random order"). */
export const startingTrack = (bottomToTop: readonly Seat[]): StarTrack => Array.from({ length: LAST_STAR_SPACE + 1 }, (_, space) => (space === 0 ? bottomToTop : []));

/**
 * Where a token moving `stars` spaces from `from` lands (decision 16): the farthest space within reach that has room,
 * passing over full ones; `from` itself when no space within reach has room.
 */
export const landingSpace = (track: StarTrack, from: number, stars: number): number => {
  for (let space = Math.min(LAST_STAR_SPACE, from + stars); space > from; space--) if (hasRoom(track, space)) return space;
  return from;
};

/** The track with `seat`'s token moved from `from` to the top of `to`. */
export const movedToken = (track: StarTrack, seat: Seat, from: number, to: number): StarTrack =>
  track.map((tokens, space) => (space === from ? tokens.filter((s) => s !== seat) : space === to ? [...tokens, seat] : tokens));

/** Turn order by the track (decision 17): higher space first, on one space the token on top first. */
export const trackOrder = (track: StarTrack): readonly Seat[] => {
  const order: Seat[] = [];
  for (let space = track.length - 1; space >= 0; space--) {
    const tokens = track[space] ?? [];
    for (let i = tokens.length - 1; i >= 0; i--) {
      const seat = tokens[i];
      if (seat !== undefined) order.push(seat);
    }
  }
  return order;
};

/** The occupied spaces, lowest and highest; undefined on an empty track. */
export const occupiedRange = (track: StarTrack): { readonly lowest: number; readonly highest: number } | undefined => {
  let lowest = 0;
  while (lowest < track.length && (track[lowest]?.length ?? 0) === 0) lowest++;
  if (lowest === track.length) return undefined;
  let highest = track.length - 1;
  while ((track[highest]?.length ?? 0) === 0) highest--;
  return { lowest, highest };
};
