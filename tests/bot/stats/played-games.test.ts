import { describe, expect, it } from 'vitest';
import { serverGames } from '../../../src/bot/stats/played-games.ts';
import { applyMove, choosePolicyMove, finalScores, newGame, type GameState, type Move } from '../../../src/engine/index.ts';
import { leaderboard, personStats, placesOf } from '../../../src/record/index.ts';
import type { Store } from '../../../src/store/store.ts';
import type { Json, MoveActor } from '../../../src/store/types.ts';
import { runBackends } from '../../store/backends.ts';
import { freshStoreFor, snowflake } from '../../store/fixtures.ts';

const ADA = { kind: 'human', discordUserId: 'ada', displayName: 'Ada' } as const;
const BO = { kind: 'human', discordUserId: 'bo', displayName: 'Bo' } as const;
const CY = { kind: 'human', discordUserId: 'cy', displayName: 'Cy' } as const;
const options = { players: 2, deadlineHours: 48, reminderHours: 12 };

/** A started two-seat game of Ada and Bo, on `guildId`. */
const started = async (store: Store, guildId: string) => {
  const created = await store.createGame({ guildId, channelId: snowflake(), hostUserId: 'ada', options, seed: 21, rulesVersion: 'base-1', seats: [ADA, BO] });
  if (!created.ok) throw new Error(created.reason);
  const state = newGame({ players: 2 }, 21);
  const game = await store.startGame({ gameId: created.game.id, expectedVersion: created.game.version, state: state as unknown as Json });
  if (!game.ok) throw new Error(game.reason);
  return { game: game.game, state };
};

describe.each(runBackends())("a server's ended games read back for stats, on $name", { timeout: 240_000 }, (backend) => {
  const db = freshStoreFor(backend);

  it('a game played to the end with an undo, a kick and a replacement, beside an abandoned game and a lobby never started', async () => {
    const guildId = snowflake();
    const { game } = await started(db.store, guildId);
    let version = game.version;
    let state: GameState = newGame({ players: 2 }, 21);
    let before: GameState = state;
    let entries = 0;
    let adaTurns = 0;
    let undone = false;
    /** who plays seat 1: Bo until his kick after entry 10, the bot until Cy takes over after entry 16 */
    let seatOne: MoveActor = { kind: 'human', discordUserId: 'bo' };
    const append = async (move: Move, after: GameState, actor: MoveActor): Promise<void> => {
      const moved = await db.store.appendMove({ gameId: game.id, expectedVersion: version, seat: 'seat' in move ? move.seat : undefined, actor, entry: move as unknown as Json, state: after as unknown as Json, finishes: after.phase === 'finished' });
      if (!moved.ok) throw new Error(moved.reason);
      version = moved.version;
      entries += 1;
    };
    while (state.phase !== 'finished') {
      if (entries === 10) {
        const kicked = await db.store.replaceSeat(game.id, 1, { kind: 'bot', discordUserId: undefined, displayName: 'Bo (bot)', strength: 'normal' });
        if (!kicked.ok) throw new Error(kicked.reason);
        version = kicked.game.version;
        seatOne = { kind: 'bot', why: 'seat', strength: 'normal' };
      }
      if (entries === 16) {
        const replaced = await db.store.replaceSeat(game.id, 1, CY);
        if (!replaced.ok) throw new Error(replaced.reason);
        version = replaced.game.version;
        seatOne = { kind: 'human', discordUserId: 'cy' };
      }
      const move = choosePolicyMove(state);
      const seat = 'seat' in move ? move.seat : 0;
      const actor: MoveActor = seat === 0 ? { kind: 'human', discordUserId: 'ada' } : seatOne;
      const applied = applyMove(state, move);
      if (!applied.ok) throw new Error(applied.rejection.code);
      before = state;
      state = applied.state;
      await append(move, state, actor);
      if (seat === 0 && move.kind !== 'chooseGoal') {
        adaTurns += 1;
        // Ada takes back her first turn and plays it again
        if (!undone && state.phase !== 'finished') {
          undone = true;
          state = before;
          await append({ kind: 'undo', seat: 0 }, state, actor);
        }
      }
    }
    const abandoned = await started(db.store, guildId);
    await db.store.abandonGame(abandoned.game.id, 'host');
    const lobby = await db.store.createGame({ guildId, channelId: snowflake(), hostUserId: 'ada', options, seed: 1, rulesVersion: 'base-1', seats: [ADA] });
    if (!lobby.ok) throw new Error(lobby.reason);
    await db.store.abandonGame(lobby.game.id, 'host');

    const games = await serverGames(db.store, guildId);
    expect(games.map((g) => [g.id, g.status])).toEqual([
      [game.id, 'finished'],
      [abandoned.game.id, 'abandoned'],
    ]);
    const [finished] = games;
    const scores = finalScores(state);
    if (finished === undefined || scores === undefined) throw new Error('the game did not finish');
    expect(finished.result?.standings).toEqual(scores.standings);
    expect(finished.entries).toHaveLength(entries);
    expect(finished.spans.map((s) => [s.seat, s.fromMove, s.holder.kind === 'human' ? s.holder.userId : 'bot'])).toEqual([
      [0, 0, 'ada'],
      [1, 0, 'bo'],
      [1, 10, 'bot'],
      [1, 16, 'cy'],
    ]);

    const ada = personStats(games, 'ada');
    const adaWon = scores.winners.includes(0) ? 1 : 0;
    // both games had Ada and Bo at the table; the lobby never started, so nobody played it
    expect(ada.multiplayer).toMatchObject({ played: 2, finished: 1, wins: adaWon, winRate: adaWon, bestPopulation: scores.seats[0]?.population });
    // every turn she played stands but the one she took back
    expect(ada.timedMoves).toBe(adaTurns - 1);
    expect(personStats(games, 'bo').multiplayer).toMatchObject({ played: 2, finished: 0, wins: 0, winRate: undefined });
    expect(personStats(games, 'cy').multiplayer).toMatchObject({ played: 1, finished: 1, bestPopulation: scores.seats[1]?.population });

    const adaFirst = scores.standings.indexOf(0) < scores.standings.indexOf(1);
    expect(Object.fromEntries(placesOf(finished) ?? [])).toEqual(adaFirst ? { ada: 1, cy: 2, bo: 3 } : { cy: 1, ada: 2, bo: 3 });
    const board = leaderboard(games);
    expect(board.games.map((g) => g.gameId)).toEqual([game.id]);
    expect(board.players.map((p) => [p.userId, p.games])).toEqual(adaFirst ? [['ada', 1], ['cy', 1], ['bo', 1]] : [['cy', 1], ['ada', 1], ['bo', 1]]);
  });
});
