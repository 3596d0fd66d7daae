import { OPTION_TYPES } from './command-schema.ts';
import type { CommandOption, RegisteredCommand, StoredChannel } from './model.ts';
import { channelJson, memberJson, userJson } from './payloads.ts';
import type { World } from './world.ts';

/** A value a scripted user types into an option: users and channels are given as anything with an id. */
export type OptionInput = string | number | boolean | { readonly id: string };

type OptionData = { readonly type: number; readonly name: string; readonly value?: string | number | boolean; readonly focused?: boolean; readonly options?: readonly OptionData[] };

/** Thrown when a scripted user tries something Discord's client would not let them send. */
export class NotOffered extends Error {}

const valueOf = (world: World, option: CommandOption, input: OptionInput, focused: boolean): string | number | boolean => {
  const where = `option "${option.name}"`;
  switch (option.type) {
    case OPTION_TYPES.string: {
      if (typeof input !== 'string') throw new NotOffered(`${where} takes text`);
      if (!focused && (input.length < (option.min_length ?? 0) || input.length > (option.max_length ?? 6000))) throw new NotOffered(`${where}: length out of range`);
      return input;
    }
    case OPTION_TYPES.integer:
    case OPTION_TYPES.number: {
      if (typeof input !== 'number' || (option.type === OPTION_TYPES.integer && !Number.isInteger(input))) throw new NotOffered(`${where} takes a number`);
      if (input < (option.min_value ?? -Infinity) || input > (option.max_value ?? Infinity)) throw new NotOffered(`${where}: ${input} out of range`);
      return input;
    }
    case OPTION_TYPES.boolean:
      if (typeof input !== 'boolean') throw new NotOffered(`${where} takes true/false`);
      return input;
    case OPTION_TYPES.user:
      if (typeof input !== 'object' || world.users.get(input.id)?.member !== true) throw new NotOffered(`${where} takes a member of the guild`);
      return input.id;
    case OPTION_TYPES.channel:
      if (typeof input !== 'object' || !world.channels.get(input.id)?.guildId) throw new NotOffered(`${where} takes a channel of the guild`);
      return input.id;
    default:
      throw new NotOffered(`${where} has an option type the stand-in cannot fill`);
  }
};

