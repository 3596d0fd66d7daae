import { describe, expect, it } from 'vitest';
import { STRENGTHS } from '../../src/engine/index.ts';
import { BOT_STRENGTHS } from '../../src/store/types.ts';
import { runBackends } from './backends.ts';
import { freshStoreFor, lobby, playing, snowflake } from './fixtures.ts';

describe.each(runBackends())('games on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);

  it('loads a created game by id and by channel, seats in order, the seed intact', async () => {
    const created = await db.store.createGame(
      lobby({ parentChannelId: '123456789012345678', name: 'Friday game', seed: 0xffffffff }),
    );
    if (!created.ok) throw new Error(created.reason);
    const byId = await db.store.loadById(created.game.id);
    const byChannel = await db.store.loadByChannel(created.game.channelId);
    expect(byId).toEqual(created.game);
    expect(byChannel).toEqual(created.game);
    expect(created.game).toMatchObject({ status: 'lobby', version: 0, seed: 0xffffffff, name: 'Friday game', state: undefined });
    expect(created.game.seats).toEqual([{ order: 0, kind: 'human', discordUserId: 'host', displayName: 'Host' }]);
  });

  it('allows one unfinished game per channel, and a new one once it ended', async () => {
    const channelId = snowflake();
    const first = await db.store.createGame(lobby({ channelId }));
    if (!first.ok) throw new Error(first.reason);
    expect(await db.store.createGame(lobby({ channelId }))).toEqual({ ok: false, reason: 'channel-busy', gameId: first.game.id });

    const abandoned = await db.store.abandonGame(first.game.id, 'host');
    expect(abandoned).toMatchObject({ ok: true, game: { status: 'abandoned', endReason: 'host' } });
    expect(await db.store.loadByChannel(channelId)).toBeUndefined();
    const second = await db.store.createGame(lobby({ channelId }));
    expect(second.ok).toBe(true);
  });

  it("finds a channel's newest game of any status, or the newest opened before a given one", async () => {
    const channelId = snowflake();
    expect(await db.store.newestGameInChannel(channelId)).toBeUndefined();
    const first = await db.store.createGame(lobby({ channelId }));
    if (!first.ok) throw new Error(first.reason);
    await db.store.abandonGame(first.game.id, 'host');
    const elsewhere = await db.store.createGame(lobby());
    const second = await db.store.createGame(lobby({ channelId }));
    if (!second.ok || !elsewhere.ok) throw new Error('not created');
    expect(await db.store.newestGameInChannel(channelId)).toEqual(second.game);
    expect((await db.store.newestGameInChannel(channelId, second.game.id))?.id).toBe(first.game.id);
    expect(await db.store.newestGameInChannel(channelId, first.game.id)).toBeUndefined();
  });

  it('seats joiners in order, refuses a second seat for one person and a full table', async () => {
    const created = await db.store.createGame(lobby());
    if (!created.ok) throw new Error(created.reason);
    const id = created.game.id;
    const joined = await db.store.addSeat(id, { kind: 'human', discordUserId: 'ann', displayName: 'Ann' }, { maxSeats: 3 });
    expect(joined).toMatchObject({ ok: true, game: { version: 1 } });
    expect(await db.store.addSeat(id, { kind: 'human', discordUserId: 'ann', displayName: 'Ann' }, { maxSeats: 3 })).toEqual({
      ok: false,
      reason: 'already-seated',
      order: 1,
    });
    await db.store.addSeat(id, { kind: 'human', discordUserId: 'bob', displayName: 'Bob' }, { maxSeats: 3 });
    expect(await db.store.addSeat(id, { kind: 'human', discordUserId: 'cy', displayName: 'Cy' }, { maxSeats: 3 })).toEqual({
      ok: false,
      reason: 'table-full',
    });

    const left = await db.store.removeSeat(id, 'ann');
    if (!left.ok) throw new Error(left.reason);
    expect(left.game.seats.map((s) => [s.order, s.discordUserId])).toEqual([
      [0, 'host'],
      [1, 'bob'],
    ]);
    // the refusals changed nothing: two joins and one leave
    expect(left.game.version).toBe(3);
  });

  it('hands a seat to the bot or to another person, but not to someone already seated', async () => {
    const game = await playing(db.store);
    const kicked = await db.store.replaceSeat(game.id, 1, { kind: 'bot', displayName: 'Bot', strength: 'normal' });
    expect(kicked).toMatchObject({ ok: true, game: { seats: [{ discordUserId: 'host' }, { kind: 'bot', discordUserId: undefined, strength: 'normal' }] } });
    expect(await db.store.replaceSeat(game.id, 1, { kind: 'human', discordUserId: 'host', displayName: 'Host' })).toEqual({
      ok: false,
      reason: 'already-seated',
      order: 0,
    });
    // a person taking a bot's seat leaves no strength behind
    const replaced = await db.store.replaceSeat(game.id, 1, { kind: 'human', discordUserId: 'dee', displayName: 'Dee' });
    expect(replaced.ok && replaced.game.seats[1]).toEqual({ order: 1, kind: 'human', discordUserId: 'dee', displayName: 'Dee' });
  });

  it("keeps each bot seat's strength, from the lobby on", async () => {
    // the column holds the engine's strengths (the store imports no other layer, so it lists them itself)
    expect(BOT_STRENGTHS).toEqual(STRENGTHS);
    const created = await db.store.createGame(
      lobby({ seats: [{ kind: 'human', discordUserId: 'host', displayName: 'Host' }, { kind: 'bot', displayName: 'Bot 1', strength: 'easy' }] }),
    );
    if (!created.ok) throw new Error(created.reason);
    await db.store.addSeat(created.game.id, { kind: 'bot', displayName: 'Bot 2', strength: 'hard' }, { maxSeats: 3 });
    expect((await db.store.loadById(created.game.id))?.seats).toEqual([
      { order: 0, kind: 'human', discordUserId: 'host', displayName: 'Host' },
      { order: 1, kind: 'bot', discordUserId: undefined, displayName: 'Bot 1', strength: 'easy' },
      { order: 2, kind: 'bot', discordUserId: undefined, displayName: 'Bot 2', strength: 'hard' },
    ]);
  });

  it("empties a lobby's last bot seat, the later seats moving up, and only at the version the host saw", async () => {
    const created = await db.store.createGame(lobby({ seats: [{ kind: 'human', discordUserId: 'host', displayName: 'Host' }] }));
    if (!created.ok) throw new Error(created.reason);
    const id = created.game.id;
    expect(await db.store.removeLastBotSeat(id, 0)).toEqual({ ok: false, reason: 'not-seated' });
    expect(await db.store.addSeat(id, { kind: 'bot', displayName: 'Bot 1', strength: 'easy' }, { maxSeats: 4, expectedVersion: 1 })).toEqual({
      ok: false,
      reason: 'stale-version',
      currentVersion: 0,
    });
    await db.store.addSeat(id, { kind: 'bot', displayName: 'Bot 1', strength: 'easy' }, { maxSeats: 4, expectedVersion: 0 });
    await db.store.addSeat(id, { kind: 'bot', displayName: 'Bot 2', strength: 'hard' }, { maxSeats: 4, expectedVersion: 1 });
    await db.store.addSeat(id, { kind: 'human', discordUserId: 'ann', displayName: 'Ann' }, { maxSeats: 4 });
    expect(await db.store.removeLastBotSeat(id, 2)).toEqual({ ok: false, reason: 'stale-version', currentVersion: 3 });
    const removed = await db.store.removeLastBotSeat(id, 3);
    if (!removed.ok) throw new Error(removed.reason);
    expect(removed.game.seats.map((s) => [s.order, s.displayName, s.strength])).toEqual([
      [0, 'Host', undefined],
      [1, 'Bot 1', 'easy'],
      [2, 'Ann', undefined],
    ]);
    expect(removed.game.version).toBe(4);
  });

  it('starts only a lobby, only at the version the starter saw', async () => {
    const created = await db.store.createGame(lobby());
    if (!created.ok) throw new Error(created.reason);
    const id = created.game.id;
    await db.store.addSeat(id, { kind: 'human', discordUserId: 'ann', displayName: 'Ann' }, { maxSeats: 4 });
    expect(await db.store.startGame({ gameId: id, expectedVersion: 0, state: {} })).toEqual({ ok: false, reason: 'stale-version', currentVersion: 1 });
    const started = await db.store.startGame({ gameId: id, expectedVersion: 1, state: { turn: 0 } });
    expect(started).toMatchObject({ ok: true, game: { status: 'playing', version: 2, state: { turn: 0 } } });
    expect(await db.store.startGame({ gameId: id, expectedVersion: 2, state: {} })).toEqual({ ok: false, reason: 'wrong-status', status: 'playing' });
    expect(await db.store.addSeat(id, { kind: 'human', discordUserId: 'late', displayName: 'Late' }, { maxSeats: 4 })).toEqual({
      ok: false,
      reason: 'wrong-status',
      status: 'playing',
    });
  });

  it('schedules the first jobs of a started game in the start itself: a start whose jobs fail leaves the lobby as it was', async () => {
    const created = await db.store.createGame(lobby());
    if (!created.ok) throw new Error(created.reason);
    const id = created.game.id;
    await expect(db.store.startGame({ gameId: id, expectedVersion: 0, state: {}, jobs: () => [{ kind: 'goal_deadline', delayMs: Number.NaN }] })).rejects.toThrow();
    expect(await db.store.loadById(id)).toMatchObject({ status: 'lobby', version: 0, state: undefined });
    const started = await db.store.startGame({ gameId: id, expectedVersion: 0, state: {}, jobs: (game) => [{ kind: 'goal_deadline', delayMs: -1000, payload: { version: game.version } }] });
    expect(started).toMatchObject({ ok: true, game: { status: 'playing', version: 1 } });
    const due = await db.store.claimDueJobs({ owner: snowflake(), limit: 100, leaseMs: 60_000 });
    expect(due.filter((job) => job.gameId === id).map((job) => [job.kind, job.payload])).toEqual([['goal_deadline', { version: 1 }]]);
  });

  it('refuses writes to a game that does not exist', async () => {
    expect(await db.store.startGame({ gameId: 987654, expectedVersion: 0, state: {} })).toEqual({ ok: false, reason: 'game-not-found' });
    expect(await db.store.appendMove({ gameId: 987654, expectedVersion: 0, seat: 0, entry: {}, state: {} })).toEqual({
      ok: false,
      reason: 'game-not-found',
    });
  });

  it("lists a guild's unfinished games, or only those a user sits in", async () => {
    const guildId = snowflake();
    const mine = await playing(db.store, { guildId });
    const other = await db.store.createGame(lobby({ guildId, hostUserId: 'zed', seats: [{ kind: 'human', discordUserId: 'zed', displayName: 'Zed' }] }));
    if (!other.ok) throw new Error(other.reason);
    const ended = await playing(db.store, { guildId });
    await db.store.abandonGame(ended.id, 'vote');
    expect((await db.store.listUnfinishedGames({ guildId })).map((g) => g.id)).toEqual([other.game.id, mine.id]);
    expect((await db.store.listUnfinishedGames({ guildId, discordUserId: 'guest' })).map((g) => g.id)).toEqual([mine.id]);
  });

  it('remembers closed DMs per user and failed DMs per game', async () => {
    const user = snowflake();
    expect(await db.store.userPreferences(user)).toEqual({ dmsClosed: false });
    await db.store.setDmsClosed(user, true);
    expect(await db.store.userPreferences(user)).toEqual({ dmsClosed: true });

    const game = await playing(db.store);
    await db.store.recordDmFailure(game.id, user, 50007);
    await db.store.recordDmFailure(game.id, user, 50007);
    expect(await db.store.dmFailures(game.id)).toEqual(new Set([user]));
    const otherGame = await playing(db.store);
    expect(await db.store.dmFailures(otherGame.id)).toEqual(new Set());
  });
});
