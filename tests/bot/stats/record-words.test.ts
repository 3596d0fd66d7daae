import { describe, expect, it } from 'vitest';
import { avatarColour, deltaText, durationText, ratingText } from '../../../src/bot/stats/record-words.ts';

describe('how the records read', () => {
  it('ratings have one decimal and a real minus sign; changes carry their sign', () => {
    expect([ratingText(3.437), ratingText(-1.833), ratingText(0), ratingText(-0.04)]).toEqual(['3.4', '−1.8', '0.0', '0.0']);
    expect([deltaText(3.437), deltaText(-1.833), deltaText(0.04)]).toEqual(['+3.4', '−1.8', '±0.0']);
  });
  it('a time to move shows its two largest units, rounded down', () => {
    expect([durationText(400), durationText(45_900), durationText(7_500_000), durationText(3 * 86_400_000 + 60_000), durationText(90_061_000)]).toEqual(['under 1 s', '45 s', '2 h 5 min', '3 d', '1 d 1 h']);
  });
  it("a person's colour is their default avatar's: the user id shifted right by 22, modulo 6", () => {
    // 175928847299117063 >> 22 = 41944705796, which is 2 modulo 6 (green)
    expect(avatarColour('175928847299117063')).toBe(0x3ba55c);
    expect(avatarColour('100000000000000011')).toBe(0x5865f2);
  });
});
