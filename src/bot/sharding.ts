/**
 * Sharding: with SHARD_COUNT set (a number, or `auto`), `npm start` runs discord.js's ShardingManager, which
 * starts this same program once per shard. Each shard process then runs the ordinary bot (its own gateway
 * session, its own scheduler); they share nothing but the PostgreSQL database, which is why SHARD_COUNT
 * needs DATABASE_URL.
 */
import { REST, Routes, ShardingManager } from 'discord.js';
import type { DiscordConfig, ShardCount } from '../config/env.ts';
import type { Log } from './log.ts';

/** discord.js's ShardingManager marks the processes it starts with this variable. */
export const isShardProcess = (env: NodeJS.ProcessEnv = process.env): boolean => env['SHARDING_MANAGER'] === 'true';

/** Discord's recommended number of shards (GET /gateway/bot), asked through the configured REST base. */
const recommendedShards = async (config: DiscordConfig): Promise<number> => {
  const rest = new REST(config.apiUrl === undefined ? {} : { api: config.apiUrl }).setToken(config.token);
  const answer = (await rest.get(Routes.gatewayBot())) as { readonly shards?: unknown };
  return typeof answer.shards === 'number' && answer.shards >= 1 ? answer.shards : 1;
};

export type RunningShards = { readonly count: number; readonly stop: () => void };

/**
 * Starts one process per shard running `script` with this process's Node options (so TypeScript runs the same
 * way), and respawns a shard that dies. Shards identify one after another, as Discord requires.
 */
export const startShards = async (script: string, config: DiscordConfig, shardCount: ShardCount, log: Log): Promise<RunningShards> => {
  const count = shardCount === 'auto' ? await recommendedShards(config) : shardCount;
  const manager = new ShardingManager(script, { totalShards: count, token: config.token, execArgv: [...process.execArgv], respawn: true });
  manager.on('shardCreate', (shard) => log.info(`shard ${shard.id + 1}/${count} starting`));
  // -1: do not wait for a shard's readiness (start-up includes the database); its own log says when it is ready
  await manager.spawn({ amount: count, timeout: -1 });
  return {
    count,
    stop: () => {
      for (const shard of manager.shards.values()) shard.kill();
    },
  };
};
