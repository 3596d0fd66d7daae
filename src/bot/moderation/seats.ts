/**
 * After a seat changed hands (kick, replace): the turn message is posted again (the seat change moved the game's
 * version on, which retires the old one's buttons), the turn's reminder and deadline start again, and a bot seat
 * that now has a decision makes it in a job of its own. Seats never disappear: only who plays them changes.
 */
import type { GameState, Seat } from '../../engine/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { announce } from '../flow/play.ts';
import type { Effect, FlowDeps } from '../flow/types.ts';
import { scheduleNextJobs } from '../scheduler/next-jobs.ts';

export const afterSeatChange = async (deps: FlowDeps, game: GameRecord, state: GameState, seat: Seat, notice: string, ping: readonly string[] = []): Promise<readonly Effect[]> => {
  await scheduleNextJobs(deps, game, state);
  // the turn message pings whoever is to move: once per turn, and not twice when the seat to move changed hands
  const newMover = state.phase === 'playing' && state.toMove === seat;
  const post: Effect = { kind: 'post', channelId: game.channelId, message: { content: notice, ping: newMover ? [] : ping } };
  const turn = await announce(deps.store, { game, state }, []);
  return [post, ...(newMover ? turn : turn.map((e) => (e.kind === 'post' ? { ...e, message: { ...e.message, ping: [] } } : e)))];
};
