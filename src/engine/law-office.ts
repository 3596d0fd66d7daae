/**
 * Suburbia Inc's Law Office at final scoring (seed 003, decision 23): each Law Office gives its owner one goal they
 * are tied for as if won, two with an investment marker. Every tied player holding such a right scores that goal;
 * a player's rights go to the tied goals worth most, public goals before their own secret goal on equal value.
 * Dale uses them like a player. "Tied" means sharing the lead (R31); with the 5★ Star track only players on one space
 * share it (goalLeaders), so only a tie with a player on the same space counts.
 */
import { goalById, goalLeaders } from './goals/index.ts';
import type { GameState, GoalId, PlayerState, Seat } from './state.ts';
import { tileById } from './tiles/index.ts';

/** A goal a player scores: `throughLawOffice` when it was tied and won by a Law Office's right. */
export type GoalAward = { readonly goal: GoalId; readonly bonus: number; readonly secret: boolean; readonly throughLawOffice?: true };

/** How many tied goals a player may score: 1 per face-up Law Office, 2 if invested in. */
export const lawOfficeRights = (p: PlayerState): number => {
  let rights = 0;
  for (const t of p.borough) if (t.faceDown === undefined && tileById(t.tileId).special === 'lawOffice') rights += t.invested ? 2 : 1;
  return rights;
};

/** Whether `seat` shares the lead of `goal` with someone else. */
const tiedFor = (state: GameState, goal: GoalId, seat: Seat): boolean => {
  const leaders = goalLeaders(goalById(goal), state);
  return leaders.length > 1 && leaders.includes(seat);
};

/** The goals `seat`'s Law Offices win: the tied goals worth most, public (in their order) before the secret one on equal value. */
export const lawOfficeAwards = (state: GameState, seat: Seat): readonly GoalAward[] => {
  const me = state.players[seat];
  const rights = me === undefined ? 0 : lawOfficeRights(me);
  if (me === undefined || rights === 0) return [];
  const tied: GoalAward[] = state.publicGoals.filter((g) => tiedFor(state, g, seat)).map((g) => ({ goal: g, bonus: goalById(g).bonus, secret: false, throughLawOffice: true }));
  const secret = me.secretGoal;
  if (secret !== undefined && tiedFor(state, secret, seat)) tied.push({ goal: secret, bonus: goalById(secret).bonus, secret: true, throughLawOffice: true });
  // a stable sort keeps public before secret, and the public goals in their order, on equal value
  return [...tied].sort((a, b) => b.bonus - a.bonus).slice(0, rights);
};
