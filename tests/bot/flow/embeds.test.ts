import { describe, expect, it } from 'vitest';
import { packEmbeds } from '../../../src/bot/flow/embeds.ts';

const embed = (n: number, chars: number) => ({ title: `Turn ${n}`, description: 'x'.repeat(chars - `Turn ${n}`.length) });

describe('summaries packed into messages', () => {
  it('puts up to 10 embeds in one message, and the 11th in the next', () => {
    const embeds = Array.from({ length: 11 }, (_, i) => embed(i, 100));
    expect(packEmbeds(embeds).map((g) => g.length)).toEqual([10, 1]);
    expect(packEmbeds(embeds).flat()).toEqual(embeds);
  });

  it('keeps a message within 6,000 embed characters: three of 2,500 take two messages', () => {
    expect(packEmbeds([embed(1, 2_500), embed(2, 2_500), embed(3, 2_500)]).map((g) => g.map((e) => e.title))).toEqual([['Turn 1', 'Turn 2'], ['Turn 3']]);
    expect(packEmbeds([embed(1, 3_000), embed(2, 3_000)]).map((g) => g.length)).toEqual([2]);
  });

  it('is one empty group when there is nothing to report', () => {
    expect(packEmbeds([])).toEqual([[]]);
  });
});
