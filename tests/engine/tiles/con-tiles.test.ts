/**
 * Suburbia Con's 5 tiles (seed 003 "Suburbia Con Tiles"): gold stars, which move nothing without the 5★ Star track
 * (decision 13), and +1 reputation for every Con tile in any borough, including this one. Each copy is unique, so
 * every life below uses four different Con tiles.
 */
import { describe, expect, it } from 'vitest';
import { tileText } from '../../../src/engine/index.ts';
import { tileById } from '../../../src/engine/tiles/index.ts';
import { fromTileAt, invest, just, place, position, START } from '../fixtures.ts';
import { S, SE, at, tileCase } from './tile-case.ts';

const sets = ['con'] as const;

describe('Con tiles', () => {
  tileCase({
    tile: 'dice-tower-con',
    sets,
    mine: [at('suburbs', S)],
    theirs: [['kublacon', 1, -1]],
    placed: { reputation: 2 },
    invested: { reputation: 2 },
    ownerLater: ['gen-con', { reputation: 2 }],
    otherLater: ['bgg-con', { reputation: 2 }],
  });
  tileCase({
    tile: 'kublacon',
    sets,
    mine: [at('suburbs', S)],
    theirs: [['gen-con', 1, -1]],
    placed: { reputation: 2 },
    invested: { reputation: 2 },
    ownerLater: ['bgg-con', { reputation: 2 }],
    otherLater: ['essen-spiel', { reputation: 2 }],
  });
  tileCase({
    tile: 'gen-con',
    sets,
    mine: [at('suburbs', S)],
    theirs: [['bgg-con', 1, -1]],
    placed: { reputation: 2 },
    invested: { reputation: 2 },
    ownerLater: ['essen-spiel', { reputation: 2 }],
    otherLater: ['dice-tower-con', { reputation: 2 }],
  });
  tileCase({
    tile: 'bgg-con',
    sets,
    mine: [at('suburbs', S)],
    theirs: [['essen-spiel', 1, -1]],
    placed: { reputation: 2 },
    invested: { reputation: 2 },
    ownerLater: ['dice-tower-con', { reputation: 2 }],
    otherLater: ['kublacon', { reputation: 2 }],
  });
  tileCase({
    tile: 'essen-spiel',
    sets,
    mine: [at('suburbs', S)],
    theirs: [['dice-tower-con', 1, -1]],
    placed: { reputation: 2 },
    invested: { reputation: 2 },
    ownerLater: ['kublacon', { reputation: 2 }],
    otherLater: ['gen-con', { reputation: 2 }],
  });
});

describe('gold stars without the 5★ Star track (decision 13)', () => {
  const table = () => position({ sets, players: [{ tiles: [...START] }, {}] });
  const starChanges = (changes: ReturnType<typeof place>['changes']) => changes.filter((c) => c.stat === 'stars');

  it('placing a Con tile records its star as an ignored change, and nothing moves', () => {
    const r = place(table(), 0, 'dice-tower-con', 0, -3);
    expect(starChanges(r.changes)).toEqual([
      {
        seat: 0,
        stat: 'stars',
        delta: 0,
        wanted: 1,
        ignored: true,
        cause: { kind: 'tile', tileId: 'dice-tower-con', ownerSeat: 0, at: { q: 0, r: -3 }, text: 'when placed, only with 5★ Star tiles' },
      },
    ]);
    expect(r.state.players[0]).not.toHaveProperty('stars');
  });

  it('investing in a two-star tile asks for its 2 stars again, ignored again', () => {
    const placed = place(table(), 0, 'bgg-con', 0, -3);
    const r = invest(placed.state, 0, 0, -3);
    expect(starChanges(r.changes).map((c) => [c.cause.kind, c.delta, c.wanted, c.ignored])).toEqual([['investment', 0, 2, true]]);
  });

  it('the face says the stars need the Star tiles', () => {
    expect(tileText(tileById('essen-spiel'))).toBe('+2 gold stars (only with 5★ Star tiles); +1 reputation for every Con tile in every borough.');
  });
});

describe('Essen Spiel is a Con tile, not an Essen tile (decision 26)', () => {
  it('a Grugapark beside it gains nothing from it, and it counts the Con tiles only', () => {
    const table = position({ sets: ['con', 'essen'], players: [{ tiles: [at('suburbs', S), at('grugapark', SE)] }, {}] });
    const r = place(table, 0, 'essen-spiel', 0, -4);
    expect(fromTileAt(r.changes, 0, SE[0], SE[1])).toEqual(just({}));
    expect(fromTileAt(r.changes, 0, 0, -4)).toEqual(just({ reputation: 1 }));
  });
});
