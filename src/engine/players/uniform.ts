/**
 * A player choosing uniformly at random through the engine's stages: an offered action it can afford, then one of
 * that action's placements, then each discard it can pay. An action with no placement it can pay for is passed
 * over for another. The floor the other strengths are measured against.
 */
import type { Move, TurnDraft, TurnMove } from '../moves.ts';
import { offerActions, offerDiscards, offerPlacements, preview, type ActionChoice, type ActionOffer, draftFor } from '../offers.ts';
import { nextBelow, shuffle, type RngState } from '../rng.ts';
import type { GameState, Seat } from '../state.ts';

const choiceOf = (offer: ActionOffer): ActionChoice => {
  switch (offer.action) {
    case 'buy':
    case 'lake':
      return { action: offer.action, slot: offer.slot };
    case 'basic':
      return { action: 'basic', basic: offer.basic };
    case 'invest':
      return { action: 'invest' };
  }
};

const pick = <T>(rng: RngState, items: readonly T[]): readonly [T | undefined, RngState] => {
  if (items.length === 0) return [undefined, rng];
  const [i, next] = nextBelow(rng, items.length);
  return [items[i], next];
};

/** Adds the discards still due, each uniformly among those it can pay; undefined when one cannot be paid. */
const withDiscards = (state: GameState, draft: TurnDraft, rng: RngState): readonly [TurnMove | undefined, RngState] => {
  let move: TurnDraft = draft;
  let next = rng;
  for (;;) {
    const due = offerDiscards(state, move);
    if (due.length === 0) return 'net' in preview(state, move) && isComplete(move) ? [move, next] : [undefined, next];
    const [chosen, after] = pick(next, due.filter((d) => d.affordable));
    next = after;
    if (chosen === undefined) return [undefined, next];
    move = chosen.stage === 'discard' ? { ...move, discardSlot: chosen.slot } : { ...move, extraDiscardSlot: chosen.slot };
  }
};

const isComplete = (draft: TurnDraft): draft is TurnMove => (draft.kind !== 'basic' && draft.kind !== 'invest') || draft.discardSlot !== undefined;

/** The uniform player's move for `seat` (to move, or choosing its goal), and the RNG after its draws. */
export const chooseUniformMove = (state: GameState, seat: Seat, rng: RngState): readonly [Move, RngState] => {
  if (state.phase === 'goals') {
    const [goal, next] = pick(rng, state.players[seat]?.secretGoalOffers ?? []);
    if (goal === undefined) throw new Error(`chooseUniformMove: seat ${seat} has no goal to choose`);
    return [{ kind: 'chooseGoal', seat, goal }, next];
  }
  const money = state.players[seat]?.money ?? 0;
  const [actions, r1] = shuffle(rng, offerActions(state).filter((o) => o.affordable && !(o.action === 'buy' && o.noSpot !== undefined)));
  let next = r1;
  for (const offer of actions) {
    const choice = choiceOf(offer);
    const [placements, r2] = shuffle(next, offerPlacements(state, choice).filter((p) => p.cost <= money));
    next = r2;
    for (const placement of placements) {
      const [move, r3] = withDiscards(state, draftFor(choice, seat, placement.at), next);
      next = r3;
      if (move !== undefined) return [move, next];
    }
  }
  throw new Error(`chooseUniformMove: seat ${seat} has no move it can pay for`);
};
