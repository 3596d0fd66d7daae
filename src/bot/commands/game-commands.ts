/** The game's `/suburbia` subcommands: registration here, answers in the Discord-free flow (src/bot/flow). */
import { SETS, STRENGTHS } from '../../engine/index.ts';
import { runFlowCommand } from '../game-adapter.ts';
import { DEFAULT_DEADLINE_HOURS, DEFAULT_REMINDER_HOURS } from '../scheduler/settings.ts';
import { HOURS, PLAYERS } from '../flow/option-limits.ts';
import type { Subcommand } from '../handler.ts';

const flowSubcommand = (name: string, define: Subcommand['define']): Subcommand => ({ name, define, run: runFlowCommand });

export const GAME_SUBCOMMANDS: readonly Subcommand[] = [
  flowSubcommand('new', (sub) =>
    sub
      .setDescription('Open a new game in this channel or thread')
      .addIntegerOption((o) => o.setName('players').setDescription(`Number of players (${PLAYERS.min}-${PLAYERS.max}; default 2)`).setMinValue(PLAYERS.min).setMaxValue(PLAYERS.max))
      .addStringOption((o) =>
        o
          .setName('solo')
          .setDescription('Solo mode, for 1 player (default Lone Architect)')
          .addChoices({ name: 'Lone Architect', value: 'architect' }, { name: 'Dale the Bot', value: 'dale' }),
      )
      .addIntegerOption((o) => o.setName('deadline').setDescription(`Hours a player has for a turn (default ${DEFAULT_DEADLINE_HOURS})`).setMinValue(HOURS.min).setMaxValue(HOURS.max))
      .addIntegerOption((o) => o.setName('reminder').setDescription(`Hours between reminders (default ${DEFAULT_REMINDER_HOURS})`).setMinValue(HOURS.min).setMaxValue(HOURS.max))
      .addBooleanOption((o) => o.setName('autoskip').setDescription('Whether a passed turn deadline has the built-in player play the turn (default yes)'))
      .addStringOption((o) =>
        o
          .setName('sets')
          .setDescription(`Expansions, separated by commas: ${SETS.join(', ')} (default none; or a lobby's menu)`)
          .setMaxLength(100)
          .setAutocomplete(true),
      )
      .addStringOption((o) =>
        o
          .setName('bots')
          .setDescription(`Bots seated beside you, one strength each, separated by commas: ${STRENGTHS.join(', ')} (default none)`)
          .setMaxLength(100),
      ),
  ),
  flowSubcommand('status', (sub) => sub.setDescription("Re-post this channel's board and whose turn it is")),
  flowSubcommand('board', (sub) =>
    sub.setDescription('One borough, large').addUserOption((o) => o.setName('player').setDescription('Whose borough (default: yours)')),
  ),
  flowSubcommand('goal', (sub) => sub.setDescription('Your secret goal (only you see it)')),
  flowSubcommand('tile', (sub) =>
    sub
      .setDescription("A tile's card")
      .addStringOption((o) => o.setName('name').setDescription('The tile').setRequired(true).setAutocomplete(true)),
  ),
  flowSubcommand('log', (sub) => sub.setDescription('The recent turns with their summaries')),
  flowSubcommand('games', (sub) => sub.setDescription('Your unfinished games on this server')),
  flowSubcommand('history', (sub) => sub.setDescription("This server's recently finished games, with links to their final results")),
  flowSubcommand('export', (sub) => sub.setDescription("The record of this channel's last ended game, as a file that replays offline")),
  flowSubcommand('stats', (sub) =>
    sub.setDescription("A player's record on this server: games, wins, population, rating").addUserOption((o) => o.setName('user').setDescription('Whose record (default: yours)')),
  ),
  flowSubcommand('leaderboard', (sub) => sub.setDescription("This server's players by their rating over finished multiplayer games")),
];
