/**
 * The Discord permissions the bot needs where a game is played: the one list `/suburbia new` and `status`
 * check against `app_permissions`, and the README's invite link is built from.
 */
import { PermissionFlagsBits } from 'discord.js';

export type RequiredPermission = { readonly name: string; readonly bit: bigint; readonly why: string; readonly where: 'channel' | 'thread' | 'both' };

export const REQUIRED_PERMISSIONS: readonly RequiredPermission[] = [
  { name: 'View Channel', bit: PermissionFlagsBits.ViewChannel, why: 'to see the channel it plays in', where: 'both' },
  { name: 'Send Messages', bit: PermissionFlagsBits.SendMessages, why: 'to post turns', where: 'channel' },
  { name: 'Send Messages in Threads', bit: PermissionFlagsBits.SendMessagesInThreads, why: 'to post turns in threads', where: 'thread' },
  { name: 'Attach Files', bit: PermissionFlagsBits.AttachFiles, why: 'to post the board pictures', where: 'both' },
  { name: 'Embed Links', bit: PermissionFlagsBits.EmbedLinks, why: 'to post turn summaries', where: 'both' },
  { name: 'Read Message History', bit: PermissionFlagsBits.ReadMessageHistory, why: 'to disable the buttons of earlier turns', where: 'both' },
];

/** The permissions missing for a channel (`inThread`: a thread, which needs Send Messages in Threads instead). */
export const missingPermissions = (appPermissions: bigint, inThread: boolean): readonly RequiredPermission[] =>
  REQUIRED_PERMISSIONS.filter((p) => (p.where === 'both' || (p.where === 'thread') === inThread) && (appPermissions & p.bit) !== p.bit);

/** Every bit of the list, for the invite link. */
export const permissionsInteger = (): bigint => REQUIRED_PERMISSIONS.reduce((all, p) => all | p.bit, 0n);

/** The link that adds the bot to a server with exactly these permissions and its slash command. */
export const inviteUrl = (applicationId: string): string =>
  `https://discord.com/oauth2/authorize?client_id=${applicationId}&scope=bot%20applications.commands&permissions=${permissionsInteger()}`;
