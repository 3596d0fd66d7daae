import { describe, expect, it } from 'vitest';
import { legendWords } from '../../../src/render/draw/border-face.ts';
import type { BoroughBorder } from '../../../src/render/view-model.ts';

const LAKE_BORDER: BoroughBorder = { slots: [], covered: [], invested: false };

/** A borough's border legend: each border by name and effect; a Lake Border by what it pays (decision 19). */
describe("the border legend's words", () => {
  it('tell a Lake Border from an invested one: invested, it pays $4 for each building placed in its slots later', () => {
    expect(legendWords(LAKE_BORDER)).toEqual({ name: 'Lake Border: ', effect: 'a lake; $2 per building in its slots, now and later.' });
    expect(legendWords({ ...LAKE_BORDER, invested: true })).toEqual({ name: 'Lake Border (invested): ', effect: 'a lake; $4 per building placed in its slots later.' });
  });
});
