import {
  cannotDmUser,
  invalidForm,
  missingPermissions,
  threadArchived,
  unknownChannel,
  unknownGuild,
  unknownMember,
  unknownMessage,
  unknownUser,
} from './discord-error.ts';
import { MESSAGE_FLAGS, parseMessageBody } from './message-rules.ts';
import { CHANNEL_TYPES, PERMISSIONS, type StoredChannel, type StoredMessage } from './model.ts';
import { channelJson, guildJson, memberJson, messageJson, userJson } from './payloads.ts';
import { noContent, ok, param, type RestCall, type RestResult } from './rest-context.ts';

const channelOf = (call: RestCall): StoredChannel => {
  const channel = call.world.channels.get(param(call, 0));
  if (!channel) throw unknownChannel();
  return channel;
};

const has = (channel: StoredChannel, permission: bigint): boolean => (channel.botPermissions & permission) === permission;

/** Posting needs View Channel and Send Messages (Send Messages in Threads inside a thread); files need Attach Files. */
const checkCanPost = (call: RestCall, channel: StoredChannel): void => {
  if (channel.type === CHANNEL_TYPES.dm) {
    const recipient = channel.recipientId === undefined ? undefined : call.world.users.get(channel.recipientId);
    if (!recipient?.dmsOpen) throw cannotDmUser();
    return;
  }
  const send = channel.type === CHANNEL_TYPES.publicThread ? PERMISSIONS.sendMessagesInThreads : PERMISSIONS.sendMessages;
  if (!has(channel, PERMISSIONS.viewChannel) || !has(channel, send)) throw missingPermissions();
  if (call.files.length > 0 && !has(channel, PERMISSIONS.attachFiles)) throw missingPermissions();
};

/** A channel message the bot can address through channel routes: not deleted, not ephemeral. */
const channelMessage = (call: RestCall, channel: StoredChannel): StoredMessage => {
  const message = call.world.liveMessage(param(call, 1));
  if (!message || message.channelId !== channel.id || message.visibleTo !== undefined) throw unknownMessage();
  return message;
};

export const getGatewayBot = (call: RestCall): RestResult =>
  ok({
    url: `${call.origin.replace(/^http/, 'ws')}/gateway`,
    shards: 1,
    session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
  });

export const getChannel = (call: RestCall): RestResult => ok(channelJson(call.world, channelOf(call)));

/** Modify Channel, as far as the bot needs it: unarchiving a thread (`{ archived: false }`). */
export const modifyChannel = (call: RestCall): RestResult => {
  const channel = channelOf(call);
  const body = typeof call.json === 'object' && call.json !== null ? (call.json as Record<string, unknown>) : {};
  const fields = Object.keys(body);
  if (channel.type !== CHANNEL_TYPES.publicThread || fields.length !== 1 || body.archived !== false) {
    throw invalidForm(fields.join(',') || 'body', 'the stand-in modifies only a thread, and only to unarchive it');
  }
  if (!has(channel, PERMISSIONS.viewChannel) || !has(channel, PERMISSIONS.sendMessagesInThreads)) throw missingPermissions();
  if (channel.archived) {
    channel.archived = false;
    call.world.dispatch('THREAD_UPDATE', channelJson(call.world, channel), channel.guildId);
    call.world.changed();
  }
  return ok(channelJson(call.world, channel));
};

export const createChannelMessage = (call: RestCall): RestResult => {
  const channel = channelOf(call);
  checkCanPost(call, channel);
  const body = parseMessageBody(call.json, call.files, true);
  if (((body.flags ?? 0) & MESSAGE_FLAGS.ephemeral) !== 0) throw invalidForm('flags', 'EPHEMERAL exists only in interaction responses');
  if (channel.archived) {
    channel.archived = false;
    call.world.dispatch('THREAD_UPDATE', channelJson(call.world, channel), channel.guildId);
  }
  return ok(messageJson(call.world, call.origin, call.world.createMessage(channel.id, body, call.files)));
};

export const getChannelMessage = (call: RestCall): RestResult => {
  const channel = channelOf(call);
  return ok(messageJson(call.world, call.origin, channelMessage(call, channel)));
};

export const listChannelMessages = (call: RestCall): RestResult => {
  const channel = channelOf(call);
  const limit = Math.min(100, Number(call.query.get('limit') ?? 50));
  const messages = [...call.world.messages.values()]
    .filter((m) => m.channelId === channel.id && !m.deleted && m.visibleTo === undefined)
    .reverse()
    .slice(0, limit);
  return ok(messages.map((m) => messageJson(call.world, call.origin, m)));
};

export const editChannelMessage = (call: RestCall): RestResult => {
  const channel = channelOf(call);
  const message = channelMessage(call, channel);
  // Discord refuses edits in an archived thread; posting (or unarchiving with PATCH /channels/:id) reopens it
  if (channel.archived) throw threadArchived();
  if (call.files.length > 0) checkCanPost(call, channel);
  const body = parseMessageBody(call.json, call.files, false);
  return ok(messageJson(call.world, call.origin, call.world.editMessage(message, body, call.files)));
};

export const deleteChannelMessage = (call: RestCall): RestResult => {
  const channel = channelOf(call);
  call.world.deleteMessage(channelMessage(call, channel));
  return noContent;
};

export const createDmChannel = (call: RestCall): RestResult => {
  const body = typeof call.json === 'object' && call.json !== null ? (call.json as Record<string, unknown>) : {};
  const recipient = typeof body.recipient_id === 'string' ? call.world.users.get(body.recipient_id) : undefined;
  if (!recipient || recipient.bot) throw unknownUser();
  return ok(channelJson(call.world, call.world.dmChannelFor(recipient.id)));
};

export const getUser = (call: RestCall): RestResult => {
  const id = param(call, 0);
  const user = call.world.users.get(id === '@me' ? call.world.botUser.id : id);
  if (!user) throw unknownUser();
  return ok(userJson(user));
};

export const getApplication = (call: RestCall): RestResult =>
  ok({
    id: call.world.applicationId,
    name: call.world.botUser.username,
    icon: null,
    description: '',
    bot_public: true,
    bot_require_code_grant: false,
    flags: 0,
    bot: userJson(call.world.botUser),
  });

const checkGuild = (call: RestCall): void => {
  if (param(call, 0) !== call.world.guild.id) throw unknownGuild();
};

export const getGuild = (call: RestCall): RestResult => {
  checkGuild(call);
  return ok(guildJson(call.world));
};

export const getGuildChannels = (call: RestCall): RestResult => {
  checkGuild(call);
  const channels = [...call.world.channels.values()].filter((c) => c.guildId === call.world.guild.id && c.type !== CHANNEL_TYPES.publicThread);
  return ok(channels.map((c) => channelJson(call.world, c)));
};

export const getGuildMember = (call: RestCall): RestResult => {
  checkGuild(call);
  const user = call.world.users.get(param(call, 1));
  if (!user?.member) throw unknownMember();
  return ok(memberJson(call.world, user));
};
