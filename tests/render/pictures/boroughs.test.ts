import { describe, expect, it } from 'vitest';
import { pageHint, starLine } from '../../../src/render/pictures/boroughs.ts';

/** A boroughs page names its seats by seat number; a 5★ panel names the seat's place in the turn order as such. */
describe("the boroughs pages' words", () => {
  it('a page of several players names the seats it shows', () => {
    expect(pageHint(1, 2, 5)).toBe('seats 1–2 of 5');
    expect(pageHint(5, 1, 5)).toBe('seat 5 of 5');
  });

  it("the Star track line calls the turn order so, unlike the seat's number: seat 5 playing 4th", () => {
    expect(starLine({ space: 0, starTiles: 4, turn: 4 })).toBe('Star track space 0 · 4 Star tiles · 4th in turn order');
    expect(starLine({ space: 8, starTiles: 1, turn: 1 })).toBe('Star track space 8 · 1 Star tile · 1st in turn order');
  });
});
