import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadDiscordConfig } from '../../src/config/env.ts';

const discord = { DISCORD_TOKEN: 'MTIz.abc.def', DISCORD_APPLICATION_ID: '123456789012345678' };

describe('the configuration', () => {
  it("defaults to the embedded database in ./data, log level info, no shards, the engine's search budget", () => {
    expect(loadConfig({}, '/srv/bot')).toEqual({
      ok: true,
      config: { database: { kind: 'pglite', dataDir: '/srv/bot/data' }, logLevel: 'info', shardCount: undefined, searchBudget: undefined },
    });
    expect(loadConfig({ BOT_SEARCH_BUDGET: '500' })).toMatchObject({ ok: true, config: { searchBudget: 500 } });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and an empty value counts as unset', () => {
    const url = 'postgresql://bot:pw@127.0.0.1:5432/suburbia';
    expect(loadConfig({ DATABASE_URL: url, SHARD_COUNT: 'auto' })).toMatchObject({ ok: true, config: { database: { kind: 'postgresql', url }, shardCount: 'auto' } });
    expect(loadConfig({ DATABASE_URL: '', DATA_DIR: 'games' }, '/srv')).toMatchObject({ ok: true, config: { database: { kind: 'pglite', dataDir: resolve('/srv', 'games') } } });
  });

  it.each([
    [{ DATABASE_URL: 'mysql://127.0.0.1/x' }, 'DATABASE_URL is malformed: expected a postgresql or postgres URL, got a mysql: URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is malformed: expected a postgresql or postgres URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL is malformed: expected one of error, warn, info, debug, got "verbose"'],
    [{ SHARD_COUNT: '0', DATABASE_URL: 'postgres://127.0.0.1/x' }, 'SHARD_COUNT is malformed: expected a positive whole number or "auto", got "0"'],
    [{ BOT_SEARCH_BUDGET: '1.5' }, 'BOT_SEARCH_BUDGET is malformed: expected a positive whole number, got "1.5"'],
    [{ SHARD_COUNT: '2' }, 'SHARD_COUNT needs DATABASE_URL: the embedded database belongs to one process, so shards must share a PostgreSQL server'],
  ])('refuses %o with one line naming the variable', (env, line) => {
    expect(loadConfig(env)).toEqual({ ok: false, error: line });
  });

  it("reads Discord's credentials and endpoints", () => {
    expect(loadDiscordConfig({ ...discord, DISCORD_DEV_GUILD_ID: '876543210987654321', DISCORD_API_URL: 'http://127.0.0.1:8080/api' })).toEqual({
      ok: true,
      config: {
        token: 'MTIz.abc.def',
        applicationId: '123456789012345678',
        devGuildId: '876543210987654321',
        apiUrl: 'http://127.0.0.1:8080/api',
        shardCount: undefined,
      },
    });
  });

  it.each([
    [{ DISCORD_APPLICATION_ID: discord.DISCORD_APPLICATION_ID }, /^DISCORD_TOKEN is missing: /],
    [{ ...discord, DISCORD_TOKEN: '   ' }, /^DISCORD_TOKEN is missing: /],
    [{ ...discord, DISCORD_TOKEN: 'two words' }, /^DISCORD_TOKEN is malformed: /],
    [{ DISCORD_TOKEN: discord.DISCORD_TOKEN }, /^DISCORD_APPLICATION_ID is missing: /],
    [{ ...discord, DISCORD_APPLICATION_ID: 'my-bot' }, /^DISCORD_APPLICATION_ID is malformed: expected a Discord id \(17-20 digits\), got "my-bot"$/],
    [{ ...discord, DISCORD_DEV_GUILD_ID: '42' }, /^DISCORD_DEV_GUILD_ID is malformed: /],
    [{ ...discord, DISCORD_API_URL: 'ftp://127.0.0.1' }, /^DISCORD_API_URL is malformed: expected a http or https URL/],
  ])('refuses Discord settings %o with one line naming the variable', (env, line) => {
    const loaded = loadDiscordConfig(env);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.error).toMatch(line);
      expect(loaded.error).not.toContain('\n');
    }
  });
});
