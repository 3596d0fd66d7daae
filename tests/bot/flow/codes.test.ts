import { describe, expect, it } from 'vitest';
import { encodeCustomId, parseCustomId, CUSTOM_ID_MAX_LENGTH } from '../../../src/bot/custom-id.ts';
import { ACTION_CODES, actionCode, actionOfCode, choiceOf } from '../../../src/bot/flow/codes.ts';
import { newGame, offerActions, positionFrom } from '../../../src/engine/index.ts';
import { STARTING } from './stored-game.ts';

describe('the words a turn is written in', () => {
  it('name every action the engine offers, and read back as the same choice', () => {
    const state = { ...newGame({ players: 2 }, 3), phase: 'playing' as const };
    const offers = offerActions(state);
    expect(offers.length).toBeGreaterThan(10);
    for (const offer of offers) expect(actionOfCode(actionCode(choiceOf(offer), state), state)).toEqual(choiceOf(offer));
    // a planner's code names one of the mover's planners: this borough has none
    for (const code of ACTION_CODES) {
      const choice = actionOfCode(code, state);
      if (code.startsWith('p')) expect(choice).toBeUndefined();
      else expect(choice === undefined ? undefined : actionCode(choice, state)).toBe(code);
    }
  });

  it("name a Redevelopment Planner by its place among the mover's planners", () => {
    const state = positionFrom({
      players: [{ tiles: [...STARTING, { tileId: 'redevelopment-planner', at: { q: 1, r: -1 } }, { tileId: 'redevelopment-planner', at: { q: -1, r: 0 } }] }, {}],
      sets: ['inc'],
    });
    expect(actionOfCode('p1', state)).toEqual({ action: 'redevelop', planner: { q: -1, r: 0 } });
    expect(actionCode({ action: 'redevelop', planner: { q: -1, r: 0 } }, state)).toBe('p1');
    expect(actionOfCode('k', state)).toEqual({ action: 'lakeBorder' });
    expect(actionOfCode('r2', state)).toEqual({ action: 'border', index: 2 });
    expect(actionOfCode('v3', state)).toEqual({ action: 'investBorder', border: 3 });
  });

  it('fit the longest confirmation custom_id within Discord’s 100 characters and parse back', () => {
    const id = { kind: 'ok', game: 999_999_999, v: 999_999_999, action: 'b9', spot: 9_999, discard: '9', extra: '9' } as const;
    const text = encodeCustomId(id);
    expect(text.length).toBeLessThanOrEqual(CUSTOM_ID_MAX_LENGTH);
    expect(parseCustomId(text)).toEqual({ ok: true, id });
    const border = { kind: 'bok', game: 999_999_999, v: 999_999_999, action: 'r2', side: 5, spot: 9_999, discard: '9', extra: '9' } as const;
    expect(encodeCustomId(border).length).toBeLessThanOrEqual(CUSTOM_ID_MAX_LENGTH);
    expect(parseCustomId(encodeCustomId(border))).toEqual({ ok: true, id: border });
  });
});
