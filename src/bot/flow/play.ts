/**
 * The one pipeline every move goes through, whoever chose it (a player's confirmation, a goal choice, an undo, a
 * skipped turn, a bot seat's move): engine → store with the version check, together with the jobs that carry the
 * game on (the turn's reminder and deadline, or the move of a bot seat that has a decision next: bot seats play in
 * the scheduler, src/bot/scheduler/bot-move.ts) → the public posts.
 */
import { finalScores, goalById, populationSeries, type FinalScores, type GameState, type Move, type Rejection } from '../../engine/index.ts';
import { finalResultsView, populationChartView, renderFinalResults, renderPopulationChart } from '../../render/index.ts';
import type { Store } from '../../store/store.ts';
import type { GameRecord, MoveActor } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { boardLeftToBots, turnMessage } from './board.ts';
import { packEmbeds } from './embeds.ts';
import { engineOptions, gameTitle, isSolo, logMoves, seatName, stateOf, storedOptions, tableInfo, userAt, type LoadedGame } from './game.ts';
import { ratingChangeLine } from '../stats/rating-changes.ts';
import { recordMove, type Step } from './record.ts';
import { resultsText } from './results-text.ts';
import { trackTieWords } from './track-ties.ts';
import type { Effect, EmbedSpec, FlowDeps } from './types.ts';

export type PlayOutcome =
  | { readonly ok: true; readonly game: GameRecord; readonly state: GameState; readonly effects: readonly Effect[] }
  | { readonly ok: false; readonly reason: 'rejected'; readonly rejection: Rejection }
  /** the game moved on (or finished) since the version the move was built for: nothing was changed */
  | { readonly ok: false; readonly reason: 'stale' };

/** "Goals won through a Law Office: Ada: Builder (+15)." (decision 23), or nothing when no Law Office scored one. */
const lawOfficeWords = (game: GameRecord, state: GameState, scores: FinalScores): string => {
  const won = scores.seats.flatMap((s) => s.goals.filter((g) => g.throughLawOffice === true).map((g) => `${seatName(game, state, s.seat)}: ${goalById(g.goal).name} (+${g.bonus})`));
  return won.length === 0 ? '' : ` Goals won through a Law Office: ${won.join('; ')}.`;
};

/**
 * The final results post: the scoring picture and the population over the game, from the stored log (its id is kept
 * for /suburbia history), each person's rating change when the game is rated, and the Rematch button.
 */
const finalPost = async (store: Store, game: GameRecord, state: GameState, embeds: readonly EmbedSpec[]): Promise<Effect> => {
  const scores = finalScores(state);
  if (scores === undefined) throw new Error(`game ${game.id} finished without final scores`);
  const table = tableInfo(game, state);
  const view = finalResultsView(scores, table);
  const picture = await renderFinalResults(view);
  const series = populationSeries({ options: engineOptions(storedOptions(game)), seed: game.seed, rulesVersion: game.rulesVersion, moves: await logMoves(store, game.id) });
  if ('ok' in series) throw new Error(`game ${game.id} does not replay: ${series.rejection.code}`);
  const chart = await renderPopulationChart(populationChartView(series, table, storedOptions(game).solo));
  const players = game.seats.flatMap((s) => (s.kind === 'human' && s.discordUserId !== undefined ? [s.discordUserId] : []));
  const ratings = await ratingChangeLine(store, game);
  return {
    kind: 'post',
    channelId: game.channelId,
    resultsOf: game.id,
    message: {
      content: resultsText({
        headline: `**${gameTitle(game)}** is over. ${view.headline}.`,
        details: `${trackTieWords(game, state, scores)}${lawOfficeWords(game, state, scores)}`,
        ratings,
        mentions: players.map((p) => `<@${p}>`).join(' '),
      }),
      ping: players,
      embeds,
      // live until another game is opened in the channel (src/bot/flow/rematch.ts)
      rows: [{ buttons: [{ customId: encodeCustomId({ kind: 'rematch', game: game.id }), label: 'Rematch', style: 'primary' }] }],
      files: [
        { name: 'final-results.png', png: picture.png, description: 'Final scoring' },
        { name: 'population.png', png: chart.png, description: 'Population over the game' },
      ],
    },
  };
};

/** Disables the components of every message of a game that ended. */
export const retireAll = async (store: Store, gameId: number): Promise<readonly Effect[]> =>
  (await store.retireLiveMessages(gameId)).map((m) => ({ kind: 'disable', channelId: m.channelId, messageId: m.messageId }));

/** What the game starting says when the last secret goal was kept by `steps`, played from `from`. */
export const beginsWords = (from: GameState, last: GameState): string => {
  if (from.phase !== 'goals' || last.phase !== 'playing') return '';
  return isSolo(last) ? 'You have kept your secret goal: the game begins! ' : 'Every player has kept a secret goal: the game begins! ';
};

/**
 * The public posts after the game moved through `steps` to `last`: one summary per turn, in as few messages as
 * Discord's embed limits allow, the last of them the turn message (with the board unless `board` is false;
 * pinging the next person; its posting retires every older message's components) or the final results.
 */
export const announce = async (store: Store, last: Step, steps: readonly Step[], intro = '', board = true): Promise<readonly Effect[]> => {
  const { game, state } = last;
  if (state.phase === 'goals') return [];
  const groups = packEmbeds(steps.flatMap((s) => (s.summary === undefined ? [] : [s.summary])));
  const final = groups.at(-1) ?? [];
  const effects: Effect[] = groups.slice(0, -1).map((embeds) => ({ kind: 'post', channelId: game.channelId, message: { content: `**${gameTitle(game)}**`, embeds } }));
  if (state.phase === 'finished') {
    effects.push(...(await retireAll(store, game.id)), await finalPost(store, game, state, final));
    return effects;
  }
  const message = await turnMessage(game, state, final, userAt(game, state.toMove) !== undefined, board);
  effects.push({ kind: 'post', channelId: game.channelId, message: { ...message, content: `${intro}${message.content}` }, live: { gameId: game.id, version: game.version } });
  return effects;
};

/**
 * Applies `move` for its seat at the version `loaded.game` holds (made by `actor`, when the caller knows who) and returns the public posts at once: a bot seat
 * that moves next thinks in a job of its own, and posts the board with its turn (this post says who is thinking,
 * without the board). Goal choices commute, so a goal choice that lost a race with another is re-applied once fresh.
 */
export const playMove = async (deps: FlowDeps, loaded: LoadedGame, move: Move, actor?: MoveActor): Promise<PlayOutcome> => {
  let target = loaded;
  let recorded = await recordMove(deps, target, move, actor);
  for (let retry = 0; !recorded.ok && recorded.reason === 'stale' && move.kind === 'chooseGoal' && retry < 5; retry++) {
    const fresh = await deps.store.loadById(loaded.game.id);
    const state = fresh === undefined ? undefined : await stateOf(deps.store, fresh);
    if (fresh === undefined || state === undefined) break;
    target = { game: fresh, state };
    recorded = await recordMove(deps, target, move, actor);
  }
  if (!recorded.ok) return recorded;
  const { step } = recorded;
  // a bot's turn next: the bots' job posts their turns with the board, and recordMove stored a board job should it be late
  const effects = await announce(deps.store, step, [step], beginsWords(target.state, step.state), !boardLeftToBots(step.game, step.state));
  return { ok: true, game: step.game, state: step.state, effects };
};
