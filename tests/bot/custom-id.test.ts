import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_MAX_LENGTH, CUSTOM_ID_VERSION, encodeCustomId, MAX_INT, parseCustomId } from '../../src/bot/custom-id.ts';
import { HELP_TOPICS } from '../../src/bot/help-topics.ts';

describe('the custom_id codec', () => {
  it('round-trips every id it builds, within Discord’s 100 characters', () => {
    for (const topic of HELP_TOPICS) {
      const text = encodeCustomId({ kind: 'help', topic });
      expect(text.length).toBeLessThanOrEqual(CUSTOM_ID_MAX_LENGTH);
      expect(text.startsWith(`${CUSTOM_ID_VERSION}:`)).toBe(true);
      expect(parseCustomId(text)).toEqual({ ok: true, id: { kind: 'help', topic } });
    }
  });

  it.each([
    ['another version', 's0:help:turn', 'otherVersion'],
    ['no version', 'help:turn', 'malformed'],
    ['an unknown kind', `${CUSTOM_ID_VERSION}:teleport:turn`, 'unknownKind'],
    ['a value outside its field', `${CUSTOM_ID_VERSION}:help:cheats`, 'malformed'],
    ['a missing field', `${CUSTOM_ID_VERSION}:help`, 'malformed'],
    ['an extra field', `${CUSTOM_ID_VERSION}:help:turn:1`, 'malformed'],
    ['an inherited property name as kind', `${CUSTOM_ID_VERSION}:constructor:turn`, 'unknownKind'],
    ['over 100 characters', `${CUSTOM_ID_VERSION}:help:${'x'.repeat(100)}`, 'tooLong'],
    ['nothing at all', '', 'malformed'],
    ['a number the store cannot hold (2^31)', `${CUSTOM_ID_VERSION}:turn:2147483648:1`, 'malformed'],
    ['a number of 20 digits', `${CUSTOM_ID_VERSION}:turn:1:99999999999999999999`, 'malformed'],
    ['a number with a leading zero', `${CUSTOM_ID_VERSION}:turn:01:1`, 'malformed'],
    ['a negative number', `${CUSTOM_ID_VERSION}:vote:-1:1`, 'malformed'],
  ])('refuses %s', (_, text, reason) => {
    expect(parseCustomId(text)).toEqual({ ok: false, reason });
  });

  it('reads the largest number the store holds, 2^31 − 1, and no larger', () => {
    expect(parseCustomId(`${CUSTOM_ID_VERSION}:turn:${MAX_INT}:0`)).toEqual({ ok: true, id: { kind: 'turn', game: MAX_INT, v: 0 } });
    expect(MAX_INT).toBe(2_147_483_647);
  });

  it('names a vote by its motion only: no tally travels in the id', () => {
    expect(encodeCustomId({ kind: 'vote', game: 12, motion: 3 })).toBe(`${CUSTOM_ID_VERSION}:vote:12:3`);
  });

  it('names a rematch by the finished game only: who played it, its options and its bots are read from the store', () => {
    expect(encodeCustomId({ kind: 'rematch', game: 12 })).toBe(`${CUSTOM_ID_VERSION}:rematch:12`);
    expect(parseCustomId(`${CUSTOM_ID_VERSION}:rematch:12:3`)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses to build an id whose value does not fit its field', () => {
    expect(() => encodeCustomId({ kind: 'help', topic: 'cheats' as 'turn' })).toThrow();
    expect(() => encodeCustomId({ kind: 'turn', game: MAX_INT + 1, v: 0 })).toThrow();
  });
});
