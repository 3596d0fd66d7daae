/**
 * What gold stars are worth to the policy with the 5★ Star track (decisions 16, 17): the one-time spaces the move
 * reaches (+1 income, +1 reputation), and the round-end standing it buys — becoming the sole or shared highest
 * (+1 population a round) or leaving the lowest space (−1 a round) — for the rounds it is likely to last, plus a
 * little per space for turn order and goal ties. Without the track stars are worth nothing.
 */
import { landingSpace, occupiedRange, spaceOnTrack, STAR_BONUS_SPACES, type StarTrack } from '../star-track.ts';
import type { GameState, Seat } from '../state.ts';
import { REPUTATION_DISCOUNT } from './value.ts';

/**
 * Of the remaining rounds, the share a round-end standing is expected to hold before others catch up. Measured by
 * self-play with 5★, one seat valuing stars so against seats that give them no worth: it won 34 % of 300
 * five-player games (fair share 20 %) and 29 % of 300 four-player games (25 %); valuing only the one-time spaces, 24 %
 * and 23 %. Against Dale the Bot 3.0 it changes little (54 wins in 300 games, as without any star worth).
 */
const STANDING_KEEPS = 0.5;
/** Worth of one space beyond the standing and the one-time spaces: turn order and goal tie-breaks. */
const SPACE_WORTH = 0.3;

/** The round-end result of a standing: +1 on the highest space, −1 on the lowest, 0 between or when all share one. */
const roundEndGain = (track: StarTrack, seat: Seat): number => {
  const range = occupiedRange(track);
  if (range === undefined || range.lowest === range.highest) return 0;
  const space = spaceOnTrack(track, seat);
  return (space === range.highest ? 1 : 0) - (space === range.lowest ? 1 : 0);
};

/** A function from gold stars gained to their worth in final population, for `seat` now; undefined without the track. */
export const starValuer = (state: GameState, seat: Seat, turnsLeft: number, money: number): ((stars: number) => number) | undefined => {
  const track = state.starTrack;
  if (track === undefined) return undefined;
  const from = spaceOnTrack(track, seat);
  const before = roundEndGain(track, seat);
  const worths: number[] = [];
  return (stars) => {
    if (stars <= 0) return 0;
    const known = worths[stars];
    if (known !== undefined) return known;
    const to = landingSpace(track, from, stars);
    let worth = (to - from) * SPACE_WORTH;
    for (const bonus of STAR_BONUS_SPACES) {
      if (from < bonus.space && to >= bonus.space) worth += bonus.stat === 'income' ? turnsLeft * money : turnsLeft * REPUTATION_DISCOUNT;
    }
    if (to !== from) {
      const after = track.map((tokens, space) => (space === from ? tokens.filter((s) => s !== seat) : space === to ? [...tokens, seat] : tokens));
      worth += (roundEndGain(after, seat) - before) * turnsLeft * STANDING_KEEPS;
    }
    worths[stars] = worth;
    return worth;
  };
};
