import { ActionRowBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder, type InteractionEditReplyOptions } from 'discord.js';
import { encodeCustomId, type CustomIdOf } from '../custom-id.ts';
import { HELP_TOPICS, type HelpTopic } from '../help-topics.ts';
import { deferThenReply, deferThenUpdate, isPrivateMessage } from '../reply.ts';
import type { ComponentHandler, Subcommand } from '../handler.ts';
import { HELP_PAGES } from './help-pages.ts';

/** Discord's limit of buttons in one action row. */
const BUTTONS_PER_ROW = 5;

/** A help page with one button per page, five to a row; the current page's button is disabled. */
export const helpPage = (topic: HelpTopic): InteractionEditReplyOptions => {
  const page = HELP_PAGES[topic];
  const buttons = HELP_TOPICS.map((t) =>
    new ButtonBuilder()
      .setCustomId(encodeCustomId({ kind: 'help', topic: t }))
      .setLabel(HELP_PAGES[t].label)
      .setStyle(t === topic ? ButtonStyle.Primary : ButtonStyle.Secondary)
      .setDisabled(t === topic),
  );
  const rows = Array.from({ length: Math.ceil(buttons.length / BUTTONS_PER_ROW) }, (_, i) =>
    new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(i * BUTTONS_PER_ROW, (i + 1) * BUTTONS_PER_ROW)),
  );
  return {
    content: '',
    embeds: [new EmbedBuilder().setTitle(page.title).setDescription(page.text)],
    components: rows,
  };
};

const isTopic = (value: string | null): value is HelpTopic => (HELP_TOPICS as readonly (string | null)[]).includes(value);

/** `/suburbia help [topic]`: the guide, privately. */
export const help: Subcommand = {
  name: 'help',
  define: (sub) =>
    sub
      .setDescription('How to play Suburbia and how to use this bot')
      .addStringOption((option) =>
        option
          .setName('topic')
          .setDescription('The page to open')
          .addChoices(...HELP_TOPICS.map((t) => ({ name: HELP_PAGES[t].label, value: t }))),
      ),
  run: (interaction, context) => {
    const chosen = interaction.options.getString('topic');
    return deferThenReply(interaction, 'ephemeral', () => helpPage(isTopic(chosen) ? chosen : 'overview'), context.log);
  },
};

/** A page button under the guide: turns the page in place (the guide is private; a page id on a public message opens a private guide). */
export const turnHelpPage: ComponentHandler<'help'> = (interaction, id: CustomIdOf<'help'>, context) =>
  isPrivateMessage(interaction) ? deferThenUpdate(interaction, () => helpPage(id.topic), context.log) : deferThenReply(interaction, 'ephemeral', () => helpPage(id.topic), context.log);
