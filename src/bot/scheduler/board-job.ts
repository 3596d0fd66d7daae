/**
 * A board job: a move was posted without the board because bot seats play next (src/bot/flow/play.ts), and their
 * job posts it with their turns. Should no turn message newer than that move's be live BOARD_AFTER_MS later (the
 * bots' job waits behind other searches, failed, or its process stopped), the board is posted as the game stands,
 * saying whose turn it is; the bots' post follows once they are done. The job records nothing, so it may run beside
 * the bots' job (src/bot/scheduler/loop.ts runs it in a lane of its own).
 */
import type { JobRecord } from '../../store/types.ts';
import { stateOf } from '../flow/game.ts';
import { announce } from '../flow/play.ts';
import type { Effect, FlowDeps } from '../flow/types.ts';
import { versionPayload } from './next-jobs.ts';

export const postLateBoard = async (deps: FlowDeps, job: JobRecord): Promise<readonly Effect[]> => {
  const payload = versionPayload(job.payload);
  const game = await deps.store.loadById(job.gameId);
  if (payload === undefined || game === undefined || game.status !== 'playing') return [];
  const state = await stateOf(deps.store, game);
  if (state === undefined || state.phase !== 'playing') return [];
  const live = await deps.store.liveVersion(game.id);
  // the bots' turns (or any later turn message: a kick, an undo, a resume) are out, with the board
  if (live !== undefined && live > payload.version) return [];
  return announce(deps.store, { game, state }, []);
};
