import { borderCells } from '../border-geometry.ts';
import { countIn } from '../geometry.ts';
import { faceUpBorders, piecesMatching } from '../piece-counts.ts';
import { spaceOnTrack, type StarTrack } from '../star-track.ts';
import type { GameState, PlacedTile, PlayerState, Seat } from '../state.ts';
import { tileById } from '../tiles/index.ts';
import type { Match } from '../tiles/vocabulary.ts';
import type { GoalCategory, GoalDef } from './goal-data.ts';
import { largestConnectedGroup, largestLakeGroup } from './largest-group.ts';

/** Lake goals count the face-down tiles and the Lake Borders (decision 19). */
const LAKES: Match = { lakes: true };

const isLake = (t: PlacedTile): boolean => t.faceDown === 'lake';

const ofCategory =
  (category: GoalCategory) =>
  (t: PlacedTile): boolean =>
    t.faceDown === undefined && tileById(t.tileId).category === category;

/**
 * A goal's measure for one player: the number its "most"/"fewest" comparison uses.
 * Tile counts look only at face-up pieces (borders included, by their set mark); lakes are the face-down tiles and
 * count only for lake targets.
 */
export const measurePlayer = (goal: GoalDef, player: PlayerState): number => {
  const target = goal.target;
  switch (target.kind) {
    case 'pieces':
      return piecesMatching(player, target.match);
    case 'borders':
      return faceUpBorders(player);
    case 'lakes':
      return piecesMatching(player, LAKES);
    case 'category':
      return countIn(player.borough, ofCategory(target.category));
    case 'icon':
      return countIn(player.borough, (t) => t.faceDown === undefined && tileById(t.tileId).icon === target.icon);
    case 'largestLakeGroup':
      return largestLakeGroup(
        player.borough.filter(isLake).map((t) => t.at),
        (player.borders ?? []).filter((b) => b.faceDown === 'lake').map((b) => borderCells(b).slots),
      );
    case 'largestCategoryGroup':
      return largestConnectedGroup(player.borough.filter(ofCategory(target.category)).map((t) => t.at));
    case 'stat':
      return player[target.stat];
    case 'investmentsPlayed':
      return countIn(player.borough, (t) => t.invested);
  }
};

/** `goal`'s measure for the player in `seat`. */
export const goalMeasure = (goal: GoalDef, seat: Seat, state: GameState): number => {
  const player = state.players[seat];
  if (player === undefined) throw new Error(`goalMeasure: no player in seat ${seat}`);
  return measurePlayer(goal, player);
};

/**
 * The single player who leads `goal` outright among all players (Dale included), or undefined when the lead is
 * shared — seed 000 "Award Goals": a tie means nobody scores. A secret goal scores for its owner only when this
 * returns the owner's seat.
 */
export const goalWinner = (goal: GoalDef, state: GameState): Seat | undefined => {
  const leaders = goalLeaders(goal, state);
  return leaders.length === 1 ? leaders[0] : undefined;
};

/**
 * Every seat with the best measure of `goal` (Dale included), in seat order: more than one is a tie. With the 5★
 * Star track a tie goes to the tied seats highest on the track; tokens on one space stay tied (decision 17, seed 002;
 * R46).
 */
export const goalLeaders = (goal: GoalDef, state: GameState): readonly Seat[] => {
  // one pass: a better measure starts the leaders afresh (final scoring measures every goal of every playout)
  const most = goal.kind === 'most';
  let best = 0;
  const leaders: Seat[] = [];
  state.players.forEach((p, seat) => {
    const m = measurePlayer(goal, p);
    if (leaders.length > 0 && m !== best && m > best !== most) return;
    if (leaders.length === 0 || m !== best) {
      best = m;
      leaders.length = 0;
    }
    leaders.push(seat);
  });
  return state.starTrack === undefined || leaders.length < 2 ? leaders : highestOnTrack(state.starTrack, leaders);
};

const highestOnTrack = (track: StarTrack, seats: readonly Seat[]): readonly Seat[] => {
  const spaces = seats.map((seat) => spaceOnTrack(track, seat));
  const top = Math.max(...spaces);
  return seats.filter((_, i) => spaces[i] === top);
};
