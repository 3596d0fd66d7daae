/**
 * Carries out the flow's effects that need no interaction (posts, disabling old components, DMs): what a job
 * or a gateway event produces. Answers to an interaction have no place here and are refused as a bug.
 */
import { DiscordAPIError, type Client } from 'discord.js';
import type { Store } from '../../store/store.ts';
import type { Effect } from '../flow/types.ts';
import { disableAll, options } from '../game-adapter.ts';
import type { Log } from '../log.ts';

/** Discord refuses DMs to a user who closed them with this code. */
const DMS_CLOSED = 50007;

const executeOne = async (client: Client, store: Store, effect: Effect): Promise<void> => {
  switch (effect.kind) {
    case 'post': {
      // under sharding the job may run in a shard that does not hold the game's guild: REST serves it all the same
      const channel = await client.channels.fetch(effect.channelId, { allowUnknownGuild: true });
      if (channel === null || !channel.isSendable()) throw new Error(`cannot post in channel ${effect.channelId}`);
      // posting into an auto-archived thread unarchives it (Discord and the stand-in alike)
      const posted = await channel.send(options(effect.message, false));
      if (effect.liveOf !== undefined) await store.setLiveMessage(effect.liveOf, posted.id);
      return;
    }
    case 'disable':
      await disableAll(client, effect.channelId, effect.messageId);
      return;
    case 'dm':
      try {
        const user = await client.users.fetch(effect.userId);
        await user.send(options(effect.message, false));
      } catch (error) {
        if (!(error instanceof DiscordAPIError) || error.code !== DMS_CLOSED) throw error;
        await store.recordDmFailure(effect.gameId, effect.userId, DMS_CLOSED);
      }
      return;
    case 'answer':
    case 'followUp':
    case 'choices':
      throw new Error(`a ${effect.kind} effect needs an interaction`);
  }
};

/** Runs the effects in order; a failing one is logged and the rest still run. */
export const executeChannelEffects = async (client: Client, store: Store, log: Log, effects: readonly Effect[]): Promise<void> => {
  for (const effect of effects) {
    try {
      await executeOne(client, store, effect);
    } catch (error) {
      log.error(`the ${effect.kind} effect failed`, error);
    }
  }
};
