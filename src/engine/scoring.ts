/** Final scoring (rulebook "Final Scoring", "Winning the Game", "Scoring for Both Solo Games"). Red lines are ignored. */
import { goalById, goalWinner } from './goals/index.ts';
import { lawOfficeAwards, type GoalAward } from './law-office.ts';
import { rulesOf } from './rules/index.ts';
import type { GameState, Seat } from './state.ts';

export type { GoalAward } from './law-office.ts';

export type SeatScore = {
  readonly seat: Seat;
  readonly populationBeforeGoals: number;
  readonly goals: readonly GoalAward[];
  /** $ paid to the supply: 1 population per $5, rounded down */
  readonly moneyConverted: number;
  readonly populationFromMoney: number;
  readonly population: number;
  readonly reputation: number;
  readonly income: number;
  /** money kept after converting: the last tie-breaker */
  readonly money: number;
};

export type FinalScores = {
  readonly seats: readonly SeatScore[];
  /** best first, by population, then reputation, income, money */
  readonly standings: readonly Seat[];
  /** every seat level with the best on all four numbers; more than one means a full tie */
  readonly winners: readonly Seat[];
  readonly fullTie: boolean;
  /** solo games: the human's score title, and (Dale the Bot) whether Dale was beaten: ahead as by the tie-breakers above (R13) */
  readonly solo?: { readonly title: string; readonly beatDale?: boolean };
};

/** Seed 000 "Scoring for Both Solo Games": below 60 … above 135. */
export const SOLO_TITLES: readonly { readonly from: number; readonly title: string }[] = [
  { from: 136, title: 'CEO of Suburbia, Inc.' },
  { from: 121, title: 'Principal Architect' },
  { from: 106, title: 'Architectural Engineer' },
  { from: 91, title: 'Architectural Designer' },
  { from: 76, title: 'Draftsman' },
  { from: 60, title: 'Subcontractor' },
  { from: Number.NEGATIVE_INFINITY, title: 'Junior Intern' },
];

export const soloTitle = (population: number): string => SOLO_TITLES.find((t) => population >= t.from)?.title ?? 'Junior Intern';

const compare = (a: SeatScore, b: SeatScore): number =>
  b.population - a.population || b.reputation - a.reputation || b.income - a.income || b.money - a.money;

/** The final result, once the game is finished (undefined before). */
export const finalScores = (state: GameState): FinalScores | undefined => {
  if (state.phase !== 'finished') return undefined;
  const awards = state.players.map((): GoalAward[] => []);
  for (const id of state.publicGoals) {
    const goal = goalById(id);
    const winner = goalWinner(goal, state);
    if (winner !== undefined) awards[winner]?.push({ goal: id, bonus: goal.bonus, secret: false });
  }
  // Secret goals are revealed in turn order from the start player; only the owner can score one, and only alone.
  const order = state.turnOrder;
  const start = order.indexOf(state.startSeat);
  for (let i = 0; i < order.length; i++) {
    const seat = order[(start + i) % order.length];
    const secret = seat === undefined ? undefined : state.players[seat]?.secretGoal;
    if (seat === undefined || secret === undefined) continue;
    const goal = goalById(secret);
    if (goalWinner(goal, state) === seat) awards[seat]?.push({ goal: secret, bonus: goal.bonus, secret: true });
  }
  if (rulesOf(state.options).has('inc')) state.players.forEach((_, seat) => awards[seat]?.push(...lawOfficeAwards(state, seat)));
  const seats: SeatScore[] = state.players.map((p, seat) => {
    const goals = awards[seat] ?? [];
    const populationFromMoney = Math.floor(p.money / 5);
    const fromGoals = goals.reduce((n, g) => n + g.bonus, 0);
    return {
      seat,
      populationBeforeGoals: p.population,
      goals,
      moneyConverted: populationFromMoney * 5,
      populationFromMoney,
      population: p.population + fromGoals + populationFromMoney,
      reputation: p.reputation,
      income: p.income,
      money: p.money - populationFromMoney * 5,
    };
  });
  const ranked = [...seats].sort((a, b) => compare(a, b) || a.seat - b.seat);
  const top = ranked[0];
  const winners = top === undefined ? [] : ranked.filter((s) => compare(s, top) === 0).map((s) => s.seat);
  const human = seats.find((s) => state.players[s.seat]?.isDale !== true);
  const dale = seats.find((s) => state.players[s.seat]?.isDale === true);
  const solo =
    !rulesOf(state.options).mode.scoreTitle || human === undefined
      ? undefined
      : { title: soloTitle(human.population), ...(dale === undefined ? {} : { beatDale: compare(human, dale) < 0 }) };
  return { seats, standings: ranked.map((s) => s.seat), winners, fullTie: winners.length > 1, ...(solo === undefined ? {} : { solo }) };
};
