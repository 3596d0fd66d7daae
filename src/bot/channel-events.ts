/**
 * Gateway events about channels that end games: a deleted channel or thread archives its unfinished game
 * (the Guilds intent delivers CHANNEL_DELETE and THREAD_DELETE). Nothing is posted: the place is gone.
 */
import type { Store } from '../store/store.ts';
import type { Log } from './log.ts';

export const CHANNEL_DELETED = 'channel-deleted';

export const archiveGameOfDeletedChannel = async (store: Store, log: Log, channelId: string): Promise<void> => {
  const game = await store.loadByChannel(channelId);
  if (game === undefined) return;
  const ended = await store.abandonGame(game.id, CHANNEL_DELETED);
  if (ended.ok) log.info(`game ${game.id} archived: its channel ${channelId} was deleted`);
};
