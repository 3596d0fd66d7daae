import { describe, expect, it } from 'vitest';
import { ECHO_MAX, echo } from '../../../src/bot/flow/replies.ts';

describe('quoting what a user typed', () => {
  it('keeps short text as it is', () => {
    expect(echo('Suburb')).toBe('Suburb');
  });

  it(`cuts long text to ${ECHO_MAX} characters, never inside an emoji`, () => {
    expect(echo('x'.repeat(6000))).toBe(`${'x'.repeat(ECHO_MAX - 1)}…`);
    const cut = echo('🏙'.repeat(3000));
    expect([...cut]).toHaveLength(ECHO_MAX);
    expect(cut).toBe(`${'🏙'.repeat(ECHO_MAX - 1)}…`);
  });

  it('shows control characters as spaces and a lone half of a character as the replacement character', () => {
    expect(echo('a\u0000b\nc\td')).toBe('a b c d');
    expect(echo('x\ud83dy\ude00')).toBe('x\ufffdy\ufffd');
  });
});
