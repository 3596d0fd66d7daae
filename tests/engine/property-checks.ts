/**
 * What the property tests share: a seeded policy game checked after every move, and "every offered choice is
 * accepted" — following the engine's staged offers (actions → placements → discards) to complete moves and applying
 * each one. A buy offer marked `noSpot` (its tile has no legal spot, e.g. a second Grugapark) must offer no cell,
 * and a buy there is refused with a placement rule's code.
 */
import { expect } from 'vitest';
import {
  applyMove,
  borderDraftFor,
  choiceOfOffer,
  draftFor,
  legalCells,
  newGame,
  offerActions,
  offerBorderFootprints,
  offerBorderInvestments,
  offerBorderSides,
  offerRedevelopments,
  offerDiscards,
  offerPlacements,
  type ActionChoice,
  type ActionOffer,
  type GameOptions,
  type GameState,
  type Move,
  type TurnDraft,
} from '../../src/engine/index.ts';
import { choosePolicyMove } from '../../src/engine/policy/index.ts';

/** No game comes near this many moves. */
const MOVE_LIMIT = 500;

export type Played = { readonly moves: readonly Move[]; readonly final: GameState; readonly states: readonly GameState[] };

/** A game played by the built-in policy; `check` sees every state after a move, with the game's first state. */
export const playChecked = (options: GameOptions, seed: number, check: (state: GameState, start: GameState) => void): Played => {
  const start = newGame(options, seed);
  let state = start;
  const moves: Move[] = [];
  const states: GameState[] = [start];
  while (state.phase !== 'finished') {
    expect(moves.length).toBeLessThan(MOVE_LIMIT);
    const move = choosePolicyMove(state);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`policy move refused: ${applied.rejection.code} ${JSON.stringify(move)}`);
    state = applied.state;
    moves.push(move);
    states.push(state);
    check(state, start);
  }
  return { moves, final: state, states };
};

export const choiceOf = (offer: ActionOffer): ActionChoice => choiceOfOffer(offer);

/** Follows the stages to complete moves: every affordable discard offered, one after the other. */
const completions = (s: GameState, draft: TurnDraft): readonly Move[] => {
  const discards = offerDiscards(s, draft).filter((d) => d.affordable);
  if (discards.length === 0) return [draft as Move];
  return discards.flatMap((d) => completions(s, d.stage === 'extra' ? { ...draft, extraDiscardSlot: d.slot } : { ...draft, discardSlot: d.slot }));
};

const PLACEMENT_RULE_CODES: readonly string[] = ['onePerBorough', 'mustTouch', 'needsPopulation'];

/** A tile with no legal spot: not affordable, no cell offered, and buying it anyway, with money enough, is refused by its placement rule. */
const checkNoSpot = (s: GameState, offer: Extract<ActionOffer, { action: 'buy' | 'lake' }>): void => {
  expect(offer.affordable, `${offer.tileId}: ${offer.noSpot ?? ''}`).toBe(false);
  expect(offerPlacements(s, choiceOf(offer)), `${offer.tileId}: ${offer.noSpot ?? ''}`).toEqual([]);
  const me = s.players[s.toMove];
  const at = legalCells(me?.borough ?? [], me?.borders)[0];
  if (at === undefined) return;
  const rich = { ...s, players: s.players.map((p, seat) => (seat === s.toMove ? { ...p, money: 100 } : p)) };
  const refused = applyMove(rich, { kind: 'buy', seat: s.toMove, slot: offer.slot, at });
  expect(PLACEMENT_RULE_CODES).toContain(refused.ok ? 'accepted' : refused.rejection.code);
};

/**
 * Every affordable action, and every border investment, is accepted through every stage: each offered placement
 * (first and last cell, to keep the product small) with each offered discard. Returns how many moves were applied.
 */
export const checkOffers = (s: GameState): number => {
  let accepted = checkBorderInvestments(s);
  for (const offer of offerActions(s)) {
    if (offer.action === 'buy' && offer.noSpot !== undefined) {
      checkNoSpot(s, offer);
      continue;
    }
    if (!offer.affordable) continue;
    if (offer.action === 'redevelop') {
      const replacements = offerRedevelopments(s, offer.planner);
      expect(replacements.length, 'a redevelopment offered with no replacement').toBeGreaterThan(0);
      for (const redevelopment of replacements.length > 1 ? [replacements[0], replacements.at(-1)] : replacements) {
        if (redevelopment === undefined) continue;
        for (const move of completions(s, { kind: 'redevelop', seat: s.toMove, planner: offer.planner, ...redevelopment.replacement })) {
          const applied = applyMove(s, move);
          expect(applied.ok, `${JSON.stringify(move)} was offered but refused: ${applied.ok ? '' : applied.rejection.code}`).toBe(true);
          accepted += 1;
        }
      }
      continue;
    }
    if (offer.action === 'border' || offer.action === 'lakeBorder') {
      accepted += checkBorderOffer(s, offer);
      continue;
    }
    const choice = choiceOf(offer);
    const placements = offerPlacements(s, choice);
    expect(placements.length, `${JSON.stringify(choice)} offers no placement`).toBeGreaterThan(0);
    const sample = placements.length > 1 ? [placements[0], placements.at(-1)] : placements;
    for (const placement of sample) {
      if (placement === undefined) continue;
      for (const move of completions(s, draftFor(choice, s.toMove, placement.at))) {
        const applied = applyMove(s, move);
        expect(applied.ok, `${JSON.stringify(move)} was offered but refused: ${applied.ok ? '' : applied.rejection.code}`).toBe(true);
        accepted += 1;
      }
    }
  }
  return accepted;
};

/** A border's sides add up to its offered footprints; the first and last footprint of each side are accepted with every discard. */
const checkBorderOffer = (s: GameState, offer: Extract<ActionOffer, { action: 'border' | 'lakeBorder' }>): number => {
  const choice = offer.action === 'border' ? { action: 'border' as const, index: offer.index } : { action: 'lakeBorder' as const };
  const sides = offerBorderSides(s, choice);
  expect(sides).toHaveLength(6);
  expect(sides.reduce((n, side) => n + side.footprints, 0)).toBe(offer.footprints);
  let accepted = 0;
  for (const { side, footprints } of sides) {
    if (footprints === 0) continue;
    const offered = offerBorderFootprints(s, choice, side);
    const sample = offered.length > 1 ? [offered[0], offered.at(-1)] : offered;
    for (const f of sample) {
      if (f === undefined) continue;
      for (const move of completions(s, borderDraftFor(choice, s.toMove, f.footprint))) {
        const applied = applyMove(s, move);
        expect(applied.ok, `${JSON.stringify(move)} was offered but refused: ${applied.ok ? '' : applied.rejection.code}`).toBe(true);
        accepted += 1;
      }
    }
  }
  return accepted;
};

/** Every border that can take a marker is accepted with every discard. */
const checkBorderInvestments = (s: GameState): number => {
  let accepted = 0;
  for (const offer of offerBorderInvestments(s)) {
    if (!offer.affordable) continue;
    for (const move of completions(s, draftFor(offer.choice, s.toMove, offer.at))) {
      const applied = applyMove(s, move);
      expect(applied.ok, `${JSON.stringify(move)} was offered but refused: ${applied.ok ? '' : applied.rejection.code}`).toBe(true);
      accepted += 1;
    }
  }
  return accepted;
};
