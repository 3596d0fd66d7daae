/**
 * A game position described the way a rulebook example reads — "seat 0 has a Suburbs at (0,−3) and $20, the
 * market shows …" — turned into a state, without the caller knowing the state's internal counters (placement
 * orders, the placement counter, the goal phase). For tests, tools and worked examples; never for a live game.
 */
import type { Axial } from './hex.ts';
import type { SetId } from './sets.ts';
import { newGame } from './setup.ts';
import { startingTrack, trackOrder } from './star-track.ts';
import type { GameState, Phase, PlacedTile, PlayerState, Seat, SoloMode, Stacks } from './state.ts';
import type { TileId } from './tiles/index.ts';

export type PieceSpec = { readonly tileId: TileId; readonly at: Axial; readonly lake?: boolean; readonly invested?: boolean };

export type SeatSpec = {
  /** the borough in placement order (default: the starting column) */
  readonly tiles?: readonly PieceSpec[];
  readonly money?: number;
  readonly income?: number;
  readonly reputation?: number;
  readonly population?: number;
  readonly investmentsLeft?: number;
};

export type PositionSpec = {
  /** seat by seat (Dale the Bot games: seat 1 is Dale) */
  readonly players: readonly SeatSpec[];
  readonly solo?: SoloMode;
  readonly sets?: readonly SetId[];
  /** market tiles filling the rightmost slots, left to right; default: the new game's market */
  readonly market?: readonly TileId[];
  /** default: the new game's stacks */
  readonly stacks?: Stacks;
  /** default: no public goals, nobody choosing one, so a test sees only what it sets up */
  readonly phase?: Phase;
  readonly toMove?: Seat;
  readonly round?: number;
  readonly bonusOnB?: string;
  readonly challengeOnC?: string;
  /**
   * 5★: the seats on each Star track space from bottom to top, by space (missing spaces are empty); default: every
   * token on space 0, seat 0 on top. The turn order follows it (Dale games: the human first), its first seat starting.
   */
  readonly starTrack?: readonly (readonly Seat[])[];
  /** default 1 */
  readonly seed?: number;
};

const STARTING_COLUMN: readonly PieceSpec[] = [
  { tileId: 'suburbs', at: { q: 0, r: 0 } },
  { tileId: 'community-park', at: { q: 0, r: -1 } },
  { tileId: 'heavy-factory', at: { q: 0, r: -2 } },
];

/** The position as a state in the playing phase (unless told): tiles get placement orders in listing order, seat 0's first. */
export const positionFrom = (spec: PositionSpec): GameState => {
  const options = {
    players: spec.solo === undefined ? Math.max(2, spec.players.length) : 1,
    ...(spec.solo === undefined ? {} : { solo: spec.solo }),
    ...(spec.sets === undefined ? {} : { sets: spec.sets }),
  };
  const base = newGame(options, spec.seed ?? 1);
  let order = 0;
  const players = base.players.map((start, seat): PlayerState => {
    const p = spec.players[seat] ?? {};
    const borough = (p.tiles ?? STARTING_COLUMN).map(
      (t): PlacedTile => ({ tileId: t.tileId, at: t.at, ...(t.lake === true ? { faceDown: 'lake' as const } : {}), invested: t.invested === true, placedOrder: ++order }),
    );
    return {
      ...start,
      money: p.money ?? start.money,
      income: p.income ?? start.income,
      reputation: p.reputation ?? start.reputation,
      population: p.population ?? start.population,
      investmentsLeft: p.investmentsLeft ?? start.investmentsLeft,
      borough,
      secretGoalOffers: [],
    };
  });
  const slots = base.table.marketSlots;
  const tiles = spec.market;
  const market = tiles === undefined ? base.market : tiles.map((tileId, i) => ({ slot: slots[slots.length - tiles.length + i] ?? 0, tileId }));
  const { bonusOnB: _b, challengeOnC: _c, starTrack: _t, ...rest } = base;
  const seats = players.map((_, seat) => seat);
  const starTrack = base.starTrack === undefined ? undefined : startingTrack([]).map((_, space) => spec.starTrack?.[space] ?? (spec.starTrack === undefined && space === 0 ? [...seats].reverse() : []));
  const turnOrder = starTrack === undefined || options.solo === 'dale' ? base.turnOrder : trackOrder(starTrack);
  return {
    ...rest,
    phase: spec.phase ?? 'playing',
    turnOrder,
    toMove: spec.toMove ?? turnOrder[0] ?? 0,
    startSeat: starTrack === undefined ? 0 : (turnOrder[0] ?? 0),
    round: spec.round ?? 1,
    market,
    stacks: spec.stacks ?? base.stacks,
    publicGoals: [],
    players,
    placedCount: order,
    ...(spec.bonusOnB === undefined ? {} : { bonusOnB: spec.bonusOnB }),
    ...(spec.challengeOnC === undefined ? {} : { challengeOnC: spec.challengeOnC }),
    ...(starTrack === undefined ? {} : { starTrack }),
  };
};
