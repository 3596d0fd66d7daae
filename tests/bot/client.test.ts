import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/bot/client.ts';

/** discord.js's Client reads SHARDS and SHARD_COUNT itself; outside ShardingManager they are not its business. */
describe('the discord.js client outside a ShardingManager', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  const config = { token: 'token', applicationId: '100000000000000001', devGuildId: undefined, apiUrl: undefined, shardCount: undefined };

  it.each([
    ['an empty SHARD_COUNT (copied from .env.example)', { SHARD_COUNT: '', SHARDS: '' }],
    ['the manager-side SHARD_COUNT=auto', { SHARD_COUNT: 'auto' }],
  ])('runs as the only shard with %s', async (_, env) => {
    Object.assign(process.env, env);
    const client = createClient(config);
    expect(client.options.shardCount).toBe(1);
    expect(client.options.shards).toEqual([0]);
    await client.destroy();
  });

  it('takes its shard from the manager inside a shard process', async () => {
    Object.assign(process.env, { SHARDING_MANAGER: 'true', SHARDS: '1', SHARD_COUNT: '2' });
    const client = createClient(config);
    expect(client.options.shards).toEqual([1]);
    expect(client.options.shardCount).toBe(2);
    await client.destroy();
  });
});
