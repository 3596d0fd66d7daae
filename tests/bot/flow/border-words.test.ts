import { describe, expect, it } from 'vitest';
import { borderText, clipAtWord } from '../../../src/bot/flow/border-words.ts';

describe('a text cut to a Discord limit', () => {
  it('stays whole when it fits', () => {
    expect(clipAtWord('Mountains $18: +2 reputation per adjacent building.', 80)).toBe('Mountains $18: +2 reputation per adjacent building.');
  });

  it('is cut after its last whole word, with "…" and no dangling punctuation, within the limit', () => {
    const clipped = clipAtWord('Amusement Park $15: +2 reputation; +2 income per adjacent industrial or residential tile.', 80);
    expect(clipped).toBe('Amusement Park $15: +2 reputation; +2 income per adjacent industrial or…');
    expect(clipped.length).toBeLessThanOrEqual(80);
    expect(clipAtWord('+1 income; +1 gold star (only with 5★ Star tiles)', 27)).toBe('+1 income; +1 gold star…');
    expect(clipAtWord('+5 income; −7 population', 11)).toBe('+5 income…');
  });

  it('cuts a single word longer than the limit inside it', () => {
    expect(clipAtWord('Radioactive', 6)).toBe('Radio…');
  });
});

describe("a border's effect in words", () => {
  it('adds that a Radioactive Waste Site needs the population it takes', () => {
    expect(borderText('radioactive-waste-site')).toBe('+5 income; −7 population per adjacent building or lake. Needs the population it takes.');
  });
});
