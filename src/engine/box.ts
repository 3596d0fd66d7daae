/**
 * What a game's sets put in the box (decisions 13, 14, 20, 21): the A/B/C pools the stacks are dealt from, the
 * borders, the goal pool, and the bonus and challenge tiles. The base game is the empty choice and uses the box as it always did.
 */
import { awardPool } from './awards.ts';
import { GOALS, type GoalDef } from './goals/goal-data.ts';
import { shuffle, type RngState } from './rng.ts';
import type { ModeRules } from './rules/modes.ts';
import type { SetId } from './sets.ts';
import { BASE_TILES, INC_BORDERS, SET_TILES, STAR_BORDERS, type BorderDef, type TileDef, type TileId } from './tiles/index.ts';

type Letter = 'A' | 'B' | 'C';

const copiesOf = (tiles: readonly TileDef[], letter: Letter): readonly TileId[] =>
  tiles.filter((t) => t.stack === letter).flatMap((t) => Array.from({ length: t.copies }, () => t.id));

/** Every base copy, by stack, in data order (32 / 36 / 32). */
const BASE_BOX = { A: copiesOf(BASE_TILES, 'A'), B: copiesOf(BASE_TILES, 'B'), C: copiesOf(BASE_TILES, 'C') } as const;

/**
 * The pool one stack letter is dealt from, before shuffling. Decision 14: the letter's tiles of every set in play,
 * topped up with random base tiles to the base box's 32 / 36 / 32 (R24; "take out an equal number of base game tiles of
 * the same letter", seed 003).
 */
export const stackPool = (rng: RngState, sets: readonly SetId[], letter: Letter): readonly [readonly TileId[], RngState] => {
  const base = BASE_BOX[letter];
  // the Star tiles are a pool of their own (decision 14, starStack)
  const mixed = sets.filter((set) => set !== 'star');
  if (mixed.length === 0) return [base, rng];
  const added = mixed.flatMap((set) => copiesOf(SET_TILES[set], letter));
  if (added.length > base.length) throw new Error(`the sets put ${added.length} ${letter} tiles in a pool of ${base.length}`);
  const [shuffled, next] = shuffle(rng, base);
  return [[...added, ...shuffled.slice(0, base.length - added.length)], next];
};

/**
 * One stack with the 5★ Star tiles (decision 14): of its `counted` tiles ⌊counted / 2⌋ come from the letter's Star
 * tiles and the rest from the non-star pool (stackPool), shuffled together; `below` more non-star tiles come after
 * them (C's reserve under the 1 More Round band). Throws when a pool is too small: decisions 5 and 15 make every
 * table fit.
 */
export const starStack = (
  rng: RngState,
  sets: readonly SetId[],
  letter: Letter,
  counted: number,
  below: number,
): readonly [{ readonly counted: readonly TileId[]; readonly below: readonly TileId[] }, RngState] => {
  const stars = Math.floor(counted / 2);
  const [starPool, r1] = shuffle(rng, copiesOf(SET_TILES.star, letter));
  const [pool, r2] = stackPool(r1, sets, letter);
  const [others, r3] = shuffle(r2, pool);
  const plain = counted - stars;
  if (starPool.length < stars || others.length < plain + below) {
    throw new Error(`not enough ${letter} tiles for ${stars} Star and ${plain + below} other tiles`);
  }
  const [mixed, r4] = shuffle(r3, [...starPool.slice(0, stars), ...others.slice(0, plain)]);
  return [{ counted: mixed, below: others.slice(plain, plain + below) }, r4];
};

/**
 * The borders in play: Suburbia Inc's 12, and with 5★ as well its 6 Star borders (decision 13: seed 003 outranks
 * seed 002's "6 random Inc borders"); none without Inc.
 */
export const borderPool = (sets: readonly SetId[]): readonly BorderDef[] => {
  if (!sets.includes('inc')) return [];
  return sets.includes('star') ? [...INC_BORDERS, ...STAR_BORDERS] : INC_BORDERS;
};

/** Every pool asked for, by mode and sets: a set-up asks once per game, and the pools never change. */
const goalPools = new Map<ModeRules, Map<string, readonly GoalDef[]>>();

/**
 * The public and secret goal pool (decision 21): the base goals plus the chosen sets' goals, without those the mode
 * leaves out (Dale, decision 6). Expansion goals about something not in play come only with the sets they need.
 */
export const goalPool = (sets: readonly SetId[], mode: ModeRules): readonly GoalDef[] => {
  let byMode = goalPools.get(mode);
  if (byMode === undefined) {
    byMode = new Map();
    goalPools.set(mode, byMode);
  }
  const key = sets.join(',');
  let pool = byMode.get(key);
  if (pool === undefined) {
    pool = GOALS.filter((g) => (g.set === undefined || sets.includes(g.set)) && (g.needs ?? []).every((n) => sets.includes(n)) && mode.keepsGoal(g));
    byMode.set(key, pool);
  }
  return pool;
};

/** The bonus tile for B and the challenge tile for C, each drawn at random from its pool (decision 20); none when a pool is empty. */
export const dealAwards = (rng: RngState, sets: readonly SetId[]): readonly [{ readonly bonusOnB?: string; readonly challengeOnC?: string }, RngState] => {
  let next = rng;
  const pick = (award: 'bonus' | 'challenge'): string | undefined => {
    const pool = awardPool(sets, award);
    if (pool.length === 0) return undefined;
    const [shuffled, after] = shuffle(next, pool);
    next = after;
    return shuffled[0]?.id;
  };
  const bonusOnB = pick('bonus');
  const challengeOnC = pick('challenge');
  return [{ ...(bonusOnB === undefined ? {} : { bonusOnB }), ...(challengeOnC === undefined ? {} : { challengeOnC }) }, next];
};
