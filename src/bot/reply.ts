import { MessageFlags, type InteractionEditReplyOptions, type MessageComponentInteraction, type RepliableInteraction } from 'discord.js';

type Deferrable = RepliableInteraction | MessageComponentInteraction;
import type { Log } from './log.ts';

/** What an answer is built from: plain text, or full reply options (embeds, components, files). */
export type Answer = string | InteractionEditReplyOptions;
export type Visibility = 'ephemeral' | 'public';

const FAILURE = 'Something went wrong on my side; nothing was changed. Please try again.';

const finish = async (interaction: Deferrable, build: () => Promise<Answer> | Answer, log: Log): Promise<void> => {
  try {
    await interaction.editReply(await build());
  } catch (error) {
    log.error(`answering ${interaction.id} failed`, error);
    await interaction.editReply({ content: FAILURE, embeds: [], components: [], files: [] }).catch((editError: unknown) => {
      log.error(`reporting the failure of ${interaction.id} failed`, editError);
    });
  }
};

/**
 * Acknowledges at once with a "thinking" reply (Discord allows 3 s), then builds the answer, which may take
 * longer (database, rendering), and edits it in.
 */
export const deferThenReply = async (
  interaction: Deferrable,
  visibility: Visibility,
  build: () => Promise<Answer> | Answer,
  log: Log,
): Promise<void> => {
  await interaction.deferReply(visibility === 'ephemeral' ? { flags: MessageFlags.Ephemeral } : {});
  await finish(interaction, build, log);
};

/** Whether the clicked message is the clicker's alone: their own private reply, or a DM to them. */
export const isPrivateMessage = (interaction: MessageComponentInteraction): boolean => interaction.message.flags.has(MessageFlags.Ephemeral) || !interaction.inGuild();

/** For a component: acknowledges at once without a new message, then edits the message it sits on. */
export const deferThenUpdate = async (interaction: MessageComponentInteraction, build: () => Promise<Answer> | Answer, log: Log): Promise<void> => {
  await interaction.deferUpdate();
  await finish(interaction, build, log);
};

/** A short private answer that needs no work: a refusal, an explanation. */
export const replyPrivately = async (interaction: RepliableInteraction, text: string): Promise<void> => {
  await interaction.reply({ content: text, flags: MessageFlags.Ephemeral });
};
