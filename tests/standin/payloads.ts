import { pngSize } from './png.ts';
import { CHANNEL_TYPES, INTERACTION_TYPES, type Attachment, type StoredChannel, type StoredInteraction, type StoredMessage, type StoredUser } from './model.ts';
import type { World } from './world.ts';

/** Discord API shapes (v10) of the stand-in's records, as the bot receives them. */

const iso = (ms: number): string => new Date(ms).toISOString();

export const userJson = (user: StoredUser): Record<string, unknown> => ({
  id: user.id,
  username: user.username,
  global_name: user.bot ? null : user.username,
  discriminator: '0',
  avatar: null,
  bot: user.bot,
  system: false,
  public_flags: 0,
});

export const channelJson = (world: World, channel: StoredChannel): Record<string, unknown> => {
  if (channel.type === CHANNEL_TYPES.dm) {
    const recipient = channel.recipientId === undefined ? undefined : world.users.get(channel.recipientId);
    return { id: channel.id, type: channel.type, last_message_id: null, flags: 0, recipients: recipient ? [userJson(recipient)] : [] };
  }
  const base = {
    id: channel.id,
    type: channel.type,
    guild_id: channel.guildId,
    name: channel.name,
    position: 0,
    permission_overwrites: [],
    nsfw: false,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0,
  };
  if (channel.type !== CHANNEL_TYPES.publicThread) return { ...base, parent_id: null };
  return {
    ...base,
    parent_id: channel.parentId,
    owner_id: world.guild.ownerId,
    message_count: 0,
    member_count: 1,
    thread_metadata: { archived: channel.archived, auto_archive_duration: 1440, archive_timestamp: iso(world.now()), locked: false },
  };
};

export const attachmentJson = (origin: string, channelId: string, attachment: Attachment): Record<string, unknown> => {
  const size = attachment.contentType === 'image/png' ? pngSize(attachment.bytes) : undefined;
  const url = `${origin}/attachments/${channelId}/${attachment.id}/${encodeURIComponent(attachment.filename)}`;
  return {
    id: attachment.id,
    filename: attachment.filename,
    size: attachment.bytes.length,
    url,
    proxy_url: url,
    content_type: attachment.contentType,
    ...(size ? { width: size.width, height: size.height } : {}),
  };
};

export const messageJson = (world: World, origin: string, message: StoredMessage): Record<string, unknown> => {
  const channel = world.channels.get(message.channelId);
  const interaction = message.interactionId === undefined ? undefined : world.interactions.get(message.interactionId);
  const interactionUser = interaction ? world.users.get(interaction.userId) : undefined;
  return {
    id: message.id,
    type: interaction?.kind === 'command' ? 20 : interaction ? 19 : 0,
    channel_id: message.channelId,
    ...(channel?.guildId ? { guild_id: channel.guildId } : {}),
    author: userJson(world.botUser),
    content: message.content,
    timestamp: iso(message.createdAt),
    edited_timestamp: message.editedAt === undefined ? null : iso(message.editedAt),
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map((a) => attachmentJson(origin, message.channelId, a)),
    embeds: message.embeds,
    components: message.components,
    pinned: false,
    flags: message.flags,
    ...(interaction
      ? {
          webhook_id: world.applicationId,
          application_id: world.applicationId,
          interaction_metadata: {
            id: interaction.id,
            type: INTERACTION_TYPES[interaction.kind],
            user: interactionUser ? userJson(interactionUser) : undefined,
            authorizing_integration_owners: { '0': world.guild.id },
          },
        }
      : {}),
  };
};

export const guildJson = (world: World): Record<string, unknown> => {
  const everyone = {
    id: world.guild.id,
    name: '@everyone',
    permissions: '2248473465835073',
    position: 0,
    color: 0,
    hoist: false,
    managed: false,
    mentionable: false,
    flags: 0,
  };
  return {
    id: world.guild.id,
    name: world.guild.name,
    icon: null,
    splash: null,
    owner_id: world.guild.ownerId,
    roles: [everyone],
    emojis: [],
    stickers: [],
    features: [],
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    mfa_level: 0,
    system_channel_id: null,
    system_channel_flags: 0,
    premium_tier: 0,
    preferred_locale: 'en-US',
    nsfw_level: 0,
    afk_timeout: 300,
  };
};

const guildChannels = (world: World): StoredChannel[] => [...world.channels.values()].filter((c) => c.guildId === world.guild.id);

export const guildCreateJson = (world: World): Record<string, unknown> => ({
  ...guildJson(world),
  unavailable: false,
  large: false,
  joined_at: iso(world.now()),
  member_count: world.users.size,
  members: [memberJson(world, world.botUser)],
  channels: guildChannels(world).filter((c) => c.type !== CHANNEL_TYPES.publicThread).map((c) => channelJson(world, c)),
  threads: guildChannels(world).filter((c) => c.type === CHANNEL_TYPES.publicThread).map((c) => channelJson(world, c)),
  presences: [],
  voice_states: [],
  stage_instances: [],
  guild_scheduled_events: [],
  soundboard_sounds: [],
});

export const memberJson = (world: World, user: StoredUser, permissions?: bigint): Record<string, unknown> => ({
  user: userJson(user),
  nick: null,
  avatar: null,
  roles: [],
  joined_at: iso(world.now()),
  deaf: false,
  mute: false,
  flags: 0,
  pending: false,
  ...(permissions === undefined ? {} : { permissions: permissions.toString() }),
});

/** Everyone in the stand-in's guild holds these (the @everyone permissions of a default server). */
const MEMBER_PERMISSIONS = 2248473465835073n;

/** The INTERACTION_CREATE payload Discord sends for an interaction, with `data` as built by the caller. */
export const interactionJson = (world: World, origin: string, interaction: StoredInteraction, data: Record<string, unknown>): Record<string, unknown> => {
  const channel = world.channels.get(interaction.channelId);
  const user = world.users.get(interaction.userId);
  if (!channel || !user) throw new Error('an interaction needs a known channel and user');
  const source = interaction.sourceMessageId === undefined ? undefined : world.messages.get(interaction.sourceMessageId);
  const inGuild = channel.guildId !== undefined;
  return {
    id: interaction.id,
    application_id: world.applicationId,
    type: INTERACTION_TYPES[interaction.kind],
    token: interaction.token,
    version: 1,
    data,
    channel_id: channel.id,
    channel: channelJson(world, channel),
    ...(inGuild
      ? { guild_id: channel.guildId, member: memberJson(world, user, MEMBER_PERMISSIONS), guild_locale: 'en-US', guild: { id: world.guild.id, locale: 'en-US', features: [] } }
      : { user: userJson(user) }),
    app_permissions: channel.botPermissions.toString(),
    locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: inGuild ? { '0': world.guild.id } : { '1': user.id },
    context: inGuild ? 0 : 1,
    attachment_size_limit: 10 * 1024 * 1024,
    ...(source ? { message: messageJson(world, origin, source) } : {}),
  };
};
