/** The stand-in's world: what Discord would hold for one application in one guild. */

export type Embed = {
  readonly title?: string;
  readonly description?: string;
  readonly fields?: readonly { readonly name: string; readonly value: string; readonly inline: boolean }[];
  readonly footer?: { readonly text: string };
  readonly author?: { readonly name: string };
  readonly image?: { readonly url: string };
  readonly thumbnail?: { readonly url: string };
  readonly [key: string]: unknown;
};

export type Button = {
  readonly type: 2;
  readonly style: number;
  readonly label?: string;
  readonly custom_id?: string;
  readonly url?: string;
  readonly disabled: boolean;
  readonly emoji?: unknown;
};

export type SelectOption = {
  readonly label: string;
  readonly value: string;
  readonly description?: string;
  readonly default: boolean;
  readonly emoji?: unknown;
};

export type StringSelect = {
  readonly type: 3;
  readonly custom_id: string;
  readonly options: readonly SelectOption[];
  readonly placeholder?: string;
  readonly min_values: number;
  readonly max_values: number;
  readonly disabled: boolean;
};

export type MessageComponent = Button | StringSelect;
export type ActionRow = { readonly type: 1; readonly components: readonly MessageComponent[] };

export type Attachment = {
  readonly id: string;
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Buffer;
};

export type StoredMessage = {
  readonly id: string;
  readonly channelId: string;
  content: string;
  embeds: readonly Embed[];
  components: readonly ActionRow[];
  attachments: readonly Attachment[];
  flags: number;
  /** Users this message notified when it was posted (or, for a deferred reply, when it was filled). */
  pinged: readonly string[];
  /** Set for ephemeral messages: the only user who can see (and use) them. */
  readonly visibleTo?: string;
  /** The interaction whose response or follow-up this message is. */
  readonly interactionId?: string;
  readonly createdAt: number;
  editedAt?: number;
  /** Counts edits, so a waiter can tell that a message changed after an interaction. */
  revision: number;
  deleted: boolean;
};

export const CHANNEL_TYPES = { guildText: 0, dm: 1, publicThread: 11 } as const;

export type StoredChannel = {
  readonly id: string;
  readonly type: (typeof CHANNEL_TYPES)[keyof typeof CHANNEL_TYPES];
  readonly name: string;
  readonly guildId?: string;
  readonly parentId?: string;
  /** DM channels: the user at the other end. */
  readonly recipientId?: string;
  /** The bot's permissions in this channel (sent as app_permissions, enforced on posting). */
  botPermissions: bigint;
  /** Threads: archived after inactivity; a message from the bot unarchives it (commands fail meanwhile). */
  archived: boolean;
};

export type StoredUser = {
  readonly id: string;
  readonly username: string;
  readonly bot: boolean;
  /** false: the user closed DMs from server members, so DMs fail with 50007. */
  dmsOpen: boolean;
  /** false: a Discord user who is not a member of the guild (a modified client can still name them in an option). */
  readonly member: boolean;
};

export type CommandOption = {
  readonly type: number;
  readonly name: string;
  readonly description: string;
  readonly required?: boolean;
  readonly autocomplete?: boolean;
  readonly choices?: readonly { readonly name: string; readonly value: string | number }[];
  readonly options?: readonly CommandOption[];
  readonly min_value?: number;
  readonly max_value?: number;
  readonly min_length?: number;
  readonly max_length?: number;
};

export type RegisteredCommand = {
  readonly id: string;
  readonly application_id: string;
  readonly guild_id?: string;
  readonly name: string;
  readonly description: string;
  readonly type: number;
  readonly options: readonly CommandOption[];
  readonly version: string;
  readonly default_member_permissions?: string | null;
  readonly contexts?: readonly number[] | null;
  readonly [key: string]: unknown;
};

export const INTERACTION_TYPES = { command: 2, component: 3, autocomplete: 4 } as const;
export type InteractionKind = keyof typeof INTERACTION_TYPES;

/** Interaction callback types (developer docs: Interaction Response Object). */
export const CALLBACK_TYPES = {
  channelMessage: 4,
  deferredChannelMessage: 5,
  deferredUpdate: 6,
  updateMessage: 7,
  autocompleteResult: 8,
} as const;

export const ALLOWED_CALLBACKS: Readonly<Record<InteractionKind, readonly number[]>> = {
  command: [CALLBACK_TYPES.channelMessage, CALLBACK_TYPES.deferredChannelMessage],
  component: [
    CALLBACK_TYPES.channelMessage,
    CALLBACK_TYPES.deferredChannelMessage,
    CALLBACK_TYPES.deferredUpdate,
    CALLBACK_TYPES.updateMessage,
  ],
  autocomplete: [CALLBACK_TYPES.autocompleteResult],
};

export type AutocompleteChoice = { readonly name: string; readonly value: string | number };

export type StoredInteraction = {
  readonly id: string;
  readonly token: string;
  readonly kind: InteractionKind;
  readonly userId: string;
  readonly channelId: string;
  readonly guildId?: string;
  /** Components: the message the component sits on. */
  readonly sourceMessageId?: string;
  readonly createdAt: number;
  /** Set by the initial response; undefined while the interaction waits for it. */
  callbackType?: number;
  /** Components: the source message's revision when the user clicked. */
  readonly sourceRevision?: number;
  /** The message that @original names: the reply, or the source message for updates. */
  originalMessageId?: string;
  readonly followUpIds: string[];
  /** The content of every answer the bot gave it, in order: the initial response, edits of @original, follow-ups. */
  readonly said: string[];
  choices?: readonly AutocompleteChoice[];
};

/** A request the stand-in refused because the bot broke a Discord rule (or called an unknown route). */
export type Violation = {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly code: number;
  readonly message: string;
};

/** Discord permission bits the bot's features depend on. */
export const PERMISSIONS = {
  addReactions: 1n << 6n,
  viewChannel: 1n << 10n,
  sendMessages: 1n << 11n,
  embedLinks: 1n << 14n,
  attachFiles: 1n << 15n,
  readMessageHistory: 1n << 16n,
  useExternalEmojis: 1n << 18n,
  useApplicationCommands: 1n << 31n,
  sendMessagesInThreads: 1n << 38n,
} as const;

export const ALL_TEXT_PERMISSIONS = Object.values(PERMISSIONS).reduce((all, bit) => all | bit, 0n);
