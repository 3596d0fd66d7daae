import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifiedSessions, SERVER_URL, startPgTable, type PgTable } from './pg-table.ts';
import { START_UP_MS, STEP_MS } from './table.ts';

/** SHARD_COUNT=auto asks Discord (GET /gateway/bot, through DISCORD_API_URL) how many shards to run. */
describe.skipIf(SERVER_URL === undefined)('SHARD_COUNT=auto', () => {
  let table: PgTable;
  beforeAll(async () => {
    table = await startPgTable(SERVER_URL ?? '');
  }, START_UP_MS);
  afterAll(async () => table?.close());

  it("runs Discord's recommended number of shards, each answering commands", { timeout: START_UP_MS * 2 }, async () => {
    const bot = await table.startBot({ SHARD_COUNT: 'auto' });
    expect(identifiedSessions(table.standIn).map((s) => s.shard.join('/'))).toEqual(['0/1']);
    expect(bot.output()).toContain('running 1 shard(s)');
    const alice = table.standIn.addUser('alice');
    const help = await alice.command(table.standIn.general, 'suburbia help').reply(STEP_MS);
    expect(help.ephemeral).toBe(true);
    expect(table.standIn.violations).toEqual([]);
  });
});
