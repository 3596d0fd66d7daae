import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AWARD_TILES, BASE_TILES, GOALS, INC_BORDERS, SET_TILES, SETS, STAR_BORDERS, type SetId } from '../../../src/engine/index.ts';

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

/** The name the reference data gives each set in its `expansion` fields. */
const REFERENCE_NAMES: { readonly [S in SetId]: string } = { inc: 'Suburbia Inc', star: 'Suburbia 5 Star', nightlife: 'Suburbia Nightlife', con: 'Suburbia Con', essen: 'Suburbia Essen' };

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
    const engine = BASE_TILES.map((t) => ({ name: t.name, stack: t.stack, copies: t.copies, cost: t.cost, category: t.category, icon: t.icon, immediate: t.immediate }));
    expect(engine).toEqual(expected);
  });

  it('every goal: name, most or fewest, population bonus', () => {
    const data = reference('goals-base.json') as { readonly goals: readonly ReferenceGoal[] };
    expect(GOALS.filter((g) => g.set === undefined).map((g) => [g.name, g.kind, g.bonus])).toEqual(data.goals.map((g) => [g.name, g.criterion, g.population_bonus]));
  });

  it("every expansion tile of the sets in play: name, stack, copies, cost, immediate effect and gold stars, category and icon", () => {
    type ExpansionTile = { readonly name: string; readonly expansion: string; readonly stack: string; readonly copies: number; readonly cost: number | string; readonly stars: number; readonly immediate: Readonly<Record<string, number>> };
    type Category = { readonly name: string; readonly type: string; readonly icon: string | null };
    const tiles = (reference('expansion-tiles.json') as { readonly tiles: readonly ExpansionTile[] }).tiles;
    const categories = new Map((reference('expansion-categories.json') as readonly Category[]).map((c) => [c.name, c]));
    // Borders are not hex tiles; "black" is the Redevelopment Planner's lack of a category; the Redistricting
    // Office's "6 x number of players" is $6 per seat (decision 25)
    const category = (name: string): string | undefined => (categories.get(name)?.type === 'black' ? undefined : categories.get(name)?.type);
    const cost = (printed: ExpansionTile['cost']): number => (printed === '6 x number of players' ? 6 : (printed as number));
    for (const set of SETS) {
      const expected = tiles
        .filter((t) => t.expansion === REFERENCE_NAMES[set] && t.stack !== 'border')
        .map((t) => ({
          name: t.name,
          stack: t.stack,
          copies: t.copies,
          cost: cost(t.cost),
          immediate: t.stars === 0 ? t.immediate : { ...t.immediate, stars: t.stars },
          category: category(t.name),
          icon: categories.get(t.name)?.icon ?? undefined,
        }));
      const engine = SET_TILES[set].map((t) => ({ name: t.name, stack: t.stack, copies: t.copies, cost: t.cost, immediate: t.immediate, category: t.category, icon: t.icon }));
      expect([set, engine]).toEqual([set, expected]);
    }
  });

  it('every expansion goal of the sets in play: name, most or fewest, population bonus', () => {
    const goals = (reference('expansion-tiles.json') as { readonly goals: readonly (ReferenceGoal & { readonly expansion: string })[] }).goals;
    const inPlay = new Set(SETS.map((s) => REFERENCE_NAMES[s]));
    const expected = goals.filter((g) => inPlay.has(g.expansion)).map((g) => [g.name, g.criterion, g.population_bonus]);
    const byName = (a: readonly unknown[], b: readonly unknown[]): number => String(a[0]).localeCompare(String(b[0]));
    expect(GOALS.filter((g) => g.set !== undefined).map((g) => [g.name, g.kind, g.bonus]).sort(byName)).toEqual(expected.sort(byName));
  });

  it('every bonus and challenge tile of the sets in play: name, reward', () => {
    type ReferenceAward = { readonly name: string; readonly expansion: string; readonly reward: Readonly<Record<string, number>> };
    const data = reference('expansion-tiles.json') as { readonly bonus_tiles: readonly ReferenceAward[]; readonly challenge_tiles: readonly ReferenceAward[] };
    const inPlay = new Set(SETS.map((s) => REFERENCE_NAMES[s]));
    const expected = [...data.bonus_tiles, ...data.challenge_tiles].filter((t) => inPlay.has(t.expansion)).map((t) => [t.name, t.reward]);
    const engine = AWARD_TILES.map((t) => [t.name, { [t.award === 'bonus' ? 'income' : 'reputation']: t.amount }]);
    const byName = (a: readonly unknown[], b: readonly unknown[]): number => String(a[0]).localeCompare(String(b[0]));
    expect(engine.sort(byName)).toEqual(expected.sort(byName));
  });

  it('every border of Suburbia Inc and 5★ (12 and 6): name, cost, immediate effect and gold stars', () => {
    type ReferenceBorder = { readonly name: string; readonly expansion: string; readonly stack: string; readonly cost: number; readonly stars: number; readonly immediate: Readonly<Record<string, number>> };
    const tiles = (reference('expansion-tiles.json') as { readonly tiles: readonly ReferenceBorder[] }).tiles;
    const expected = (set: SetId) =>
      tiles
        .filter((t) => t.expansion === REFERENCE_NAMES[set] && t.stack === 'border')
        .map((t) => ({ name: t.name, cost: t.cost, immediate: t.stars === 0 ? t.immediate : { ...t.immediate, stars: t.stars } }));
    const engine = (borders: typeof INC_BORDERS) => borders.map((b) => ({ name: b.name, cost: b.cost, immediate: b.immediate }));
    expect(engine(INC_BORDERS)).toEqual(expected('inc'));
    expect(engine(STAR_BORDERS)).toEqual(expected('star'));
    expect([INC_BORDERS.length, STAR_BORDERS.length]).toEqual([12, 6]);
  });

  it('5★ has 50 Star tiles, one copy each: 15 A, 18 B, 17 C, every one with the star mark and gold stars', () => {
    const stars = SET_TILES.star;
    expect(['A', 'B', 'C'].map((letter) => stars.filter((t) => t.stack === letter).length)).toEqual([15, 18, 17]);
    expect(stars.every((t) => t.copies === 1 && t.set === 'star' && (t.immediate.stars ?? 0) > 0)).toBe(true);
    expect(STAR_BORDERS.every((b) => b.set === 'star' && (b.immediate.stars ?? 0) > 0)).toBe(true);
  });
});
