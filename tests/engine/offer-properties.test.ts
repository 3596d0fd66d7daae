/**
 * Property tests over seeded games played by the uniform player, which draws from every offer and so reaches the
 * borders, Lake Borders, investments and planners the policy seldom takes: every table and every set. At each
 * decision an action can be taken exactly when its next stage offers a spot (a cell, a footprint, a tile to
 * invest in, a replacement), and its price is that of its cheapest spot; each border investment is offered exactly
 * when the engine accepts it, at the price it charges (decisions 12, 19, 22, 24, 26). The budget is fixed: one game
 * per table, checked every other decision.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  choiceOfOffer,
  chooseUniformMove,
  newGame,
  offerActions,
  offerBorderFootprints,
  offerBorderInvestments,
  offerBorderSides,
  offerPlacements,
  offerRedevelopments,
  preview,
  seatSeed,
  type ActionOffer,
  type GameOptions,
  type GameState,
  type Preview,
  type Seat,
} from '../../src/engine/index.ts';

const TABLES: readonly { readonly name: string; readonly options: GameOptions; readonly seed: number }[] = [
  { name: '2 players', options: { players: 2 }, seed: 1 },
  { name: '3 players, Nightlife', options: { players: 3, sets: ['nightlife'] }, seed: 2 },
  { name: '4 players, Con', options: { players: 4, sets: ['con'] }, seed: 3 },
  { name: '5 players, Essen', options: { players: 5, sets: ['essen'] }, seed: 4 },
  { name: '2 players, 5★', options: { players: 2, sets: ['star'] }, seed: 5 },
  { name: '2 players, Suburbia Inc', options: { players: 2, sets: ['inc'] }, seed: 5 },
  { name: '3 players, Suburbia Inc and 5★', options: { players: 3, sets: ['inc', 'star'] }, seed: 6 },
  { name: '4 players, Suburbia Inc', options: { players: 4, sets: ['inc'] }, seed: 7 },
  { name: '5 players, every set', options: { players: 5, sets: ['inc', 'star', 'nightlife', 'con', 'essen'] }, seed: 8 },
  { name: 'Dale the Bot, Suburbia Inc', options: { players: 1, solo: 'dale', sets: ['inc'] }, seed: 9 },
  { name: 'Dale the Bot, Suburbia Inc and 5★', options: { players: 1, solo: 'dale', sets: ['inc', 'star'] }, seed: 10 },
  { name: 'the Lone Architect, Suburbia Inc, Nightlife, Con and Essen', options: { players: 1, solo: 'architect', sets: ['inc', 'nightlife', 'con', 'essen'] }, seed: 11 },
  { name: 'the Lone Architect, 5★', options: { players: 1, solo: 'architect', sets: ['star'] }, seed: 12 },
];

/** More moves than any game can take. */
const MOVE_LIMIT = 2_000;

/** What `seat` pays as the price in this preview (a market surcharge included). */
const paid = (shown: Preview, seat: Seat): number => shown.changes.filter((c) => c.seat === seat && c.cause.kind === 'cost').reduce((n, c) => n - c.delta, 0);

/** The price of each spot the next stage offers for `offer`. */
const spotPrices = (s: GameState, offer: ActionOffer): readonly number[] => {
  switch (offer.action) {
    case 'border':
    case 'lakeBorder': {
      const choice = offer.action === 'border' ? { action: 'border' as const, index: offer.index } : { action: 'lakeBorder' as const };
      return offerBorderSides(s, choice).flatMap(({ side }) => offerBorderFootprints(s, choice, side).map((f) => paid(f.preview, s.toMove)));
    }
    case 'redevelop':
      return offerRedevelopments(s, offer.planner).map((r) => paid(r.preview, s.toMove));
    default:
      return offerPlacements(s, choiceOfOffer(offer)).map((p) => p.cost);
  }
};

/** Every action offer against its spots, then every border against its investment; returns how many offers were checked. */
const checkSpotsAndPrices = (s: GameState): number => {
  const offers = offerActions(s);
  for (const offer of offers) {
    const prices = spotPrices(s, offer);
    const what = `${JSON.stringify(offer)} with ${prices.length} spots`;
    expect(offer.affordable, what).toBe(prices.length > 0);
    if (prices.length > 0) expect(offer.cost, what).toBe(Math.min(...prices));
  }
  if (!offers.some((o) => o.action === 'invest')) expect(offerPlacements(s, { action: 'invest' }), 'a hex tile to invest in, not offered').toEqual([]);
  const seat = s.toMove;
  const investments = offerBorderInvestments(s);
  for (const [border, b] of (s.players[seat]?.borders ?? []).entries()) {
    const shown = preview(s, { kind: 'invest', seat, at: b.first, border });
    const offer = investments.find((o) => o.choice.border === border);
    if ('changes' in shown) expect(offer, `border ${border}`).toMatchObject({ cost: paid(shown, seat), affordable: true });
    else expect(offer, `border ${border}: ${shown.rejection.code}`).toBeUndefined();
  }
  return offers.length + investments.length;
};

describe.each(TABLES)('uniform games: $name', ({ options, seed }) => {
  it('every action can be taken exactly when it has a spot, priced as its cheapest (every other decision)', () => {
    let state = newGame(options, seed);
    let decisions = 0;
    let checked = 0;
    while (state.phase !== 'finished') {
      if (decisions >= MOVE_LIMIT) throw new Error(`game ${seed} did not end`);
      if (state.phase === 'playing' && decisions % 2 === 0) checked += checkSpotsAndPrices(state);
      const seat = state.phase === 'goals' ? Math.max(0, state.players.findIndex((p) => p.secretGoalOffers.length > 0)) : state.toMove;
      const [move] = chooseUniformMove(state, seat, seatSeed(state, seat));
      const applied = applyMove(state, move);
      if (!applied.ok) throw new Error(`refused (${applied.rejection.code}): ${JSON.stringify(move)}`);
      state = applied.state;
      decisions += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
