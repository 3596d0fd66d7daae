import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/store.ts';
import { backends } from './backends.ts';
import { lobby, open } from './fixtures.ts';

describe.each(backends)('game options on $name', { timeout: 120_000 }, (backend) => {
  let store: Store;
  beforeAll(async () => {
    store = await open(await backend.freshLocation());
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    await backend.cleanup();
  });

  it('replaces the options of an unfinished game without moving its version', async () => {
    const created = await store.createGame(lobby({ options: { players: 2, deadlineHours: 48 } }));
    if (!created.ok) throw new Error(created.reason);
    const changed = await store.setOptions(created.game.id, { players: 2, deadlineHours: 12, autoSkip: false });
    expect(changed).toMatchObject({ ok: true, game: { options: { players: 2, deadlineHours: 12, autoSkip: false }, version: created.game.version } });
    expect((await store.loadById(created.game.id))?.options).toEqual({ players: 2, deadlineHours: 12, autoSkip: false });
  });

  it('refuses an ended game and an unknown one', async () => {
    const created = await store.createGame(lobby());
    if (!created.ok) throw new Error(created.reason);
    await store.abandonGame(created.game.id, 'host');
    expect(await store.setOptions(created.game.id, { players: 3 })).toEqual({ ok: false, reason: 'wrong-status', status: 'abandoned' });
    expect(await store.setOptions(999_999, { players: 3 })).toEqual({ ok: false, reason: 'game-not-found' });
  });
});
