import { describe, expect, it } from 'vitest';
import { ONE_MORE_ROUND, type GameState } from '../../src/engine/index.ts';
import { daleChoice } from '../../src/engine/dale.ts';
import { QUIET, START, position, quietTurn } from './fixtures.ts';

const daleTable = (market: readonly string[], stacks: Partial<GameState['stacks']> = {}): GameState => {
  const g = position({ solo: 'dale', players: [{ tiles: QUIET }, { tiles: START, money: 15 }], market });
  return { ...g, stacks: { A: ['stadium', 'museum', 'hotel', 'resort', 'farm', 'mint', 'landfill', 'freeway'], B: [], C: [], ...stacks } };
};

describe('Dale the Bot', () => {
  it('buys the most expensive tile, counting the slot surcharge ($6/$4/$2/$0)', () => {
    // Farm 9+6 = 15, Mint 15+4 = 19, Parking Lot 12+2 = 14, Casino 22+0 = 22.
    expect(daleChoice(daleTable(['farm', 'mint', 'parking-lot', 'casino']))?.tileId).toBe('casino');
  });

  it('takes the leftmost of equally expensive tiles', () => {
    // Mobile Home 4+6 = 10 and Convenience Store 6+4 = 10.
    expect(daleChoice(daleTable(['mobile-home-community', 'convenience-store', 'hostel', 'landfill']))?.slot).toBe(2);
  });

  it('pays $3, places for the most income + reputation (ties: smallest r), then the rest leave and 4 new tiles arrive', () => {
    // The human takes the $0 tile as a lake; Dale buys the Museum (8+6 = 14) over the Convenience Store (6+4)
    // and Hostel (0+2). Beside the Park only: +2 reputation at (1,−1) or (−1,0); beside the factory too: +1.
    const g = daleTable(['museum', 'convenience-store', 'hostel', 'landfill']);
    const r = quietTurn(g, 0);
    const dale = r.changes.filter((c) => c.seat === 1);
    expect(dale.filter((c) => c.cause.kind === 'dale').map((c) => [c.stat, c.delta])).toEqual([['money', -3]]);
    expect(dale.filter((c) => c.cause.kind === 'tile').map((c) => [c.stat, c.delta])).toEqual([
      ['reputation', 1],
      ['reputation', 1],
    ]);
    expect(r.state.players[1]?.borough.at(-1)).toMatchObject({ tileId: 'museum', at: { q: 1, r: -1 } });
    expect(r.state.market.map((e) => [e.slot, e.tileId])).toEqual([
      [2, 'stadium'],
      [3, 'museum'],
      [4, 'hotel'],
      [5, 'resort'],
    ]);
    expect(r.state.discards).toEqual(['convenience-store', 'hostel']);
    expect(r.state.toMove).toBe(0);
    expect(r.state.round).toBe(g.round + 1);
  });

  it('ends the game the moment the 1 More Round tile appears', () => {
    const g = daleTable(['museum', 'convenience-store', 'hostel', 'landfill'], { A: ['stadium', 'hotel', ONE_MORE_ROUND, 'resort'] });
    const r = quietTurn(g, 0);
    expect(r.state.phase).toBe('finished');
    expect(r.state.turn).toBe(g.turn + 2);
  });
});

describe("Dale the Bot's choice with expansions (decision 27)", () => {
  const setsTable = (market: readonly string[], daleTiles: typeof START = START): GameState => {
    const g = position({ solo: 'dale', sets: ['nightlife', 'essen'], players: [{ tiles: QUIET }, { tiles: daleTiles, money: 15, reputation: 2 }], market });
    // Dale to move, as when his turn comes (daleChoice reads his borough)
    return { ...g, toMove: 1, stacks: { A: ['stadium', 'museum', 'hotel', 'resort', 'farm'], B: [], C: [] } };
  };

  it('leaves out tiles with a negative population number, however dear', () => {
    // City Square 9+6 = 15 (−1 population per commercial tile), Haunted House 2+4 (−1 per Nightlife tile), Tavern 8+2 = 10
    expect(daleChoice(setsTable(['city-square', 'haunted-house', 'tavern', 'landfill']))?.tileId).toBe('tavern');
  });

  it('leaves out a tile with no legal spot in his borough: a second Grugapark', () => {
    // Grugapark 6+6 = 12 is the dearest, but he has one; Convenience Store 6+4 = 10
    const table = setsTable(['grugapark', 'convenience-store', 'hostel', 'landfill'], [...START, ['grugapark', 1, -1]]);
    expect(daleChoice(table)?.tileId).toBe('convenience-store');
  });

  it('with nothing left he takes no tile; his income and population steps still happen, then the deal', () => {
    // the human takes slot 5 as a lake; Werewolf Den, Haunted House and City Square all lower population
    const r = quietTurn(setsTable(['werewolf-den', 'haunted-house', 'city-square', 'landfill']), 0);
    expect(r.changes.filter((c) => c.seat === 1).map((c) => [c.cause.kind, c.stat, c.delta])).toEqual([['reputationStep', 'population', 2]]);
    expect(r.state.players[1]?.borough).toHaveLength(3);
    expect(r.state.discards).toEqual(['werewolf-den', 'haunted-house', 'city-square']);
    expect(r.state.market.map((e) => e.tileId)).toEqual(['stadium', 'museum', 'hotel', 'resort']);
  });
});

