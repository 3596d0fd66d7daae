/**
 * The Discord-free game flow's vocabulary: decoded events in, plain effects out. The discord.js adapter
 * (src/bot/game-adapter.ts) decodes interactions into events and executes the effects; the benchmark calls
 * the flow directly with the same events.
 */
import type { Store } from '../../store/store.ts';
import type { CustomId } from '../custom-id.ts';

export type Actor = { readonly userId: string; readonly displayName: string };

/** Where an interaction happened; `guildId` is undefined in DMs. */
export type Place = { readonly guildId: string | undefined; readonly channelId: string; readonly parentChannelId?: string | undefined };

export type OptionValue = string | number | boolean;

export type CommandEvent = {
  readonly kind: 'command';
  readonly sub: string;
  readonly options: Readonly<Record<string, OptionValue | undefined>>;
  readonly actor: Actor;
  readonly place: Place;
  /** the bot's permissions in the channel (`app_permissions`) */
  readonly appPermissions: bigint;
};

export type ComponentEvent = {
  readonly kind: 'component';
  readonly id: CustomId;
  /** a select menu's chosen values; empty for a button */
  readonly values: readonly string[];
  readonly actor: Actor;
  readonly place: Place;
  readonly messageId: string;
};

export type AutocompleteEvent = {
  readonly kind: 'autocomplete';
  readonly sub: string;
  readonly focused: string;
  readonly text: string;
  readonly actor: Actor;
  readonly place: Place;
};

export type FlowEvent = CommandEvent | ComponentEvent | AutocompleteEvent;

/**
 * How the adapter acknowledges an event before the flow runs (Discord's 3 s): a private "thinking" reply, or a
 * silent acknowledgement whose answer edits the message the component sits on. Public messages are posts.
 */
export type Acknowledgement = 'ephemeral' | 'update' | 'autocomplete';

export const BUTTON_STYLES = ['primary', 'secondary', 'success', 'danger'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

export type ButtonSpec = { readonly customId: string; readonly label: string; readonly style: ButtonStyle; readonly disabled?: boolean };
/** `default`: shown as chosen when the menu appears */
export type SelectOptionSpec = { readonly label: string; readonly value: string; readonly description?: string; readonly default?: boolean };
/** `minValues` / `maxValues`: how many options one choice takes (both 1 when absent) */
export type SelectSpec = { readonly customId: string; readonly placeholder: string; readonly options: readonly SelectOptionSpec[]; readonly minValues?: number; readonly maxValues?: number };
/** One action row: up to 5 buttons, or one select menu. */
export type RowSpec = { readonly buttons: readonly ButtonSpec[] } | { readonly select: SelectSpec };

export type FileSpec = { readonly name: string; readonly png: Buffer; readonly description?: string };
export type EmbedSpec = { readonly title?: string; readonly description: string };

export type MessageSpec = {
  readonly content: string;
  readonly embeds?: readonly EmbedSpec[];
  readonly files?: readonly FileSpec[];
  readonly rows?: readonly RowSpec[];
  /** the only users this message may notify; nobody when absent */
  readonly ping?: readonly string[];
};

/** The game, and its version, a message's components were built for. */
export type LiveOf = { readonly gameId: number; readonly version: number };

export type Effect =
  /** fills the acknowledged answer: the deferred reply, or (acknowledgement 'update') the clicked message */
  | { readonly kind: 'answer'; readonly message: MessageSpec }
  /** an extra private message to the actor */
  | { readonly kind: 'followUp'; readonly message: MessageSpec }
  /**
   * a public message; with `live` it carries components built for that game version: once posted it is recorded
   * (src/store recordLiveMessage) and every older message of the game with components gets them disabled
   */
  | { readonly kind: 'post'; readonly channelId: string; readonly message: MessageSpec; readonly live?: LiveOf }
  /** disables every component of a message the bot posted earlier (e.g. the previous turn's) */
  | { readonly kind: 'disable'; readonly channelId: string; readonly messageId: string }
  /** a direct message; a refusal because DMs are closed (50007) is recorded for the game and never retried */
  | { readonly kind: 'dm'; readonly userId: string; readonly gameId: number; readonly message: MessageSpec }
  /** autocomplete suggestions */
  | { readonly kind: 'choices'; readonly choices: readonly { readonly name: string; readonly value: string }[] };

export type FlowDeps = {
  readonly store: Store;
  /** a fresh uint32 seed for a new game (crypto-random in the bot; fixed in the benchmark) */
  readonly newSeed: () => number;
};
