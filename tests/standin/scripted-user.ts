import { commandData, forgedCommandData, NotOffered, type ForgedInput, type OptionInput } from './command-invocation.ts';
import { CALLBACK_TYPES, CHANNEL_TYPES, type AutocompleteChoice, type InteractionKind, type StoredInteraction, type StoredMessage, type StoredUser } from './model.ts';
import { messageView, type MessageView } from './views.ts';
import type { World } from './world.ts';

export type ChannelRef = { readonly id: string };
export type MessageRef = MessageView | string;

/** What a scripted user needs from the running stand-in. */
export type UserContext = {
  readonly world: World;
  readonly origin: string;
  readonly startInteraction: (
    kind: InteractionKind,
    user: StoredUser,
    channelId: string,
    data: Record<string, unknown>,
    source?: StoredMessage,
  ) => StoredInteraction;
  readonly waitFor: <T>(what: string, probe: () => T | undefined, timeoutMs?: number) => Promise<T>;
};

/** One interaction a scripted user started, and what the bot answered. */
export type InteractionHandle = {
  readonly id: string;
  /** The callback type of the initial response, once there is one. */
  readonly callbackType: () => number | undefined;
  /** Resolves when the bot has sent the initial response (any type). */
  readonly acknowledged: () => Promise<number>;
  /**
   * The finished answer: a reply (type 4), a deferred reply once edited (type 5), or the clicked message once
   * updated (type 7, or type 6 followed by an edit).
   */
  readonly reply: (timeoutMs?: number) => Promise<MessageView>;
  /** What reply() resolves with, if the answer is already there (without waiting). */
  readonly answer: () => MessageView | undefined;
  /** The content of every answer the bot gave this interaction, in order (whichever message each went to). */
  readonly said: () => readonly string[];
  /** Follow-up messages so far (not counting one that filled a deferred reply). */
  readonly followUps: () => readonly MessageView[];
  readonly waitForFollowUps: (count: number, timeoutMs?: number) => Promise<readonly MessageView[]>;
  /** Autocomplete interactions: the choices the bot offered. */
  readonly choices: (timeoutMs?: number) => Promise<readonly AutocompleteChoice[]>;
};

export type ButtonTarget = string | { readonly label: string } | { readonly customId: string };

export class ScriptedUser {
  constructor(
    private readonly context: UserContext,
    private readonly record: StoredUser,
  ) {}

  get id(): string {
    return this.record.id;
  }

  get name(): string {
    return this.record.username;
  }

  /** Closing DMs makes the bot's DMs to this user fail with 50007. */
  setDmsOpen(open: boolean): void {
    this.record.dmsOpen = open;
  }

  /** Runs a registered slash command, e.g. `command(channel, 'suburbia new', { players: 2 })`. */
  command(channel: ChannelRef, path: string, options: Readonly<Record<string, OptionInput>> = {}): InteractionHandle {
    const { world } = this.context;
    const data = commandData(world, world.channels.get(channel.id), path, options);
    return this.handle(this.context.startInteraction('command', this.record, channel.id, data));
  }

  /**
   * Runs a registered command as a modified client could send it: option values unchecked (out of range, of the
   * wrong type, users outside the guild); e.g. `forgeCommand(channel, 'suburbia new', { deadline: 2 ** 53 - 1 })`.
   */
  forgeCommand(channel: ChannelRef, path: string, options: Readonly<Record<string, ForgedInput>> = {}): InteractionHandle {
    const data = forgedCommandData(this.context.world, this.context.world.channels.get(channel.id), path, options);
    return this.handle(this.context.startInteraction('command', this.record, channel.id, data));
  }

  /** An autocomplete interaction as a modified client could send it: unchecked values, `focused` on any option or none. */
  forgeAutocomplete(channel: ChannelRef, path: string, options: Readonly<Record<string, ForgedInput>>, focused?: string): InteractionHandle {
    const data = forgedCommandData(this.context.world, this.context.world.channels.get(channel.id), path, options, focused);
    return this.handle(this.context.startInteraction('autocomplete', this.record, channel.id, data));
  }

  /** Types into an autocomplete option (`focused`) and returns what the bot suggests. */
  autocomplete(channel: ChannelRef, path: string, options: Readonly<Record<string, OptionInput>>, focused: string): Promise<readonly AutocompleteChoice[]> {
    const { world } = this.context;
    const data = commandData(world, world.channels.get(channel.id), path, options, focused);
    return this.handle(this.context.startInteraction('autocomplete', this.record, channel.id, data)).choices();
  }

  /** Clicks an enabled, non-link button that is on the message now (by label or custom_id). */
  click(message: MessageRef, target: ButtonTarget): InteractionHandle {
    const stored = this.visibleMessage(message);
    const button = messageView(this.context.origin, stored).buttons.find((b) =>
      typeof target === 'string' ? b.label === target || b.custom_id === target : 'label' in target ? b.label === target.label : b.custom_id === target.customId,
    );
    if (!button?.custom_id) throw new NotOffered(`no button ${JSON.stringify(target)} on message ${stored.id}`);
    if (button.disabled) throw new NotOffered(`button ${JSON.stringify(target)} is disabled`);
    return this.component(stored, { custom_id: button.custom_id, component_type: 2 });
  }

