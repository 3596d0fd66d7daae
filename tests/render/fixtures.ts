/**
 * Hand-made view models for the drawing tests: small and sprawling boroughs, every icon and set mark, gold
 * stars, lakes, investment markers, bonus and challenge tiles, and a private view with a secret goal. No engine involved.
 */
import type {
  BoroughCell,
  BoroughView,
  Cell,
  FinalResultsView,
  GoalCard,
  PlacementView,
  PlayerPanel,
  SetBadge,
  SetMark,
  TileFace,
  TurnBoardView,
} from '../../src/render/view-model.ts';

const face = (id: string, name: string, cost: number, category: TileFace['category'], effect: string, stack: string, icon?: TileFace['icon']): TileFace => ({
  id: `fixture-${id}`,
  name,
  cost,
  category,
  effect,
  stack,
  ...(icon === undefined ? {} : { icon }),
});

export const FACES = {
  suburbs: face('suburbs', 'Suburbs', 3, 'residential', '+2 population.', 'basic'),
  park: face('park', 'Community Park', 4, 'civic', '−1 income; +1 reputation per adjacent residential, commercial or industrial tile.', 'basic'),
  factory: face('factory', 'Heavy Factory', 3, 'industrial', '+1 income; −1 reputation per adjacent residential or civic tile.', 'basic'),
  office: face('office', 'Office Building', 9, 'commercial', '+1 income; +1 income per adjacent commercial tile.', 'A', 'office'),
  fancy: face('fancy', 'Fancy Restaurant', 9, 'commercial', '+3 income; −1 income for every restaurant built after this one.', 'A', 'restaurant'),
  hoa: face('hoa', 'Homeowners Association', 6, 'residential', '+1 population; take $2 for every residential tile in every borough, now and later.', 'A'),
  airport: face('airport', 'Municipal Airport', 6, 'industrial', '+1 income for every airport; −1 reputation per adjacent residential tile.', 'A', 'airport'),
  school: face('school', 'Elementary School', 5, 'civic', '+1 reputation; +1 population for each of your residential tiles.', 'B', 'school'),
  sky: face('sky', 'Skyscraper', 11, 'commercial', '+3 income; −1 income for every skyscraper built after this one.', 'B', 'skyscraper'),
  cars: face('cars', 'New Car Dealership', 12, 'commercial', '+5 income; −2 income for every car dealership built after this one.', 'C', 'carDealership'),
  mint: face('mint', 'Mint', 15, 'civic', '+3 income; take $2 for each of your civic tiles, now and later.', 'A'),
  mobile: face('mobile', 'Mobile Home Community', 4, 'residential', '+6 population.', 'A'),
} as const;

const SET_NAMES: Readonly<Record<SetMark, string>> = { nightlife: 'Nightlife', con: 'Con', essen: 'Essen', inc: 'Inc.', star: 'Star' };
const badge = (mark: SetMark): SetBadge => ({ mark, name: SET_NAMES[mark] });
const withSet = (tile: TileFace, mark: SetMark, stars?: number): TileFace => ({
  ...tile,
  set: badge(mark),
  ...(stars === undefined ? {} : { goldStars: mark === 'star' ? { count: stars } : { count: stars, note: 'only with 5★ Star tiles' } }),
});

