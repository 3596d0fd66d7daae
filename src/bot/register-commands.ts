import { REST, Routes } from 'discord.js';
import type { DiscordConfig } from '../config/env.ts';
import { suburbiaCommand } from './commands/suburbia.ts';

export type Registration = { readonly scope: 'global' } | { readonly scope: 'guild'; readonly guildId: string };

/** A REST client for Discord, or for the API named by DISCORD_API_URL (a proxy, or the tests' stand-in). */
export const discordRest = (config: DiscordConfig): REST =>
  new REST(config.apiUrl === undefined ? {} : { api: config.apiUrl }).setToken(config.token);

/**
 * Registers `/suburbia` globally, or only in DISCORD_DEV_GUILD_ID (instant there). A bulk overwrite: running it
 * again with the same definition changes nothing, so start-up can always do it.
 */
export const registerCommands = async (rest: Pick<REST, "put">, config: DiscordConfig): Promise<Registration> => {
  const body = [suburbiaCommand()];
  if (config.devGuildId === undefined) {
    await rest.put(Routes.applicationCommands(config.applicationId), { body });
    return { scope: 'global' };
  }
  await rest.put(Routes.applicationGuildCommands(config.applicationId, config.devGuildId), { body });
  return { scope: 'guild', guildId: config.devGuildId };
};

export const describeRegistration = (registration: Registration): string =>
  registration.scope === 'global' ? 'globally (may take up to an hour to appear)' : `in guild ${registration.guildId}`;
