/**
 * A server's ended games as the stats and ratings read them (src/record/played.ts): each game's seat holders over
 * time, its log's kinds, times and actors, and the final result of its cached (or replayed) final state. Read anew
 * every time, so an undo or a replay never counts anything twice.
 */
import type { Move } from '../../engine/index.ts';
import { playedResultOf, type PlayedEntry, type PlayedGame, type SeatSpan } from '../../record/index.ts';
import type { Store } from '../../store/store.ts';
import type { GameRecord, MoveRecord, OccupancyRecord } from '../../store/types.ts';
import { engineOptions, stateOf, storedOptions } from '../flow/game.ts';

const span = ({ seat, fromMove, holder, since }: OccupancyRecord): SeatSpan => ({
  seat,
  fromMove,
  holder: holder.kind === 'human' ? { kind: 'human', userId: holder.discordUserId, name: holder.displayName } : { kind: 'bot' },
  since,
});

const entry = (move: MoveRecord): PlayedEntry => ({
  kind: (move.entry as unknown as Move).kind,
  at: move.createdAt,
  actor: move.actor === undefined ? undefined : move.actor.kind === 'human' ? { kind: 'human', userId: move.actor.discordUserId } : { kind: 'bot' },
});

/** One ended game; undefined for a game that never started (abandoned in its lobby: nobody played it). */
export const playedGame = async (store: Store, game: GameRecord): Promise<PlayedGame | undefined> => {
  if (game.startedAt === undefined || (game.status !== 'finished' && game.status !== 'abandoned')) return undefined;
  const [occupancy, moves, state] = await Promise.all([store.loadOccupancy(game.id), store.loadMoves(game.id), stateOf(store, game)]);
  return {
    id: game.id,
    status: game.status,
    options: engineOptions(storedOptions(game)),
    startedAt: game.startedAt,
    endedAt: game.endedAt ?? game.startedAt,
    spans: occupancy.map(span),
    entries: moves.map(entry),
    result: game.status === 'finished' && state !== undefined ? playedResultOf(state) : undefined,
  };
};

/** The server's ended games, in the order they ended. */
export const serverGames = async (store: Store, guildId: string): Promise<readonly PlayedGame[]> => {
  const played: PlayedGame[] = [];
  for (const game of await store.listEndedGames({ guildId })) {
    const one = await playedGame(store, game);
    if (one !== undefined) played.push(one);
  }
  return played;
};
