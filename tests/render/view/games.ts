/** Real engine games for the view-model tests: set up, secret goals kept, optionally with hand-placed tiles. */
import { applyMove, newGame, type GameState, type PlacedTile } from '../../../src/engine/index.ts';
import type { TableInfo } from '../../../src/render/index.ts';

/** A new game past the goals phase: every seat kept its first offered secret goal. */
export const startedGame = (players: number, seed = 7): GameState => {
  let state = newGame({ players }, seed);
  for (let seat = 0; seat < players; seat++) {
    const goal = state.players[seat]?.secretGoalOffers[0];
    if (goal === undefined) throw new Error(`seat ${seat} has no goal offer`);
    const applied = applyMove(state, { kind: 'chooseGoal', seat, goal });
    if (!applied.ok) throw new Error(applied.rejection.code);
    state = applied.state;
  }
  return state;
};

/** The state with extra tiles in one seat's borough (the view builder is under test, not the rules). */
export const withTiles = (state: GameState, seat: number, tiles: readonly PlacedTile[]): GameState => ({
  ...state,
  players: state.players.map((p, i) => (i === seat ? { ...p, borough: [...p.borough, ...tiles] } : p)),
});

export const tableFor = (players: number): TableInfo => ({
  title: 'Suburbia #12',
  seats: Array.from({ length: players }, (_, i) => ({ name: ['Ann', 'Bea', 'Cal', 'Dev'][i] ?? `P${i}`, bot: i === 3 })),
});
