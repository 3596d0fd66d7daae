import { invalidForm } from './discord-error.ts';
import type { CommandOption } from './model.ts';

/** Application command option types (developer docs: Application Command Option Type). */
export const OPTION_TYPES = {
  subcommand: 1,
  subcommandGroup: 2,
  string: 3,
  integer: 4,
  boolean: 5,
  user: 6,
  channel: 7,
  number: 10,
} as const;

const NAME = /^[-_\p{Ll}\p{Lo}\p{N}]{1,32}$/u;
const VALUE_TYPES: readonly number[] = [OPTION_TYPES.string, OPTION_TYPES.integer, OPTION_TYPES.boolean, OPTION_TYPES.user, OPTION_TYPES.channel, OPTION_TYPES.number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const checkName = (value: unknown, at: string): string => {
  if (typeof value !== 'string' || !NAME.test(value)) throw invalidForm(`${at}.name`, 'must be 1-32 lowercase letters, digits, - or _');
  return value;
};

const checkDescription = (value: unknown, at: string): string => {
  if (typeof value !== 'string' || value.length < 1 || value.length > 100) throw invalidForm(`${at}.description`, 'must be 1-100 characters');
  return value;
};

const parseOption = (raw: unknown, at: string, depth: number): CommandOption => {
  if (!isRecord(raw)) throw invalidForm(at, 'must be an object');
  const type = raw.type;
  if (typeof type !== 'number' || (type !== OPTION_TYPES.subcommand && type !== OPTION_TYPES.subcommandGroup && !VALUE_TYPES.includes(type))) {
    throw invalidForm(`${at}.type`, 'the stand-in knows subcommands, groups, string, integer, boolean, user, channel and number options');
  }
  const nested = type === OPTION_TYPES.subcommand || type === OPTION_TYPES.subcommandGroup;
  if (nested && depth >= 2) throw invalidForm(at, 'subcommands nest at most two levels');
  const options = nested ? parseOptions(raw.options ?? [], `${at}.options`, depth + 1) : undefined;
  if (type === OPTION_TYPES.subcommandGroup && options?.some((o) => o.type !== OPTION_TYPES.subcommand)) {
    throw invalidForm(`${at}.options`, 'a subcommand group holds only subcommands');
  }
  if (type === OPTION_TYPES.subcommand && options?.some((o) => o.type === OPTION_TYPES.subcommand || o.type === OPTION_TYPES.subcommandGroup)) {
    throw invalidForm(`${at}.options`, 'a subcommand holds only value options');
  }
  const choices = Array.isArray(raw.choices) ? raw.choices.filter(isRecord).map((c) => ({ name: String(c.name), value: c.value as string | number })) : undefined;
  if (choices && choices.length > 25) throw invalidForm(`${at}.choices`, 'must be 25 or fewer');
  if (choices && raw.autocomplete === true) throw invalidForm(`${at}.autocomplete`, 'cannot be combined with choices');
  return {
    type,
    name: checkName(raw.name, at),
    description: checkDescription(raw.description, at),
    required: raw.required === true ? true : undefined,
    autocomplete: raw.autocomplete === true ? true : undefined,
    choices,
    options,
    min_value: typeof raw.min_value === 'number' ? raw.min_value : undefined,
    max_value: typeof raw.max_value === 'number' ? raw.max_value : undefined,
    min_length: typeof raw.min_length === 'number' ? raw.min_length : undefined,
    max_length: typeof raw.max_length === 'number' ? raw.max_length : undefined,
  };
};

const parseOptions = (raw: unknown, at: string, depth: number): readonly CommandOption[] => {
  if (!Array.isArray(raw)) throw invalidForm(at, 'must be an array');
  if (raw.length > 25) throw invalidForm(at, 'must be 25 or fewer in length');
  const options = raw.map((o, i) => parseOption(o, `${at}[${i}]`, depth));
  if (new Set(options.map((o) => o.name)).size !== options.length) throw invalidForm(at, 'option names must be unique');
  const firstOptional = options.findIndex((o) => VALUE_TYPES.includes(o.type) && o.required !== true);
  if (firstOptional >= 0 && options.slice(firstOptional).some((o) => o.required === true)) {
    throw invalidForm(at, 'required options must come before optional ones');
  }
  return options;
};

export type CommandDefinition = {
  readonly name: string;
  readonly description: string;
  readonly type: number;
  readonly options: readonly CommandOption[];
  readonly default_member_permissions?: string | null;
  readonly contexts?: readonly number[] | null;
};

/** Validates one command as Discord does on registration. */
export const parseCommandDefinition = (raw: unknown, at: string): CommandDefinition => {
  if (!isRecord(raw)) throw invalidForm(at, 'must be an object');
  const type = typeof raw.type === 'number' ? raw.type : 1;
  if (type !== 1) throw invalidForm(`${at}.type`, 'the stand-in knows chat input commands (type 1)');
  return {
    name: checkName(raw.name, at),
    description: checkDescription(raw.description, at),
    type,
    options: parseOptions(raw.options ?? [], `${at}.options`, 0),
    default_member_permissions: typeof raw.default_member_permissions === 'string' ? raw.default_member_permissions : null,
    contexts: Array.isArray(raw.contexts) ? raw.contexts.filter((c): c is number => typeof c === 'number') : null,
  };
};
