/** The final results' words on goal ties with the 5★ Star track (decision 17; seed 002: "Players who are on the same Star track space are still tied"). */
import { goalById, goalLeaders, measurePlayer, type FinalScores, type GameState, type GoalId, type Seat } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { seatName } from './game.ts';
import { listed } from './sets.ts';

/**
 * With the 5★ Star track: the goals whose tie the track broke ("Ada: Builder (+15), tied with Bo"; a Law Office's
 * are named apart) and the public goals nobody scored because the tied players share a space.
 */
export const trackTieWords = (game: GameRecord, state: GameState, scores: FinalScores): string => {
  if (state.starTrack === undefined) return '';
  const tiedWith = (goal: GoalId, seat: Seat): readonly Seat[] => {
    const def = goalById(goal);
    const mine = state.players[seat] === undefined ? undefined : measurePlayer(def, state.players[seat]);
    return state.players.flatMap((p, other) => (other !== seat && measurePlayer(def, p) === mine ? [other] : []));
  };
  const names = (seats: readonly Seat[]): string => listed(seats.map((seat) => seatName(game, state, seat)));
  const broken = scores.seats.flatMap((s) =>
    s.goals.flatMap((g) => {
      const others = g.throughLawOffice === true ? [] : tiedWith(g.goal, s.seat);
      return others.length === 0 ? [] : [`${seatName(game, state, s.seat)}: ${goalById(g.goal).name} (+${g.bonus}), tied with ${names(others)}`];
    }),
  );
  const scored = new Set(scores.seats.flatMap((s) => s.goals.map((g) => g.goal)));
  const unscored = state.publicGoals.flatMap((goal) => {
    const leaders = goalLeaders(goalById(goal), state);
    return leaders.length > 1 && !scored.has(goal) ? [`${goalById(goal).name} (${names(leaders)} share a space)`] : [];
  });
  return [
    broken.length === 0 ? '' : ` Goal ties broken by the Star track (the higher token wins): ${broken.join('; ')}.`,
    unscored.length === 0 ? '' : ` Tied on one space of the Star track, so nobody scores: ${unscored.join('; ')}.`,
  ].join('');
};