  /** Picks options (by value or label) in an enabled select menu on the message; `customId` is needed when it has several. */
  select(message: MessageRef, choices: readonly string[], customId?: string): InteractionHandle {
    const stored = this.visibleMessage(message);
    const selects = messageView(this.context.origin, stored).selects.filter((s) => customId === undefined || s.custom_id === customId);
    const [select, ...others] = selects;
    if (!select || others.length > 0) throw new NotOffered(`expected exactly one select menu${customId ? ` ${customId}` : ''} on message ${stored.id}`);
    if (select.disabled) throw new NotOffered(`select ${select.custom_id} is disabled`);
    const values = choices.map((c) => {
      const option = select.options.find((o) => o.value === c || o.label === c);
      if (!option) throw new NotOffered(`select ${select.custom_id} has no option "${c}"`);
      return option.value;
    });
    if (values.length < select.min_values || values.length > select.max_values) {
      throw new NotOffered(`select ${select.custom_id} takes ${select.min_values}-${select.max_values} values`);
    }
    return this.component(stored, { custom_id: select.custom_id, component_type: 3, values });
  }

  /**
   * Sends a component interaction with any custom_id from a message, as a modified client (or a click racing an
   * edit) could: for tests of forged and stale ids. Everything else about the interaction is genuine.
   */
  forgeComponent(message: MessageRef, customId: string, values?: readonly string[]): InteractionHandle {
    const data = values === undefined ? { custom_id: customId, component_type: 2 } : { custom_id: customId, component_type: 3, values };
    return this.component(this.visibleMessage(message), data);
  }

  /** Messages of a channel this user can see (public ones and their own ephemeral ones), oldest first. */
  messages(channel: ChannelRef): readonly MessageView[] {
    const { world, origin } = this.context;
    return [...world.messages.values()].filter((m) => m.channelId === channel.id && world.visibleTo(m, this.id)).map((m) => messageView(origin, m));
  }

  /** The current state of a message this user can see. */
  message(message: MessageRef): MessageView {
    return messageView(this.context.origin, this.visibleMessage(message));
  }

  /** The bot's DMs to this user, oldest first. */
  dms(): readonly MessageView[] {
    const { world } = this.context;
    const dm = [...world.channels.values()].find((c) => c.type === CHANNEL_TYPES.dm && c.recipientId === this.id);
    return dm ? this.messages(dm) : [];
  }

  /** Waits until a message this user can see in the channel satisfies `match`. */
  waitForMessage(channel: ChannelRef, what: string, match: (message: MessageView) => boolean, timeoutMs?: number): Promise<MessageView> {
    return this.context.waitFor(what, () => this.messages(channel).find(match), timeoutMs);
  }

  private visibleMessage(message: MessageRef): StoredMessage {
    const id = typeof message === 'string' ? message : message.id;
    const stored = this.context.world.liveMessage(id);
    if (!stored || !this.context.world.visibleTo(stored, this.id)) throw new NotOffered(`message ${id} is not visible to ${this.name}`);
    return stored;
  }

  private component(source: StoredMessage, data: Record<string, unknown>): InteractionHandle {
    return this.handle(this.context.startInteraction('component', this.record, source.channelId, data, source));
  }

  private handle(interaction: StoredInteraction): InteractionHandle {
    const { world, origin, waitFor } = this.context;
    const view = (id: string | undefined): MessageView | undefined => {
      const message = id === undefined ? undefined : world.liveMessage(id);
      return message ? messageView(origin, message) : undefined;
    };
    const finished = (): MessageView | undefined => {
      const original = view(interaction.originalMessageId);
      switch (interaction.callbackType) {
        case CALLBACK_TYPES.channelMessage:
        case CALLBACK_TYPES.updateMessage:
          return original;
        case CALLBACK_TYPES.deferredChannelMessage:
          return original && !original.loading ? original : undefined;
        case CALLBACK_TYPES.deferredUpdate:
          return original && original.revision > (interaction.sourceRevision ?? 0) ? original : undefined;
        default:
          return undefined;
      }
    };
    const followUps = (): MessageView[] => interaction.followUpIds.flatMap((id) => view(id) ?? []);
    return {
      id: interaction.id,
      callbackType: () => interaction.callbackType,
      acknowledged: () => waitFor(`the initial response to interaction ${interaction.id}`, () => interaction.callbackType),
      reply: (timeoutMs) => waitFor(`the answer to interaction ${interaction.id}`, finished, timeoutMs),
      answer: finished,
      said: () => interaction.said,
      followUps,
      waitForFollowUps: (count, timeoutMs) =>
        waitFor(`${count} follow-ups to interaction ${interaction.id}`, () => (followUps().length >= count ? followUps() : undefined), timeoutMs),
      choices: (timeoutMs) => waitFor(`autocomplete choices for interaction ${interaction.id}`, () => interaction.choices, timeoutMs),
    };
  }
}
