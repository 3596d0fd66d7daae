import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import { snowflakeMaker } from './snowflake.ts';
import { MESSAGE_FLAGS, pingedUsers, type MessageBody, type UploadedFile } from './message-rules.ts';
import {
  ALL_TEXT_PERMISSIONS,
  CHANNEL_TYPES,
  type Attachment,
  type RegisteredCommand,
  type StoredChannel,
  type StoredInteraction,
  type StoredMessage,
  type StoredUser,
  type Violation,
} from './model.ts';

export type WorldOptions = {
  /** The stand-in's clock (ms since the epoch); tests pass a settable one to step past deadlines. */
  readonly now: () => number;
  readonly token: string;
};

/** Everything the stand-in knows, and the operations shared by its REST side and its scripted users. */
export class World {
  readonly events = new EventEmitter();
  readonly now: () => number;
  readonly nextId: () => string;
  readonly token: string;
  readonly applicationId: string;
  readonly botUser: StoredUser;
  readonly guild: { readonly id: string; readonly name: string; readonly ownerId: string };
  readonly users = new Map<string, StoredUser>();
  readonly channels = new Map<string, StoredChannel>();
  readonly messages = new Map<string, StoredMessage>();
  readonly interactions = new Map<string, StoredInteraction>();
  readonly globalCommands: RegisteredCommand[] = [];
  readonly guildCommands = new Map<string, RegisteredCommand[]>();
  readonly violations: Violation[] = [];
  /** DMs refused with 50007 (a user with closed DMs): expected once per user, so not violations. */
  readonly dmRefusals: { readonly path: string; readonly at: number }[] = [];
  /** Every request the bot made, in order, as "METHOD /path". */
  readonly requests: string[] = [];
  /** Requests ("METHOD /path") to refuse once with 50035, as Discord refuses a body it does not accept; not violations. */
  readonly refusals: RegExp[] = [];

  constructor(options: WorldOptions) {
    this.events.setMaxListeners(0);
    this.now = options.now;
    this.token = options.token;
    this.nextId = snowflakeMaker(options.now);
    this.applicationId = this.nextId();
    this.botUser = { id: this.applicationId, username: 'Suburbia Stand-in Bot', bot: true, dmsOpen: false, member: true };
    this.users.set(this.botUser.id, this.botUser);
    const owner = this.addUser('guild-owner');
    this.guild = { id: this.nextId(), name: 'Stand-in Guild', ownerId: owner.id };
  }

  changed(): void {
    this.events.emit('change');
  }

  /** Asks the gateway to send an event to the bot sessions that hold the guild. */
  dispatch(event: string, data: unknown, guildId: string | undefined): void {
    this.events.emit('dispatch', event, data, guildId);
  }

  recordViolation(violation: Violation): void {
    this.violations.push(violation);
    this.events.emit('violation', violation);
    this.changed();
  }

  addUser(username: string, dmsOpen = true, member = true): StoredUser {
    const user: StoredUser = { id: this.nextId(), username, bot: false, dmsOpen, member };
    this.users.set(user.id, user);
    return user;
  }

  addChannel(name: string, parentId?: string, botPermissions = ALL_TEXT_PERMISSIONS): StoredChannel {
    const channel: StoredChannel = {
      id: this.nextId(),
      type: parentId === undefined ? CHANNEL_TYPES.guildText : CHANNEL_TYPES.publicThread,
      name,
      guildId: this.guild.id,
      parentId,
      botPermissions,
      archived: false,
    };
    this.channels.set(channel.id, channel);
    return channel;
  }

  dmChannelFor(userId: string): StoredChannel {
    const existing = [...this.channels.values()].find((c) => c.type === CHANNEL_TYPES.dm && c.recipientId === userId);
    if (existing) return existing;
    const user = this.users.get(userId);
    const channel: StoredChannel = {
      id: this.nextId(),
      type: CHANNEL_TYPES.dm,
      name: `dm-${user?.username ?? userId}`,
      recipientId: userId,
      botPermissions: ALL_TEXT_PERMISSIONS,
      archived: false,
    };
    this.channels.set(channel.id, channel);
    return channel;
  }

  newToken(): string {
    return `aW50ZXJhY3Rpb24${randomBytes(24).toString('base64url')}`;
  }

  private attachmentsFrom(body: MessageBody, files: readonly UploadedFile[], kept: readonly Attachment[]): Attachment[] {
    const uploaded = (index: number): Attachment[] => {
      const file = files.find((f) => f.index === index);
      return file ? [{ id: this.nextId(), filename: file.filename, contentType: file.contentType, bytes: file.bytes }] : [];
    };
    if (body.attachments === undefined) return [...kept, ...files.flatMap((f) => uploaded(f.index))];
    return body.attachments.flatMap((a) => {
      const old = kept.find((k) => k.id === a.id);
      return old ? [old] : uploaded(Number(a.id));
    });
  }

  createMessage(
    channelId: string,
    body: MessageBody,
    files: readonly UploadedFile[],
    extra: { readonly visibleTo?: string; readonly interactionId?: string; readonly loading?: boolean } = {},
  ): StoredMessage {
    const ephemeral = ((body.flags ?? 0) & MESSAGE_FLAGS.ephemeral) !== 0 && extra.visibleTo !== undefined;
    const message: StoredMessage = {
      id: this.nextId(),
      channelId,
      content: body.content ?? '',
      embeds: body.embeds ?? [],
      components: body.components ?? [],
      attachments: this.attachmentsFrom(body, files, []),
      flags: ((body.flags ?? 0) & ~MESSAGE_FLAGS.ephemeral) | (ephemeral ? MESSAGE_FLAGS.ephemeral : 0) | (extra.loading ? MESSAGE_FLAGS.loading : 0),
      pinged: extra.loading ? [] : pingedUsers(body),
      visibleTo: ephemeral ? extra.visibleTo : undefined,
      interactionId: extra.interactionId,
      createdAt: this.now(),
      revision: 0,
      deleted: false,
    };
    this.messages.set(message.id, message);
    this.changed();
    return message;
  }

  editMessage(message: StoredMessage, body: MessageBody, files: readonly UploadedFile[]): StoredMessage {
    if (body.content !== undefined) message.content = body.content;
    if (body.embeds !== undefined) message.embeds = body.embeds;
    if (body.components !== undefined) message.components = body.components;
    if (body.attachments !== undefined || files.length > 0) message.attachments = this.attachmentsFrom(body, files, message.attachments);
    if ((message.flags & MESSAGE_FLAGS.loading) !== 0) message.pinged = pingedUsers({ ...body, flags: message.flags });
    message.flags &= ~MESSAGE_FLAGS.loading;
    message.editedAt = this.now();
    message.revision += 1;
    this.changed();
    return message;
  }

  deleteMessage(message: StoredMessage): void {
    message.deleted = true;
    this.changed();
  }

  liveMessage(id: string): StoredMessage | undefined {
    const message = this.messages.get(id);
    return message && !message.deleted ? message : undefined;
  }

  visibleTo(message: StoredMessage, userId: string): boolean {
    if (message.deleted) return false;
    if (message.visibleTo !== undefined) return message.visibleTo === userId;
    const channel = this.channels.get(message.channelId);
    return channel?.type !== CHANNEL_TYPES.dm || channel.recipientId === userId;
  }

  commandsFor(guildId: string | undefined): readonly RegisteredCommand[] {
    const guild = guildId === undefined ? [] : (this.guildCommands.get(guildId) ?? []);
    return [...guild, ...this.globalCommands];
  }
}
