/**
 * Suburbia 5★'s 6 Star borders (seed 003 "5 Star Border Tiles"), in play with Suburbia Inc (decision 13). Each
 * counts the tiles in its 4 slots (decision 18): the usual border beside the starting column holds a Heavy Factory
 * (industrial), a Convenience Store (commercial) and a Mobile Home Community (residential), with the fourth slot
 * empty. Gold stars move the owner's token; investing gives them again (decision 16).
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/index.ts';
import { EMPTY_SLOT, fromBorders, incPosition, investInBorder, SLOTTED, takeBorder } from './border-fixtures.ts';
import { fromTileAt, just, lake, place } from './fixtures.ts';

const sets = ['inc', 'star'] as const;
const slotted = () => incPosition([{ tiles: SLOTTED }, {}], ['bay', 'desert', 'forest'], ['beach', 'orchard'], sets);

describe('each Star border when placed, when invested in, and when a tile goes into its empty slot later', () => {
  // [border, placed, invested, the tile put into the empty slot afterwards, what the invested border makes of it]
  const cases: readonly (readonly [string, ReturnType<typeof just>, ReturnType<typeof just>, string, ReturnType<typeof just>])[] = [
    // +1 star, +1 income; +1 reputation per lake in its slots: none, then a lake (doubled by the marker)
    ['boardwalk', just({ stars: 1, income: 1 }), just({ stars: 1, income: 1 }), 'lake', just({ reputation: 2 })],
    // +1 star, +3 reputation; +1 income per industrial, residential or commercial: 3; a Suburbs later
    ['city-zoo', just({ stars: 1, reputation: 3, income: 3 }), just({ stars: 1, reputation: 3, income: 3 }), 'suburbs', just({ income: 2 })],
    // +2 stars, +2 reputation; +1 reputation per civic: none, then a Community Park
    ['fort-antonia', just({ stars: 2, reputation: 2 }), just({ stars: 2, reputation: 2 }), 'community-park', just({ reputation: 2 })],
    // +1 star, +1 income; +2 income per residential: the Mobile Home Community, then a Suburbs
    ['golf-course', just({ stars: 1, income: 3 }), just({ stars: 1, income: 3 }), 'suburbs', just({ income: 4 })],
    // +1 star, +2 reputation; +1 star per Star tile: none, then a Lactose Princess
    ['olympic-park', just({ stars: 1, reputation: 2 }), just({ stars: 1, reputation: 2 }), 'lactose-princess', just({ stars: 2 })],
    // +1 star, +7 reputation; −1 reputation per building: 3, then a Suburbs
    ['wildlife-sanctuary', just({ stars: 1, reputation: 4 }), just({ stars: 1, reputation: 4 }), 'suburbs', just({ reputation: -2 })],
  ];
  for (const [borderId, placed, invested, later, laterGains] of cases) {
    it(`${borderId}: placed ${JSON.stringify(placed)}, invested ${JSON.stringify(invested)}, then ${later} ${JSON.stringify(laterGains)}`, () => {
      const taken = takeBorder(slotted(), 0, borderId);
      expect(fromBorders(taken.changes, 0)).toEqual(placed);
      const marked = investInBorder(taken.state, 0, 0);
      expect(fromBorders(marked.changes, 0)).toEqual(invested);
      const added = later === 'lake' ? lake(marked.state, 0, 'farm', EMPTY_SLOT.q, EMPTY_SLOT.r) : place(marked.state, 0, later, EMPTY_SLOT.q, EMPTY_SLOT.r);
      expect(fromBorders(added.changes, 0)).toEqual(laterGains);
    });
  }
});

describe('a Star border is a Star tile for the tiles counting them (seed 003 "New Building Tiles")', () => {
  it('a Tourism Office put into the Olympic Park\'s slot: +1 star and +1 population for the adjacent Star border; the Olympic Park +1 star for it', () => {
    const park = takeBorder(slotted(), 0, 'olympic-park').state;
    const r = place(park, 0, 'tourism-office', EMPTY_SLOT.q, EMPTY_SLOT.r);
    expect(fromTileAt(r.changes, 0, EMPTY_SLOT.q, EMPTY_SLOT.r)).toEqual(just({ stars: 1, population: 1 }));
    expect(fromBorders(r.changes, 0)).toEqual(just({ stars: 1 }));
  });

  it('a Wax Museum gains +1 reputation when its owner places a Star border, none for an Inc border', () => {
    const museum = incPosition([{ tiles: [...SLOTTED, ['wax-museum', 1, -2]] }, {}], ['bay', 'desert', 'forest'], ['beach', 'orchard'], sets);
    expect(fromTileAt(takeBorder(museum, 0, 'golf-course').changes, 0, 1, -2)).toEqual(just({ reputation: 1 }));
    expect(fromTileAt(takeBorder(museum, 0, 'bay').changes, 0, 1, -2)).toEqual(just({}));
  });

  it('a Starry Sidewalk counts its owner\'s Star border: $2 for itself, $2 for the Fort Antonia', () => {
    const fort = takeBorder(slotted(), 0, 'fort-antonia').state;
    const r = place(fort, 0, 'starry-sidewalk', 1, -2);
    expect(fromTileAt(r.changes, 0, 1, -2)).toEqual(just({ stars: 1, money: 4 }));
  });
});

describe('the border pool (decision 13)', () => {
  const borders = (s: ReturnType<typeof newGame>) => [...(s.borderRow ?? []), ...(s.borderStack ?? [])].sort();

  it('with Suburbia Inc and 5★ the 6 Star borders join all 12 Inc borders', () => {
    const all = borders(newGame({ players: 3, sets: ['inc', 'star'] }, 7));
    expect(all).toHaveLength(18);
    expect(all.filter((id) => ['boardwalk', 'city-zoo', 'fort-antonia', 'golf-course', 'olympic-park', 'wildlife-sanctuary'].includes(id))).toHaveLength(6);
  });

  it('with Suburbia Inc alone the 12 Inc borders; with 5★ alone there are no borders at all', () => {
    expect(borders(newGame({ players: 3, sets: ['inc'] }, 7))).toHaveLength(12);
    const starOnly = newGame({ players: 3, sets: ['star'] }, 7);
    expect([starOnly.borderRow, starOnly.borderStack]).toEqual([undefined, undefined]);
  });
});
