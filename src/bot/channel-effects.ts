/**
 * Public effects in Discord: the flow's message specs as discord.js options, and the effects that need no
 * interaction (posts, disabling old components, DMs) — what both the interaction adapter and the scheduler run.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
  DiscordAPIError,
  StringSelectMenuBuilder,
  type BaseMessageOptions,
  type Client,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { Store } from '../store/store.ts';
import type { Effect, EmbedSpec, MessageSpec, RowSpec } from './flow/types.ts';
import type { Log } from './log.ts';

/** Discord refuses DMs to a user who closed them with this code. */
const DMS_CLOSED = 50007;

const STYLES = { primary: ButtonStyle.Primary, secondary: ButtonStyle.Secondary, success: ButtonStyle.Success, danger: ButtonStyle.Danger } as const;

const row = (spec: RowSpec): ActionRowBuilder<MessageActionRowComponentBuilder> => {
  const built = new ActionRowBuilder<MessageActionRowComponentBuilder>();
  if ('select' in spec) {
    const { select } = spec;
    const menu = new StringSelectMenuBuilder()
      .setCustomId(select.customId)
      .setPlaceholder(select.placeholder.slice(0, 150))
      .addOptions(select.options.map((o) => ({ label: o.label, value: o.value, ...(o.description === undefined ? {} : { description: o.description }), ...(o.default === true ? { default: true } : {}) })));
    if (select.minValues !== undefined) menu.setMinValues(select.minValues);
    if (select.maxValues !== undefined) menu.setMaxValues(select.maxValues);
    return built.addComponents(menu);
  }
  return built.addComponents(
    spec.buttons.map((b) => new ButtonBuilder().setCustomId(b.customId).setLabel(b.label).setStyle(STYLES[b.style]).setDisabled(b.disabled ?? false)),
  );
};

/** A message's pictures, then its text files, as discord.js attachments. */
const attachments = (message: MessageSpec) => [
  ...(message.files ?? []).map((f) => ({ attachment: f.png, name: f.name, ...(f.description === undefined ? {} : { description: f.description }) })),
  ...(message.documents ?? []).map((d) => ({ attachment: Buffer.from(d.text, 'utf8'), name: d.name, ...(d.description === undefined ? {} : { description: d.description }) })),
];

/** An embed spec as discord.js sends it: only the parts it has. */
const embed = (e: EmbedSpec) => ({
  ...(e.title === undefined ? {} : { title: e.title }),
  description: e.description,
  ...(e.fields === undefined ? {} : { fields: e.fields.map((f) => ({ name: f.name, value: f.value, inline: f.inline ?? false })) }),
  ...(e.footer === undefined ? {} : { footer: { text: e.footer } }),
  ...(e.color === undefined ? {} : { color: e.color }),
});

/** A message spec as discord.js options; `replace` also drops attachments the edited message had. */
export const options = (message: MessageSpec, replace: boolean): BaseMessageOptions & { attachments?: [] } => ({
  content: message.content,
  allowedMentions: { parse: [], users: [...(message.ping ?? [])] },
  ...(message.embeds === undefined ? {} : { embeds: message.embeds.map(embed) }),
  ...(message.files === undefined && message.documents === undefined ? {} : { files: attachments(message) }),
  ...(message.rows === undefined ? {} : { components: message.rows.map(row) }),
  ...(replace && (message.files !== undefined || message.documents !== undefined) ? { attachments: [] } : {}),
});

/** A message the bot posted, ready for an edit. */
const editable = async (client: Client, channelId: string, messageId: string) => {
  // allowUnknownGuild: a scheduler job may run in a shard that does not hold the game's guild
  const channel = await client.channels.fetch(channelId, { allowUnknownGuild: true });
  if (channel === null || !channel.isTextBased()) return undefined;
  // an auto-archived thread takes no edits until it is reopened (a post reopens it too, but the disables of an
  // ended game come before its final post)
  if (channel.isThread() && channel.archived === true) await channel.setArchived(false);
  return channel.messages.fetch(messageId);
};

/** Disables every button and select of a message. */
export const disableAll = async (client: Client, channelId: string, messageId: string): Promise<void> => {
  const message = await editable(client, channelId, messageId);
  if (message === undefined) return;
  const rows = message.components.flatMap((r) => {
    if (r.type !== ComponentType.ActionRow) return [];
    const built = new ActionRowBuilder<MessageActionRowComponentBuilder>();
    for (const c of r.components) {
      if (c.type === ComponentType.Button) built.addComponents(ButtonBuilder.from(c).setDisabled(true));
      else if (c.type === ComponentType.StringSelect) built.addComponents(StringSelectMenuBuilder.from(c).setDisabled(true));
    }
    return [built];
  });
  if (rows.length > 0) await message.edit({ components: rows });
};

type ChannelEffect = Extract<Effect, { readonly kind: 'post' | 'edit' | 'disable' | 'dm' }>;

/** Posts a public message. One with live components is recorded, and every older message of its game it retires loses theirs. */
const post = async (client: Client, store: Store, log: Log, effect: Extract<Effect, { readonly kind: 'post' }>): Promise<void> => {
  // under sharding a job may run in a shard that does not hold the game's guild: REST serves it all the same
  const channel = await client.channels.fetch(effect.channelId, { allowUnknownGuild: true });
  if (channel === null || !channel.isSendable()) throw new Error(`cannot post in channel ${effect.channelId}`);
  // posting into an auto-archived thread unarchives it (Discord and the stand-in alike)
  const posted = await channel.send(options(effect.message, false));
  if (effect.resultsOf !== undefined) await store.recordResultsMessage(effect.resultsOf, posted.id);
  if (effect.live === undefined) return;
  const { gameId, version, motion } = effect.live;
  const retired = await store.recordLiveMessage({ gameId, version, ...(motion === undefined ? {} : { motionId: motion }), channelId: effect.channelId, messageId: posted.id });
  for (const old of retired) {
    try {
      await disableAll(client, old.channelId, old.messageId);
    } catch (error) {
      log.error(`disabling the components of message ${old.messageId} failed`, error);
    }
  }
};

/** Carries out one public effect. */
export const executeChannelEffect = async (client: Client, store: Store, log: Log, effect: ChannelEffect): Promise<void> => {
  switch (effect.kind) {
    case 'post':
      return post(client, store, log, effect);
    case 'edit': {
      const message = await editable(client, effect.channelId, effect.messageId);
      if (message !== undefined) await message.edit(options(effect.message, true));
      return;
    }
    case 'disable':
      return disableAll(client, effect.channelId, effect.messageId);
    case 'dm':
      try {
        const user = await client.users.fetch(effect.userId);
        await user.send(options(effect.message, false));
      } catch (error) {
        if (!(error instanceof DiscordAPIError) || error.code !== DMS_CLOSED) throw error;
        // remembered for the game: no further DM is tried (Discord counts repeated refusals against the bot)
        await store.recordDmFailure(effect.gameId, effect.userId, DMS_CLOSED);
      }
  }
};

/** Runs effects that need no interaction, in order; a failing one is logged and the rest still run. */
export const executeChannelEffects = async (client: Client, store: Store, log: Log, effects: readonly Effect[]): Promise<void> => {
  for (const effect of effects) {
    try {
      if (effect.kind === 'answer' || effect.kind === 'followUp' || effect.kind === 'choices') throw new Error(`a ${effect.kind} effect needs an interaction`);
      await executeChannelEffect(client, store, log, effect);
    } catch (error) {
      log.error(`the ${effect.kind} effect failed`, error);
    }
  }
};
