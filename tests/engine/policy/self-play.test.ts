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

describe('policy games are pinned (performance work must not change a result)', () => {
  // Recorded from the engine before its speed-up; a rules change that moves these must say so and why in its commit.
  const PINNED = [
    { options: { players: 2 }, seed: 3, turns: 36, finalPopulation: [84, 108], winners: [1] },
    { options: { players: 3 }, seed: 4, turns: 48, finalPopulation: [89, 119, 108], winners: [1] },
    { options: { players: 4 }, seed: 5, turns: 52, finalPopulation: [95, 86, 69, 97], winners: [3] },
    { options: { players: 1, solo: 'architect' }, seed: 6, turns: 18, finalPopulation: [359], winners: [0] },
    { options: { players: 1, solo: 'dale' }, seed: 7, turns: 32, finalPopulation: [119], winners: [0] },
  ] as const;
  for (const pin of PINNED) {
    it(`${JSON.stringify(pin.options)} seed ${pin.seed}: ${pin.turns} turns, final population ${pin.finalPopulation.join('/')}`, () => {
      const game = playPolicyGame(pin.options, pin.seed);
      expect({ turns: game.turns, finalPopulation: game.finalPopulation, winners: game.winners }).toEqual({
        turns: pin.turns,
        finalPopulation: pin.finalPopulation,
        winners: pin.winners,
      });
    });
  }
});
