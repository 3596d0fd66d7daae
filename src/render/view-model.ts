/**
 * What each picture shows, as plain data. Drawing code reads only these types (never the engine's), and
 * every picture is a pure function of one of them. Builders in `view/` make them from the game state for
 * one viewer, which is where secret goals are kept out of public pictures.
 */

/** Axial hex coordinates as the engine uses them (decision 9, docs/rules.md); pixels come from the renderer. */
export type Cell = { readonly q: number; readonly r: number };

export const CATEGORIES = ['residential', 'commercial', 'industrial', 'civic'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The interactive icons printed in a tile's right corner (seed 000 "Interactive Icon Tiles"). */
export const INTERACTIVE_ICONS = ['restaurant', 'office', 'school', 'airport', 'skyscraper', 'carDealership'] as const;
export type InteractiveIcon = (typeof INTERACTIVE_ICONS)[number];

/**
 * The white set icon an expansion prints on its pieces (seed 003; base pieces carry none): Nightlife's moon,
 * Con's die, Essen's Spiel icon, Suburbia Inc's necktie and the 5★ star.
 */
export const SET_MARKS = ['nightlife', 'con', 'essen', 'inc', 'star'] as const;
export type SetMark = (typeof SET_MARKS)[number];

/** A set as the pictures name it: its mark and its name in words ("Nightlife"). */
export type SetBadge = { readonly mark: SetMark; readonly name: string };

/** Gold stars printed on a tile, and when they count ("only with 5★ Star tiles" for tiles that are no Star tiles). */
export type GoldStars = { readonly count: number; readonly note?: string };

/** A building tile's face: everything printed on it that a player needs. */
export type TileFace = {
  /** stable identity (the engine's tile id), also the key of the drawn-face cache */
  readonly id: string;
  readonly name: string;
  /** printed cost, without any market surcharge */
  readonly cost: number;
  /** absent for the Redevelopment Planner, a black tile of no category */
  readonly category?: Category;
  readonly icon?: InteractiveIcon;
  /** the tile's effect in a few words, e.g. "+1 income; +1 income per adjacent commercial tile." */
  readonly effect: string;
  /** the stack it comes from: A, B, C, or 'basic' */
  readonly stack: string;
  /** the expansion it comes from; absent on base tiles */
  readonly set?: SetBadge;
  readonly goldStars?: GoldStars;
};

export type MarketSlot = { readonly surcharge: number; readonly tile?: TileFace };

export type BasicSupply = { readonly tile: TileFace; readonly remaining: number };

export type StackCount = { readonly letter: string; readonly remaining: number };

/**
 * A bonus or challenge tile waiting face up on its stack (seed 003): at the draw that takes the stack's first tile,
 * every player meeting the requirement gains the reward.
 */
export type AwardCard = {
  /** the stack it lies on: B for a bonus, C for a challenge */
  readonly stack: string;
  readonly name: string;
  /** e.g. "+3 income" */
  readonly reward: string;
  /** e.g. "at least 3 Nightlife tiles" */
  readonly requirement: string;
  readonly set: SetBadge;
};

/** A goal as its tile shows it: a name, what it counts, and the population it awards. */
export type GoalCard = { readonly name: string; readonly rule: string; readonly bonus: number };

export type BoroughCell =
  | { readonly kind: 'tile'; readonly at: Cell; readonly tile: TileFace; readonly invested: boolean }
  | { readonly kind: 'lake'; readonly at: Cell; readonly invested: boolean };

/**
 * A border's face (seed 003 "Border Tiles"): a long piece with its price on the left edge, its set mark, and effects
 * that count the tiles in its four angled slots.
 */
export type BorderFace = {
  /** stable identity (the engine's border id), also the key of the drawn-face cache */
  readonly id: string;
  readonly name: string;
  readonly cost: number;
  /** e.g. "+5 income; pay $10 per adjacent building." */
  readonly effect: string;
  readonly set: SetBadge;
  readonly goldStars?: GoldStars;
};

/**
 * A border lying in a borough (decision 18): the 4 slot cells, in line order, where the hexes touching it go, and the
 * 5 cells its piece covers. A border taken face down is a Lake Border: it has no face and is one lake.
 */
export type BoroughBorder = {
  readonly slots: readonly Cell[];
  readonly covered: readonly Cell[];
  readonly invested: boolean;
  /** absent on a Lake Border */
  readonly border?: BorderFace;
};

export type BoroughView = {
  readonly cells: readonly BoroughCell[];
  /** the cells the Borough Board covers (drawn as the board, never as hexes to build on) */
  readonly boardCells: readonly Cell[];
  /** borders and Lake Borders in the order they were placed; absent in games without Suburbia Inc */
  readonly borders?: readonly BoroughBorder[];
};

/** The border row (decision 19): the face-up borders in row order and how many lie face down beside them. */
export type BorderRow = { readonly faceUp: readonly BorderFace[]; readonly faceDown: number };

/** Index into the renderer's colour-blind-safe player palette; also drawn as the seat number. */
export type PlayerMark = {
  readonly seat: number;
  readonly name: string;
  readonly colour: number;
  /** the name where room is short (a token on the Star track), when it differs: "Dale", "Bot 2" */
  readonly short?: string;
};

/** A player's place on the 5★ Star track, as the borough panel shows it. */
export type StarStanding = {
  /** the space the token lies on, 0..20 */
  readonly space: number;
  /** Star tiles in the borough, face-up Star borders included (they carry the star mark) */
  readonly starTiles: number;
  /** the seat's place in the turn order, 1 for the start player */
  readonly turn: number;
};

export type PlayerPanel = PlayerMark & {
  readonly money: number;
  readonly income: number;
  readonly reputation: number;
  readonly population: number;
  /** the population value at which the next red line is crossed */
  readonly nextRedLine: number;
  readonly investmentsLeft: number;
  readonly toMove: boolean;
  readonly startPlayer: boolean;
  /** a seat played by the built-in policy or Dale the Bot */
  readonly bot: boolean;
  /** only in the owner's private view */
  readonly secretGoal?: GoalCard;
  readonly borough: BoroughView;
  /** absent in games without the 5★ Star track */
  readonly star?: StarStanding;
};

/** One space of the 5★ Star track: the seats whose tokens lie there from bottom to top, and what is printed on it. */
export type StarSpace = {
  readonly space: number;
  readonly tokens: readonly number[];
  /** how many tokens it may hold, where limited (spaces 17–20) */
  readonly limit?: number;
  /** the one-time bonus of reaching it, e.g. "+1 income" (spaces 4 and 8) */
  readonly bonus?: string;
};

/** The 5★ Star track and the turn order it sets. */
export type StarTrackView = {
  /** every space, 0 first */
  readonly spaces: readonly StarSpace[];
  /** the seats in turn order, the start player first */
  readonly turnOrder: readonly number[];
};

export type TurnBoardView = {
  readonly title: string;
  readonly round: number;
  /** e.g. "Final round: the game ends after Bea's turn" once the 1 More Round tile was revealed */
  readonly notice?: string;
  readonly market: readonly MarketSlot[];
  readonly basics: readonly BasicSupply[];
  readonly stacks: readonly StackCount[];
  /** the bonus and challenge tiles still waiting, in stack order; none in a base game */
  readonly awards: readonly AwardCard[];
  /** the expansions in play, in the engine's order; none in a base game */
  readonly sets: readonly SetBadge[];
  readonly publicGoals: readonly GoalCard[];
  readonly players: readonly PlayerPanel[];
  /** absent in games without Suburbia Inc */
  readonly borderRow?: BorderRow;
  /** absent in games without the 5★ Star track */
  readonly starTrack?: StarTrackView;
};

export type PlacementSpot = { readonly number: number; readonly at: Cell; readonly summary: string };

export type PlacementView = {
  readonly player: PlayerMark;
  /** what is being placed: a tile face, a tile taken as a lake, or an investment marker (spots are then tiles) */
  readonly placing: { readonly kind: 'tile'; readonly tile: TileFace } | { readonly kind: 'lake' } | { readonly kind: 'investment' };
  readonly borough: BoroughView;
  readonly spots: readonly PlacementSpot[];
  /** the mover's space on the 5★ Star track; absent without it (the spots' summaries then carry no star moves) */
  readonly starSpace?: number;
};

/** One line of a player's scoring breakdown, as the card prints it: "Goal: Builder" … "+15". */
export type ResultLine = { readonly label: string; readonly value: string; readonly strong?: boolean };

export type ResultRow = PlayerMark & {
  /** the standing, shared by players level on every tie-breaker; absent in solo games, whose result is the score title */
  readonly rank?: number;
  /** a winner of a game of several players (never in a solo game: the headline says whether Dale was beaten) */
  readonly winner: boolean;
  readonly finalPopulation: number;
  /** the breakdown in the order the rulebook scores it */
  readonly lines: readonly ResultLine[];
};

export type FinalResultsView = {
  readonly title: string;
  /** rows in final standing order */
  readonly rows: readonly ResultRow[];
  /** "Ann wins with 87 population", "Tie between Ann and Bea", or a solo score title */
  readonly headline: string;
};

/** One player's line on the population chart of a game. */
export type PopulationLine = PlayerMark & {
  /** the population at the end of each round (each turn in the Lone Architect) */
  readonly rounds: readonly number[];
  /** after goals and money; absent for a game that did not finish */
  readonly final?: number;
};

export type PopulationChartView = {
  readonly title: string;
  /** what each point of the x axis is the end of: a round, or a turn (the Lone Architect) */
  readonly step: 'Round' | 'Turn';
  /** in seat order */
  readonly lines: readonly PopulationLine[];
  /** the red lines within the chart's range, each as the first population value past it */
  readonly redLines: readonly number[];
};

export type TileCardView = { readonly tile: TileFace; readonly copies?: number };

/** A border's card for the tile look-up: its face; `star` borders also carry gold stars. */
export type BorderCardView = { readonly border: BorderFace };

/** A bonus or challenge tile's card for the tile look-up. */
export type AwardCardView = { readonly award: AwardCard };

/** A numbered place a border may go on the chosen side: its slots and covered cells, and what it would do. */
export type FootprintSpot = {
  readonly number: number;
  readonly slots: readonly Cell[];
  readonly covered: readonly Cell[];
  /** e.g. "slots hold 3 tiles, +4 income" */
  readonly summary: string;
};

/** What a border placement lays down: a border, or a border taken face down as a Lake Border. */
export type BorderPlacing = { readonly kind: 'border'; readonly border: BorderFace } | { readonly kind: 'lakeBorder' };

/** The second step of placing a border: on the chosen side, every legal footprint numbered on the cell of its first slot. */
export type FootprintsView = {
  readonly player: PlayerMark;
  readonly placing: BorderPlacing;
  /** the side the border faces, in words ("up-right") */
  readonly side: string;
  readonly borough: BoroughView;
  readonly footprints: readonly FootprintSpot[];
};

/** The confirmation of a border placement: the borough with the new border drawn in place, and what it does. */
export type BorderConfirmationView = {
  readonly player: PlayerMark;
  readonly placing: BorderPlacing;
  /** the borough before the placement */
  readonly borough: BoroughView;
  readonly placed: Omit<BoroughBorder, 'border'>;
  readonly summary: string;
};
