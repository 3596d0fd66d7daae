/** One arena game: a deal (seed) played with the seat names rotated, measuring each decision's CPU time. */
import { applyMove, finalScores, newGame, type GameOptions, type GameState, type Seat } from '../../src/engine/index.ts';
import { playerFor, type Player, type SeatName } from './seats.ts';

export type SeatResult = {
  readonly name: SeatName;
  /** 1 for a win, 1/k for a k-way tie for first, else 0 */
  readonly credit: number;
  readonly population: number;
  /** CPU milliseconds of each of its decisions */
  readonly cpuMs: readonly number[];
};

/** More moves than any game can take. */
const MOVE_LIMIT = 2_000;

/** Who decides next: in the goals phase the first seat still choosing, else the seat to move. */
const decider = (state: GameState): Seat => (state.phase === 'goals' ? Math.max(0, state.players.findIndex((p) => p.secretGoalOffers.length > 0)) : state.toMove);

/**
 * Game `game` of a run: deal ⌊game / players⌋ (seed + deal), seat i playing `names[(i + game) mod players]`, so
 * each deal is played with every rotation of the seats.
 */
export const playArenaGame = (options: GameOptions, seed: number, names: readonly SeatName[], game: number, budget: number | undefined): SeatResult[] => {
  const count = names.length;
  const deal = Math.floor(game / count);
  const seated = names.map((_, i) => names[(i + game) % count] as SeatName);
  // the n-th perturbed name of the list keeps its weights wherever the rotation seats it
  const listed = names.map((name, i) => names.slice(0, i).filter((n) => n === name).length);
  const players: Player[] = seated.map((name, i) => playerFor(name, listed[(i + game) % count] ?? 0, budget));
  const cpu: number[][] = seated.map(() => []);
  let state = newGame(options, (seed + deal) >>> 0);
  for (let moves = 0; state.phase !== 'finished'; moves++) {
    if (moves >= MOVE_LIMIT) throw new Error(`arena game ${game} did not end in ${MOVE_LIMIT} moves`);
    const seat = decider(state);
    const player = players[seat];
    if (player === undefined) throw new Error(`arena: no player for seat ${seat}`);
    const before = process.cpuUsage();
    const move = player(state, seat);
    const spent = process.cpuUsage(before);
    cpu[seat]?.push((spent.user + spent.system) / 1000);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`arena: ${seated[seat]} made a refused move (${applied.rejection.code}): ${JSON.stringify(move)}`);
    state = applied.state;
  }
  const scores = finalScores(state);
  if (scores === undefined) throw new Error('arena: finished game without final scores');
  return seated.map((name, seat) => ({
    name,
    credit: scores.winners.includes(seat) ? 1 / scores.winners.length : 0,
    population: scores.seats[seat]?.population ?? 0,
    cpuMs: cpu[seat] ?? [],
  }));
};
