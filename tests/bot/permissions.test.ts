import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { inviteUrl, missingPermissions, permissionsInteger, REQUIRED_PERMISSIONS } from '../../src/bot/permissions.ts';

describe('the permissions the bot needs where a game is played', () => {
  it('asks Send Messages in channels and Send Messages in Threads in threads', () => {
    const all = permissionsInteger();
    expect(missingPermissions(all & ~PermissionFlagsBits.SendMessagesInThreads, false)).toEqual([]);
    expect(missingPermissions(all & ~PermissionFlagsBits.SendMessages, true)).toEqual([]);
    expect(missingPermissions(all & ~PermissionFlagsBits.SendMessages, false).map((p) => p.name)).toEqual(['Send Messages']);
  });

  it('names every missing permission', () => {
    expect(missingPermissions(0n, false).map((p) => p.name)).toEqual(REQUIRED_PERMISSIONS.filter((p) => p.where !== 'thread').map((p) => p.name));
  });

  it('builds the invite link from the same list', () => {
    const url = new URL(inviteUrl('123456789012345678'));
    expect(url.searchParams.get('permissions')).toBe(String(REQUIRED_PERMISSIONS.reduce((all, p) => all | p.bit, 0n)));
    expect(url.searchParams.get('scope')).toBe('bot applications.commands');
  });
});
