import { randomBytes } from 'node:crypto';
import { openStore } from '../../src/store/open-store.ts';
import type { StoreLocation } from '../../src/store/open-store.ts';
import type { NewGame, Store } from '../../src/store/store.ts';

export const open = async (location: StoreLocation): Promise<Store> => {
  const opened = await openStore(location);
  if (!opened.ok) throw new Error(opened.error);
  return opened.store;
};

/** A Discord-like id, unique per call, so tests sharing a database never meet. */
export const snowflake = (): string => BigInt(`0x${randomBytes(7).toString('hex')}`).toString().padStart(18, '1');

export const lobby = (overrides: Partial<NewGame> = {}): NewGame => ({
  guildId: snowflake(),
  channelId: snowflake(),
  hostUserId: 'host',
  options: { players: 2, solo: 'none', deadlineHours: 48 },
  seed: 0xdeadbeef,
  rulesVersion: 'base-1',
  seats: [{ kind: 'human', discordUserId: 'host', displayName: 'Host' }],
  ...overrides,
});

/** A game in progress at version 1, with two human seats. */
export const playing = async (store: Store, overrides: Partial<NewGame> = {}) => {
  const created = await store.createGame(
    lobby({
      seats: [
        { kind: 'human', discordUserId: 'host', displayName: 'Host' },
        { kind: 'human', discordUserId: 'guest', displayName: 'Guest' },
      ],
      ...overrides,
    }),
  );
  if (!created.ok) throw new Error(created.reason);
  const started = await store.startGame({ gameId: created.game.id, expectedVersion: created.game.version, state: { turn: 0 } });
  if (!started.ok) throw new Error(started.reason);
  return started.game;
};
