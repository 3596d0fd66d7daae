import type { ChatInputCommandInteraction, MessageComponentInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import type { CustomIdKind, CustomIdOf } from './custom-id.ts';
import type { Log } from './log.ts';
import type { Store } from '../store/store.ts';

/** What every handler may use; handlers keep no game state of their own (it lives in the store). */
export type BotContext = {
  readonly store: Store;
  readonly log: Log;
  /** where new games' seeds come from; absent: crypto-random */
  readonly newSeed?: () => number;
  /** wakes the scheduler when a job due at once was scheduled (a bot's move) */
  readonly jobsDue?: () => void;
  /** the hard bots' search budget; absent: the engine's SEARCH_BUDGET */
  readonly searchBudget?: number;
};

/** One `/suburbia <name>` subcommand: its registration and its handler. */
export type Subcommand = {
  readonly name: string;
  readonly define: (sub: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder;
  readonly run: (interaction: ChatInputCommandInteraction, context: BotContext) => Promise<void>;
};

/** The handler of one custom_id kind, given the parsed id. */
export type ComponentHandler<K extends CustomIdKind> = (
  interaction: MessageComponentInteraction,
  id: CustomIdOf<K>,
  context: BotContext,
) => Promise<void>;
