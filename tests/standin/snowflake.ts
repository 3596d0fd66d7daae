const DISCORD_EPOCH = 1_420_070_400_000n;

/** Makes Discord-shaped ids: the creation time in the top bits, a counter below, so ids sort by creation. */
export const snowflakeMaker = (now: () => number): (() => string) => {
  let counter = 0n;
  return () => {
    counter = (counter + 1n) & 0x3fffffn;
    return (((BigInt(now()) - DISCORD_EPOCH) << 22n) | counter).toString();
  };
};

/** Which shard receives a guild's events (developer docs: Sharding formula). */
export const shardOf = (guildId: string | undefined, shardCount: number): number =>
  guildId === undefined ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
