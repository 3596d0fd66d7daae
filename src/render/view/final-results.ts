/** The final results' view model: the engine's scoring, in standing order, with names, each card's lines and the headline. */
import { goalById, type FinalScores, type SeatScore } from '../../engine/index.ts';
import type { FinalResultsView, ResultLine, ResultRow } from '../view-model.ts';
import { signed } from '../format.ts';
import { seatName, type TableInfo } from './seats.ts';

/** Players level on population, reputation, income and money share a rank (the rulebook's tie-breakers). */
const better = (a: SeatScore, b: SeatScore): boolean =>
  (a.population - b.population || a.reputation - b.reputation || a.income - b.income || a.money - b.money) > 0;

const names = (seats: readonly number[], table: TableInfo): string => {
  const all = seats.map((s) => seatName(table, s));
  return all.length <= 2 ? all.join(' and ') : `${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
};

/** The three ways a game is scored: against other players, against Dale the Bot, or alone for a title. */
type Mode = 'players' | 'dale' | 'architect';

const modeOf = (scores: FinalScores): Mode => (scores.solo === undefined ? 'players' : scores.solo.beatDale === undefined ? 'architect' : 'dale');

/** The person of a solo game sits at seat 0 (Dale the Bot at seat 1); the score title is for their population. */
const SOLO_PLAYER_SEAT = 0;

const headlineOf = (scores: FinalScores, table: TableInfo, best: number): string => {
  if (scores.solo !== undefined) {
    const dale = scores.solo.beatDale === undefined ? '' : scores.solo.beatDale ? ' · Dale beaten' : ' · Dale won';
    const own = scores.seats.find((s) => s.seat === SOLO_PLAYER_SEAT)?.population ?? best;
    return `${scores.solo.title} (${own} population)${dale}`;
  }
  return scores.fullTie
    ? `Tie between ${names(scores.winners, table)} (${best} population)`
    : `${names(scores.winners, table)} wins with ${best} population`;
};

/** What the money left at the end became: "Money $76: $75 converted ($5 each), $1 kept". */
export const moneyLine = (s: Pick<SeatScore, 'moneyConverted' | 'populationFromMoney' | 'money'>): ResultLine => {
  const held = s.moneyConverted + s.money;
  const converted = s.moneyConverted === 0 ? 'none converted (under $5)' : `$${s.moneyConverted} converted ($5 each)`;
  const kept = s.money === 0 ? 'none kept' : `$${s.money} kept`;
  return { label: held === 0 ? 'Money $0: none to convert' : `Money $${held}: ${converted}, ${kept}`, value: `+${s.populationFromMoney}` };
};

/** "Goal", "Secret goal", or, for a tied goal a Law Office scored as if won (decision 23), "Goal won through a Law Office". */
const goalLabel = (g: { readonly secret: boolean; readonly throughLawOffice?: true }): string =>
  `${g.secret ? 'Secret goal' : 'Goal'}${g.throughLawOffice === true ? ' won through a Law Office' : ''}`;

/**
 * A card's lines in the rulebook's scoring order (R13). The Lone Architect deals no goals, so it has no goal lines; the
 * tie-breakers are shown where they decide something: always between players, against Dale only on a tie.
 */
const linesOf = (s: SeatScore, mode: Mode, levelWithDale: boolean): readonly ResultLine[] => [
  { label: mode === 'architect' ? 'Population at the end of play' : 'Population before goals', value: String(s.populationBeforeGoals) },
  ...s.goals.map((g) => ({ label: `${goalLabel(g)}: ${goalById(g.goal).name}`, value: `+${g.bonus}` })),
  ...(mode !== 'architect' && s.goals.length === 0 ? [{ label: 'Goals won', value: 'none' }] : []),
  moneyLine(s),
  { label: 'Final population', value: String(s.population), strong: true },
  ...(mode === 'players' || levelWithDale ? [{ label: 'Tie-breakers: reputation · income · money', value: `${signed(s.reputation)} · ${signed(s.income)} · $${s.money}` }] : []),
];

export const finalResultsView = (scores: FinalScores, table: TableInfo): FinalResultsView => {
  const mode = modeOf(scores);
  const bySeat = new Map(scores.seats.map((s) => [s.seat, s]));
  const levelWithDale = mode === 'dale' && new Set(scores.seats.map((s) => s.population)).size === 1;
  const rows: ResultRow[] = scores.standings.flatMap((seat) => {
    const s = bySeat.get(seat);
    if (s === undefined) return [];
    return [
      {
        seat,
        name: seatName(table, seat),
        colour: seat,
        ...(mode === 'players' ? { rank: 1 + scores.seats.filter((o) => better(o, s)).length } : {}),
        winner: mode === 'players' && scores.winners.includes(seat),
        finalPopulation: s.population,
        lines: linesOf(s, mode, levelWithDale),
      },
    ];
  });
  return { title: table.title, rows, headline: headlineOf(scores, table, rows[0]?.finalPopulation ?? 0) };
};
