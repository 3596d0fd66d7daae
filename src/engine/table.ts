/**
 * Everything about the table that varies with player count or expansion, as data: market length and surcharges,
 * stack sizes, the 1 More Round band, basic supply, goals dealt, starting values. Each game mode (rules/modes.ts)
 * gives the rulebook's values; a caller may pass its own TableRules in GameOptions (e.g. 5 players and an 8-slot market).
 */
export type TableRules = {
  /** $ surcharge above each market slot, newest (leftmost, slot 0) first (decision 3). */
  readonly marketSurcharges: readonly number[];
  /** the slots that hold tiles; refills fill them from the left (Dale: $6/$4/$2/leftmost $0, i.e. 2..5) */
  readonly marketSlots: readonly number[];
  /** tiles per A, B and C stack (the A stack includes the opening market) */
  readonly stackSize: number;
  /** the bottom this-many counted C tiles are shuffled with the 1 More Round tile */
  readonly oneMoreRoundBand: number;
  /** C tiles from the box put under the band (base: 4; Dale: 0, see DALE_RESERVE) */
  readonly reserveBelow: number;
  /** copies of each basic tile in the supply */
  readonly basicSupply: number;
  readonly publicGoals: number;
  /** secret goals shown to each human player, of which each keeps one */
  readonly secretGoalOffers: number;
  readonly startingMoney: number;
  readonly startingIncome: number;
  readonly startingReputation: number;
  readonly startingPopulation: number;
  readonly investmentMarkers: number;
  /** bounds of the income and reputation tracks (adjustments stop there) */
  readonly trackMin: number;
  readonly trackMax: number;
};

/** Decision 3: $10, $8, $6, $4, $2, $0, $0 from the newest (leftmost) slot to the oldest. */
export const BASE_SURCHARGES: readonly number[] = [10, 8, 6, 4, 2, 0, 0];

/** Decision 15: five players extrapolate +3 per player to 24 tiles per stack and a band of 15. */
const STACK_SIZE_BY_PLAYERS: Readonly<Record<number, number>> = { 2: 15, 3: 18, 4: 21, 5: 24 };
const BAND_BY_PLAYERS: Readonly<Record<number, number>> = { 2: 6, 3: 9, 4: 12, 5: 15 };

/** Decision 15: five players add an eighth market slot, $10, $8, $6, $4, $2, $0, $0, $0 from the newest. */
export const FIVE_PLAYER_SURCHARGES: readonly number[] = [10, 8, 6, 4, 2, 0, 0, 0];

/** Decision 15: 5 of each basic tile in the supply with five players (the 5★ box's extra two of each). */
const FIVE_PLAYER_BASIC_SUPPLY = 5;

const common = {
  marketSurcharges: BASE_SURCHARGES,
  marketSlots: [0, 1, 2, 3, 4, 5, 6],
  reserveBelow: 4,
  basicSupply: 4,
  secretGoalOffers: 2,
  startingMoney: 15,
  startingIncome: 0,
  startingReputation: 1,
  startingPopulation: 2,
  investmentMarkers: 3,
  // seed 000: "Income and Reputation can never fall below -5 or rise above 15"
  trackMin: -5,
  trackMax: 15,
} as const;

/**
 * Dale the Bot: 25-tile stacks, the 1 More Round tile in the bottom 12 of C, 3 public goals, a 4-tile market.
 * Seed 000 mentions no 4-tile reserve under the band; the game ends the moment the tile appears, so none is used
 * (R11; alternative: keep the base game's 4 reserve tiles — they could never be drawn).
 */
const DALE_RESERVE = 0;

export const DALE_TABLE: TableRules = { ...common, marketSlots: [2, 3, 4, 5], stackSize: 25, oneMoreRoundBand: 12, reserveBelow: DALE_RESERVE, publicGoals: 3 };

/** The Lone Architect: "Use the 2-player tile stacks setup, but don't place or distribute any goals." */
export const LONE_ARCHITECT_TABLE: TableRules = { ...common, stackSize: 15, oneMoreRoundBand: 6, publicGoals: 0, secretGoalOffers: 0 };

/** The table of a multiplayer game; undefined for a player count the rulebook has no numbers for. */
const tableOfPlayers = (players: number): TableRules | undefined => {
  const stackSize = STACK_SIZE_BY_PLAYERS[players];
  const band = BAND_BY_PLAYERS[players];
  if (stackSize === undefined || band === undefined) return undefined;
  const table: TableRules = { ...common, stackSize, oneMoreRoundBand: band, publicGoals: players };
  if (players < 5) return table;
  return { ...table, marketSurcharges: FIVE_PLAYER_SURCHARGES, marketSlots: FIVE_PLAYER_SURCHARGES.map((_, slot) => slot), basicSupply: FIVE_PLAYER_BASIC_SUPPLY };
};

/** Every player count's table, made once: states share it, as they never change it. */
const MULTIPLAYER_TABLES: ReadonlyMap<number, TableRules | undefined> = new Map(Object.keys(STACK_SIZE_BY_PLAYERS).map((n) => [Number(n), tableOfPlayers(Number(n))]));

/** The table of a multiplayer game; undefined for a player count the rulebook has no numbers for. */
export const multiplayerTable = (players: number): TableRules | undefined => MULTIPLAYER_TABLES.get(players);
