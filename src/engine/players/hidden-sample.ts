/**
 * Determinization: a full game state consistent with what one seat sees, the hidden parts drawn at random. It
 * reads of the real state only what that seat can see (stack sizes, the face-up tiles and borders, its own goals);
 * the stack order, the face-down borders (Suburbia Inc: the stack and which border lies under each Lake Border),
 * the game's RNG and the other seats' secret goals are made up afresh.
 */
import { borderPool, goalPool } from '../box.ts';
import { nextBelow, shuffle, type RngState } from '../rng.ts';
import { rulesOf } from '../rules/index.ts';
import type { SetId } from '../sets.ts';
import { copyPlayer, copyState, type GameState, type GoalId, type Mutable, type PlayerState, type Seat, type Stacks, type TileId } from '../state.ts';
import { BASE_TILES, ONE_MORE_ROUND, SET_TILES, type TileDef } from '../tiles/index.ts';

type Letter = 'A' | 'B' | 'C';
const LETTERS: readonly Letter[] = ['A', 'B', 'C'];

const copiesOf = (tiles: readonly TileDef[], letter: Letter): TileId[] =>
  tiles.filter((t) => t.stack === letter).flatMap((t) => Array.from({ length: t.copies }, () => t.id));

/** Every tile anyone has seen: the market, the discards and every borough (lakes included: they were face up in the market). */
const seenTiles = (state: GameState): Map<TileId, number> => {
  const seen = new Map<TileId, number>();
  const add = (id: TileId): void => void seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const e of state.market) add(e.tileId);
  for (const id of state.discards) add(id);
  for (const p of state.players) for (const t of p.borough) add(t.tileId);
  return seen;
};

/** `pool` without the tiles in `seen` (each copy seen takes one out); `seen` keeps what the pool did not hold. */
const withoutSeen = (pool: readonly TileId[], seen: Map<TileId, number>): TileId[] => {
  const out: TileId[] = [];
  for (const id of pool) {
    const left = seen.get(id) ?? 0;
    if (left > 0) seen.set(id, left - 1);
    else out.push(id);
  }
  return out;
};

/**
 * The unseen tiles of one letter, in random order. The base game's pool is the whole box letter; with sets it is
 * the sets' tiles topped up with base tiles (decision 14, R24), so the base tiles in it are drawn again: the seen
 * ones surely, the rest at random from the unseen base copies.
 */
const unseenOfLetter = (rng: RngState, sets: readonly SetId[], letter: Letter, seen: Map<TileId, number>): readonly [TileId[], RngState] => {
  const base = copiesOf(BASE_TILES, letter);
  if (sets.length === 0) return shuffle(rng, withoutSeen(base, seen));
  const added = sets.flatMap((set) => copiesOf(SET_TILES[set], letter));
  const addedUnseen = withoutSeen(added, seen);
  const baseSlots = base.length - added.length;
  const seenBase = base.length - withoutSeen(base, new Map(seen)).length;
  const [baseUnseen, r1] = shuffle(rng, withoutSeen(base, seen));
  return shuffle(r1, [...addedUnseen, ...baseUnseen.slice(0, Math.max(0, baseSlots - seenBase))]);
};

/**
 * The C stack with the 1 More Round tile put back where it may be: among the band's places still in the stack
 * (decision 5: the bottom counted C tiles shuffled with it, the reserve below). It is still there exactly while no
 * final round is set (public: the tile is revealed when drawn).
 */
const withOneMoreRound = (rng: RngState, state: GameState, c: readonly TileId[]): readonly [TileId[], RngState] => {
  const counted = c.length + 1 - state.table.reserveBelow;
  const first = Math.max(0, counted - state.table.oneMoreRoundBand - 1);
  const [offset, next] = nextBelow(rng, Math.max(1, counted - first));
  const at = first + offset;
  return [[...c.slice(0, at), ONE_MORE_ROUND, ...c.slice(at)], next];
};

/** The tiles left in one stack (the 1 More Round tile aside), in random order, without 5★. */
const sampleLetter = (rng: RngState, sets: readonly SetId[], letter: Letter, size: number, seen: Map<TileId, number>): readonly [TileId[], RngState] => {
  const [unseen, next] = unseenOfLetter(rng, sets, letter, seen);
  if (unseen.length < size) throw new Error(`sampleHidden: ${unseen.length} unseen ${letter} tiles for a stack of ${size}`);
  return [unseen.slice(0, size), next];
};

/**
 * The same with the 5★ Star tiles (decision 14, box.ts starStack): ⌊stack size / 2⌋ of each stack's counted tiles
 * were Star tiles, so those not yet seen are still in it, among its counted places (C's reserve below them holds
 * none); the other places come from the other sets' pool.
 */
const sampleStarLetter = (rng: RngState, state: GameState, sets: readonly SetId[], letter: Letter, size: number, seen: Map<TileId, number>): readonly [TileId[], RngState] => {
  const starCopies = copiesOf(SET_TILES.star, letter);
  const starUnseen = withoutSeen(starCopies, seen);
  const starsLeft = Math.floor(state.table.stackSize / 2) - (starCopies.length - starUnseen.length);
  const counted = letter === 'C' ? Math.max(0, size - state.table.reserveBelow) : size;
  if (starsLeft < 0 || starsLeft > Math.min(counted, starUnseen.length)) throw new Error(`sampleHidden: ${starsLeft} Star ${letter} tiles left for ${counted} counted places`);
  const [stars, r1] = shuffle(rng, starUnseen);
  const [others, r2] = sampleLetter(r1, sets.filter((set) => set !== 'star'), letter, size - starsLeft, seen);
  const [mixed, r3] = shuffle(r2, [...stars.slice(0, starsLeft), ...others.slice(0, counted - starsLeft)]);
  return [[...mixed, ...others.slice(counted - starsLeft)], r3];
};

