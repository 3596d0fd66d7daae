/**
 * Previews hide the future: what a player is offered depends only on what is public. Two states that differ only
 * in the hidden order of the stacks (same sizes, so the first B and C draws come at the same moment) give
 * identical action offers, placement offers with their previews, discard offers and policy moves — also on the
 * turns whose refill reaches the bonus on B or the challenge on C — while the moves themselves draw different tiles.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  draftFor,
  newGame,
  offerActions,
  offerDiscards,
  offerPlacements,
  preview,
  publicView,
  type GameOptions,
  type GameState,
  type TurnMove,
} from '../../src/engine/index.ts';
import { choosePolicyMove } from '../../src/engine/policy/index.ts';
import { choiceOf } from './property-checks.ts';

const ALL_SETS = ['nightlife', 'con', 'essen'] as const;

/** Every stage a player can see: actions, each action's placements with previews, and the discards due after each. */
const everythingOffered = (s: GameState) =>
  offerActions(s).map((offer) => {
    const choice = choiceOf(offer);
    const placements = offerPlacements(s, choice);
    const discards = placements.map((p) => {
      const draft = draftFor(choice, s.toMove, p.at);
      const first = offerDiscards(s, draft);
      const chosen = first[0];
      const then = chosen === undefined ? [] : offerDiscards(s, chosen.stage === 'extra' ? { ...draft, extraDiscardSlot: chosen.slot } : { ...draft, discardSlot: chosen.slot });
      return { first, then };
    });
    return { offer, placements, discards };
  });

/** The same state with every stack in reverse order: nothing public changes. */
const reversedStacks = (s: GameState): GameState => ({ ...s, stacks: { A: [...s.stacks.A].reverse(), B: [...s.stacks.B].reverse(), C: [...s.stacks.C].reverse() } });

/** How many market tiles the mover's turn removes at most (Lone Architect: two). */
const removals = (s: GameState): number => (s.options.solo === 'architect' ? 2 : 1);

/** Turns of a policy game whose refill draws the first B tile (bonus waiting) or the first C tile (challenge waiting). */
const turnsAtTheChecks = (options: GameOptions, seed: number): readonly GameState[] => {
  let state = newGame(options, seed);
  const found: GameState[] = [];
  while (state.phase !== 'finished') {
    const { A, B } = state.stacks;
    const reachesB = state.bonusOnB !== undefined && A.length < removals(state);
    const reachesC = state.challengeOnC !== undefined && A.length + B.length < removals(state);
    if (state.phase === 'playing' && state.players[state.toMove]?.isDale !== true && (reachesB || reachesC)) found.push(state);
    const applied = applyMove(state, choosePolicyMove(state));
    if (!applied.ok) throw new Error(applied.rejection.code);
    state = applied.state;
  }
  return found;
};

describe.each([
  { name: '3 players', options: { players: 3, sets: ALL_SETS } },
  { name: 'the Lone Architect', options: { players: 1, solo: 'architect', sets: ALL_SETS } },
] as const)('hidden stack order changes no offer: $name, all three sets', ({ options }) => {
  const states = turnsAtTheChecks(options, 77);

  it('the game reaches both checks on turns the human plays', () => {
    expect(states.some((s) => s.bonusOnB !== undefined)).toBe(true);
    expect(states.some((s) => s.bonusOnB === undefined && s.challengeOnC !== undefined)).toBe(true);
  });

  it('every offer, preview and policy move is the same for both stack orders', () => {
    for (const state of states) {
      const twin = reversedStacks(state);
      expect(twin.stacks).not.toEqual(state.stacks);
      expect(publicView(twin)).toEqual(publicView(state));
      expect(everythingOffered(twin)).toEqual(everythingOffered(state));
      expect(choosePolicyMove(twin)).toEqual(choosePolicyMove(state));
    }
  });

  it('the move checks the waiting tile; its preview shows the same rewards; only the drawn tiles differ', () => {
    for (const state of states) {
      const move = choosePolicyMove(state) as TurnMove;
      const shown = preview(state, move);
      if (!('net' in shown)) throw new Error('no preview');
      const played = applyMove(state, move);
      const twinPlayed = applyMove(reversedStacks(state), move);
      if (!played.ok || !twinPlayed.ok) throw new Error('the policy move was refused');
      const awards = played.changes.filter((c) => c.cause.kind === 'bonus' || c.cause.kind === 'challenge');
      expect(played.events.filter((e) => e.kind === 'awardChecked')).toHaveLength(1);
      expect(shown.changes.filter((c) => c.cause.kind === 'bonus' || c.cause.kind === 'challenge')).toEqual(awards);
      expect(twinPlayed.changes).toEqual(played.changes);
      expect(twinPlayed.events).toEqual(played.events);
      expect(twinPlayed.state.market).not.toEqual(played.state.market);
    }
  });
});
