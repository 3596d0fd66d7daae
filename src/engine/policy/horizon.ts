/**
 * How many more turns the seat to move will get after this one, from public information only (stack sizes and
 * the rulebook's set-up, never the hidden stack order): the policy values income and reputation by it.
 */
import { rulesOf } from '../rules/index.ts';
import type { GameState } from '../state.ts';

/** Market tiles used up per round: one per seat and its extra removals (Lone Architect: two); Dale's market is dealt afresh. */
const drawsPerRound = (state: GameState): number => {
  const mode = rulesOf(state.options).mode;
  if (mode.market === 'dealAfterDale') return state.table.marketSlots.length;
  return state.turnOrder.length * (1 + mode.extraRemovals);
};

/**
 * Expected draws before the 1 More Round tile appears: A and B, the counted C tiles above its band, and half of
 * what is left of the band (the tile is equally likely anywhere in it).
 */
const expectedDrawsBeforeLastRound = (state: GameState): number => {
  const { A, B, C } = state.stacks;
  const { oneMoreRoundBand, reserveBelow } = state.table;
  const countedC = Math.max(0, C.length - reserveBelow - 1);
  const bandLeft = Math.min(oneMoreRoundBand, countedC);
  return A.length + B.length + (countedC - bandLeft) + bandLeft / 2;
};

/** The mover's expected turns after the current one (fractional while the end is unknown). */
export const turnsAfterThis = (state: GameState): number => {
  if (state.finalRound !== undefined) return Math.max(0, state.finalRound - state.round);
  const rounds = expectedDrawsBeforeLastRound(state) / drawsPerRound(state);
  // Dale the Bot ends the moment the tile appears; otherwise the round is finished and one more is played.
  return rulesOf(state.options).mode.endsAtOneMoreRound ? rounds : rounds + 1;
};
