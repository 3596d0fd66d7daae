/** The public turn message and the pictures it carries. Only public views go into public pictures. */
import { publicView, rulesOf, type GameState } from '../../engine/index.ts';
import { renderTurnBoard, turnBoardView } from '../../render/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { botDecision } from '../scheduler/next-jobs.ts';
import { gameTitle, seatName, tableInfo, userAt } from './game.ts';
import type { EmbedSpec, FileSpec, MessageSpec, RowSpec } from './types.ts';

/**
 * The turn board (market and boroughs) as everyone may see it. The market is market.png; where it does not fit one
 * picture at a phone's width (the 5★ Star track, five players) its second page is market-2.png, with the Star track
 * and the turn order. Up to two boroughs are one picture, boroughs.png; more are pages of two, boroughs-1.png,
 * boroughs-2.png (and boroughs-3.png with five players), so that a phone shows each at its screen's width.
 */
export const boardFiles = async (game: GameRecord, state: GameState): Promise<readonly FileSpec[]> => {
  const { marketPages, boroughs } = await renderTurnBoard(turnBoardView(publicView(state), tableInfo(game, state)));
  return [
    ...marketPages.map((page, i) => ({
      name: i === 0 ? 'market.png' : `market-${i + 1}.png`,
      png: page.png,
      description: i === 0 ? 'The real estate market, basic tiles, stacks and public goals' : `The market, continued${state.starTrack === undefined ? '' : ': the Star track and the turn order'}`,
    })),
    ...boroughs.map((page, i) => ({
      name: boroughs.length === 1 ? 'boroughs.png' : `boroughs-${i + 1}.png`,
      png: page.picture.png,
      description: `${page.players.length === 1 ? 'Borough' : 'Boroughs'} and tracks of ${page.players.join(' and ')}`,
    })),
  ];
};

/**
 * The turn message's buttons while the game is played: "Take your turn" while a person is to move (a bot seat
 * plays on its own), "My secret goal" where players keep one (not the Lone Architect).
 */
export const turnRows = (game: GameRecord, state: GameState): readonly RowSpec[] => {
  if (state.phase !== 'playing') return [];
  const take = { customId: encodeCustomId({ kind: 'turn', game: game.id, v: game.version }), label: 'Take your turn', style: 'primary' as const };
  const goal = { customId: encodeCustomId({ kind: 'mygoal', game: game.id }), label: 'My secret goal', style: 'secondary' as const };
  const buttons = [...(userAt(game, state.toMove) === undefined ? [] : [take]), ...(state.table.secretGoalOffers > 0 ? [goal] : [])];
  return buttons.length === 0 ? [] : [{ buttons }];
};

/**
 * With the 5★ Star track, the round's turn order it set, the player to move in bold: " Turn order this round (Star
 * track): Ada, **Bo**, Cy." Not in Dale games, where the human always moves first (decision 17a), nor alone.
 */
const trackOrderWords = (game: GameRecord, state: GameState): string => {
  if (state.starTrack === undefined || state.turnOrder.length < 2 || rulesOf(state.options).mode.humanStarts) return '';
  const names = state.turnOrder.map((seat) => (seat === state.toMove ? `**${seatName(game, state, seat)}**` : seatName(game, state, seat)));
  return ` Turn order this round (Star track): ${names.join(', ')}.`;
};

/** Whose turn, in words, with a mention of the player when `ping` (the one ping of the turn). */
export const whoseTurn = (game: GameRecord, state: GameState, ping: boolean): { readonly text: string; readonly ping: readonly string[] } => {
  const user = userAt(game, state.toMove);
  const round = `round ${state.round}${state.finalRound === undefined ? '' : ' (final round)'}`;
  const order = trackOrderWords(game, state);
  // a bot seat's move comes in a post of its own, once it has thought (src/bot/scheduler/bot-move.ts)
  if (user === undefined) return { text: `**${seatName(game, state, state.toMove)}** is thinking about its move in **${gameTitle(game)}**, ${round}.${order}`, ping: [] };
  return ping
    ? { text: `<@${user}>, it is your turn in **${gameTitle(game)}**, ${round}.${order}`, ping: [user] }
    : { text: `It is **${seatName(game, state, state.toMove)}**'s turn in **${gameTitle(game)}**, ${round}.${order}`, ping: [] };
};

/**
 * Whether the post of a move leaves the board to the bot seats that play next (a bot's turn follows): their job
 * posts their turns with the board once, a moment later (src/bot/scheduler/bot-move.ts), so the channel does not
 * get two boards a second apart. A person's turn next, or the end, and the post carries the board as ever.
 */
export const boardLeftToBots = (game: GameRecord, state: GameState): boolean => state.phase === 'playing' && botDecision(game, state) !== undefined;

/**
 * The live turn message: the board (unless `board` is false: the bots that play next post it), whose turn, and the
 * button to act; `summaries` of what just happened.
 */
export const turnMessage = async (game: GameRecord, state: GameState, summaries: readonly EmbedSpec[], ping: boolean, board = true): Promise<MessageSpec> => {
  const turn = whoseTurn(game, state, ping);
  return { content: turn.text, ping: turn.ping, embeds: summaries, ...(board ? { files: await boardFiles(game, state) } : {}), rows: turnRows(game, state) };
};
