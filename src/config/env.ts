/**
 * The program's configuration, read from the environment (after `.env` is loaded by `loadDotenv`).
 * Every problem is reported as one line naming the variable; `.env.example` explains each one.
 */
import { resolve } from 'node:path';
import { config as dotenvConfig } from 'dotenv';

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the games are kept: a PostgreSQL server, or the embedded PGlite database in a directory. */
export type DatabaseConfig =
  | { readonly kind: 'postgresql'; readonly url: string }
  | { readonly kind: 'pglite'; readonly dataDir: string };

/** A number of shards, or `auto` for Discord's recommendation. */
export type ShardCount = number | 'auto';

export type AppConfig = {
  readonly database: DatabaseConfig;
  readonly logLevel: LogLevel;
  readonly shardCount: ShardCount | undefined;
  /** the hard bots' search budget in simulated turns per decision; undefined: the engine's default */
  readonly searchBudget: number | undefined;
};

export type DiscordConfig = {
  readonly token: string;
  readonly applicationId: string;
  /** commands are registered in this guild only (instant updates while developing) */
  readonly devGuildId: string | undefined;
  /** base URL of Discord's REST API, e.g. a proxy or the tests' loopback stand-in */
  readonly apiUrl: string | undefined;
  readonly shardCount: ShardCount | undefined;
};

export type ConfigResult<T> = { readonly ok: true; readonly config: T } | { readonly ok: false; readonly error: string };

export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_DATA_DIR = './data';

/** Loads `.env` from the working directory into process.env; variables already set win. */
export const loadDotenv = (): void => {
  dotenvConfig({ quiet: true });
};

class InvalidVariable {
  constructor(readonly line: string) {}
}

/** An empty value counts as unset, so `DATABASE_URL=` in .env means "no server". */
const optional = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const required = (env: Env, name: string, what: string): string => {
  const value = optional(env, name);
  if (value === undefined) throw new InvalidVariable(`${name} is missing: set it to ${what} in .env or the environment (see .env.example)`);
  return value;
};

/** Discord ids are snowflakes: 17 to 20 decimal digits. */
const snowflake = (name: string, value: string): string => {
  if (!/^\d{17,20}$/.test(value)) throw new InvalidVariable(`${name} is malformed: expected a Discord id (17-20 digits), got "${value}"`);
  return value;
};

const url = (name: string, value: string, protocols: readonly string[]): string => {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new InvalidVariable(`${name} is malformed: expected a ${protocols.join(' or ')} URL`);
  }
  if (!protocols.includes(parsed.protocol.slice(0, -1))) {
    throw new InvalidVariable(`${name} is malformed: expected a ${protocols.join(' or ')} URL, got a ${parsed.protocol} URL`);
  }
  return value;
};

const shardCount = (env: Env): ShardCount | undefined => {
  const value = optional(env, 'SHARD_COUNT');
  if (value === undefined || value === 'auto') return value;
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidVariable(`SHARD_COUNT is malformed: expected a positive whole number or "auto", got "${value}"`);
  return Number(value);
};

const searchBudget = (env: Env): number | undefined => {
  const value = optional(env, 'BOT_SEARCH_BUDGET');
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidVariable(`BOT_SEARCH_BUDGET is malformed: expected a positive whole number, got "${value}"`);
  return Number(value);
};

const parse = <T>(read: () => T): ConfigResult<T> => {
  try {
    return { ok: true, config: read() };
  } catch (error) {
    if (error instanceof InvalidVariable) return { ok: false, error: error.line };
    throw error;
  }
};

/** Everything but Discord's credentials: enough to open the database. */
export const loadConfig = (env: Env, cwd: string = process.cwd()): ConfigResult<AppConfig> =>
  parse(() => {
    const databaseUrl = optional(env, 'DATABASE_URL');
    const database: DatabaseConfig =
      databaseUrl === undefined
        ? { kind: 'pglite', dataDir: resolve(cwd, optional(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR) }
        : { kind: 'postgresql', url: url('DATABASE_URL', databaseUrl, ['postgresql', 'postgres']) };
    const logLevel = optional(env, 'LOG_LEVEL') ?? 'info';
    if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
      throw new InvalidVariable(`LOG_LEVEL is malformed: expected one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
    }
    const shards = shardCount(env);
    if (shards !== undefined && database.kind === 'pglite') {
      throw new InvalidVariable('SHARD_COUNT needs DATABASE_URL: the embedded database belongs to one process, so shards must share a PostgreSQL server');
    }
    return { database, logLevel: logLevel as LogLevel, shardCount: shards, searchBudget: searchBudget(env) };
  });

/** Discord's credentials and endpoints, required only once the bot is about to connect. */
export const loadDiscordConfig = (env: Env): ConfigResult<DiscordConfig> =>
  parse(() => {
    const token = required(env, 'DISCORD_TOKEN', "your bot's token (Developer Portal → your application → Bot → Reset Token)");
    if (/\s/.test(token)) throw new InvalidVariable('DISCORD_TOKEN is malformed: it contains whitespace');
    const applicationId = snowflake('DISCORD_APPLICATION_ID', required(env, 'DISCORD_APPLICATION_ID', "your application's id (Developer Portal → General Information)"));
    const devGuild = optional(env, 'DISCORD_DEV_GUILD_ID');
    const apiUrl = optional(env, 'DISCORD_API_URL');
    return {
      token,
      applicationId,
      devGuildId: devGuild === undefined ? undefined : snowflake('DISCORD_DEV_GUILD_ID', devGuild),
      apiUrl: apiUrl === undefined ? undefined : url('DISCORD_API_URL', apiUrl, ['http', 'https']),
      shardCount: shardCount(env),
    };
  });
