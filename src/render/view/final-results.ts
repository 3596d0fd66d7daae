/** The final results' view model: the engine's scoring, in standing order, with names and the headline. */
import { goalById, type FinalScores, type SeatScore } from '../../engine/index.ts';
import type { FinalResultsView, ResultRow } from '../view-model.ts';
import { seatName, type TableInfo } from './seats.ts';

/** Players level on population, reputation, income and money share a rank (the rulebook's tie-breakers). */
const better = (a: SeatScore, b: SeatScore): boolean =>
  (a.population - b.population || a.reputation - b.reputation || a.income - b.income || a.money - b.money) > 0;

const names = (seats: readonly number[], table: TableInfo): string => {
  const all = seats.map((s) => seatName(table, s));
  return all.length <= 2 ? all.join(' and ') : `${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
};

const headlineOf = (scores: FinalScores, table: TableInfo, best: number): string => {
  if (scores.solo !== undefined) {
    const dale = scores.solo.beatDale === undefined ? '' : scores.solo.beatDale ? ' · Dale beaten' : ' · Dale won';
    return `${scores.solo.title} (${best} population)${dale}`;
  }
  return scores.fullTie
    ? `Tie between ${names(scores.winners, table)} (${best} population)`
    : `${names(scores.winners, table)} wins with ${best} population`;
};

export const finalResultsView = (scores: FinalScores, table: TableInfo): FinalResultsView => {
  const bySeat = new Map(scores.seats.map((s) => [s.seat, s]));
  const rows: ResultRow[] = scores.standings.flatMap((seat) => {
    const s = bySeat.get(seat);
    if (s === undefined) return [];
    return [
      {
        seat,
        name: seatName(table, seat),
        colour: seat,
        rank: 1 + scores.seats.filter((o) => better(o, s)).length,
        populationBeforeGoals: s.populationBeforeGoals,
        goals: s.goals.map((g) => ({ name: goalById(g.goal).name, bonus: g.bonus, secret: g.secret })),
        moneyConverted: { money: s.moneyConverted, population: s.populationFromMoney },
        finalPopulation: s.population,
        reputation: s.reputation,
        income: s.income,
        money: s.money,
        winner: scores.winners.includes(seat),
      },
    ];
  });
  return { title: table.title, rows, headline: headlineOf(scores, table, rows[0]?.finalPopulation ?? 0) };
};
