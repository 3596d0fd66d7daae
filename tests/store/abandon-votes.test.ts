import { describe, expect, it } from 'vitest';
import type { AbandonVote } from '../../src/store/store.ts';
import type { GameRecord } from '../../src/store/types.ts';
import { runBackends } from './backends.ts';
import { freshStoreFor, playing, snowflake } from './fixtures.ts';

/** A majority of the seated people, as the bot counts it (src/bot/moderation/abandon.ts). */
const majority = (game: GameRecord, voters: readonly string[]): boolean => {
  const people = game.seats.flatMap((s) => (s.discordUserId === undefined ? [] : [s.discordUserId]));
  return voters.filter((v) => people.includes(v)).length * 2 > people.length;
};

describe.each(runBackends())('votes to abandon a game on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);

  const fourSeats = () =>
    playing(db.store, {
      seats: ['host', 'ann', 'bea', 'cid'].map((discordUserId) => ({ kind: 'human' as const, discordUserId, displayName: discordUserId })),
    });
  const vote = (gameId: number, voterUserId: string, motionId?: number): AbandonVote => ({ gameId, motionId, voterUserId, reason: 'vote', carries: majority });

  it('opens the motion with the first vote, counts each person once, and leaves the game and its version alone', async () => {
    const game = await fourSeats();
    const opened = await db.store.castAbandonVote(vote(game.id, 'ann'));
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened).toMatchObject({ opened: true, counted: true, carried: false, motion: { gameId: game.id, voters: ['ann'] }, game: { status: 'playing', version: game.version } });
    const again = await db.store.castAbandonVote(vote(game.id, 'ann', opened.motion.id));
    expect(again).toMatchObject({ ok: true, opened: false, counted: false, carried: false, motion: { voters: ['ann'] } });
    expect(await db.store.abandonMotion(game.id)).toEqual({ id: opened.motion.id, gameId: game.id, voters: ['ann'] });
    expect((await db.store.loadById(game.id))?.version).toBe(game.version);
  });

  it('refuses a vote on a motion the game does not have, and on a game that ended', async () => {
    const game = await fourSeats();
    expect(await db.store.castAbandonVote(vote(game.id, 'ann', 1))).toEqual({ ok: false, reason: 'no-such-motion' });
    expect(await db.store.abandonMotion(game.id)).toBeUndefined();
    const other = await fourSeats();
    const elsewhere = await db.store.castAbandonVote(vote(other.id, 'ann'));
    if (!elsewhere.ok) throw new Error(elsewhere.reason);
    expect(await db.store.castAbandonVote(vote(game.id, 'ann', elsewhere.motion.id))).toEqual({ ok: false, reason: 'no-such-motion' });
    await db.store.abandonGame(other.id, 'host');
    expect(await db.store.castAbandonVote(vote(other.id, 'bea', elsewhere.motion.id))).toEqual({ ok: false, reason: 'wrong-status', status: 'abandoned' });
    expect(await db.store.castAbandonVote(vote(987654, 'bea'))).toEqual({ ok: false, reason: 'game-not-found' });
  });

  it('abandons the game in the vote that carries the motion, with its pending jobs', async () => {
    const game = await fourSeats();
    await db.store.scheduleJob({ gameId: game.id, kind: 'deadline', delayMs: -1000 });
    await db.store.castAbandonVote(vote(game.id, 'ann'));
    await db.store.castAbandonVote(vote(game.id, 'bea'));
    const third = await db.store.castAbandonVote(vote(game.id, 'cid'));
    expect(third).toMatchObject({ ok: true, carried: true, game: { status: 'abandoned', endReason: 'vote', version: game.version + 1 } });
    expect(await db.store.claimDueJobs({ owner: snowflake(), limit: 10, leaseMs: 60_000 })).toEqual([]);
  });

  it('loses no vote cast at the same moment: exactly one carries', async () => {
    const game = await fourSeats();
    await db.store.castAbandonVote(vote(game.id, 'ann'));
    const motion = await db.store.abandonMotion(game.id);
    const outcomes = await Promise.all(['bea', 'cid', 'host'].map((voter) => db.store.castAbandonVote(vote(game.id, voter, motion?.id))));
    const carried = outcomes.filter((o) => o.ok && o.carried);
    // the third vote carries; the fourth finds the game abandoned
    expect(carried).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, reason: 'wrong-status', status: 'abandoned' }]);
    expect((await db.store.abandonMotion(game.id))?.voters).toHaveLength(3);
  });

  it('keeps a motion’s message live beside the turn messages until the game ends', async () => {
    const game = await fourSeats();
    const opened = await db.store.castAbandonVote(vote(game.id, 'ann'));
    if (!opened.ok) throw new Error(opened.reason);
    const message = (version: number, motionId?: number) => ({ gameId: game.id, channelId: game.channelId, messageId: snowflake(), version, ...(motionId === undefined ? {} : { motionId }) });
    const turn = message(1);
    const voteMessage = message(1, opened.motion.id);
    const nextTurn = message(2);
    await db.store.recordLiveMessage(turn);
    expect(await db.store.recordLiveMessage(voteMessage)).toEqual([]);
    expect(await db.store.recordLiveMessage(nextTurn)).toEqual([{ channelId: game.channelId, messageId: turn.messageId }]);
    expect((await db.store.loadById(game.id))?.liveMessageId).toBe(nextTurn.messageId);
    await db.store.abandonGame(game.id, 'host');
    expect((await db.store.retireLiveMessages(game.id)).map((m) => m.messageId).sort()).toEqual([voteMessage.messageId, nextTurn.messageId].sort());
  });
});
