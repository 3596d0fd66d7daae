/** Set-up (rulebook "Set-Up", "Solo Game 1", "Solo Game 2"; seed 003 "Suburbia Expansions Setup"): stacks, market, supply, goals, boroughs. */
import { borderPool, dealAwards, goalPool, stackPool, starStack } from './box.ts';
import { STARTING_CELLS } from './hex.ts';
import { nextBelow, seedRng, shuffle, type RngState } from './rng.ts';
import { rulesOf, type GameRules } from './rules/index.ts';
import { isSetId } from './sets.ts';
import { startingTrack, trackOrder, type StarTrack } from './star-track.ts';
import { copyState, rulesVersionFor, SCHEMA, type GameOptions, type GameState, type GoalId, type PlacedTile, type PlayerState, type Seat, type Stacks, type TileId } from './state.ts';
import type { TableRules } from './table.ts';
import { ONE_MORE_ROUND } from './tiles/index.ts';
import type { SetId } from './sets.ts';

const STARTING_BOROUGH: readonly PlacedTile[] = [
  { tileId: 'suburbs', at: STARTING_CELLS.suburbs, invested: false, placedOrder: 0 },
  { tileId: 'community-park', at: STARTING_CELLS.park, invested: false, placedOrder: 0 },
  { tileId: 'heavy-factory', at: STARTING_CELLS.factory, invested: false, placedOrder: 0 },
];

type Dealt<T> = readonly [T, RngState];

/** Shuffled A, B, C stacks; C ends with the 1 More Round band and the reserve below it (decision 5). */
const buildStacks = (rng: RngState, table: TableRules, sets: readonly SetId[]): Dealt<Stacks> => {
  const [poolA, p1] = stackPool(rng, sets, 'A');
  const [a, r1] = shuffle(p1, poolA);
  const [poolB, p2] = stackPool(r1, sets, 'B');
  const [b, r2] = shuffle(p2, poolB);
  const [poolC, p3] = stackPool(r2, sets, 'C');
  const [c, r3] = shuffle(p3, poolC);
  const { stackSize, reserveBelow } = table;
  if (a.length < stackSize || b.length < stackSize || c.length < stackSize + reserveBelow) {
    throw new Error(`not enough tiles for stacks of ${stackSize} (+${reserveBelow})`);
  }
  return withBand(r3, table, a.slice(0, stackSize), b.slice(0, stackSize), c.slice(0, stackSize), c.slice(stackSize, stackSize + reserveBelow));
};

/** The stacks, the 1 More Round tile shuffled into the bottom of C's counted tiles, the reserve below them. */
const withBand = (rng: RngState, table: TableRules, A: readonly TileId[], B: readonly TileId[], counted: readonly TileId[], reserve: readonly TileId[]): Dealt<Stacks> => {
  const { stackSize, oneMoreRoundBand } = table;
  const top = counted.slice(0, stackSize - oneMoreRoundBand);
  const [band, next] = shuffle(rng, [...counted.slice(stackSize - oneMoreRoundBand), ONE_MORE_ROUND]);
  return [{ A, B, C: [...top, ...band, ...reserve] }, next];
};

/** With the 5★ Star tiles every counted stack is half Star tiles (decision 14, box.ts starStack). */
const buildStarStacks = (rng: RngState, table: TableRules, sets: readonly SetId[]): Dealt<Stacks> => {
  const { stackSize, reserveBelow } = table;
  const [a, r1] = starStack(rng, sets, 'A', stackSize, 0);
  const [b, r2] = starStack(r1, sets, 'B', stackSize, 0);
  const [c, r3] = starStack(r2, sets, 'C', stackSize, reserveBelow);
  return withBand(r3, table, a.counted, b.counted, c.counted, c.below);
};

/**
 * Who starts and the turn order. With the Star track the tokens are stacked on space 0 in random order and turn
 * order runs from the top token down, the top one starting (seed 003); Dale games keep the human first (decision
 * 17a), the human's token on top (R44). Without the track seats play in seat order from a random start player.
 */
const seating = (rng: RngState, rules: GameRules, humans: number, seats: number): Dealt<{ turnOrder: readonly Seat[]; start: Seat; starTrack?: StarTrack }> => {
  const inSeatOrder: Seat[] = [];
  for (let seat = 0; seat < seats; seat++) inSeatOrder.push(seat);
  if (!rules.has('star')) {
    const [start, next] = rules.mode.humanStarts ? [0, rng] : nextBelow(rng, humans);
    return [{ turnOrder: inSeatOrder, start }, next];
  }
  const [bottomToTop, next] = rules.mode.humanStarts ? [[...inSeatOrder].reverse(), rng] : shuffle(rng, inSeatOrder);
  const starTrack = startingTrack(bottomToTop);
  const turnOrder = trackOrder(starTrack);
  return [{ turnOrder, start: turnOrder[0] ?? 0, starTrack }, next];
};

