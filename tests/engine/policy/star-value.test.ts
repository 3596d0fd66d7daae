/**
 * The policy's worth of gold stars with the 5★ Star track: the one-time spaces a move reaches, the round-end
 * standing it buys and a little per space; nothing without the track.
 */
import { describe, expect, it } from 'vitest';
import { starValuer } from '../../../src/engine/policy/star-value.ts';
import { position } from '../fixtures.ts';

const track = (spaces: Readonly<Record<number, readonly number[]>>) => Array.from({ length: 21 }, (_, space) => spaces[space] ?? []);

describe('the worth of gold stars', () => {
  it('is nothing without the Star track', () => {
    expect(starValuer(position({ players: [{}, {}] }), 0, 10, 0.5)).toBeUndefined();
  });

  it('reaching space 4 is worth its +1 income on every turn left', () => {
    // seat 0 on 3, seat 1 on 5: one star to 4 leaves seat 0 lowest (no standing change); +1 income × 10 turns × $0.5
    const worth = starValuer(position({ sets: ['star'], players: [{}, {}], starTrack: track({ 3: [0], 5: [1] }) }), 0, 10, 0.5);
    expect(worth?.(1)).toBeCloseTo(0.3 + 10 * 0.5);
    expect(worth?.(0)).toBe(0);
  });

  it('leaving the lowest space for the highest is worth two population a round for half the rounds left', () => {
    // seat 0 from 5 to 7 passes seat 1 on 6: from −1 to +1 a round; 2 spaces × 0.3 + 2 × 10 × 0.5
    const worth = starValuer(position({ sets: ['star'], players: [{}, {}], starTrack: track({ 5: [0], 6: [1] }) }), 0, 10, 0.5);
    expect(worth?.(2)).toBeCloseTo(0.6 + 10);
  });

  it('stars that cannot move the token are worth nothing', () => {
    const worth = starValuer(position({ sets: ['star'], players: [{}, {}, {}], starTrack: track({ 19: [0, 2], 20: [1] }) }), 0, 10, 0.5);
    expect(worth?.(1)).toBe(0);
  });
});
