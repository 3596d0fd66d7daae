import { describe, expect, it } from 'vitest';
import { encodeCustomId, parseCustomId, CUSTOM_ID_MAX_LENGTH } from '../../../src/bot/custom-id.ts';
import { ACTION_CODES, actionCode, actionOfCode, choiceOf } from '../../../src/bot/flow/codes.ts';
import { newGame, offerActions } from '../../../src/engine/index.ts';

describe('the words a turn is written in', () => {
  it('name every action the engine offers, and read back as the same choice', () => {
    const state = { ...newGame({ players: 2 }, 3), phase: 'playing' as const };
    const offers = offerActions(state);
    expect(offers.length).toBeGreaterThan(10);
    for (const offer of offers) expect(actionOfCode(actionCode(choiceOf(offer)))).toEqual(choiceOf(offer));
    for (const code of ACTION_CODES) expect(actionCode(actionOfCode(code))).toBe(code);
  });

  it('fit the longest confirmation custom_id within Discord’s 100 characters and parse back', () => {
    const id = { kind: 'ok', game: 999_999_999, v: 999_999_999, action: 'b9', spot: 9_999, discard: '9', extra: '9' } as const;
    const text = encodeCustomId(id);
    expect(text.length).toBeLessThanOrEqual(CUSTOM_ID_MAX_LENGTH);
    expect(parseCustomId(text)).toEqual({ ok: true, id });
  });
});
