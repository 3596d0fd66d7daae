/**
 * The thin discord.js side of the game flow: acknowledge at once (Discord's 3 s), decode the interaction into a
 * flow event, run the Discord-free flow (src/bot/flow), and carry out its effects.
 */
import { randomBytes } from 'node:crypto';
import {
  MessageFlags,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
} from 'discord.js';
import { executeChannelEffect, options } from './channel-effects.ts';
import type { CustomId } from './custom-id.ts';
import { acknowledgement, handleEvent } from './flow/handle.ts';
import type { Actor, Effect, FlowDeps, FlowEvent, OptionValue, Place } from './flow/types.ts';
import type { BotContext } from './handler.ts';

type Incoming = ChatInputCommandInteraction | MessageComponentInteraction | AutocompleteInteraction;

const FAILURE = 'Something went wrong on my side; nothing was changed. Please try again.';

const actorOf = (interaction: Incoming): Actor => {
  const member = interaction.member;
  const name = member !== null && 'displayName' in member ? member.displayName : (member?.nick ?? interaction.user.globalName ?? interaction.user.username);
  return { userId: interaction.user.id, displayName: name };
};

const placeOf = (interaction: Incoming): Place => {
  const channel = interaction.channel;
  const parent = channel !== null && channel.isThread() ? (channel.parentId ?? undefined) : undefined;
  return { guildId: interaction.guildId ?? undefined, channelId: interaction.channelId ?? '', parentChannelId: parent };
};

const subcommandOptions = (interaction: ChatInputCommandInteraction | AutocompleteInteraction): Record<string, OptionValue | undefined> => {
  const sub = interaction.options.data[0];
  // a user option also brings the person's display name (`<option>Name`), e.g. for a seat handed to them
  const names = (sub?.options ?? []).flatMap((o) => (o.user === undefined ? [] : [[`${o.name}Name`, o.member !== undefined && o.member !== null && 'displayName' in o.member ? o.member.displayName : (o.user.globalName ?? o.user.username)] as const]));
  return Object.fromEntries([...(sub?.options ?? []).map((o) => [o.name, o.value ?? undefined] as const), ...names]);
};

export const flowDeps = (context: BotContext): FlowDeps => ({ store: context.store, newSeed: () => randomBytes(4).readUInt32BE(0) });

const execute = async (interaction: Incoming, effect: Effect, context: BotContext): Promise<void> => {
  const client = interaction.client;
  switch (effect.kind) {
    case 'answer':
      if (interaction.isRepliable()) await interaction.editReply(options(effect.message, true));
      return;
    case 'followUp':
      if (interaction.isRepliable()) await interaction.followUp({ ...options(effect.message, false), flags: MessageFlags.Ephemeral });
      return;
    case 'choices':
      if (interaction.isAutocomplete()) await interaction.respond(effect.choices.map((c) => ({ name: c.name, value: c.value })));
      return;
    case 'post':
    case 'disable':
    case 'dm':
      return executeChannelEffect(client, context.store, context.log, effect);
  }
};

/** Acknowledges, runs the flow, and carries out its effects in order; a failing effect is logged and the rest still run. */
const run = async (interaction: Incoming, event: FlowEvent, context: BotContext): Promise<void> => {
  const ack = acknowledgement(event);
  if (interaction.isRepliable()) {
    if (ack === 'update' && interaction.isMessageComponent()) await interaction.deferUpdate();
    else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  }
  let effects: readonly Effect[];
  try {
    effects = await handleEvent(flowDeps(context), event);
  } catch (error) {
    context.log.error(`interaction ${interaction.id} failed in the game flow`, error);
    if (interaction.isAutocomplete()) return interaction.respond([]);
    if (ack === 'update') await interaction.followUp({ content: FAILURE, flags: MessageFlags.Ephemeral });
    else await interaction.editReply({ content: FAILURE, embeds: [], components: [], files: [] });
    return;
  }
  // a private "thinking" reply must not be left thinking
  const answered = ack !== 'ephemeral' || effects.some((e) => e.kind === 'answer');
  for (const effect of answered ? effects : [...effects, { kind: 'answer' as const, message: { content: 'Done.' } }]) {
    try {
      await execute(interaction, effect, context);
    } catch (error) {
      context.log.error(`interaction ${interaction.id}: the ${effect.kind} effect failed`, error);
    }
  }
};

/** A `/suburbia <sub>` command the flow answers. */
export const runFlowCommand = (interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> =>
  run(
    interaction,
    {
      kind: 'command',
      sub: interaction.options.getSubcommand(),
      options: subcommandOptions(interaction),
      actor: actorOf(interaction),
      place: placeOf(interaction),
      appPermissions: interaction.appPermissions.bitfield,
    },
    context,
  );

/** A component whose custom_id kind belongs to the flow. */
export const runFlowComponent = (interaction: MessageComponentInteraction, id: CustomId, context: BotContext): Promise<void> =>
  run(
    interaction,
    {
      kind: 'component',
      id,
      values: interaction.isStringSelectMenu() ? interaction.values : [],
      actor: actorOf(interaction),
      place: placeOf(interaction),
      messageId: interaction.message.id,
    },
    context,
  );

/** Autocomplete for a flow command's option. */
export const runFlowAutocomplete = (interaction: AutocompleteInteraction, context: BotContext): Promise<void> => {
  const focused = interaction.options.getFocused(true);
  return run(
    interaction,
    {
      kind: 'autocomplete',
      sub: interaction.options.getSubcommand(),
      focused: focused.name,
      text: String(focused.value),
      actor: actorOf(interaction),
      place: placeOf(interaction),
    },
    context,
  );
};
