/**
 * Recording one move: the engine's answer, appended to the log with the version check, together with the jobs
 * that carry the game on from the new state (src/bot/scheduler/next-jobs.ts) in the same transaction.
 */
import { applyMove, type Applied, type GameState, type Move, type Rejected, type Rejection } from '../../engine/index.ts';
import type { Store } from '../../store/store.ts';
import type { GameRecord, Json, MoveActor } from '../../store/types.ts';
import { nextJobs, wakeForBots, withBoardJob } from '../scheduler/next-jobs.ts';
import { boardLeftToBots } from './board.ts';
import { logMoves, replayLog, type LoadedGame } from './game.ts';
import { summaryEmbed } from './summary.ts';
import type { EmbedSpec, FlowDeps } from './types.ts';

/** The game after a recorded move, with the summary of that move (none for a secret goal: it is secret). */
export type Step = { readonly game: GameRecord; readonly state: GameState; readonly summary?: EmbedSpec };

export type Recorded = { readonly ok: true; readonly step: Step } | { readonly ok: false; readonly reason: 'rejected'; readonly rejection: Rejection } | { readonly ok: false; readonly reason: 'stale' };

const summaryOf = (game: GameRecord, before: GameState, after: GameState, move: Move, applied: Pick<Applied, 'changes' | 'events'>): EmbedSpec | undefined =>
  move.kind === 'chooseGoal' || move.kind === 'keepRandomGoal' ? undefined : summaryEmbed(game, before, after, move, applied.changes, applied.events);

/**
 * The engine's answer to `move`: applied to the state, or, for an undo, the move log replayed with the undo at its
 * end (an undo needs the turns before the one it takes back, which only the log holds).
 */
const advance = async (store: Store, { game, state }: LoadedGame, move: Move): Promise<Applied | Rejected> => {
  if (move.kind !== 'undo') return applyMove(state, move);
  return replayLog(game, [...(await logMoves(store, game.id)), move]);
};

/**
 * Applies and appends one move at the game's current version, made by `actor` when the caller knows who (for the
 * stats). `botDelayMs`: when a bot seat that has a decision next gets to make it (at once, unless the caller goes on
 * playing bot seats itself and the job is a fallback). A move the bots' job follows at once with a bot's turn is
 * posted without the board (play.ts): the board job that stands in for a late bots' post is stored with it.
 */
export const recordMove = async (deps: FlowDeps, loaded: LoadedGame, move: Move, actor: MoveActor | undefined, botDelayMs = 0): Promise<Recorded> => {
  const { game, state } = loaded;
  const applied = await advance(deps.store, loaded, move);
  if (!applied.ok) return { ok: false, reason: 'rejected', rejection: applied.rejection };
  const finishes = applied.state.phase === 'finished';
  const next: GameRecord = { ...game, version: game.version + 1, state: applied.state as unknown as Json, status: finishes ? 'finished' : game.status };
  const following = nextJobs(next, applied.state, botDelayMs);
  const jobs = botDelayMs === 0 && boardLeftToBots(next, applied.state) ? withBoardJob(following, next) : following;
  const appended = await deps.store.appendMove({
    gameId: game.id,
    expectedVersion: game.version,
    seat: 'seat' in move ? move.seat : undefined,
    actor,
    entry: move as unknown as Json,
    state: applied.state as unknown as Json,
    finishes,
    jobs,
  });
  if (!appended.ok) return { ok: false, reason: 'stale' };
  wakeForBots(deps, jobs);
  const summary = summaryOf(game, state, applied.state, move, applied);
  return { ok: true, step: { game: next, state: applied.state, ...(summary === undefined ? {} : { summary }) } };
};