/** The registered command a path names, and the words after its name. */
const registeredCommand = (world: World, channel: StoredChannel | undefined, path: string): { readonly command: RegisteredCommand; readonly subPath: readonly string[] } => {
  const [name, ...subPath] = path.replace(/^\//, '').split(/\s+/);
  const command: RegisteredCommand | undefined = world.commandsFor(channel?.guildId).find((c) => c.name === name);
  if (!command) throw new NotOffered(`/${String(name)} is not registered here`);
  return { command, subPath };
};

/** `resolved` of an interaction: users as Discord resolves them, members of the guild with their member data. */
type Resolved = { readonly users: Record<string, unknown>; readonly members: Record<string, unknown>; readonly channels: Record<string, unknown> };

const resolveUser = (world: World, resolved: Resolved, id: string): void => {
  const user = world.users.get(id);
  if (!user) return;
  resolved.users[user.id] = userJson(user);
  if (user.member) resolved.members[user.id] = { ...memberJson(world, user), user: undefined };
};

const interactionData = (command: RegisteredCommand, chain: readonly CommandOption[], values: readonly OptionData[], resolved: Resolved): Record<string, unknown> => {
  const nested = chain.reduceRight<readonly OptionData[]>((inner, sub) => [{ type: sub.type, name: sub.name, options: inner }], values);
  const hasResolved = Object.keys(resolved.users).length + Object.keys(resolved.channels).length > 0;
  return {
    id: command.id,
    name: command.name,
    type: command.type,
    ...(command.guild_id ? { guild_id: command.guild_id } : {}),
    options: nested,
    ...(hasResolved ? { resolved } : {}),
  };
};

/**
 * Builds `data` of an APPLICATION_COMMAND (or autocomplete) interaction for `/name sub… option:value`, checked
 * against the registered schema as Discord's client checks it: known names, types, ranges, choices, required options.
 */
export const commandData = (
  world: World,
  channel: StoredChannel | undefined,
  path: string,
  inputs: Readonly<Record<string, OptionInput>>,
  focused?: string,
): Record<string, unknown> => {
  if (channel?.archived) throw new NotOffered('commands cannot be used in an archived thread');
  const { command, subPath } = registeredCommand(world, channel, path);
  let level: readonly CommandOption[] = command.options;
  const chain: CommandOption[] = [];
  for (const part of subPath) {
    const sub = level.find((o) => o.name === part && (o.type === OPTION_TYPES.subcommand || o.type === OPTION_TYPES.subcommandGroup));
    if (!sub) throw new NotOffered(`/${path}: "${part}" is not a registered subcommand`);
    chain.push(sub);
    level = sub.options ?? [];
  }
  if (level.some((o) => o.type === OPTION_TYPES.subcommand || o.type === OPTION_TYPES.subcommandGroup)) {
    throw new NotOffered(`/${path} needs a subcommand`);
  }
  const resolved: Resolved = { users: {}, members: {}, channels: {} };
  const values: OptionData[] = Object.entries(inputs).map(([optionName, input]) => {
    const option = level.find((o) => o.name === optionName);
    if (!option) throw new NotOffered(`/${path} has no option "${optionName}"`);
    const isFocused = optionName === focused;
    if (isFocused && option.autocomplete !== true) throw new NotOffered(`option "${optionName}" has no autocomplete`);
    const value = valueOf(world, option, input, isFocused);
    if (!isFocused && option.choices && !option.choices.some((c) => c.value === value)) throw new NotOffered(`option "${optionName}": ${String(value)} is not one of its choices`);
    if (option.type === OPTION_TYPES.user) resolveUser(world, resolved, String(value));
    const channel = option.type === OPTION_TYPES.channel ? world.channels.get(String(value)) : undefined;
    if (channel) resolved.channels[channel.id] = { ...channelJson(world, channel), permissions: channel.botPermissions.toString() };
    return { type: option.type, name: optionName, value, ...(isFocused ? { focused: true } : {}) };
  });
  const missing = level.find((o) => o.required === true && !(o.name in inputs));
  if (missing && focused === undefined) throw new NotOffered(`/${path} needs option "${missing.name}"`);
  return interactionData(command, chain, values, resolved);
};

/** A value a modified client can put into an option: anything JSON carries, of any type. */
export type ForgedInput = string | number | boolean | { readonly id: string };

/**
 * `data` of an APPLICATION_COMMAND interaction as a modified client could send it: the registered command and
 * subcommand, with option values unchecked (out of range, of the wrong type, unknown names, users outside the
 * guild). Users that exist are resolved as Discord resolves them: members with their member data.
 */
export const forgedCommandData = (
  world: World,
  channel: StoredChannel | undefined,
  path: string,
  inputs: Readonly<Record<string, ForgedInput>>,
  focused?: string,
): Record<string, unknown> => {
  const { command, subPath } = registeredCommand(world, channel, path);
  let level: readonly CommandOption[] = command.options;
  const chain: CommandOption[] = [];
  for (const part of subPath) {
    const sub = level.find((o) => o.name === part) ?? { type: OPTION_TYPES.subcommand, name: part, description: '', options: [] };
    chain.push(sub);
    level = sub.options ?? [];
  }
  const resolved: Resolved = { users: {}, members: {}, channels: {} };
  const values: OptionData[] = Object.entries(inputs).map(([optionName, input]) => {
    const type = level.find((o) => o.name === optionName)?.type ?? OPTION_TYPES.string;
    const value = typeof input === 'object' ? input.id : input;
    if (type === OPTION_TYPES.user) resolveUser(world, resolved, String(value));
    return { type, name: optionName, value, ...(optionName === focused ? { focused: true } : {}) };
  });
  return interactionData(command, chain, values, resolved);
};
