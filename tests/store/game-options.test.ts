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

  it("replaces a lobby's options and rules version at the version it was shown, and refuses an older one", async () => {
    const created = await db.store.createGame(lobby({ options: { players: 3, deadlineHours: 48 } }));
    if (!created.ok) throw new Error(created.reason);
    const v = created.game.version;
    const changed = await db.store.setLobbyOptions({ gameId: created.game.id, expectedVersion: v, options: { players: 3, deadlineHours: 48, sets: ['con'] }, rulesVersion: 'sets-1' });
    expect(changed).toMatchObject({ ok: true, game: { options: { players: 3, deadlineHours: 48, sets: ['con'] }, rulesVersion: 'sets-1', version: v + 1 } });
    expect(await db.store.setLobbyOptions({ gameId: created.game.id, expectedVersion: v, options: { players: 3 }, rulesVersion: 'base-1' })).toEqual({ ok: false, reason: 'stale-version', currentVersion: v + 1 });
    expect(await db.store.loadById(created.game.id)).toMatchObject({ options: { players: 3, deadlineHours: 48, sets: ['con'] }, rulesVersion: 'sets-1', version: v + 1 });
  });

  it("changes no started game's options that way, and a start can set the rules version", async () => {
    const created = await db.store.createGame(lobby({ options: { players: 2, sets: ['essen'] }, rulesVersion: 'base-1' }));
    if (!created.ok) throw new Error(created.reason);
    const started = await db.store.startGame({ gameId: created.game.id, expectedVersion: created.game.version, state: { turn: 0 }, rulesVersion: 'sets-1' });
    expect(started).toMatchObject({ ok: true, game: { status: 'playing', rulesVersion: 'sets-1' } });
    if (!started.ok) throw new Error(started.reason);
    expect(await db.store.setLobbyOptions({ gameId: created.game.id, expectedVersion: started.game.version, options: { players: 2 }, rulesVersion: 'base-1' })).toEqual({ ok: false, reason: 'wrong-status', status: 'playing' });
    expect(await db.store.loadById(created.game.id)).toMatchObject({ options: { players: 2, sets: ['essen'] }, rulesVersion: 'sets-1' });
  });

  it('refuses an ended game and an unknown one', async () => {
    const created = await db.store.createGame(lobby());
    if (!created.ok) throw new Error(created.reason);
    await db.store.abandonGame(created.game.id, 'host');
    expect(await db.store.setOptions(created.game.id, { players: 3 })).toEqual({ ok: false, reason: 'wrong-status', status: 'abandoned' });
    expect(await db.store.setOptions(999_999, { players: 3 })).toEqual({ ok: false, reason: 'game-not-found' });
  });
});
