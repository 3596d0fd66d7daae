import { describe, expect, it } from 'vitest';
import { findPiece, pieceCard, pieceSuggestions } from '../../../src/bot/flow/piece-cards.ts';

/** `/suburbia tile` finds every piece of the box: hex tiles, Suburbia Inc's borders, bonus and challenge tiles. */
describe('the pieces /suburbia tile shows', () => {
  it('suggest borders and bonus tiles beside hex tiles, each naming where it comes from', () => {
    expect(pieceSuggestions('desert', 25)).toEqual([{ name: 'Desert (Inc. border)', value: 'Desert' }]);
    expect(pieceSuggestions('nightlife b', 25)).toContainEqual({ name: 'Nightlife Bonus (Nightlife bonus)', value: 'Nightlife Bonus' });
    expect(pieceSuggestions('law', 25)).toEqual([{ name: 'Law Office (Inc.)', value: 'Law Office' }]);
  });

  it("show a border's price and effect with its card", { timeout: 30_000 }, async () => {
    const piece = findPiece('Desert');
    if (piece === undefined) throw new Error('no Desert');
    const card = await pieceCard(piece);
    expect(card.content).toBe('**Desert** (Inc. border, $6): +5 income; pay $10 per adjacent building.');
    expect(card.files?.map((f) => f.name)).toEqual(['border.png']);
  });

  it('show a bonus tile with its requirement and reward', { timeout: 30_000 }, async () => {
    const piece = findPiece('nightlife-bonus');
    if (piece === undefined) throw new Error('no Nightlife Bonus');
    const card = await pieceCard(piece);
    expect(card.content).toBe('**Nightlife Bonus** (Nightlife bonus tile, stack B): +3 income for everyone with at least 3 Nightlife tiles when the first B tile is drawn.');
    expect(card.files?.map((f) => f.name)).toEqual(['bonus.png']);
  });
});
