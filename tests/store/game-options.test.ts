import { describe, expect, it } from 'vitest';
import { runBackends } from './backends.ts';
import { freshStoreFor, lobby } from './fixtures.ts';

describe.each(runBackends())('game options on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);

  it('replaces the options of an unfinished game without moving its version', async () => {
    const created = await db.store.createGame(lobby({ options: { players: 2, deadlineHours: 48 } }));
    if (!created.ok) throw new Error(created.reason);
    const changed = await db.store.setOptions(created.game.id, { players: 2, deadlineHours: 12, autoSkip: false });
    expect(changed).toMatchObject({ ok: true, game: { options: { players: 2, deadlineHours: 12, autoSkip: false }, version: created.game.version } });
    expect((await db.store.loadById(created.game.id))?.options).toEqual({ players: 2, deadlineHours: 12, autoSkip: false });
  });

  it('refuses an ended game and an unknown one', async () => {
    const created = await db.store.createGame(lobby());
    if (!created.ok) throw new Error(created.reason);
    await db.store.abandonGame(created.game.id, 'host');
    expect(await db.store.setOptions(created.game.id, { players: 3 })).toEqual({ ok: false, reason: 'wrong-status', status: 'abandoned' });
    expect(await db.store.setOptions(999_999, { players: 3 })).toEqual({ ok: false, reason: 'game-not-found' });
  });
});
