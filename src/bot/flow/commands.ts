/** The `/suburbia` commands other than `new`: status, board, goal, tile, log, games; and tile autocomplete. */
import { applyMove, newGame, publicView, type GameState, type Move } from '../../engine/index.ts';
import { renderPlayerBorough, turnBoardView } from '../../render/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { missingPermissions } from '../permissions.ts';
import { whoseTurn } from './board.ts';
import { engineOptions, gameTitle, logMoves, messageLink, replayLog, seatName, seatOf, stateOf, storedOptions, tableInfo } from './game.ts';
import { myGoal } from './goals.ts';
import { findPiece, pieceCard, pieceSuggestions } from './piece-cards.ts';
import { lobbyMessage } from './lobby-message.ts';
import { fullTime, pausedWords } from './paused.ts';
import { announce } from './play.ts';
import { echo, privately } from './replies.ts';
import { summaryEmbed } from './summary.ts';
import type { AutocompleteEvent, CommandEvent, Effect, FlowDeps } from './types.ts';

/** How many turns `/suburbia log` shows. */
export const LOG_TURNS = 10;
const AUTOCOMPLETE_MAX = 25;

const NO_GAME = 'There is no unfinished game in this channel. Start one with `/suburbia new`.';

const channelGame = async (deps: FlowDeps, event: CommandEvent): Promise<GameRecord | undefined> => deps.store.loadByChannel(event.place.channelId);

/** `status`: re-posts the board with whose turn it is, as the new live message (the old one's buttons are disabled). */
export const statusCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const game = await channelGame(deps, event);
  if (game === undefined) return privately(NO_GAME);
  const missing = missingPermissions(event.appPermissions, event.place.parentChannelId !== undefined);
  if (missing.length > 0) return privately(`I cannot post here: I am missing ${missing.map((p) => `**${p.name}**`).join(', ')}.`);
  const state = await stateOf(deps.store, game);
  if (state === undefined) return [{ kind: 'answer', message: lobbyMessage(game) }];
  const pause = await deps.store.openPause(game.id);
  const paused = pause === undefined ? '' : `⏸️ ${pausedWords(game, pause)} `;
  if (state.phase === 'goals') return privately(`${paused}Secret goals are still being chosen in **${gameTitle(game)}**: ${state.players.filter((p) => p.secretGoalOffers.length > 0).length} player(s) to go.`);
  const posts = await announce(deps.store, { game, state }, [], paused);
  return [{ kind: 'answer', message: { content: `${paused}${whoseTurn(game, state, false).text} The board is posted below.` } }, ...posts.map((e) => (e.kind === 'post' ? { ...e, message: { ...e.message, ping: [] } } : e))];
};

/** `board [player]`: one borough, large, privately. */
export const boardCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const game = await channelGame(deps, event);
  const state = game === undefined ? undefined : await stateOf(deps.store, game);
  if (game === undefined || state === undefined) return privately(NO_GAME);
  const asked = event.options['player'];
  const seat = typeof asked === 'string' ? seatOf(game, asked) : (seatOf(game, event.actor.userId) ?? state.toMove);
  if (seat === undefined) return privately('That person has no seat in this game.');
  const picture = await renderPlayerBorough(turnBoardView(publicView(state), tableInfo(game, state)), seat);
  return [{ kind: 'answer', message: { content: `${seatName(game, state, seat)}'s borough in **${gameTitle(game)}**.`, files: [{ name: 'borough.png', png: picture.png }] } }];
};

/** `goal`: your secret goal in this channel's game, privately. */
export const goalCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const game = await channelGame(deps, event);
  if (game === undefined) return privately(NO_GAME);
  return myGoal(game, await stateOf(deps.store, game), event.actor.userId);
};

/** `tile <name>`: a piece's card and its text (a hex tile, a border, a bonus or challenge tile), privately. */
export const tileCommand = async (event: CommandEvent): Promise<readonly Effect[]> => {
  const name = event.options['name'];
  const piece = typeof name === 'string' ? findPiece(name) : undefined;
  if (piece === undefined) return privately(`There is no tile called "${echo(typeof name === 'string' ? name : '')}". Start typing a name to see the suggestions.`);
  return [{ kind: 'answer', message: await pieceCard(piece) }];
};

/** Pieces of every set whose name (or set) holds what was typed, names beginning with it first; each names its set. */
export const tileChoices = (event: AutocompleteEvent): readonly Effect[] => [{ kind: 'choices', choices: pieceSuggestions(event.text, AUTOCOMPLETE_MAX) }];

/** Each logged turn with the state before it, replaying the log (an undo rebuilds by replay). */
const history = (game: GameRecord, moves: readonly Move[]): { readonly title: string; readonly lines: readonly string[] }[] => {
  const options = engineOptions(storedOptions(game));
  let state: GameState = newGame(options, game.seed);
  const out: { title: string; lines: readonly string[] }[] = [];
  moves.forEach((move, i) => {
    if (move.kind === 'undo') {
      const replayed = replayLog(game, moves.slice(0, i + 1));
      if (replayed.ok) state = replayed.state;
      out.push({ title: `${seatName(game, state, move.seat)} took back their last turn`, lines: [] });
      return;
    }
    const applied = applyMove(state, move);
    if (!applied.ok) return;
    if (move.kind !== 'chooseGoal' && move.kind !== 'keepRandomGoal') {
      const embed = summaryEmbed(game, state, applied.state, move, applied.changes, applied.events);
      out.push({ title: embed.title ?? '', lines: embed.description.split('\n') });
    }
    state = applied.state;
  });
  return out;
};

/** `log`: the recent turns with their summaries, privately. */
export const logCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  const game = await channelGame(deps, event);
  if (game === undefined || game.status === 'lobby') return privately(NO_GAME);
  const turns = history(game, await logMoves(deps.store, game.id)).slice(-LOG_TURNS);
  if (turns.length === 0) return privately(`No turns have been played yet in **${gameTitle(game)}**.`);
  const text = turns.map((t) => `**${t.title}**\n${t.lines.filter((l) => l.startsWith('•')).join(' ')}`).join('\n');
  return [{ kind: 'answer', message: { content: `The last ${turns.length} turns of **${gameTitle(game)}**:`, embeds: [{ description: text.length > 4000 ? `…${text.slice(-3990)}` : text }] } }];
};

/** `games`: your unfinished games on this server, whose turn, and a link to each. */
export const gamesCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  if (event.place.guildId === undefined) return privately('Run this in a server.');
  const games = await deps.store.listUnfinishedGames({ guildId: event.place.guildId, discordUserId: event.actor.userId });
  if (games.length === 0) return privately('You have no unfinished games on this server.');
  const lines = await Promise.all(
    games.map(async (game) => {
      const state = await stateOf(deps.store, game);
      const where = state === undefined ? 'lobby open' : state.phase === 'goals' ? 'choosing secret goals' : `${seatName(game, state, state.toMove)} to move${seatOf(game, event.actor.userId) === state.toMove ? ' (**you**)' : ''}`;
      const pause = await deps.store.openPause(game.id);
      return `**${gameTitle(game)}** in <#${game.channelId}>: ${where}${pause === undefined ? '' : ` (paused until ${fullTime(pause.until)})`}. ${messageLink(game)}`;
    }),
  );
  return [{ kind: 'answer', message: { content: lines.join('\n').slice(0, 2000) } }];
};
