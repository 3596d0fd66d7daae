/**
 * The one pipeline every move goes through, whoever chose it (a player's confirmation, a goal choice, an undo, a
 * bot seat's policy, a skipped turn): engine → store with the version check → bot seats that move next → the
 * turn's reminder and deadline → the public posts.
 */
import { applyMove, choosePolicyGoal, choosePolicyMove, finalScores, goalById, type Applied, type FinalScores, type GameState, type Move, type Rejected, type Rejection } from '../../engine/index.ts';
import { finalResultsView, renderFinalResults } from '../../render/index.ts';
import type { Store } from '../../store/store.ts';
import type { GameRecord, Json, MoveActor } from '../../store/types.ts';
import { turnMessage } from './board.ts';
import { gameTitle, isBotSeat, logMoves, replayLog, seatName, stateOf, tableInfo, userAt, type LoadedGame } from './game.ts';
import { summaryEmbed } from './summary.ts';
import { trackTieWords } from './track-ties.ts';
import { scheduleTurnJobs } from '../scheduler/turn-jobs.ts';
import type { Effect, EmbedSpec, FlowDeps } from './types.ts';

export type PlayOutcome =
  | { readonly ok: true; readonly game: GameRecord; readonly state: GameState; readonly effects: readonly Effect[] }
  | { readonly ok: false; readonly reason: 'rejected'; readonly rejection: Rejection }
  /** the game moved on (or finished) since the version the move was built for: nothing was changed */
  | { readonly ok: false; readonly reason: 'stale' };

type Step = { readonly game: GameRecord; readonly state: GameState; readonly summary?: EmbedSpec };

type Recorded = { readonly ok: true; readonly step: Step } | { readonly ok: false; readonly reason: 'rejected'; readonly rejection: Rejection } | { readonly ok: false; readonly reason: 'stale' };

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

/** Applies and appends one move at the game's current version, made by `actor` when the caller knows who. */
const record = async (store: Store, loaded: LoadedGame, move: Move, actor?: MoveActor): Promise<Recorded> => {
  const { game, state } = loaded;
  const applied = await advance(store, loaded, move);
  if (!applied.ok) return { ok: false, reason: 'rejected', rejection: applied.rejection };
  const finishes = applied.state.phase === 'finished';
  const appended = await store.appendMove({
    gameId: game.id,
    expectedVersion: game.version,
    seat: 'seat' in move ? move.seat : undefined,
    actor,
    entry: move as unknown as Json,
    state: applied.state as unknown as Json,
    finishes,
  });
  if (!appended.ok) return { ok: false, reason: 'stale' };
  const next: GameRecord = { ...game, version: appended.version, state: applied.state as unknown as Json, status: finishes ? 'finished' : game.status };
  const summary = summaryOf(game, state, applied.state, move, applied);
  return { ok: true, step: { game: next, state: applied.state, ...(summary === undefined ? {} : { summary }) } };
};

/** The move a bot seat makes now, if a bot seat has something to do (its goal first, then its turns). */
const botMove = (loaded: LoadedGame): Move | undefined => {
  const { game, state } = loaded;
  if (state.phase === 'goals') {
    const seat = state.players.findIndex((p, i) => p.secretGoalOffers.length > 0 && game.seats[i]?.kind === 'bot');
    return seat < 0 ? undefined : choosePolicyGoal(state, seat);
  }
  return state.phase === 'playing' && isBotSeat(game, state, state.toMove) ? choosePolicyMove(state) : undefined;
};

/** Bot seats play until a person has to act (or the game ends); each of their turns gets a summary. */
export const playBotSeats = async (store: Store, from: Step): Promise<readonly Step[]> => {
  const steps: Step[] = [];
  let current: Step = from;
  for (let move = botMove(current); move !== undefined; move = botMove(current)) {
    const recorded = await record(store, current, move);
    if (!recorded.ok) {
      if (recorded.reason === 'rejected') throw new Error(`the policy's move was refused: ${recorded.rejection.code}`);
      // another process is playing this game's bot seats right now; it announces them
      break;
    }
    steps.push(recorded.step);
    current = recorded.step;
  }
  return steps;
};

