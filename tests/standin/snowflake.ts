const DISCORD_EPOCH = 1_420_070_400_000n;

/** Makes Discord-shaped ids: the creation time in the top bits, a counter below, so ids sort by creation. */
export const snowflakeMaker = (now: () => number): (() => string) => {
  let counter = 0n;
  return () => {
    counter = (counter + 1n) & 0x3fffffn;
    return (((BigInt(now()) - DISCORD_EPOCH) << 22n) | counter).toString();
  };
};

/** When a Discord-shaped id was made, in ms since the Unix epoch (its top bits; developer docs: Snowflakes). */
export const snowflakeTime = (id: string): number => Number((BigInt(id) >> 22n) + DISCORD_EPOCH);

/** Which shard receives a guild's events (developer docs: Sharding formula). */
export const shardOf = (guildId: string | undefined, shardCount: number): number =>
  guildId === undefined ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