describe("Dale the Bot's choice with Suburbia Inc (decision 27)", () => {
  const incTable = (market: readonly string[]): GameState => {
    const g = position({ solo: 'dale', sets: ['inc'], players: [{ tiles: QUIET }, { tiles: START, money: 15, reputation: 2 }], market });
    return { ...g, toMove: 1, stacks: { A: ['stadium', 'museum', 'hotel', 'resort', 'farm'], B: [], C: [] } };
  };

  it('never buys the Redevelopment Planner', () => {
    // Redevelopment Planner 7+6 = 13, Convenience Store 6+4 = 10
    expect(daleChoice(incTable(['redevelopment-planner', 'convenience-store', 'hostel', 'landfill']))?.tileId).toBe('convenience-store');
  });

  it("leaves out the Redistricting Office: the opponents' −5 counts as a negative population number", () => {
    // Redistricting Office ($12 in a Dale game) + 6, Cemetery (−2 population) 4+4, Investment Property 8+2 = 10
    expect(daleChoice(incTable(['redistricting-office', 'cemetery', 'investment-property', 'landfill']))?.tileId).toBe('investment-property');
  });

  it('leaves out the Checkpoint: it must go in a slot of one of his borders, and he never has one', () => {
    // Checkpoint 14+6 = 20, Convenience Store 6+4 = 10
    expect(daleChoice(incTable(['checkpoint', 'convenience-store', 'hostel', 'landfill']))?.tileId).toBe('convenience-store');
  });

  it('buys the other Inc tiles like any: the Indoor Mall 22+0 = 22 over the Law Office 14+6 = 20', () => {
    expect(daleChoice(incTable(['law-office', 'hostel', 'landfill', 'indoor-mall']))?.tileId).toBe('indoor-mall');
  });
});

describe('Dale the Bot 3.0 with the 5★ Star track (decision 27, seed 003 "Dale the Bot")', () => {
  /** Dale to move, the human's token on space `human`, Dale's on space `dale` */
  const starTable = (market: readonly string[], human: number, dale: number): GameState => {
    const g = position({ solo: 'dale', sets: ['star'], players: [{ tiles: QUIET }, { tiles: START, money: 15 }], market });
    const starTrack = Array.from({ length: 21 }, (_, space) => [...(space === human ? [0] : []), ...(space === dale ? [1] : [])]);
    return { ...g, toMove: 1, starTrack, stacks: { A: ['stadium', 'museum', 'hotel', 'resort', 'farm'], B: [], C: [] } };
  };
  // Casino 22+6 = 28 is the dearest; Lactose Princess 4+4 = 8 and Bungee Bridge 7+2 = 9 are Star tiles
  const market = ['casino', 'lactose-princess', 'bungee-bridge', 'landfill'];

  it('keeps to the Star tiles, the dearest of them, while not 3 spaces ahead: 2 ahead, the Bungee Bridge', () => {
    expect(daleChoice(starTable(market, 3, 5))?.tileId).toBe('bungee-bridge');
  });

  it('3 or more spaces ahead he chooses as usual: the Casino', () => {
    expect(daleChoice(starTable(market, 3, 6))?.tileId).toBe('casino');
  });

  it('with no Star tile he may buy left (Manmade Volcano has a negative population number), the dearest of the rest', () => {
    expect(daleChoice(starTable(['casino', 'manmade-volcano', 'hostel', 'landfill'], 0, 0))?.tileId).toBe('casino');
  });
});
