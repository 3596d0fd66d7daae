/**
 * The thin discord.js side of the game flow: acknowledge at once (Discord's 3 s), decode the interaction into a
 * flow event, run the Discord-free flow (src/bot/flow), and carry out its effects.
 */
import { randomBytes } from 'node:crypto';
import {
  ApplicationCommandOptionType,
  ComponentType,
  MessageFlags,
  type AutocompleteInteraction,
  type CommandInteractionOption,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
} from 'discord.js';
import { executeChannelEffect, options } from './channel-effects.ts';
import type { CustomId } from './custom-id.ts';
import { acknowledgement, handleEvent } from './flow/handle.ts';
import type { AccountKind, Actor, Effect, FlowDeps, FlowEvent, OptionValue, Place } from './flow/types.ts';
import type { BotContext } from './handler.ts';
import { isPrivateMessage } from './reply.ts';

type Incoming = ChatInputCommandInteraction | MessageComponentInteraction | AutocompleteInteraction;

const FAILURE = 'Something went wrong on my side; nothing was changed. Please try again.';
/** When the answer itself was refused: the flow may have changed the game already, so nothing is promised. */
const ANSWER_FAILED = 'Something went wrong on my side while answering. Run `/suburbia status` to see where the game is.';

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

/** Who a user option names: Discord resolves a member of the server with its member data, anyone else without. */
const accountOf = (interaction: ChatInputCommandInteraction | AutocompleteInteraction, o: CommandInteractionOption): AccountKind => {
  if (o.user === undefined) return 'outsider';
  if (o.user.id === interaction.client.user.id) return 'self';
  if (o.user.bot) return 'bot';
  return o.member === undefined || o.member === null ? 'outsider' : 'member';
};

const subcommandOptions = (interaction: ChatInputCommandInteraction | AutocompleteInteraction): Record<string, OptionValue | undefined> => {
  const given = interaction.options.data[0]?.options ?? [];
  // a user option also brings the person's display name (`<option>Name`), e.g. for a seat handed to them, and
  // what kind of account it is (`<option>Account`)
  const users = given.flatMap((o) => {
    if (o.type !== ApplicationCommandOptionType.User) return [];
    const name = o.member !== undefined && o.member !== null && 'displayName' in o.member ? o.member.displayName : o.user === undefined ? undefined : (o.user.globalName ?? o.user.username);
    return [[`${o.name}Account`, accountOf(interaction, o)] as const, ...(name === undefined ? [] : [[`${o.name}Name`, name] as const])];
  });
  return Object.fromEntries([...given.map((o) => [o.name, o.value ?? undefined] as const), ...users]);
};

export const flowDeps = (context: BotContext): FlowDeps => ({
  store: context.store,
  newSeed: context.newSeed ?? (() => randomBytes(4).readUInt32BE(0)),
  ...(context.jobsDue === undefined ? {} : { jobsDue: context.jobsDue }),
  ...(context.searchBudget === undefined ? {} : { searchBudget: context.searchBudget }),
});

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
    case 'edit':
    case 'disable':
    case 'dm':
      return executeChannelEffect(client, context.store, context.log, effect);
  }
};

/** The user is never left without an answer: what to say when the answer itself could not be given. */
const answerFailed = async (interaction: Incoming, ack: ReturnType<typeof acknowledgement>): Promise<void> => {
  if (!interaction.isRepliable()) return;
  if (ack === 'update') await interaction.followUp({ content: ANSWER_FAILED, flags: MessageFlags.Ephemeral });
  else await interaction.editReply({ content: ANSWER_FAILED, embeds: [], components: [], files: [], attachments: [] });
};

/**
 * Under a private "thinking" reply, the answer fills it: a flow that only followed up has its first follow-up
 * fill it instead (Discord would do so, and a filler after it would overwrite it), and one that said nothing
 * privately gets a short "Done.".
 */
const withAnswer = (effects: readonly Effect[], ack: ReturnType<typeof acknowledgement>): readonly Effect[] => {
  if (ack !== 'ephemeral' || effects.some((e) => e.kind === 'answer')) return effects;
  const first = effects.findIndex((e) => e.kind === 'followUp');
  const filler = first < 0 ? undefined : effects[first];
  if (filler === undefined || filler.kind !== 'followUp') return [...effects, { kind: 'answer', message: { content: 'Done.' } }];
  return effects.map((e, i) => (i === first ? { kind: 'answer', message: filler.message } : e));
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
  for (const effect of withAnswer(effects, ack)) {
    try {
      await execute(interaction, effect, context);
    } catch (error) {
      context.log.error(`interaction ${interaction.id}: the ${effect.kind} effect failed`, error);
      if (effect.kind === 'answer') {
        await answerFailed(interaction, ack).catch((failed: unknown) => context.log.error(`interaction ${interaction.id}: telling of the failed answer failed`, failed));
      }
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

/** Whether the clicked message, as Discord sends it along, carries the clicked custom_id. */
const carriesCustomId = (interaction: MessageComponentInteraction): boolean =>
  interaction.message.components.some((row) => row.type === ComponentType.ActionRow && row.components.some((c) => 'customId' in c && c.customId === interaction.customId));

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
      privateMessage: isPrivateMessage(interaction),
      idOnMessage: carriesCustomId(interaction),
    },
    context,
  );

/** Autocomplete for a flow command's option. */
export const runFlowAutocomplete = (interaction: AutocompleteInteraction, context: BotContext): Promise<void> => {
  const sub = interaction.options.getSubcommand(false);
  const focused = (interaction.options.data[0]?.options ?? []).find((o) => o.focused === true);
  // what a modified client may send: no subcommand, or nothing focused (discord.js would throw)
  if (sub === null || focused === undefined) return interaction.respond([]);
  return run(
    interaction,
    {
      kind: 'autocomplete',
      sub,
      focused: focused.name,
      text: String(focused.value),
      actor: actorOf(interaction),
      place: placeOf(interaction),
    },
    context,
  );
};
