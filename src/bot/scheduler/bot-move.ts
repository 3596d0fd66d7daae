/**
 * A bot_move job: the bot seats of a game make their decisions, one after another while bot seats have one (a
 * secret goal, a turn), each thought out in the worker (src/bot/thinking) and recorded with the version check; then
 * one post reports every bot turn (a summary each) with the board once. Every move is recorded with the jobs that
 * follow it: while another bot seat has a decision, a fallback bot_move job that resumes the run should this process
 * die; after the last, the reminder and deadline of the person to move. A job for an earlier version of the game does nothing, so a bot moves once per decision
 * whatever the number of processes, retries or restarts.
 */
import { SEARCH_BUDGET } from '../../engine/index.ts';
import type { JobRecord } from '../../store/types.ts';
import { stateOf } from '../flow/game.ts';
import { announce, beginsWords } from '../flow/play.ts';
import { recordMove, type Step } from '../flow/record.ts';
import type { Effect, FlowDeps } from '../flow/types.ts';
import { think } from '../thinking/think.ts';
import { botDecision, versionPayload } from './next-jobs.ts';

/**
 * When the next bot's job comes due while this job is still playing: only if this run dies (a crash, a restart)
 * before it records that bot's move, and this job's own claim has lapsed by then (its lease, src/bot/scheduler/loop.ts).
 */
export const RESUME_AFTER_MS = 120_000;

export const playBotMoves = async (deps: FlowDeps, job: JobRecord): Promise<readonly Effect[]> => {
  const payload = versionPayload(job.payload);
  const game = await deps.store.loadById(job.gameId);
  if (payload === undefined || game === undefined || game.status !== 'playing' || game.version !== payload.version) return [];
  const state = await stateOf(deps.store, game);
  if (state === undefined) return [];
  const steps: Step[] = [];
  let current: Step = { game, state };
  for (let decision = botDecision(game, state); decision !== undefined; decision = botDecision(current.game, current.state)) {
    const move = await think({ state: current.state, seat: decision.seat, strength: decision.strength, budget: deps.searchBudget ?? SEARCH_BUDGET, due: job.dueAt.getTime() });
    const recorded = await recordMove(deps, current, move, { kind: 'bot', why: 'seat', strength: decision.strength }, RESUME_AFTER_MS);
    if (!recorded.ok) {
      if (recorded.reason === 'rejected') throw new Error(`the ${decision.strength} player's move was refused: ${recorded.rejection.code}`);
      // the game changed meanwhile (a kick, a replacement, another process): that change scheduled what follows
      break;
    }
    steps.push(recorded.step);
    current = recorded.step;
  }
  // the last recorded move scheduled what follows it: the person's reminder and deadline (or nothing, the game over)
  const last = steps.at(-1);
  return last === undefined ? [] : announce(deps.store, last, steps, beginsWords(state, last.state));
};
