import { InteractionContextType, SlashCommandBuilder, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Subcommand } from '../handler.ts';
import { GAME_SUBCOMMANDS } from './game-commands.ts';
import { help } from './help.ts';
import { MODERATION_SUBCOMMANDS } from './moderation-commands.ts';

export const COMMAND_NAME = 'suburbia';

/** Every `/suburbia` subcommand, in the order Discord lists them. */
export const SUBCOMMANDS: readonly Subcommand[] = [...GAME_SUBCOMMANDS, help, ...MODERATION_SUBCOMMANDS];

/** The one slash command the bot registers; usable in servers only (games live in channels). */
export const suburbiaCommand = (): RESTPostAPIChatInputApplicationCommandsJSONBody => {
  const builder = new SlashCommandBuilder()
    .setName(COMMAND_NAME)
    .setDescription('Play Suburbia, the tile-laying city-building game')
    .setContexts(InteractionContextType.Guild);
  for (const sub of SUBCOMMANDS) builder.addSubcommand((s) => sub.define(s.setName(sub.name)));
  return builder.toJSON();
};
