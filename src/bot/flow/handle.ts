/**
 * The flow's entry point: one decoded event in, the effects to carry out. Discord-free (the benchmark calls it
 * without Discord); everything it knows comes from the event and the store, so any process can answer any click.
 */
import type { CustomId } from '../custom-id.ts';
import { acknowledgement } from './acknowledgement.ts';
import { boardCommand, gamesCommand, goalCommand, logCommand, statusCommand, tileChoices, tileCommand } from './commands.ts';
import { exportCommand, historyCommand } from './ended-games.ts';
import { leaderboardCommand } from '../stats/leaderboard-command.ts';
import { statsCommand } from '../stats/stats-command.ts';
import { gameTitle } from './game.ts';
import { goalPick, goalsClick } from './goals.ts';
import { lobbyClick, newCommand, setsChoice } from './lobby.ts';
import { addBotChoice, removeBotClick } from './lobby-bots.ts';
import { refusedWhilePaused } from './paused.ts';
import { rematchClick } from './rematch.ts';
import { ended, privately } from './replies.ts';
import { setSuggestions } from './sets.ts';
import { abandonVote } from '../moderation/abandon.ts';
import { isModerationSubcommand, moderationCommand } from '../moderation/commands.ts';
import { turnClick, type TurnEvent } from './turn-events.ts';
import type { ComponentEvent, Effect, FlowDeps, FlowEvent } from './types.ts';

export { acknowledgement };


const NOT_MINE = 'That button is not one of mine.';

/** The clicks that make no move (a look at one's goal offers or goal, a vote to abandon): answered while the game is paused. */
const UNPAUSED_KINDS: ReadonlySet<CustomId['kind']> = new Set(['goals', 'mygoal', 'vote']);

const componentGameId = (id: CustomId): number | undefined => ('game' in id && typeof id.game === 'number' ? id.game : undefined);

const component = async (deps: FlowDeps, event: ComponentEvent): Promise<readonly Effect[]> => {
  const gameId = componentGameId(event.id);
  const game = gameId === undefined ? undefined : await deps.store.loadById(gameId);
  const inDm = event.place.guildId === undefined;
  // a game's components live in its channel; only goal offers are also sent by DM
  const here = game !== undefined && (inDm ? event.id.kind === 'goal' : game.guildId === event.place.guildId && game.channelId === event.place.channelId);
  if (game === undefined || !here) {
    const answer = privately(NOT_MINE);
    return acknowledgement(event) === 'update' ? [{ kind: 'followUp', message: { content: NOT_MINE } }] : answer;
  }
  // the final results' Rematch button is the one button of a finished game that acts
  if (event.id.kind === 'rematch' && game.status === 'finished') return rematchClick(deps, { ...event, id: event.id }, game);
  // every other button of a game that ended says so (and none of them changes anything)
  if (game.status === 'abandoned') return ended(`**${gameTitle(game)}** was abandoned. Start another with \`/suburbia new\`.`);
  if (game.status === 'finished') return ended(`**${gameTitle(game)}** is over; thanks for playing! Start another with \`/suburbia new\`.`);
  // while the game is paused every click that leads to a move is refused (a lobby is never paused)
  const paused = UNPAUSED_KINDS.has(event.id.kind) ? undefined : await refusedWhilePaused(deps.store, game);
  if (paused !== undefined) return paused;
  switch (event.id.kind) {
    case 'lobby':
      return lobbyClick(deps, { ...event, id: event.id }, game);
    case 'sets':
      return setsChoice(deps, { ...event, id: event.id }, game);
    case 'addbot':
      return addBotChoice(deps, { ...event, id: event.id }, game);
    case 'rmbot':
      return removeBotClick(deps, { ...event, id: event.id }, game);
    case 'goals':
    case 'mygoal':
      return goalsClick(deps, event, game);
    case 'goal':
      return goalPick(deps, { ...event, id: event.id }, game);
    case 'turn':
    case 'back':
    case 'act':
    case 'more':
    case 'page':
    case 'spot':
    case 'disc':
    case 'xdisc':
    case 'ok':
    case 'brd':
    case 'side':
    case 'foot':
    case 'bdisc':
    case 'bxdisc':
    case 'bok':
      return turnClick(deps, event as TurnEvent, game);
    case 'vote':
      return abandonVote(deps, { ...event, id: event.id }, game);
    default:
      return privately(NOT_MINE);
  }
};

export const handleEvent = async (deps: FlowDeps, event: FlowEvent): Promise<readonly Effect[]> => {
  switch (event.kind) {
    case 'autocomplete':
      if (event.sub === 'tile') return tileChoices(event);
      return event.sub === 'new' && event.focused === 'sets' ? [{ kind: 'choices', choices: setSuggestions(event.text) }] : [{ kind: 'choices', choices: [] }];
    case 'component':
      return component(deps, event);
    case 'command':
      switch (event.sub) {
        case 'new':
          return newCommand(deps, event);
        case 'status':
          return statusCommand(deps, event);
        case 'board':
          return boardCommand(deps, event);
        case 'goal':
          return goalCommand(deps, event);
        case 'tile':
          return tileCommand(event);
        case 'log':
          return logCommand(deps, event);
        case 'games':
          return gamesCommand(deps, event);
        case 'history':
          return historyCommand(deps, event);
        case 'export':
          return exportCommand(deps, event);
        case 'stats':
          return statsCommand(deps, event);
        case 'leaderboard':
          return leaderboardCommand(deps, event);
        default:
          return isModerationSubcommand(event.sub) ? moderationCommand(deps, { ...event, sub: event.sub }) : privately('That command is not known to this version of the bot.');
      }
  }
};
