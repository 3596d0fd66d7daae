import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalProjection, type GameState } from '../../src/engine/index.ts';
import { position } from './fixtures.ts';

describe('canonical JSON', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: [3, { z: 1, y: null }], a: { d: 'x', c: true } })).toBe('{"a":{"c":true,"d":"x"},"b":[3,{"y":null,"z":1}]}');
  });

  it('gives the same text whatever order the keys were written in', () => {
    expect(canonicalJson({ seat: { money: 5, income: 1 }, turn: 2 })).toBe(canonicalJson({ turn: 2, seat: { income: 1, money: 5 } }));
  });
});

describe('canonical projection', () => {
  const game = (): GameState =>
    position({
      players: [
        {
          money: 12,
          income: 3,
          reputation: 1,
          population: 9,
          investmentsLeft: 2,
          tiles: [
            ['suburbs', 0, 0, { invested: true }],
            ['farm', 1, -1, { lake: true }],
          ],
        },
        { money: 7 },
      ],
      market: ['landfill', 'mint'],
    });

  it('shows each seat by its tracks, markers left and borough in placement order, with no score before the end', () => {
    const projection = canonicalProjection(game());
    expect(projection).toMatchObject({
      seats: [
        {
          money: 12,
          income: 3,
          reputation: 1,
          population: 9,
          investmentsLeft: 2,
          borough: [
            { tileId: 'suburbs', q: 0, r: 0, faceDown: false, invested: true },
            { tileId: 'farm', q: 1, r: -1, faceDown: true, invested: false },
          ],
          finalScore: null,
        },
        { money: 7, finalScore: null },
      ],
      standings: null,
      winners: null,
      market: [
        { slot: 5, tileId: 'landfill' },
        { slot: 6, tileId: 'mint' },
      ],
      phase: 'playing',
      toMove: 0,
      finalRound: null,
    });
  });

  it('adds the final scores once the game is finished: $12 converts to 2 population, $2 kept', () => {
    const projection = canonicalProjection({ ...game(), phase: 'finished' });
    expect(projection).toMatchObject({
      seats: [
        { finalScore: { goals: [], population: 11, reputation: 1, income: 3, money: 2, moneyConverted: 10 } },
        { finalScore: { goals: [], population: 3, reputation: 0, income: 0, money: 2, moneyConverted: 5 } },
      ],
      standings: [0, 1],
      winners: [0],
      phase: 'finished',
    });
  });

  it('picks its fields one by one: hidden and internal state stays out', () => {
    const projection = canonicalProjection(game());
    const text = canonicalJson(projection);
    for (const left of ['secretGoalOffers', 'publicGoals', 'rng', 'placedOrder', 'placedCount', 'table', 'schema', 'startSeat', 'turnOrder']) {
      expect(text).not.toContain(`"${left}"`);
    }
    expect(Object.keys(projection ?? {}).sort()).toEqual(
      ['basics', 'discards', 'finalRound', 'market', 'phase', 'round', 'seats', 'stacks', 'standings', 'toMove', 'turn', 'winners'],
    );
  });
});
