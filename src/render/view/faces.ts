/** Engine data → the renderer's plain faces: tiles, goals and boroughs. */
import {
  goalById,
  isBoroughBoardCell,
  isSetId,
  matchPhrase,
  SET_NAMES,
  SET_WORDS,
  tileById,
  tileText,
  type GoalDef,
  type GoalId,
  type PlacedTile,
  type SetMark,
  type TileDef,
  type TileId,
} from '../../engine/index.ts';
import type { BoroughView, Cell, GoalCard, GoldStars, SetBadge, TileFace } from '../view-model.ts';

/** A set's mark and name; marks of sets not yet playable read as the engine counts them ("Inc."). */
export const setBadge = (mark: SetMark): SetBadge => ({ mark, name: isSetId(mark) ? SET_NAMES[mark] : SET_WORDS[mark] });

/** Gold stars move a token only on the 5★ Star track, which comes with the Star tiles (decision 13). */
const goldStarsOf = (def: TileDef): GoldStars | undefined => {
  const count = def.immediate.stars ?? 0;
  if (count <= 0) return undefined;
  return def.set === 'star' ? { count } : { count, note: 'only with 5★ Star tiles' };
};

export const tileFace = (def: TileDef): TileFace => {
  const stars = goldStarsOf(def);
  return {
    id: def.id,
    name: def.name,
    cost: def.cost,
    ...(def.category === undefined ? {} : { category: def.category }),
    ...(def.icon === undefined ? {} : { icon: def.icon }),
    effect: tileText(def),
    stack: def.stack,
    ...(def.set === undefined ? {} : { set: setBadge(def.set) }),
    ...(stars === undefined ? {} : { goldStars: stars }),
  };
};

export const tileFaceById = (id: TileId): TileFace => tileFace(tileById(id));

/** What a goal counts, in words: "residential tiles", "lakes in one connected group". */
const targetWords = (goal: GoalDef): string => {
  const t = goal.target;
  switch (t.kind) {
    case 'pieces':
      return matchPhrase(t.match, true);
    case 'lakes':
      return 'lakes';
    case 'borders':
      return 'face-up borders';
    case 'largestLakeGroup':
      return 'lakes in one connected group';
    case 'investmentsPlayed':
      return 'investment markers played';
    case 'category':
      return `${t.category} tiles`;
    case 'largestCategoryGroup':
      return `${t.category} tiles in one connected group`;
    case 'icon':
      return `${t.icon} tiles`;
    case 'stat':
      return t.stat === 'money' ? 'money ($)' : t.stat;
  }
};

export const goalCard = (id: GoalId): GoalCard => {
  const goal = goalById(id);
  return { name: goal.name, rule: `${goal.kind} ${targetWords(goal)}`, bonus: goal.bonus };
};

/** The Borough Board's cells (decision 9: |q| ≤ 3, 0 < r + q/2 ≤ 2.5), as the engine defines them. */
export const BOARD_CELLS: readonly Cell[] = (() => {
  const cells: Cell[] = [];
  for (let q = -3; q <= 3; q++) for (let r = -6; r <= 6; r++) if (isBoroughBoardCell({ q, r })) cells.push({ q, r });
  return cells;
})();

export const boroughView = (borough: readonly PlacedTile[]): BoroughView => ({
  cells: borough.map((t) =>
    t.faceDown === 'lake'
      ? { kind: 'lake', at: t.at, invested: t.invested }
      : { kind: 'tile', at: t.at, tile: tileFaceById(t.tileId), invested: t.invested },
  ),
  boardCells: BOARD_CELLS,
});