const sampleStacks = (rng: RngState, state: GameState): readonly [Stacks, RngState] => {
  const seen = seenTiles(state);
  const sets = rulesOf(state.options).sets;
  const oneMoreRoundLeft = state.finalRound === undefined && state.phase !== 'finished';
  let next = rng;
  const stacks: Record<Letter, TileId[]> = { A: [], B: [], C: [] };
  for (const letter of LETTERS) {
    const size = state.stacks[letter].length - (letter === 'C' && oneMoreRoundLeft ? 1 : 0);
    [stacks[letter], next] = sets.includes('star') ? sampleStarLetter(next, state, sets, letter, size, seen) : sampleLetter(next, sets, letter, size, seen);
  }
  if (oneMoreRoundLeft) [stacks.C, next] = withOneMoreRound(next, state, stacks.C);
  return [stacks, next];
};

/**
 * Other seats' secret goals (and, while they still choose, their offers) drawn from the goals `seat` has not seen:
 * the pool less the public goals and its own. (The offer it turned down is no longer in the state, so it counts
 * as unseen.)
 */
const sampleGoals = (rng: RngState, state: GameState, seat: Seat): readonly [PlayerState[], RngState] => {
  const mine = state.players[seat];
  const known = new Set<GoalId>([...state.publicGoals, ...(mine?.secretGoalOffers ?? []), ...(mine?.secretGoal === undefined ? [] : [mine.secretGoal])]);
  const pool = goalPool(rulesOf(state.options).sets, rulesOf(state.options).mode)
    .map((g) => g.id)
    .filter((id) => !known.has(id));
  const [unseen, next] = shuffle(rng, pool);
  let drawn = 0;
  const draw = (n: number): GoalId[] => {
    const goals = unseen.slice(drawn, drawn + n);
    drawn += n;
    return goals;
  };
  const players = state.players.map((p, i): PlayerState => {
    if (i === seat || p.isDale === true) return p;
    const copy: Mutable<PlayerState> = copyPlayer(p);
    delete copy.secretGoal;
    // public: whether the seat is still choosing; how many goals it was offered is the table's
    const choosing = p.secretGoalOffers.length > 0;
    copy.secretGoalOffers = choosing ? draw(state.table.secretGoalOffers) : [];
    if (!choosing && state.table.secretGoalOffers > 0) {
      const [goal] = draw(1);
      if (goal !== undefined) copy.secretGoal = goal;
    }
    return copy;
  });
  return [players, next];
};

/**
 * Suburbia Inc's face-down borders drawn from those nobody has seen: every border in play (with 5★ its Star
 * borders too) less the face-up row and the face-up borders in the boroughs. The stack keeps its size and each
 * Lake Border gets one of the unseen ids, so the ones really taken face down (R36) tell the sample nothing.
 * Unchanged without Inc.
 */
const sampleBorders = (rng: RngState, state: GameState, players: readonly PlayerState[]): readonly [Pick<GameState, 'borderStack' | 'players'>, RngState] => {
  if (state.borderStack === undefined) return [{ players }, rng];
  const faceUp = new Set([...(state.borderRow ?? []), ...players.flatMap((p) => (p.borders ?? []).filter((b) => b.faceDown !== 'lake').map((b) => b.borderId))]);
  const [unseen, next] = shuffle(
    rng,
    borderPool(rulesOf(state.options).sets)
      .map((b) => b.id)
      .filter((id) => !faceUp.has(id)),
  );
  const size = state.borderStack.length;
  let drawn = size;
  const underLake = (): string => {
    const id = unseen[drawn++];
    if (id === undefined) throw new Error('sampleHidden: fewer unseen borders than face-down ones');
    return id;
  };
  const withLakes = players.map((p): PlayerState => {
    if (p.borders === undefined || !p.borders.some((b) => b.faceDown === 'lake')) return p;
    return { ...p, borders: p.borders.map((b) => (b.faceDown === 'lake' ? { ...b, borderId: underLake() } : b)) };
  });
  if (unseen.length < size) throw new Error(`sampleHidden: ${unseen.length} unseen borders for a stack of ${size}`);
  return [{ borderStack: unseen.slice(0, size), players: withLakes }, next];
};

/** A state `seat` cannot tell from `state`, its hidden parts drawn with `rng`; and the RNG after the draws. */
export const sampleHidden = (state: GameState, seat: Seat, rng: RngState): readonly [GameState, RngState] => {
  const [stacks, r1] = sampleStacks(rng, state);
  const [players, r2] = sampleGoals(r1, state, seat);
  const [borders, r3] = sampleBorders(r2, state, players);
  const [gameRng, r4] = nextBelow(r3, 0x1_0000_0000);
  const sampled = copyState(state);
  sampled.stacks = stacks;
  sampled.players = borders.players;
  if (borders.borderStack !== undefined) sampled.borderStack = borders.borderStack;
  sampled.rng = gameRng;
  return [sampled, r4];
};