/** "Goals won through a Law Office: Ada: Builder (+15)." (decision 23), or nothing when no Law Office scored one. */
const lawOfficeWords = (game: GameRecord, state: GameState, scores: FinalScores): string => {
  const won = scores.seats.flatMap((s) => s.goals.filter((g) => g.throughLawOffice === true).map((g) => `${seatName(game, state, s.seat)}: ${goalById(g.goal).name} (+${g.bonus})`));
  return won.length === 0 ? '' : ` Goals won through a Law Office: ${won.join('; ')}.`;
};

const finalPost = async (game: GameRecord, state: GameState, summaries: readonly EmbedSpec[]): Promise<Effect> => {
  const scores = finalScores(state);
  if (scores === undefined) throw new Error(`game ${game.id} finished without final scores`);
  const view = finalResultsView(scores, tableInfo(game, state));
  const picture = await renderFinalResults(view);
  const players = game.seats.flatMap((s) => (s.kind === 'human' && s.discordUserId !== undefined ? [s.discordUserId] : []));
  return {
    kind: 'post',
    channelId: game.channelId,
    message: {
      content: `**${gameTitle(game)}** is over. ${view.headline}.${trackTieWords(game, state, scores)}${lawOfficeWords(game, state, scores)} ${players.map((p) => `<@${p}>`).join(' ')}`.trim(),
      ping: players,
      embeds: summaries.slice(-1),
      files: [{ name: 'final-results.png', png: picture.png, description: 'Final scoring' }],
    },
  };
};

/** Disables the components of every message of a game that ended. */
export const retireAll = async (store: Store, gameId: number): Promise<readonly Effect[]> =>
  (await store.retireLiveMessages(gameId)).map((m) => ({ kind: 'disable', channelId: m.channelId, messageId: m.messageId }));

/**
 * The public posts after the game moved through `steps` to `last`: earlier summaries go out on their own, and the
 * last post carries the board and pings the next person (its posting retires every older message's components),
 * or shows the final results.
 */
export const announce = async (store: Store, last: Step, steps: readonly Step[], intro = ''): Promise<readonly Effect[]> => {
  const { game, state } = last;
  const summaries = steps.flatMap((s) => (s.summary === undefined ? [] : [s.summary]));
  const effects: Effect[] = [];
  if (state.phase === 'goals') return effects;
  for (const summary of summaries.slice(0, -1)) {
    effects.push({ kind: 'post', channelId: game.channelId, message: { content: `**${gameTitle(game)}**`, embeds: [summary] } });
  }
  if (state.phase === 'finished') {
    effects.push(...(await retireAll(store, game.id)), await finalPost(game, state, summaries));
    return effects;
  }
  const message = await turnMessage(game, state, summaries.slice(-1), userAt(game, state.toMove) !== undefined);
  effects.push({ kind: 'post', channelId: game.channelId, message: { ...message, content: `${intro}${message.content}` }, live: { gameId: game.id, version: game.version } });
  return effects;
};

/**
 * Applies `move` for its seat at the version `loaded.game` holds (made by `actor`), lets bot seats follow, and returns the
 * public posts. Goal choices commute, so a goal choice that lost a race with another is re-applied once fresh.
 */
export const playMove = async (deps: FlowDeps, loaded: LoadedGame, move: Move, actor?: MoveActor): Promise<PlayOutcome> => {
  let target = loaded;
  let recorded = await record(deps.store, target, move, actor);
  for (let retry = 0; !recorded.ok && recorded.reason === 'stale' && move.kind === 'chooseGoal' && retry < 5; retry++) {
    const fresh = await deps.store.loadById(loaded.game.id);
    const state = fresh === undefined ? undefined : await stateOf(deps.store, fresh);
    if (fresh === undefined || state === undefined) break;
    target = { game: fresh, state };
    recorded = await record(deps.store, target, move, actor);
  }
  if (!recorded.ok) return recorded;
  const bots = await playBotSeats(deps.store, recorded.step);
  const steps = [recorded.step, ...bots];
  const last = steps.at(-1) ?? recorded.step;
  const intro = target.state.phase === 'goals' && last.state.phase === 'playing' ? 'Every player has kept a secret goal: the game begins! ' : '';
  // the reminder and deadline of the turn now to play (src/bot/scheduler)
  await scheduleTurnJobs(deps.store, last.game, last.state);
  const effects = await announce(deps.store, last, steps, intro);
  return { ok: true, game: last.game, state: last.state, effects };
};