const dealGoals = (rng: RngState, table: TableRules, humans: number, pool: readonly GoalId[]): Dealt<{ publicGoals: GoalId[]; offers: GoalId[][] }> => {
  const [shuffled, next] = shuffle(rng, pool);
  const needed = table.publicGoals + humans * table.secretGoalOffers;
  if (shuffled.length < needed) throw new Error(`not enough goals: need ${needed}`);
  const publicGoals = shuffled.slice(0, table.publicGoals);
  const offers: GoalId[][] = [];
  for (let i = 0; i < humans; i++) {
    const from = table.publicGoals + i * table.secretGoalOffers;
    offers.push(shuffled.slice(from, from + table.secretGoalOffers));
  }
  return [{ publicGoals, offers }, next];
};

/** Face-up borders beside the market (decision 19). */
export const BORDER_ROW_SIZE = 3;

/** The borders in play (box.ts), shuffled face down with 3 turned face up (decision 19); nothing without Inc. */
const dealBorders = (rng: RngState, sets: readonly SetId[]): Dealt<{ readonly borderRow?: readonly string[]; readonly borderStack?: readonly string[] }> => {
  const pool = borderPool(sets);
  if (pool.length === 0) return [{}, rng];
  const [shuffled, next] = shuffle(rng, pool.map((b) => b.id));
  return [{ borderRow: shuffled.slice(0, BORDER_ROW_SIZE), borderStack: shuffled.slice(BORDER_ROW_SIZE) }, next];
};

/** A player at the start, in the key order every copy keeps (state.ts copyPlayer). */
const startingPlayer = (table: TableRules, offers: readonly GoalId[]): PlayerState => ({
  money: table.startingMoney,
  income: table.startingIncome,
  reputation: table.startingReputation,
  population: table.startingPopulation,
  investmentsLeft: table.investmentMarkers,
  nightlifeMoneyLost: 0,
  nightlifePopulationLost: 0,
  borough: STARTING_BOROUGH,
  secretGoalOffers: offers,
});

/** A new game: `seed` (uint32) fixes every shuffle and random choice. Throws for options no table exists for. */
export const newGame = (options: GameOptions, seed: number): GameState => {
  const humans = options.players;
  if (!Number.isInteger(humans) || humans < 1) throw new Error(`players must be a positive integer, got ${humans}`);
  if (humans === 1 && options.solo === undefined) throw new Error('a 1-player game needs a solo mode');
  if (humans > 1 && options.solo !== undefined) throw new Error('solo modes are for 1 player');
  const unknown = (options.sets ?? []).find((s) => !isSetId(s));
  if (unknown !== undefined) throw new Error(`unknown set ${unknown}`);
  const rules = rulesOf(options);
  const table = options.table ?? rules.mode.table(humans);
  if (table === undefined) throw new Error(`no table for ${humans} players`);

  const [stacks, r1] = (rules.has('star') ? buildStarStacks : buildStacks)(seedRng(seed), table, rules.sets);
  const opening = stacks.A.slice(0, table.marketSlots.length);
  const market = table.marketSlots.map((slot, i) => ({ slot, tileId: opening[i] ?? '' })).filter((e) => e.tileId !== '');
  const [goals, r2] = dealGoals(r1, table, humans, goalPool(rules.sets, rules.mode).map((g) => g.id));
  const seats = humans + (rules.mode.engineSeat ? 1 : 0);
  const [seated, r3] = seating(r2, rules, humans, seats);
  const [awards, r4] = dealAwards(r3, rules.sets);
  const [borders, r5] = dealBorders(r4, rules.sets);

  const players: PlayerState[] = goals.offers.map((offers) => startingPlayer(table, offers));
  if (rules.mode.engineSeat) players.push({ ...startingPlayer(table, []), isDale: true });
  const anyOffers = goals.offers.some((o) => o.length > 0);

  // copied field by field so the first state has the same object shape as every later one (copyState's)
  return copyState({
    schema: SCHEMA,
    rulesVersion: rulesVersionFor(options),
    options,
    table,
    phase: anyOffers ? 'goals' : 'playing',
    turnOrder: seated.turnOrder,
    toMove: seated.start,
    startSeat: seated.start,
    round: 1,
    turn: 0,
    market,
    // one literal, as every later turn's stacks (market.ts), so every state's stacks share one object shape
    stacks: { A: stacks.A.slice(opening.length), B: stacks.B, C: stacks.C },
    basics: { suburbs: table.basicSupply, 'community-park': table.basicSupply, 'heavy-factory': table.basicSupply },
    discards: [],
    publicGoals: goals.publicGoals,
    players,
    rng: r5,
    placedCount: 0,
    ...awards,
    ...borders,
    ...(seated.starTrack === undefined ? {} : { starTrack: seated.starTrack }),
  });
};
