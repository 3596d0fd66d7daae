import { Client, GatewayIntentBits } from 'discord.js';
import type { DiscordConfig } from '../config/env.ts';
import { isShardProcess } from './sharding.ts';

/**
 * discord.js's Client takes its shard from SHARDS and SHARD_COUNT in the environment, which ShardingManager sets
 * for the processes it starts. Anywhere else those variables are this program's own setting (SHARD_COUNT may
 * even be empty, copied from .env.example), and reading them would break the client: it runs as the only shard.
 */
const withoutForeignShardVariables = (): void => {
  if (isShardProcess()) return;
  delete process.env['SHARDS'];
  delete process.env['SHARD_COUNT'];
};

/**
 * The discord.js client: slash commands and components need only the Guilds intent (no privileged intent).
 * DISCORD_API_URL, when set, replaces Discord's REST base; the gateway address comes from GET /gateway/bot.
 */
export const createClient = (config: DiscordConfig): Client => {
  withoutForeignShardVariables();
  return new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(config.apiUrl === undefined ? {} : { rest: { api: config.apiUrl } }),
  });
};
