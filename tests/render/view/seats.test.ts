import { describe, expect, it } from 'vitest';
import { seatName } from '../../../src/render/index.ts';
import { seatShortName } from '../../../src/render/view/seats.ts';

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

describe('short seat names, for the tokens on the Star track', () => {
  it('are the short name the table gives ("Dale" for "Dale the Bot", "Bot 2" for "Bot 2 (hard)"), drawable', () => {
    const seats = [
      { name: 'Dale the Bot', bot: true, short: 'Dale' },
      { name: 'Bot 2 (hard)', bot: true, short: 'Bot 2 🤖' },
    ];
    expect(seatShortName({ title: 't', seats }, 0)).toBe('Dale');
    expect(seatShortName({ title: 't', seats }, 1)).toBe('Bot 2');
  });

  it('are absent for a seat without one, or whose short name is its name or has nothing drawable', () => {
    expect(seatShortName(table('Ann'), 0)).toBeUndefined();
    expect(seatShortName({ title: 't', seats: [{ name: 'Bot 1', bot: true, short: 'Bot 1' }] }, 0)).toBeUndefined();
    expect(seatShortName({ title: 't', seats: [{ name: 'Ann', bot: true, short: '😀' }] }, 0)).toBeUndefined();
  });
});
