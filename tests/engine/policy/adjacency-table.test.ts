import { describe, expect, it } from 'vitest';
import { addPairGain, pairColumn } from '../../../src/engine/policy/adjacency-table.ts';
import { zeroDeltas, type StatDeltas } from '../../../src/engine/policy/value.ts';
import { ALL_FACTS, type TileFacts } from '../../../src/engine/tiles/facts.ts';

/** "Each adjacent" rules of `from` that count `to`, summed per stat, each `times` over. */
const direct = (from: TileFacts, to: TileFacts, times: number, into: StatDeltas): void => {
  for (const rule of from.adjacent) {
    const e = rule.effect;
    if (e.kind === 'perTile' && (rule.bits & to.traits) !== 0) into[e.stat] += e.amount * times;
  }
};

describe("the policy's adjacency table", () => {
  it('gives, for every pair of tile kinds, what both tiles\' "each adjacent" rules give (the neighbour\'s doubled when invested)', () => {
    for (const neighbour of ALL_FACTS) {
      for (const placed of ALL_FACTS) {
        if (placed.def === undefined) continue;
        for (const times of [1, 2]) {
          const table = zeroDeltas();
          addPairGain(table, pairColumn(neighbour.kind, times), placed.kind);
          const expected = zeroDeltas();
          direct(neighbour, placed, times, expected);
          direct(placed, neighbour, 1, expected);
          expect([neighbour.def?.id ?? 'lake', placed.def.id, times, table]).toEqual([neighbour.def?.id ?? 'lake', placed.def.id, times, expected]);
        }
      }
    }
  });

  it('a lake beside a new building pays $2, doubled when the lake holds an investment marker', () => {
    const suburbs = ALL_FACTS.find((f) => f.def?.id === 'suburbs');
    const lake = ALL_FACTS.find((f) => f.def === undefined);
    if (suburbs === undefined || lake === undefined) throw new Error('missing facts');
    const once = zeroDeltas();
    addPairGain(once, pairColumn(lake.kind, 1), suburbs.kind);
    const twice = zeroDeltas();
    addPairGain(twice, pairColumn(lake.kind, 2), suburbs.kind);
    expect([once.money, twice.money]).toEqual([2, 4]);
  });
});