/** Expansion tiles: one per set mark, Con tiles with one and two gold stars. */
export const SET_FACES = {
  tavern: withSet(face('tavern', 'Tavern', 8, 'commercial', '+2 income.', 'B', 'restaurant'), 'nightlife'),
  nightCourt: withSet(
    face('night-court', 'Night Court', 16, 'civic', '+1 income; +2 reputation; regain what negative Nightlife effects took from you; ignore all later ones.', 'C'),
    'nightlife',
  ),
  genCon: withSet(face('gen-con', 'Gen Con', 13, 'civic', '+1 gold star (only with 5★ Star tiles); +1 reputation for every Con tile in every borough.', 'B'), 'con', 1),
  bggCon: withSet(face('bgg-con', 'BGG Con', 23, 'civic', '+2 gold stars (only with 5★ Star tiles); +1 reputation for every Con tile in every borough.', 'C'), 'con', 2),
  messe: withSet(
    face('messe', 'Messe Essen', 20, 'commercial', '+1 income; +1 reputation; +1 income per adjacent Essen tile; +1 reputation per adjacent Essen tile; at most one per borough.', 'C'),
    'essen',
  ),
  grugapark: withSet(face('grugapark', 'Grugapark', 6, 'civic', '+2 reputation; +2 reputation per adjacent Essen tile; at most one per borough.', 'A'), 'essen'),
  lawOffice: withSet(face('law-office', 'Law Office', 12, 'commercial', 'Counts as winning one tied goal.', 'A', 'office'), 'inc'),
  starTile: withSet(face('star-tile', 'Walk of Fame', 14, 'civic', '+2 gold stars; +1 reputation.', 'B'), 'star', 2),
} as const;

/** The Borough Board's 18 cells (|q| ≤ 3, 0 < r + q/2 ≤ 2.5), written out for the fixtures. */
export const BOARD_CELLS: readonly Cell[] = (() => {
  const cells: Cell[] = [];
  for (let q = -3; q <= 3; q++) for (let r = -6; r <= 6; r++) if (r + q / 2 > 0 && r + q / 2 <= 2.5) cells.push({ q, r });
  return cells;
})();

const tile = (q: number, r: number, t: TileFace, invested = false): BoroughCell => ({ kind: 'tile', at: { q, r }, tile: t, invested });
const lake = (q: number, r: number, invested = false): BoroughCell => ({ kind: 'lake', at: { q, r }, invested });

export const STARTING_BOROUGH: BoroughView = {
  cells: [tile(0, 0, FACES.suburbs), tile(0, -1, FACES.park), tile(0, -2, FACES.factory)],
  boardCells: BOARD_CELLS,
};

/** A late-game borough that grows around the board's sides and beneath it. */
export const SPRAWLING_BOROUGH: BoroughView = {
  cells: [
    tile(0, 0, FACES.suburbs), tile(0, -1, FACES.park, true), tile(0, -2, FACES.factory),
    tile(1, -2, FACES.office), tile(1, -3, FACES.fancy, true), tile(-1, -1, FACES.hoa), lake(-1, 0), lake(-2, 0, true),
    tile(2, -3, FACES.sky), tile(-1, -2, FACES.school), tile(-2, -1, FACES.mobile), tile(0, -3, FACES.mint),
    tile(2, -2, FACES.airport), tile(3, -3, FACES.cars), tile(4, -3, FACES.suburbs), tile(4, -2, FACES.suburbs),
    tile(4, -1, FACES.mobile), tile(4, 0, FACES.hoa), tile(4, 1, FACES.office), tile(3, 3, FACES.fancy), tile(4, 2, FACES.park),
    tile(2, 3, FACES.suburbs), lake(-3, 0), tile(-4, 1, FACES.factory), tile(-4, 2, FACES.airport), tile(-4, 3, FACES.school),
    tile(-3, 4, FACES.suburbs), tile(-2, 4, FACES.mint), tile(-1, 3, FACES.sky), tile(0, 3, FACES.cars), tile(1, 2, FACES.park),
  ],
  boardCells: BOARD_CELLS,
};

export const GOALS: readonly GoalCard[] = [
  { name: 'Aquatic Engineer', rule: 'most lakes', bonus: 20 },
  { name: 'Builder', rule: 'most residential tiles', bonus: 15 },
  { name: 'Air Traffic Controller', rule: 'most airport tiles', bonus: 10 },
  { name: 'Miser', rule: 'fewest investment markers played', bonus: 10 },
];

export const SECRET_GOAL: GoalCard = { name: 'Billionaire', rule: 'most money', bonus: 10 };

