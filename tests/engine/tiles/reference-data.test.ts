import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOALS, TILES } from '../../../src/engine/index.ts';

/** The reference data the engine's tiles and goals were transcribed from (docs/rules.md "Data files"). */
const reference = (file: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'reference', file), 'utf8'));

type ReferenceTile = {
  readonly name: string;
  readonly stack: string;
  readonly copies?: number;
  readonly copies_in_box?: number;
  readonly cost: number;
  readonly type: string;
  readonly icon: string | null;
  readonly immediate: Readonly<Record<string, number>>;
};
type ReferenceGoal = { readonly name: string; readonly criterion: string; readonly population_bonus: number };

const camel = (snake: string): string => snake.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

describe('the engine says what the reference data it was transcribed from says', () => {
  it('every tile: name, stack, copies, cost, category, icon and immediate effect', () => {
    const data = reference('tiles-base.json') as { readonly basic_tiles: readonly ReferenceTile[]; readonly tiles: readonly ReferenceTile[] };
    const expected = [...data.basic_tiles, ...data.tiles].map((t) => ({
      name: t.name,
      stack: t.stack,
      copies: t.copies ?? t.copies_in_box,
      cost: t.cost,
      category: t.type,
      icon: t.icon === null ? undefined : camel(t.icon),
      immediate: t.immediate,
    }));
    const engine = TILES.map((t) => ({ name: t.name, stack: t.stack, copies: t.copies, cost: t.cost, category: t.category, icon: t.icon, immediate: t.immediate }));
    expect(engine).toEqual(expected);
  });

  it('every goal: name, most or fewest, population bonus', () => {
    const data = reference('goals-base.json') as { readonly goals: readonly ReferenceGoal[] };
    expect(GOALS.map((g) => [g.name, g.kind, g.bonus])).toEqual(data.goals.map((g) => [g.name, g.criterion, g.population_bonus]));
  });
});
