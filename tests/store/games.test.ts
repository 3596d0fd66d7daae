import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/store.ts';
import { backends } from './backends.ts';
import { lobby, open, playing, snowflake } from './fixtures.ts';

describe.each(backends)('games on $name', { timeout: 120_000 }, (backend) => {
  let store: Store;
  beforeAll(async () => {
    store = await open(await backend.freshLocation());
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    await backend.cleanup();
  });

  it('loads a created game by id and by channel, seats in order, the seed intact', async () => {
    const created = await store.createGame(
      lobby({ parentChannelId: '123456789012345678', name: 'Friday game', seed: 0xffffffff }),
    );
    if (!created.ok) throw new Error(created.reason);
    const byId = await store.loadById(created.game.id);
    const byChannel = await store.loadByChannel(created.game.channelId);
    expect(byId).toEqual(created.game);
    expect(byChannel).toEqual(created.game);
    expect(created.game).toMatchObject({ status: 'lobby', version: 0, seed: 0xffffffff, name: 'Friday game', state: undefined });
    expect(created.game.seats).toEqual([{ order: 0, kind: 'human', discordUserId: 'host', displayName: 'Host' }]);
  });

  it('allows one unfinished game per channel, and a new one once it ended', async () => {
    const channelId = snowflake();
    const first = await store.createGame(lobby({ channelId }));
    if (!first.ok) throw new Error(first.reason);
    expect(await store.createGame(lobby({ channelId }))).toEqual({ ok: false, reason: 'channel-busy', gameId: first.game.id });

    const abandoned = await store.abandonGame(first.game.id, 'host');
    expect(abandoned).toMatchObject({ ok: true, game: { status: 'abandoned', endReason: 'host' } });
    expect(await store.loadByChannel(channelId)).toBeUndefined();
    const second = await store.createGame(lobby({ channelId }));
    expect(second.ok).toBe(true);
  });

  it('seats joiners in order, refuses a second seat for one person and a full table', async () => {
    const created = await store.createGame(lobby());
    if (!created.ok) throw new Error(created.reason);
    const id = created.game.id;
    const joined = await store.addSeat(id, { kind: 'human', discordUserId: 'ann', displayName: 'Ann' }, { maxSeats: 3 });
    expect(joined).toMatchObject({ ok: true, game: { version: 1 } });
    expect(await store.addSeat(id, { kind: 'human', discordUserId: 'ann', displayName: 'Ann' }, { maxSeats: 3 })).toEqual({
      ok: false,
      reason: 'already-seated',
      order: 1,
    });
    await store.addSeat(id, { kind: 'human', discordUserId: 'bob', displayName: 'Bob' }, { maxSeats: 3 });
    expect(await store.addSeat(id, { kind: 'human', discordUserId: 'cy', displayName: 'Cy' }, { maxSeats: 3 })).toEqual({
      ok: false,
      reason: 'table-full',
    });

    const left = await store.removeSeat(id, 'ann');
    if (!left.ok) throw new Error(left.reason);
    expect(left.game.seats.map((s) => [s.order, s.discordUserId])).toEqual([
      [0, 'host'],
      [1, 'bob'],
    ]);
    // the refusals changed nothing: two joins and one leave
    expect(left.game.version).toBe(3);
  });

  it('hands a seat to the bot or to another person, but not to someone already seated', async () => {
    const game = await playing(store);
    const kicked = await store.replaceSeat(game.id, 1, { kind: 'bot', discordUserId: undefined, displayName: 'Bot' });
    expect(kicked).toMatchObject({ ok: true, game: { seats: [{ discordUserId: 'host' }, { kind: 'bot', discordUserId: undefined }] } });
    expect(await store.replaceSeat(game.id, 1, { kind: 'human', discordUserId: 'host', displayName: 'Host' })).toEqual({
      ok: false,
      reason: 'already-seated',
      order: 0,
    });
    expect(await store.replaceSeat(game.id, 1, { kind: 'human', discordUserId: 'dee', displayName: 'Dee' })).toMatchObject({ ok: true });
  });

  it('starts only a lobby, only at the version the starter saw', async () => {
    const created = await store.createGame(lobby());
    if (!created.ok) throw new Error(created.reason);
    const id = created.game.id;
    await store.addSeat(id, { kind: 'human', discordUserId: 'ann', displayName: 'Ann' }, { maxSeats: 4 });
    expect(await store.startGame({ gameId: id, expectedVersion: 0, state: {} })).toEqual({ ok: false, reason: 'stale-version', currentVersion: 1 });
    const started = await store.startGame({ gameId: id, expectedVersion: 1, state: { turn: 0 } });
    expect(started).toMatchObject({ ok: true, game: { status: 'playing', version: 2, state: { turn: 0 } } });
    expect(await store.startGame({ gameId: id, expectedVersion: 2, state: {} })).toEqual({ ok: false, reason: 'wrong-status', status: 'playing' });
    expect(await store.addSeat(id, { kind: 'human', discordUserId: 'late', displayName: 'Late' }, { maxSeats: 4 })).toEqual({
      ok: false,
      reason: 'wrong-status',
      status: 'playing',
    });
  });

  it('refuses writes to a game that does not exist', async () => {
    expect(await store.startGame({ gameId: 987654, expectedVersion: 0, state: {} })).toEqual({ ok: false, reason: 'game-not-found' });
    expect(await store.appendMove({ gameId: 987654, expectedVersion: 0, seat: 0, entry: {}, state: {} })).toEqual({
      ok: false,
      reason: 'game-not-found',
    });
  });

  it("lists a guild's unfinished games, or only those a user sits in", async () => {
    const guildId = snowflake();
    const mine = await playing(store, { guildId });
    const other = await store.createGame(lobby({ guildId, hostUserId: 'zed', seats: [{ kind: 'human', discordUserId: 'zed', displayName: 'Zed' }] }));
    if (!other.ok) throw new Error(other.reason);
    const ended = await playing(store, { guildId });
    await store.abandonGame(ended.id, 'vote');
    expect((await store.listUnfinishedGames({ guildId })).map((g) => g.id)).toEqual([other.game.id, mine.id]);
    expect((await store.listUnfinishedGames({ guildId, discordUserId: 'guest' })).map((g) => g.id)).toEqual([mine.id]);
  });

  it('remembers closed DMs per user and failed DMs per game', async () => {
    const user = snowflake();
    expect(await store.userPreferences(user)).toEqual({ dmsClosed: false });
    await store.setDmsClosed(user, true);
    expect(await store.userPreferences(user)).toEqual({ dmsClosed: true });

    const game = await playing(store);
    await store.recordDmFailure(game.id, user, 50007);
    await store.recordDmFailure(game.id, user, 50007);
    expect(await store.dmFailures(game.id)).toEqual(new Set([user]));
    const otherGame = await playing(store);
    expect(await store.dmFailures(otherGame.id)).toEqual(new Set());
  });
});