const NAMES = ['Ann', 'Bartholomew the Magnificent', 'Chidi', 'Dagný Þorsteinsdóttir'];

const panel = (seat: number, borough: BoroughView, extra: Partial<PlayerPanel> = {}): PlayerPanel => ({
  seat,
  name: NAMES[seat] ?? `Seat ${seat + 1}`,
  colour: seat,
  money: 15 + seat * 7,
  income: seat - 2,
  reputation: 3 - seat,
  population: 12 + seat * 9,
  nextRedLine: [15, 22, 35, 41][seat] ?? 15,
  investmentsLeft: 3 - seat,
  toMove: seat === 1,
  startPlayer: seat === 0,
  bot: seat === 3,
  borough,
  ...extra,
});

export const turnBoard = (players: number, options: { readonly secretFor?: number } = {}): TurnBoardView => ({
  title: 'Suburbia #7',
  round: 6,
  notice: players === 4 ? 'Final round: the game ends after Dagný Þorsteinsdóttir’s turn' : undefined,
  market: [
    { surcharge: 10, tile: FACES.hoa },
    { surcharge: 8, tile: FACES.office },
    { surcharge: 6, tile: FACES.fancy },
    { surcharge: 4, tile: FACES.airport },
    { surcharge: 2, tile: FACES.cars },
    { surcharge: 0, tile: FACES.sky },
    { surcharge: 0 },
  ],
  basics: [
    { tile: FACES.suburbs, remaining: 4 },
    { tile: FACES.park, remaining: 1 },
    { tile: FACES.factory, remaining: 0 },
  ],
  stacks: [
    { letter: 'A', remaining: 0 },
    { letter: 'B', remaining: 17 },
    { letter: 'C', remaining: 25 },
  ],
  awards: [],
  sets: [],
  publicGoals: GOALS.slice(0, players),
  players: Array.from({ length: players }, (_, seat) =>
    panel(seat, seat === 1 ? SPRAWLING_BOROUGH : STARTING_BOROUGH, options.secretFor === seat ? { secretGoal: SECRET_GOAL } : {}),
  ),
});

/** A borough of expansion tiles beside the starting three, one invested. */
export const SET_BOROUGH: BoroughView = {
  cells: [
    tile(0, 0, FACES.suburbs), tile(0, -1, FACES.park), tile(0, -2, FACES.factory),
    tile(1, -2, SET_FACES.tavern), tile(1, -3, SET_FACES.genCon, true), tile(-1, -1, SET_FACES.bggCon), tile(-1, -2, SET_FACES.messe),
    tile(0, -3, SET_FACES.grugapark, true), tile(2, -3, SET_FACES.nightCourt), tile(-2, -1, SET_FACES.lawOffice), tile(2, -2, SET_FACES.starTile),
  ],
  boardCells: BOARD_CELLS,
};

/** A 3-player board of a game with Nightlife, Con and Essen: set tiles in the market, the bonus on B and the challenge on C. */
export const setsBoard = (): TurnBoardView => {
  const board = turnBoard(3);
  const nightlife = badge('nightlife');
  return {
    ...board,
    market: [
      { surcharge: 10, tile: SET_FACES.tavern },
      { surcharge: 8, tile: SET_FACES.genCon },
      { surcharge: 6, tile: SET_FACES.bggCon },
      { surcharge: 4, tile: SET_FACES.messe },
      { surcharge: 2, tile: SET_FACES.nightCourt },
      { surcharge: 0, tile: FACES.office },
      { surcharge: 0, tile: SET_FACES.grugapark },
    ],
    stacks: [
      { letter: 'A', remaining: 9 },
      { letter: 'B', remaining: 24 },
      { letter: 'C', remaining: 30 },
    ],
    awards: [
      { stack: 'B', name: 'Nightlife Bonus', reward: '+3 income', requirement: 'at least 3 Nightlife tiles', set: nightlife },
      { stack: 'C', name: 'Nightlife Challenge', reward: '+3 reputation', requirement: 'at least 5 Nightlife tiles', set: nightlife },
    ],
    sets: [nightlife, badge('con'), badge('essen')],
    players: board.players.map((p) => (p.seat === 0 ? { ...p, borough: SET_BOROUGH } : p)),
  };
};

