import { describe, expect, it } from 'vitest';
import { finalScores } from '../../../src/engine/index.ts';
import { playPolicyGame } from '../../../src/engine/policy/index.ts';

describe('policy self-play (the simulator loop)', () => {
  it('plays a 3-player game to the end and reports what the final scores say', () => {
    const game = playPolicyGame({ players: 3 }, 42);
    const scores = finalScores(game.state);
    expect(game.state.phase).toBe('finished');
    expect(game.turns).toBe(game.state.turn);
    expect(game.finalPopulation).toEqual(scores?.seats.map((s) => s.population));
    expect(game.winners).toEqual(scores?.winners);
  });

  it('is reproducible: the same seed gives the same move log', () => {
    expect(playPolicyGame({ players: 2 }, 7).moves).toEqual(playPolicyGame({ players: 2 }, 7).moves);
  });

  it("leaves Dale the Bot's population out of the policy's results", () => {
    const game = playPolicyGame({ players: 1, solo: 'dale' }, 3);
    expect(game.state.players).toHaveLength(2);
    expect(game.finalPopulation).toHaveLength(1);
    // Dale's turns are not in the log: only the human's moves are
    expect(game.moves.every((m) => m.seat === 0)).toBe(true);
  });
});
