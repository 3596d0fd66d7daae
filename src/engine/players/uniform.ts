/**
 * A player choosing uniformly at random through the engine's stages: an offered action it can afford (Suburbia
 * Inc adds the borders, the Lake Border, investing in each border and replacing each Redevelopment Planner), then
 * that action's placement stages (a border: the side it faces, then a footprint on it; a planner: its
 * replacement), then each discard it can pay (the Lone Architect's extra removal too). A choice with nothing it
 * can pay for after it is passed over for another. The floor the other strengths are measured against.
 */
import { offerBorderFootprints, offerBorderInvestments, offerBorderSides } from '../border-offers.ts';
import type { Move, TurnDraft, TurnMove } from '../moves.ts';
import {
  borderDraftFor,
  choiceOfOffer,
  draftFor,
  offerActions,
  offerDiscards,
  offerPlacements,
  offerRedevelopments,
  preview,
  type ActionChoice,
  type BorderChoice,
} from '../offers.ts';
import { nextBelow, shuffle, type RngState } from '../rng.ts';
import { rulesOf } from '../rules/index.ts';
import type { GameState, Seat } from '../state.ts';

const pick = <T>(rng: RngState, items: readonly T[]): readonly [T | undefined, RngState] => {
  if (items.length === 0) return [undefined, rng];
  const [i, next] = nextBelow(rng, items.length);
  return [items[i], next];
};

/** The turn moves that remove a market tile of their own choosing (a basic replacement of a planner too). */
const discardsOwn = (draft: TurnDraft): boolean =>
  draft.kind === 'basic' || draft.kind === 'invest' || draft.kind === 'border' || draft.kind === 'lakeBorder' || (draft.kind === 'redevelop' && draft.basic !== undefined);

const isComplete = (draft: TurnDraft): draft is TurnMove => !discardsOwn(draft) || draft.discardSlot !== undefined;

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

/** The first move found through the drafts of `drafts`, tried in random order; each draft's discards drawn in turn. */
const firstMove = (state: GameState, drafts: readonly TurnDraft[], rng: RngState): readonly [TurnMove | undefined, RngState] => {
  const [order, r1] = shuffle(rng, drafts);
  let next = r1;
  for (const draft of order) {
    const [move, after] = withDiscards(state, draft, next);
    next = after;
    if (move !== undefined) return [move, next];
  }
  return [undefined, next];
};

/** A border's move: a side with footprints, then one of its footprints, then the discards; sides tried in random order. */
const borderMove = (state: GameState, seat: Seat, choice: BorderChoice, rng: RngState): readonly [TurnMove | undefined, RngState] => {
  const [sides, r1] = shuffle(
    rng,
    offerBorderSides(state, choice).filter((s) => s.footprints > 0),
  );
  let next = r1;
  for (const { side } of sides) {
    const drafts = offerBorderFootprints(state, choice, side).map((f) => borderDraftFor(choice, seat, f.footprint));
    const [move, after] = firstMove(state, drafts, next);
    next = after;
    if (move !== undefined) return [move, next];
  }
  return [undefined, next];
};

/** A move made from `choice`, through its placement stage and its discards; undefined when none can be paid. */
const moveOf = (state: GameState, seat: Seat, choice: ActionChoice, rng: RngState): readonly [TurnMove | undefined, RngState] => {
  switch (choice.action) {
    case 'border':
    case 'lakeBorder':
      return borderMove(state, seat, choice, rng);
    case 'investBorder': {
      const offer = offerBorderInvestments(state).find((b) => b.choice.border === choice.border);
      return offer === undefined ? [undefined, rng] : withDiscards(state, draftFor(choice, seat, offer.at), rng);
    }
    case 'redevelop':
      return firstMove(state, offerRedevelopments(state, choice.planner).map((r): TurnDraft => ({ kind: 'redevelop', seat, planner: choice.planner, ...r.replacement })), rng);
    default: {
      const money = state.players[seat]?.money ?? 0;
      const drafts = offerPlacements(state, choice)
        .filter((p) => p.cost <= money)
        .map((p) => draftFor(choice, seat, p.at));
      return firstMove(state, drafts, rng);
    }
  }
};

/** The first stage: the offered actions, then (Suburbia Inc) investing in each border that can take a marker. */
const actionChoices = (state: GameState): readonly ActionChoice[] => {
  const actions = offerActions(state).filter((o) => o.affordable).map(choiceOfOffer);
  if (!rulesOf(state.options).has('inc')) return actions;
  return [...actions, ...offerBorderInvestments(state).filter((b) => b.affordable).map((b) => b.choice)];
};

/** The uniform player's move for `seat` (to move, or choosing its goal), and the RNG after its draws. */
export const chooseUniformMove = (state: GameState, seat: Seat, rng: RngState): readonly [Move, RngState] => {
  if (state.phase === 'goals') {
    const [goal, next] = pick(rng, state.players[seat]?.secretGoalOffers ?? []);
    if (goal === undefined) throw new Error(`chooseUniformMove: seat ${seat} has no goal to choose`);
    return [{ kind: 'chooseGoal', seat, goal }, next];
  }
  const [choices, r1] = shuffle(rng, actionChoices(state));
  let next = r1;
  for (const choice of choices) {
    const [move, after] = moveOf(state, seat, choice, next);
    next = after;
    if (move !== undefined) return [move, next];
  }
  throw new Error(`chooseUniformMove: seat ${seat} has no move it can pay for`);
};
