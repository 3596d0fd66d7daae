/**
 * After a seat changed hands (kick, replace): bot seats that now have something to do play at once, the turn
 * message is posted again (the seat change moved the game's version on, which retires the old one's buttons),
 * and the turn's reminder and deadline start again. Seats never disappear: only who plays them changes.
 */
import type { GameState, Seat } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { announce, playBotSeats } from '../flow/play.ts';
import type { Effect, FlowDeps } from '../flow/types.ts';
import { scheduleTurnJobs } from '../scheduler/turn-jobs.ts';

export const afterSeatChange = async (deps: FlowDeps, game: GameRecord, state: GameState, seat: Seat, notice: string, ping: readonly string[] = []): Promise<readonly Effect[]> => {
  const first = { game, state };
  const steps = await playBotSeats(deps.store, first);
  const last = steps.at(-1) ?? first;
  await scheduleTurnJobs(deps.store, last.game, last.state);
  // the turn message pings whoever is to move: once per turn, and not twice when the seat to move changed hands
  const newMover = steps.length > 0 || (state.phase === 'playing' && state.toMove === seat);
  const post: Effect = { kind: 'post', channelId: game.channelId, message: { content: notice, ping: newMover ? [] : ping } };
  const turn = await announce(deps.store, last, steps);
  return [post, ...(newMover ? turn : turn.map((e) => (e.kind === 'post' ? { ...e, message: { ...e.message, ping: [] } } : e)))];
};
