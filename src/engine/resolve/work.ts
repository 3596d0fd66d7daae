/**
 * A turn is resolved on a Work: mutable copies of the players' numbers, the table as the turn leaves it, and the
 * list of changes, over the unchanged (shared, immutable) boroughs of the state. Nothing here deep-clones the
 * state, so a placement menu can preview dozens of cells cheaply.
 */
import { memoSlot, remembered } from '../borough-memo.ts';
import type { Cause, Change, TurnEvent } from '../moves.ts';
import { isFirstPastLine } from '../red-lines.ts';
import { rulesOf, type GameRules } from '../rules/index.ts';
import { type BasicId, type GameState, type MarketEntry, type PlacedBorder, type PlacedTile, type PlayerNumber, type PlayerState, type Seat, type Stacks } from '../state.ts';
import { landingSpace, movedToken, spaceOnTrack, STAR_BONUS_SPACES, type StarTrack } from '../star-track.ts';
import { placedFacts, type Rule } from '../tiles/facts.ts';
import { tileById, type Stat, type TileId } from '../tiles/index.ts';
import { isNightlifeHarm, nightlifeShield } from './nightlife.ts';

export type WorkPlayer = { -readonly [K in PlayerNumber]: number } & {
  borough: readonly PlacedTile[];
  /** Suburbia Inc: the player's borders (undefined without any) */
  borders: readonly PlacedBorder[] | undefined;
};

export type Work = {
  readonly state: GameState;
  readonly rules: GameRules;
  readonly players: WorkPlayer[];
  readonly changes: Change[];
  readonly events: TurnEvent[];
  /** the 1 More Round tile came up during this turn */
  oneMoreRound: boolean;
  placedCount: number;
  /** the table as the end of the turn leaves it */
  market: readonly MarketEntry[];
  stacks: Stacks;
  discards: readonly TileId[];
  basics: { readonly [B in BasicId]: number };
  bonusOnB: string | undefined;
  challengeOnC: string | undefined;
  finalRound: number | undefined;
  /** Suburbia Inc: the border row and face-down stack as the turn leaves them (undefined without Inc) */
  borderRow: readonly string[] | undefined;
  borderStack: readonly string[] | undefined;
  /** 5★: the Star track as the turn leaves it (undefined without the Star tiles) */
  starTrack: StarTrack | undefined;
  /** the turn order and start player as the turn leaves them (the Star track's round end may change them) */
  turnOrder: readonly Seat[];
  startSeat: Seat;
};

/** A player's numbers to work on, field by field (the type makes it list every number of PLAYER_NUMBERS). */
const workingCopy = (p: PlayerState): WorkPlayer => ({
  money: p.money,
  income: p.income,
  reputation: p.reputation,
  population: p.population,
  investmentsLeft: p.investmentsLeft,
  nightlifeMoneyLost: p.nightlifeMoneyLost,
  nightlifePopulationLost: p.nightlifePopulationLost,
  borough: p.borough,
  borders: p.borders,
});

export const startWork = (state: GameState, rules: GameRules = rulesOf(state.options)): Work => ({
  state,
  rules,
  players: state.players.map(workingCopy),
  changes: [],
  events: [],
  oneMoreRound: false,
  placedCount: state.placedCount,
  market: state.market,
  stacks: state.stacks,
  discards: state.discards,
  basics: state.basics,
  bonusOnB: state.bonusOnB,
  challengeOnC: state.challengeOnC,
  finalRound: state.finalRound,
  borderRow: state.borderRow,
  borderStack: state.borderStack,
  starTrack: state.starTrack,
  turnOrder: state.turnOrder,
  startSeat: state.startSeat,
});

export const workPlayer = (work: Work, seat: Seat): WorkPlayer => {
  const p = work.players[seat];
  if (p === undefined) throw new Error(`no seat ${seat}`);
  return p;
};

/** A change a rule ignored: nothing moves, and the cause says why. */
const ignore = (work: Work, seat: Seat, stat: Stat, wanted: number, cause: Cause): void => {
  work.changes.push({ seat, stat, delta: 0, wanted, ignored: true, cause });
};

