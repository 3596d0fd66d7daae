import type { Interaction, MessageComponentInteraction } from 'discord.js';
import { COMMAND_NAME, SUBCOMMANDS } from './commands/suburbia.ts';
import { COMPONENT_HANDLERS } from './component-handlers.ts';
import { parseCustomId, type CustomId, type CustomIdKind } from './custom-id.ts';
import type { BotContext, ComponentHandler } from './handler.ts';
import { runFlowAutocomplete } from './game-adapter.ts';
import { CUSTOM_ID_WORDS } from './rejection-words.ts';
import { replyPrivately } from './reply.ts';

const OUTDATED_COMMAND = 'That command is not known to this version of the bot.';

const runComponent = <K extends CustomIdKind>(interaction: MessageComponentInteraction, id: Extract<CustomId, { kind: K }>, context: BotContext): Promise<void> =>
  (COMPONENT_HANDLERS[id.kind] as ComponentHandler<K>)(interaction, id, context);

const dispatch = async (interaction: Interaction, context: BotContext): Promise<void> => {
  if (interaction.isChatInputCommand()) {
    const sub = interaction.commandName === COMMAND_NAME ? SUBCOMMANDS.find((s) => s.name === interaction.options.getSubcommand(false)) : undefined;
    if (!sub) return replyPrivately(interaction, OUTDATED_COMMAND);
    return sub.run(interaction, context);
  }
  if (interaction.isAutocomplete()) {
    if (interaction.commandName === COMMAND_NAME) return runFlowAutocomplete(interaction, context);
    return interaction.respond([]);
  }
  if (interaction.isMessageComponent()) {
    const parsed = parseCustomId(interaction.customId);
    if (!parsed.ok) return replyPrivately(interaction, CUSTOM_ID_WORDS[parsed.reason]);
    return runComponent(interaction, parsed.id, context);
  }
  context.log.debug(`ignored interaction ${interaction.id} of type ${interaction.type}`);
};

/**
 * Routes every interaction (through interactionCreate, never collectors, so buttons keep working across
 * restarts). A handler that fails is logged; the user gets a private apology if nothing was answered yet.
 */
export const routeInteraction = async (interaction: Interaction, context: BotContext): Promise<void> => {
  try {
    await dispatch(interaction, context);
  } catch (error) {
    context.log.error(`interaction ${interaction.id} failed`, error);
    if (interaction.isRepliable() && !interaction.replied && !interaction.deferred) {
      await replyPrivately(interaction, 'Something went wrong on my side; nothing was changed.').catch((replyError: unknown) => {
        context.log.error(`apologising for ${interaction.id} failed`, replyError);
      });
    }
  }
};
