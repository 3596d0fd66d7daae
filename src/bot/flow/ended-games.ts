/** The `/suburbia` commands about games that ended: history (the server's recent finished games) and export (a game's record). */
import { finalScores } from '../../engine/index.ts';
import { buildRecord, recordText } from '../../record/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { engineOptions, gameTitle, logMoves, seatName, stateOf, storedOptions, tableInfo } from './game.ts';
import { privately } from './replies.ts';
import { setNames } from './sets.ts';
import type { CommandEvent, Effect, FlowDeps } from './types.ts';

/** How many finished games `/suburbia history` lists. */
export const HISTORY_GAMES = 10;

/** Where a finished game's final results are: their message when its id was kept, otherwise the game's channel. */
const resultsLink = (game: GameRecord): string =>
  `https://discord.com/channels/${game.guildId}/${game.channelId}${game.resultsMessageId === undefined ? '' : `/${game.resultsMessageId}`}`;

/** "Ada won", "Ada and Bo tied", from the final state. */
const winnerWords = async (deps: FlowDeps, game: GameRecord): Promise<string> => {
  const state = await stateOf(deps.store, game);
  const winners = state === undefined ? undefined : finalScores(state)?.winners;
  if (state === undefined || winners === undefined) return 'no final scores';
  const names = winners.map((seat) => seatName(game, state, seat));
  return names.length === 1 ? `${names[0] ?? ''} won` : `${names.join(' and ')} tied`;
};

/** `history`: the server's most recently finished games, newest first: winner, sets, date and a link to the final results. */
export const historyCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  if (event.place.guildId === undefined) return privately('Run this in a server.');
  const ended = await deps.store.listEndedGames({ guildId: event.place.guildId });
  const finished = ended.filter((g) => g.status === 'finished').slice(-HISTORY_GAMES).reverse();
  if (finished.length === 0) return privately('No game has been finished on this server yet.');
  const lines = await Promise.all(
    finished.map(async (game) => {
      const sets = storedOptions(game).sets ?? [];
      const when = game.endedAt === undefined ? '' : ` on <t:${Math.floor(game.endedAt.getTime() / 1000)}:d>`;
      return `**${gameTitle(game)}**${when}: ${await winnerWords(deps, game)}; ${sets.length === 0 ? 'base game' : setNames(sets)}. ${resultsLink(game)}`;
    }),
  );
  return [{ kind: 'answer', message: { content: `The last ${finished.length} finished games on this server:\n${lines.join('\n')}`.slice(0, 2000) } }];
};

/**
 * `export`: the record (src/record) of the game that ended last in this channel, as a JSON file. A game still going
 * is refused: its seed and log would show the stacks to come and every secret goal.
 */
export const exportCommand = async (deps: FlowDeps, event: CommandEvent): Promise<readonly Effect[]> => {
  if (event.place.guildId === undefined) return privately('Run this in a server.');
  const ended = (await deps.store.listEndedGames({ guildId: event.place.guildId })).filter((g) => g.channelId === event.place.channelId && g.startedAt !== undefined);
  const game = ended.at(-1);
  if (game === undefined) {
    const going = await deps.store.loadByChannel(event.place.channelId);
    if (going === undefined) return privately('No game has ended in this channel, so there is nothing to export.');
    return privately(
      `**${gameTitle(going)}** has not ended yet: its record holds the seed and every move, which would show the stacks to come and every secret goal. Export it once it is finished or abandoned.`,
    );
  }
  const state = await stateOf(deps.store, game);
  const table = tableInfo(game, state);
  const record = buildRecord({ title: table.title, options: engineOptions(storedOptions(game)), seed: game.seed, rulesVersion: game.rulesVersion, seats: table.seats, moves: await logMoves(deps.store, game.id) });
  if ('ok' in record) throw new Error(`game ${game.id} does not replay: ${record.rejection.code}`);
  const name = `suburbia-${game.id}.json`;
  return [
    {
      kind: 'answer',
      message: {
        content: `The record of **${gameTitle(game)}** (${game.status}): every move, with a check of the game after each, to replay it offline.`,
        documents: [{ name, text: recordText(record), description: `Game record of ${gameTitle(game)}` }],
      },
    },
  ];
};