const record = (work: Work, seat: Seat, stat: Stat, delta: number, wanted: number, cause: Cause): void => {
  if (delta === 0 && wanted === 0) return;
  work.changes.push(delta === wanted ? { seat, stat, delta, cause } : { seat, stat, delta, wanted, cause });
  if (isNightlifeHarm(stat, delta, cause)) {
    const p = workPlayer(work, seat);
    if (stat === 'money') p.nightlifeMoneyLost -= delta;
    else p.nightlifePopulationLost -= delta;
  }
};

/** Moves income or reputation, stopping at the track limits (−5..15). */
const moveTrack = (work: Work, seat: Seat, stat: 'income' | 'reputation', wanted: number, cause: Cause): void => {
  const p = workPlayer(work, seat);
  const { trackMin, trackMax } = work.state.table;
  const next = Math.min(trackMax, Math.max(trackMin, p[stat] + wanted));
  const delta = next - p[stat];
  p[stat] = next;
  record(work, seat, stat, delta, wanted, cause);
};

/**
 * Money never goes below $0 (decision 24, R19): what a tile makes a player pay is paid as far as money goes, then
 * 1 population per missing $1 (decision 11). Prices and discards are checked before they are paid, so only effects
 * ever fall short.
 */
const moveMoney = (work: Work, seat: Seat, amount: number, cause: Cause): void => {
  const p = workPlayer(work, seat);
  const unpaid = amount < 0 ? Math.max(0, -amount - p.money) : 0;
  // +0 (never −0) when nothing can be paid
  const paid = amount + unpaid;
  p.money += paid;
  record(work, seat, 'money', paid, amount, cause);
  if (unpaid > 0) movePopulation(work, seat, -unpaid, { ...cause, text: `${cause.text}, $${unpaid} unpaid: 1 population each` });
};

/**
 * The one entry point for every stat change: tracks are clamped, population applies red lines at once, money stops
 * at $0, and gold stars move only on the 5★ Star track. A negative Nightlife effect on a player protected by a
 * Police Station or Night Court is recorded as ignored (decision 26, R25).
 */
export const adjust = (work: Work, seat: Seat, stat: Stat, amount: number, cause: Cause): void => {
  if (amount === 0) return;
  if (isNightlifeHarm(stat, amount, cause)) {
    const shield = nightlifeShield(workPlayer(work, seat).borough);
    if (shield !== undefined) {
      ignore(work, seat, stat, amount, { ...cause, text: `${cause.text}, ignored: ${tileById(shield.tileId).name}` });
      return;
    }
  }
  switch (stat) {
    case 'income':
    case 'reputation':
      return moveTrack(work, seat, stat, amount, cause);
    case 'money':
      return moveMoney(work, seat, amount, cause);
    case 'population':
      return movePopulation(work, seat, amount, cause);
    case 'stars':
      // Decision 13: without the 5★ Star track, gold stars (Con tiles) move nothing; shown as ignored (R18).
      if (work.starTrack === undefined) return ignore(work, seat, 'stars', amount, { ...cause, text: `${cause.text}, only with 5★ Star tiles` });
      return moveStars(work, work.starTrack, seat, amount, cause);
  }
};

/**
 * Gold stars move the token as far right as the space limits allow, passing over full spaces; with no room within
 * reach it stays, keeping its place in the stack (decision 16), recorded as 0 spaces of the stars wanted (R45).
 * Reaching or passing spaces 4 and 8 gives +1 income and +1 reputation, once each since tokens never move back.
 */
const moveStars = (work: Work, track: StarTrack, seat: Seat, stars: number, cause: Cause): void => {
  const from = spaceOnTrack(track, seat);
  const to = stars > 0 ? landingSpace(track, from, stars) : from;
  if (to !== from) work.starTrack = movedToken(track, seat, from, to);
  record(work, seat, 'stars', to - from, stars, to === from ? { ...cause, text: `${cause.text}, no room ahead on the Star track` } : cause);
  for (const bonus of STAR_BONUS_SPACES) {
    if (from < bonus.space && to >= bonus.space) adjust(work, seat, bonus.stat, 1, { kind: 'starTrack', text: `reached space ${bonus.space}: +1 ${bonus.stat}` });
  }
};

