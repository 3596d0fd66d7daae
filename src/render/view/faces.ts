/** Engine data → the renderer's plain faces: tiles, goals and boroughs. */
import {
  awardById,
  goalById,
  requirementWords,
  isBoroughBoardCell,
  isSetId,
  matchPhrase,
  SET_NAMES,
  SET_WORDS,
  tileById,
  tileText,
  type BorderDef,
  type GoalDef,
  type GoalId,
  borderById,
  borderCells,
  type PlacedBorder,
  type PlacedTile,
  type SetMark,
  type TileDef,
  type TileId,
} from '../../engine/index.ts';
import { borderText } from '../../engine/tiles/border-text.ts';
import type { AwardCard, BorderFace, BoroughBorder, BoroughView, Cell, GoalCard, GoldStars, SetBadge, TileFace } from '../view-model.ts';

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

/** The words tile-text.ts adds to a gold star that is not on a Star tile. */
const ONLY_WITH_STARS = ' (only with 5★ Star tiles)';

/**
 * A tile's face in a game with the 5★ Star track, where every gold star moves a token: a Con tile's stars lose their
 * "only with 5★ Star tiles" (and the face its own cache key, since its text differs).
 */
export const tileFaceWithStarTrack = (face: TileFace): TileFace =>
  face.goldStars?.note === undefined ? face : { ...face, id: `${face.id}+star-track`, effect: face.effect.replace(ONLY_WITH_STARS, ''), goldStars: { count: face.goldStars.count } };

/** A tile's face as a game shows it: with the Star track, its gold stars count whatever set it is from. */
export const tileFaceIn = (id: TileId, starTrack: boolean): TileFace => (starTrack ? tileFaceWithStarTrack(tileFaceById(id)) : tileFaceById(id));

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

/** A border's face: its name, price, set mark, effect words and a Star border's gold stars. */
export const borderFace = (def: BorderDef): BorderFace => {
  const stars = def.immediate.stars ?? 0;
  return {
    id: def.id,
    name: def.name,
    cost: def.cost,
    effect: borderText(def),
    set: setBadge(def.set),
    ...(stars > 0 ? { goldStars: { count: stars } } : {}),
  };
};

export const borderFaceById = (id: string): BorderFace => borderFace(borderById(id));

/** A placed border's cells from the engine's geometry; a Lake Border shows no face (decision 19: it is one lake). */
export const boroughBorder = (placed: PlacedBorder): BoroughBorder => ({
  ...borderCells(placed),
  invested: placed.invested,
  ...(placed.faceDown === 'lake' ? {} : { border: borderFaceById(placed.borderId) }),
});

/**
 * A borough's pieces; its borders only in games with Suburbia Inc, where the player state carries them; `starTrack`:
 * the game has the 5★ Star track (tileFaceIn).
 */
export const boroughView = (borough: readonly PlacedTile[], borders?: readonly PlacedBorder[], starTrack = false): BoroughView => ({
  cells: borough.map((t) =>
    t.faceDown === 'lake'
      ? { kind: 'lake', at: t.at, invested: t.invested }
      : { kind: 'tile', at: t.at, tile: tileFaceIn(t.tileId, starTrack), invested: t.invested },
  ),
  boardCells: BOARD_CELLS,
  ...(borders === undefined ? {} : { borders: borders.map(boroughBorder) }),
});

/** A bonus (on B, raising income) or challenge (on C, raising reputation) tile as it lies on its stack. */
export const awardCard = (id: string): AwardCard => {
  const tile = awardById(id);
  return {
    stack: tile.award === 'bonus' ? 'B' : 'C',
    name: tile.name,
    reward: `+${tile.amount} ${tile.award === 'bonus' ? 'income' : 'reputation'}`,
    requirement: requirementWords(tile.requirement),
    set: setBadge(tile.set),
  };
};

