import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_MAX_LENGTH, CUSTOM_ID_VERSION, encodeCustomId, parseCustomId } from '../../src/bot/custom-id.ts';
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
  ])('refuses %s', (_, text, reason) => {
    expect(parseCustomId(text)).toEqual({ ok: false, reason });
  });

  it('refuses to build an id whose value does not fit its field', () => {
    expect(() => encodeCustomId({ kind: 'help', topic: 'cheats' as 'turn' })).toThrow();
  });
});
