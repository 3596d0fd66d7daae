/** Engine data → the renderer's plain faces: tiles, goals and boroughs. */
import { goalById, isBoroughBoardCell, matchPhrase, tileById, tileText, type GoalDef, type GoalId, type PlacedTile, type TileDef, type TileId } from '../../engine/index.ts';
import type { BoroughView, Cell, GoalCard, TileFace } from '../view-model.ts';

export const tileFace = (def: TileDef): TileFace => ({
  id: def.id,
  name: def.name,
  cost: def.cost,
  category: def.category,
  ...(def.icon === undefined ? {} : { icon: def.icon }),
  effect: tileText(def),
  stack: def.stack,
});

export const tileFaceById = (id: TileId): TileFace => tileFace(tileById(id));

/** What a goal counts, in words: "residential tiles", "lakes in one connected group". */
const targetWords = (goal: GoalDef): string => {
  const t = goal.target;
  switch (t.kind) {
    case 'pieces':
      return matchPhrase(t.match, true);
    case 'lakes':
      return 'lakes';
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