export const placementView = (): PlacementView => ({
  player: { seat: 1, name: 'Bartholomew the Magnificent', colour: 1 },
  placing: { kind: 'tile', tile: FACES.office },
  borough: SPRAWLING_BOROUGH,
  spots: [
    { q: -1, r: -3 }, { q: 0, r: -4 }, { q: 1, r: -4 }, { q: 2, r: -4 }, { q: 3, r: -4 }, { q: 5, r: -4 },
    { q: 5, r: -3 }, { q: -2, r: -2 }, { q: -3, r: -1 }, { q: -5, r: 2 }, { q: 5, r: 1 }, { q: 3, r: 2 },
  ].map((at, i) => ({ number: i + 1, at, summary: i % 3 === 0 ? '+2 income, +1 reputation' : i % 3 === 1 ? '+1 income' : '+1 income, $4 from lakes' })),
});

const breakdown = (before: number, goals: readonly (readonly [string, number])[], money: string, moneyPopulation: number, final: number, tieBreakers?: string): FinalResultsView['rows'][number]['lines'] => [
  { label: 'Population before goals', value: String(before) },
  ...(goals.length === 0 ? [{ label: 'Goals won', value: 'none' }] : goals.map(([label, bonus]) => ({ label, value: `+${bonus}` }))),
  { label: money, value: `+${moneyPopulation}` },
  { label: 'Final population', value: String(final), strong: true },
  ...(tieBreakers === undefined ? [] : [{ label: 'Tie-breakers: reputation · income · money', value: tieBreakers }]),
];

export const finalResults = (): FinalResultsView => ({
  title: 'Suburbia #7',
  headline: 'Chidi wins with 91 population',
  rows: [
    {
      seat: 2, name: 'Chidi', colour: 2, rank: 1, winner: true, finalPopulation: 91,
      lines: breakdown(62, [['Goal: Builder', 15], ['Secret goal: Billionaire', 10]], 'Money $23: $20 converted ($5 each), $3 kept', 4, 91, '+8 · +5 · $3'),
    },
    {
      seat: 0, name: 'Ann', colour: 0, rank: 2, winner: false, finalPopulation: 81,
      lines: breakdown(80, [], 'Money $9: $5 converted ($5 each), $4 kept', 1, 81, '+2 · +9 · $4'),
    },
    {
      seat: 1, name: 'Bartholomew the Magnificent', colour: 1, rank: 3, winner: false, finalPopulation: 71,
      lines: breakdown(51, [['Goal: Aquatic Engineer', 20]], 'Money $0: none to convert', 0, 71, '+8 · +5 · $0'),
    },
    {
      seat: 3, name: 'Dagný Þorsteinsdóttir', colour: 3, rank: 3, winner: false, finalPopulation: 71,
      lines: breakdown(66, [], 'Money $25: $25 converted ($5 each), none kept', 5, 71, '+8 · +5 · $0'),
    },
  ],
});

/** A Lone Architect's results: no rank, no winner, no goals, no tie-breakers. */
export const loneArchitectResults = (): FinalResultsView => ({
  title: 'Suburbia #8',
  headline: 'Principal Architect (128 population)',
  rows: [
    {
      seat: 0, name: 'Ann', colour: 0, winner: false, finalPopulation: 128,
      lines: [
        { label: 'Population at the end of play', value: '128' },
        { label: 'Money $3: none converted (under $5), $3 kept', value: '+0' },
        { label: 'Final population', value: '128', strong: true },
      ],
    },
  ],
});
