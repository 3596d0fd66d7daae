import { Events } from 'discord.js';
import type { DiscordConfig, LogLevel } from '../config/env.ts';
import type { Store } from '../store/store.ts';
import { createClient } from './client.ts';
import { createLog, type Log } from './log.ts';
import { describeRegistration, registerCommands } from './register-commands.ts';
import { routeInteraction } from './router.ts';
import { archiveGameOfDeletedChannel } from './channel-events.ts';
import { flowDeps } from './game-adapter.ts';
import { startScheduler, type Scheduler } from './scheduler/loop.ts';
import { isShardProcess, startShards } from './sharding.ts';
import { stopThinking } from './thinking/think.ts';

/**
 * `log`: where the bot reports (by default one line per event on stderr, from `logLevel` on); `newSeed`: where new
 * games' seeds come from (by default crypto-random; a fixed one replays a known game).
 */
export type BotConfig = {
  readonly discord: DiscordConfig;
  readonly logLevel: LogLevel;
  readonly log?: Log;
  readonly newSeed?: () => number;
  /** the hard bots' search budget (BOT_SEARCH_BUDGET); absent: the engine's SEARCH_BUDGET */
  readonly searchBudget?: number;
};
export type RunningBot = { readonly stop: () => Promise<void> };

/**
 * Logs in, registers `/suburbia` (idempotent), and resolves once the gateway session is ready. With SHARD_COUNT
 * set, this process instead runs discord.js's ShardingManager, which starts this same program once per shard.
 */
export const startBot = async (config: BotConfig, store: Store): Promise<RunningBot> => {
  const log = config.log ?? createLog(config.logLevel);
  const shardCount = config.discord.shardCount;
  const script = process.argv[1];
  if (shardCount !== undefined && !isShardProcess() && script !== undefined) {
    const shards = await startShards(script, config.discord, shardCount, log);
    log.info(`running ${shards.count} shard(s), one process each`);
    return { stop: async () => shards.stop() };
  }
  const client = createClient(config.discord);
  let scheduler: Scheduler | undefined;
  // a bot's move scheduled by a click is played at once, not at the scheduler's next poll
  const context = {
    store,
    log,
    jobsDue: () => scheduler?.wake(),
    ...(config.newSeed === undefined ? {} : { newSeed: config.newSeed }),
    ...(config.searchBudget === undefined ? {} : { searchBudget: config.searchBudget }),
  };
  client.on(Events.InteractionCreate, (interaction) => void routeInteraction(interaction, context));
  client.on(Events.Error, (error) => log.error('discord client error', error));
  client.on(Events.Warn, (message) => log.warn(message));
  const archive = (channelId: string): void =>
    void archiveGameOfDeletedChannel(store, log, channelId).catch((error: unknown) => log.error(`archiving the game of deleted channel ${channelId} failed`, error));
  client.on(Events.ChannelDelete, (channel) => archive(channel.id));
  client.on(Events.ThreadDelete, (thread) => archive(thread.id));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  try {
    await client.login(config.discord.token);
    await ready;
    const registration = await registerCommands(client.rest, config.discord);
    log.info(`ready as ${client.user?.tag ?? '?'}; /suburbia registered ${describeRegistration(registration)}`);
    scheduler = startScheduler(client, flowDeps(context), log);
  } catch (error) {
    await client.destroy();
    throw error;
  }
  return {
    stop: async () => {
      // a bot still thinking stops; its job is handed back for the next process (src/bot/scheduler/loop.ts)
      await stopThinking();
      await scheduler?.stop();
      await client.destroy();
      log.info('disconnected from Discord');
    },
  };
};
