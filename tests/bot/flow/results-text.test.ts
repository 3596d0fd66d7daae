import { describe, expect, it } from 'vitest';
import { CONTENT_LIMIT, resultsText } from '../../../src/bot/flow/results-text.ts';

const mentions = Array.from({ length: 5 }, (_, i) => `<@${100000000000000000 + i}>`).join(' ');

describe('the final results text', () => {
  it('is the headline, the details, the ratings on a line of their own and the mentions', () => {
    expect(resultsText({ headline: '**G** is over. Ada wins.', details: ' Ties: none.', ratings: 'Ratings: Ada 0.0 → 3.4 (+3.4).', mentions: '<@1> <@2>' })).toBe(
      '**G** is over. Ada wins. Ties: none.\nRatings: Ada 0.0 → 3.4 (+3.4). <@1> <@2>',
    );
  });

  it('leaves out what is empty', () => {
    expect(resultsText({ headline: '**G** is over. Ada wins.', details: '', ratings: '', mentions: '' })).toBe('**G** is over. Ada wins.');
  });

  it('cuts long details short and keeps the ratings and every mention whole within Discord\'s 2,000 characters', () => {
    const ratings = 'Ratings: Ada 0.0 → 3.4 (+3.4), Bo 0.0 → −1.8 (−1.8).';
    const text = resultsText({ headline: '**G** is over. Ada wins.', details: ' Tied: Ada, Bo.'.repeat(300), ratings, mentions });
    expect(text.length).toBe(CONTENT_LIMIT);
    expect(text.endsWith(`…\n${ratings} ${mentions}`)).toBe(true);
    expect(text.startsWith('**G** is over. Ada wins. Tied: Ada, Bo.')).toBe(true);
  });

  it('cuts the ratings too when they alone would not fit', () => {
    const text = resultsText({ headline: '**G** is over. Ada wins.', details: ' Tied.', ratings: 'Ratings: '.padEnd(3000, 'x'), mentions });
    expect(text.length).toBe(CONTENT_LIMIT);
    expect(text.endsWith(`… ${mentions}`)).toBe(true);
    expect(text).not.toContain('Tied.');
  });
});
