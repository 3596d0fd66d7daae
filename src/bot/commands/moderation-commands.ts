/** The `/suburbia` subcommands that take back a turn or moderate a game: registration here, answers in src/bot/moderation. */
import { runFlowCommand } from '../game-adapter.ts';
import { HOURS, SEAT_NUMBER } from '../flow/option-limits.ts';
import type { Subcommand } from '../handler.ts';
import { DEFAULT_PAUSE_DAYS, PAUSE_DAYS } from '../moderation/pause.ts';

const flowSubcommand = (name: string, define: Subcommand['define']): Subcommand => ({ name, define, run: runFlowCommand });

export const MODERATION_SUBCOMMANDS: readonly Subcommand[] = [
  flowSubcommand('undo', (sub) => sub.setDescription('Take back your last turn, while the next player has not acted yet')),
  flowSubcommand('skip', (sub) => sub.setDescription('Host: after the turn deadline, have the built-in player play the turn')),
  flowSubcommand('kick', (sub) =>
    sub
      .setDescription('Host: the built-in player takes over a seat for the rest of the game')
      .addUserOption((o) => o.setName('player').setDescription('The player whose seat the built-in player takes').setRequired(true)),
  ),
  flowSubcommand('replace', (sub) =>
    sub
      .setDescription('Hand a seat (a player\'s or a bot\'s) to someone else')
      .addUserOption((o) => o.setName('user').setDescription('Who takes the seat').setRequired(true))
      .addUserOption((o) => o.setName('player').setDescription('Whose seat (default: yours)'))
      .addIntegerOption((o) => o.setName('seat').setDescription('Or the seat number, e.g. for a bot seat').setMinValue(SEAT_NUMBER.min).setMaxValue(SEAT_NUMBER.max)),
  ),
  flowSubcommand('abandon', (sub) => sub.setDescription('End this game early (the host at once; otherwise by a majority of the players)')),
  flowSubcommand('settings', (sub) =>
    sub
      .setDescription("See this game's deadlines; the host changes them")
      .addIntegerOption((o) => o.setName('deadline').setDescription('Hours a player has for a turn').setMinValue(HOURS.min).setMaxValue(HOURS.max))
      .addIntegerOption((o) => o.setName('reminder').setDescription('Hours between reminders').setMinValue(HOURS.min).setMaxValue(HOURS.max))
      .addBooleanOption((o) => o.setName('autoskip').setDescription('Whether a passed turn deadline has the built-in player play the turn')),
  ),
  flowSubcommand('pause', (sub) =>
    sub
      .setDescription('Host: pause this game (no moves, reminders or deadlines) for a few days')
      .addIntegerOption((o) => o.setName('days').setDescription(`How many days (default ${DEFAULT_PAUSE_DAYS})`).setMinValue(PAUSE_DAYS.min).setMaxValue(PAUSE_DAYS.max)),
  ),
  flowSubcommand('resume', (sub) => sub.setDescription('Host: resume this paused game now')),
];
