import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openStore } from '../../src/store/open-store.ts';
import type { StoreLocation } from '../../src/store/open-store.ts';
import type { NewGame, Store } from '../../src/store/store.ts';
import type { Backend } from './backends.ts';

export const open = async (location: StoreLocation): Promise<Store> => {
  const opened = await openStore(location);
  if (!opened.ok) throw new Error(opened.error);
  return opened.store;
};

/** The store of a describe block: opened on a fresh location of `backend` before its tests, closed and removed after. */
export type OpenedStore = { readonly store: Store; readonly location: StoreLocation };

export const freshStoreFor = (backend: Backend): OpenedStore => {
  let opened: { store: Store; location: StoreLocation } | undefined;
  beforeAll(async () => {
    const location = await backend.freshLocation();
    opened = { store: await open(location), location };
  }, 180_000);
  afterAll(async () => {
    await opened?.store.close();
    await backend.cleanup();
  });
  const get = () => {
    if (opened === undefined) throw new Error('the store is opened before the tests run');
    return opened;
  };
  return {
    get store() {
      return get().store;
    },
    get location() {
      return get().location;
    },
  };
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
