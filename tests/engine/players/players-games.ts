/** Whole games played by built-in players, one strength per seat (shared by the players' tests and the seeded-game script). */
import {
  applyMove,
  chooseMove,
  choiceOfMove,
  choiceOfOffer,
  newGame,
  offerActions,
  offerBorderFootprints,
  offerBorderInvestments,
  offerBorderSides,
  offerDiscards,
  offerPlacements,
  offerRedevelopments,
  type ActionChoice,
  type BorderChoice,
  type GameOptions,
  type GameState,
  type Move,
  type Seat,
  type Strength,
  type TurnDraft,
  type TurnMove,
} from '../../../src/engine/index.ts';

/** The hard player's budget in tests: one sample per decision, so a whole game stays quick. */
export const TEST_BUDGET = 50;

/** More moves than any game can take. */
const MOVE_LIMIT = 2_000;

export const decider = (state: GameState): Seat => (state.phase === 'goals' ? Math.max(0, state.players.findIndex((p) => p.secretGoalOffers.length > 0)) : state.toMove);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether the first stage offered `choice` and the mover can afford it (investing in a border has offers of its own). */
const actionOffered = (state: GameState, choice: ActionChoice): boolean =>
  choice.action === 'investBorder'
    ? offerBorderInvestments(state).some((b) => b.affordable && b.choice.border === choice.border)
    : offerActions(state).some((o) => o.affordable && same(choiceOfOffer(o), choice));

/** Whether the second stage offered where the move puts its piece: a cell, a border's side and footprint, a planner's replacement. */
const placementOffered = (state: GameState, move: TurnMove, choice: ActionChoice): boolean => {
  switch (move.kind) {
    case 'border':
    case 'lakeBorder': {
      const border = choice as BorderChoice;
      const side = offerBorderSides(state, border).find((s) => s.side === move.side);
      return (side?.footprints ?? 0) > 0 && offerBorderFootprints(state, border, move.side).some((f) => same(f.footprint.first, move.at));
    }
    case 'redevelop':
      return offerRedevelopments(state, move.planner).some((r) => same(r.replacement, move.slot === undefined ? { basic: move.basic } : { slot: move.slot }));
    case 'invest':
      if (move.border !== undefined) return offerBorderInvestments(state).some((b) => b.choice.border === move.border && same(b.at, move.at));
      return offerPlacements(state, choice).some((p) => same(p.at, move.at));
    default:
      return offerPlacements(state, choice).some((p) => same(p.at, move.at));
  }
};

/** Whether each removal was offered at its stage and could be paid, and none is still due. */
const discardsOffered = (state: GameState, move: TurnMove): boolean => {
  const { discardSlot, extraDiscardSlot, ...bare } = move as TurnMove & { readonly discardSlot?: number; readonly extraDiscardSlot?: number };
  let draft = bare as TurnDraft;
  for (const [slot, stage] of [
    [discardSlot, 'discard'],
    [extraDiscardSlot, 'extra'],
  ] as const) {
    if (slot === undefined) continue;
    if (!offerDiscards(state, draft).some((d) => d.stage === stage && d.slot === slot && d.affordable)) return false;
    draft = (stage === 'discard' ? { ...draft, discardSlot: slot } : { ...draft, extraDiscardSlot: slot }) as TurnDraft;
  }
  return offerDiscards(state, draft).length === 0;
};

/** Whether the move goes through the stages the engine offered: its action, its placement and its discards; a goal among the seat's offers. */
export const isOffered = (state: GameState, move: Move): boolean => {
  if (move.kind === 'chooseGoal') return state.players[move.seat]?.secretGoalOffers.includes(move.goal) === true;
  if (move.kind === 'keepRandomGoal' || move.kind === 'undo') return false;
  const choice = choiceOfMove(move);
  return actionOffered(state, choice) && placementOffered(state, move, choice) && discardsOffered(state, move);
};

export type StrengthGame = { readonly state: GameState; readonly moves: readonly Move[] };

/** Plays a seeded game with `strengths[seat]` in each human seat; `check` sees every decision before it is applied. */
export const playStrengths = (
  options: GameOptions,
  seed: number,
  strengths: readonly Strength[],
  check?: (state: GameState, move: Move) => void,
): StrengthGame => {
  let state = newGame(options, seed);
  const moves: Move[] = [];
  while (state.phase !== 'finished') {
    if (moves.length >= MOVE_LIMIT) throw new Error(`game ${seed} did not end`);
    const seat = decider(state);
    const move = chooseMove(state, seat, strengths[seat % strengths.length] ?? 'normal', { budget: TEST_BUDGET });
    check?.(state, move);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`refused (${applied.rejection.code}): ${JSON.stringify(move)}`);
    moves.push(move);
    state = applied.state;
  }
  return { state, moves };
};
