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

/**
 * Who a user option names, as Discord resolved it: a member of the server, someone outside it, a bot, or this
 * bot itself. The adapter adds it beside each user option as `<option>Account`, with `<option>Name`.
 */
export const ACCOUNT_KINDS = ['member', 'outsider', 'bot', 'self'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export type CommandEvent = {
  readonly kind: 'command';
  readonly sub: string;
  /** as the client sent them (a modified client sends anything): every handler checks what it reads */
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
  /**
   * the component sits on a message only the clicker sees (their own private reply, or a DM to them); absent or
   * false: a public message, which an answer never rewrites (see acknowledgement.ts)
   */
  readonly privateMessage?: boolean;
  /** the custom_id is one of the clicked message's own components, as Discord holds the message (no forged id) */
  readonly idOnMessage?: boolean;
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
 * silent acknowledgement whose answer edits the private message the component sits on. Public messages change
 * only through posts and edits of the game's own messages.
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
/** A text file attached to a message, e.g. a game record (JSON). */
export type DocumentSpec = { readonly name: string; readonly text: string; readonly description?: string };
export type EmbedFieldSpec = { readonly name: string; readonly value: string; readonly inline?: boolean };
/** `color`: the stripe beside the embed, as 0xRRGGBB */
export type EmbedSpec = { readonly title?: string; readonly description: string; readonly fields?: readonly EmbedFieldSpec[]; readonly footer?: string; readonly color?: number };

export type MessageSpec = {
  readonly content: string;
  readonly embeds?: readonly EmbedSpec[];
  readonly files?: readonly FileSpec[];
  readonly documents?: readonly DocumentSpec[];
  readonly rows?: readonly RowSpec[];
  /** the only users this message may notify; nobody when absent */
  readonly ping?: readonly string[];
};

/** The game, and its version, a message's components were built for; `motion` for a motion's vote button. */
export type LiveOf = { readonly gameId: number; readonly version: number; readonly motion?: number };

export type Effect =
  /** fills the acknowledged answer: the deferred reply, or (acknowledgement 'update') the clicked message */
  | { readonly kind: 'answer'; readonly message: MessageSpec }
  /** an extra private message to the actor */
  | { readonly kind: 'followUp'; readonly message: MessageSpec }
  /**
   * a public message; with `live` it carries components built for that game version: once posted it is recorded
   * (src/store recordLiveMessage) and every older message of the game with components gets them disabled (a
   * motion's message stays live until the game ends); with `resultsOf` it is that finished game's final results,
   * whose message id is kept (src/store recordResultsMessage) for the links of /suburbia history
   */
  | { readonly kind: 'post'; readonly channelId: string; readonly message: MessageSpec; readonly live?: LiveOf; readonly resultsOf?: number }
  /** rewrites a public message the bot posted earlier, e.g. a lobby whose seats changed (read from the store, never from a click) */
  | { readonly kind: 'edit'; readonly channelId: string; readonly messageId: string; readonly message: MessageSpec }
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
  /** called when a job was scheduled due at once (a bot's move), so that the scheduler looks now instead of at its next poll */
  readonly jobsDue?: () => void;
  /** the hard player's budget in simulated turns per decision; absent: the engine's SEARCH_BUDGET (tests use less) */
  readonly searchBudget?: number;
};
