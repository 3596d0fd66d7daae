import { describe, expect, it } from 'vitest';
import { seatName } from '../../../src/render/index.ts';

const table = (name: string) => ({ title: 't', seats: [{ name, bot: false }] });

describe('seat names in pictures', () => {
  it('keeps Latin names with accents and punctuation as they are', () => {
    expect(seatName(table('Dagný Þorsteinsdóttir-Łukasz'), 0)).toBe('Dagný Þorsteinsdóttir-Łukasz');
  });

  it('leaves out characters the shipped fonts cannot draw (emoji, other scripts)', () => {
    expect(seatName(table('🎲 Ann 🏠'), 0)).toBe('Ann');
  });

  it('falls back to the seat number when nothing drawable is left', () => {
    expect(seatName(table('😀😀'), 0)).toBe('Seat 1');
    expect(seatName(table('x'), 3)).toBe('Seat 4');
  });
});