/**
 * Population never goes below 0; each step below 0 costs $1 while money lasts and the unpaid steps do not happen
 * (decision 11). Every red line crossed, either way, is applied the moment it is crossed (decision 4).
 */
const movePopulation = (work: Work, seat: Seat, amount: number, cause: Cause): void => {
  const p = workPlayer(work, seat);
  const from = p.population;
  const to = Math.max(0, from + amount);
  const belowZero = to - (from + amount);
  p.population = to;
  record(work, seat, 'population', to - from, amount, cause);
  if (belowZero > 0) {
    const paid = Math.min(belowZero, p.money);
    if (paid > 0) adjust(work, seat, 'money', -paid, { ...cause, text: `${cause.text}, population at 0: $1 per step` });
  }
  let linesUp = 0;
  if (to > from)
    for (let v = from + 1; v <= to; v++)
      if (isFirstPastLine(v)) {
        crossRedLine(work, seat, v, 'up');
        linesUp += 1;
      }
  if (to < from) for (let v = from; v > to; v--) if (isFirstPastLine(v)) crossRedLine(work, seat, v, 'down');
  if (linesUp > 0) loseForLinesCrossed(work, seat, linesUp);
};

/**
 * Alien Mountain (decision 31): once a population change has ended, each tile whose red-line reaction is a
 * population change applies it per red line that change crossed upward (twice if invested). It is an ordinary
 * downward move: the lines it drops back over give their income and reputation back, and a downward move never
 * sets off a red-line reaction (alternative: lose the population at each line, in the middle of the move).
 */
const loseForLinesCrossed = (work: Work, seat: Seat, lines: number): void => {
  for (const { placed, rule } of redLineReactions(workPlayer(work, seat).borough)) {
    if (rule.effect.stat !== 'population') continue;
    const times = placed.invested ? 2 : 1;
    const text = `${lines} red line${lines === 1 ? '' : 's'} crossed`;
    adjust(work, seat, 'population', rule.perRedLineUp * times * lines, { kind: 'tile', tileId: placed.tileId, ownerSeat: seat, at: placed.at, text });
  }
};

/** A tile's rule that reacts to red lines crossed upward (Casino, PR Firm, Alien Mountain). */
type RedLineReaction = { readonly placed: PlacedTile; readonly rule: Rule };

/** The borough's rules reacting to red lines crossed upward, in borough order (a borough crosses lines many times in a game). */
const RED_LINE_REACTIONS = memoSlot((borough): readonly RedLineReaction[] => {
  const reactions: RedLineReaction[] = [];
  for (const placed of borough) for (const rule of placedFacts(placed).rules) if (rule.perRedLineUp !== 0) reactions.push({ placed, rule });
  return reactions;
});

const redLineReactions = (borough: readonly PlacedTile[]): readonly RedLineReaction[] => remembered(borough, RED_LINE_REACTIONS);

const crossRedLine = (work: Work, seat: Seat, line: number, direction: 'up' | 'down'): void => {
  const perLine = work.rules.mode.redLineShift;
  const sign = direction === 'up' ? 1 : -1;
  const text = direction === 'up' ? `crossed the red line at ${line}` : `dropped back below the red line at ${line}`;
  const cause: Cause = { kind: 'redLine', redLine: line, text };
  moveTrack(work, seat, 'income', perLine * sign, cause);
  moveTrack(work, seat, 'reputation', perLine * sign, cause);
  // Casino / PR Firm react only to upward crossings (decision 2; alternative: take the bonus back going down).
  if (direction === 'down') return;
  for (const { placed, rule } of redLineReactions(workPlayer(work, seat).borough)) {
    // a population reaction waits until the whole change has ended (loseForLinesCrossed)
    if (rule.effect.stat === 'population') continue;
    const times = placed.invested ? 2 : 1;
    adjust(work, seat, rule.effect.stat, rule.perRedLineUp * times, {
      kind: 'tile',
      tileId: placed.tileId,
      ownerSeat: seat,
      at: placed.at,
      redLine: line,
      text: `red line crossed at ${line}`,
    });
  }
};
