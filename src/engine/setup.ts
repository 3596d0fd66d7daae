/** Set-up (rulebook "Set-Up", "Solo Game 1", "Solo Game 2"): stacks, market, supply, goals, boroughs. */
import { GOALS } from './goals/goal-data.ts';
import { STARTING_CELLS } from './hex.ts';
import { nextBelow, seedRng, shuffle, type RngState } from './rng.ts';
import { RULES_VERSION, SCHEMA, type GameOptions, type GameState, type GoalId, type PlacedTile, type PlayerState, type Stacks } from './state.ts';
import { tableFor, type TableRules } from './table.ts';
import { ONE_MORE_ROUND, TILES, type TileId } from './tiles/index.ts';

const copiesOf = (letter: 'A' | 'B' | 'C'): readonly TileId[] => TILES.filter((t) => t.stack === letter).flatMap((t) => Array.from({ length: t.copies }, () => t.id));

/** Every copy in the box, by stack, in data order (before shuffling). */
const BOX = { A: copiesOf('A'), B: copiesOf('B'), C: copiesOf('C') } as const;

const STARTING_BOROUGH: readonly PlacedTile[] = [
  { tileId: 'suburbs', at: STARTING_CELLS.suburbs, invested: false, placedOrder: 0 },
  { tileId: 'community-park', at: STARTING_CELLS.park, invested: false, placedOrder: 0 },
  { tileId: 'heavy-factory', at: STARTING_CELLS.factory, invested: false, placedOrder: 0 },
];

type Dealt<T> = readonly [T, RngState];

/** Shuffled A, B, C stacks; C ends with the 1 More Round band and the reserve below it. */
const buildStacks = (rng: RngState, table: TableRules): Dealt<Stacks> => {
  const [a, r1] = shuffle(rng, BOX.A);
  const [b, r2] = shuffle(r1, BOX.B);
  const [c, r3] = shuffle(r2, BOX.C);
  const { stackSize, oneMoreRoundBand, reserveBelow } = table;
  if (a.length < stackSize || b.length < stackSize || c.length < stackSize + reserveBelow) {
    throw new Error(`not enough tiles for stacks of ${stackSize} (+${reserveBelow})`);
  }
  const counted = c.slice(0, stackSize);
  const top = counted.slice(0, stackSize - oneMoreRoundBand);
  const [band, r4] = shuffle(r3, [...counted.slice(stackSize - oneMoreRoundBand), ONE_MORE_ROUND]);
  const reserve = c.slice(stackSize, stackSize + reserveBelow);
  return [{ A: a.slice(0, stackSize), B: b.slice(0, stackSize), C: [...top, ...band, ...reserve] }, r4];
};

const dealGoals = (rng: RngState, table: TableRules, humans: number, dale: boolean): Dealt<{ publicGoals: GoalId[]; offers: GoalId[][] }> => {
  // Dale the Bot: goals showing a lake or an investment marker are discarded; we leave them out of the secret
  // offers too, since Dale can never build either (R2; alternative: filter only the 3 public goals, as printed).
  const pool = GOALS.filter((g) => !(dale && g.showsLakeOrInvestment)).map((g) => g.id);
  const [shuffled, next] = shuffle(rng, pool);
  const needed = table.publicGoals + humans * table.secretGoalOffers;
  if (shuffled.length < needed) throw new Error(`not enough goals: need ${needed}`);
  const publicGoals = shuffled.slice(0, table.publicGoals);
  const offers = Array.from({ length: humans }, (_, i) => {
    const from = table.publicGoals + i * table.secretGoalOffers;
    return shuffled.slice(from, from + table.secretGoalOffers);
  });
  return [{ publicGoals, offers }, next];
};

/** A new game: `seed` (uint32) fixes every shuffle and random choice. Throws for options no table exists for. */
export const newGame = (options: GameOptions, seed: number): GameState => {
  const humans = options.players;
  if (!Number.isInteger(humans) || humans < 1) throw new Error(`players must be a positive integer, got ${humans}`);
  if (humans === 1 && options.solo === undefined) throw new Error('a 1-player game needs a solo mode');
  if (humans > 1 && options.solo !== undefined) throw new Error('solo modes are for 1 player');
  const table = options.table ?? tableFor(humans, options.solo);
  const dale = options.solo === 'dale';

  const [stacks, r1] = buildStacks(seedRng(seed), table);
  const opening = stacks.A.slice(0, table.marketSlots.length);
  const market = table.marketSlots.map((slot, i) => ({ slot, tileId: opening[i] ?? '' })).filter((e) => e.tileId !== '');
  const [goals, r2] = dealGoals(r1, table, humans, dale);
  // Dale the Bot: "You go first each round"; otherwise a random start player.
  const [start, r3] = dale ? [0, r2] : nextBelow(r2, humans);

  const player = (offers: readonly GoalId[]): PlayerState => ({
    money: table.startingMoney,
    income: table.startingIncome,
    reputation: table.startingReputation,
    population: table.startingPopulation,
    investmentsLeft: table.investmentMarkers,
    borough: STARTING_BOROUGH,
    secretGoalOffers: offers,
  });
  const players: PlayerState[] = goals.offers.map(player);
  if (dale) players.push({ ...player([]), isDale: true });
  const anyOffers = goals.offers.some((o) => o.length > 0);

  return {
    schema: SCHEMA,
    rulesVersion: RULES_VERSION,
    options,
    table,
    phase: anyOffers ? 'goals' : 'playing',
    turnOrder: players.map((_, seat) => seat),
    toMove: start,
    startSeat: start,
    round: 1,
    turn: 0,
    market,
    stacks: { ...stacks, A: stacks.A.slice(opening.length) },
    basics: { suburbs: table.basicSupply, 'community-park': table.basicSupply, 'heavy-factory': table.basicSupply },
    discards: [],
    publicGoals: goals.publicGoals,
    players,
    rng: r3,
    placedCount: 0,
  };
};
