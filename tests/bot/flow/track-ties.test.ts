import { describe, expect, it } from 'vitest';
import { trackTieWords } from '../../../src/bot/flow/track-ties.ts';
import { finalScores, positionFrom, type GameState, type GoalId, type Seat } from '../../../src/engine/index.ts';
import { STARTING, storedGame } from './stored-game.ts';

const SEATS = ['Ada', 'Bo', 'Cy'].map((displayName, order) => ({ order, kind: 'human' as const, discordUserId: `10000000000000001${order}`, displayName }));

const track = (spaces: Readonly<Record<number, readonly Seat[]>>): readonly (readonly Seat[])[] => Array.from({ length: 21 }, (_, space) => spaces[space] ?? []);

/** A finished 3-player 5★ game in which everyone has one residential tile (Builder: most residential tiles, +15). */
const finished = (spaces: Readonly<Record<number, readonly Seat[]>>, goals: readonly GoalId[] = ['builder']): GameState => {
  const state = positionFrom({ players: [{ tiles: STARTING }, { tiles: STARTING }, { tiles: STARTING }], sets: ['star'], starTrack: track(spaces) });
  return { ...state, phase: 'finished', publicGoals: goals };
};

const words = (state: GameState): string => {
  const scores = finalScores(state);
  if (scores === undefined) throw new Error('not finished');
  return trackTieWords(storedGame(state, { seats: SEATS }), state, scores);
};

describe('the final results with the Star track (seed 002: higher on the track breaks goal ties)', () => {
  it('name the goal a tie on the track gave to the higher token, and with whom it was tied', () => {
    expect(words(finished({ 5: [1], 3: [0, 2] }))).toBe(' Goal ties broken by the Star track (the higher token wins): Bo: Builder (+15), tied with Ada and Cy.');
  });

  it('name the goal nobody scores because the tied tokens share a space', () => {
    expect(words(finished({ 5: [0, 1], 3: [2] }))).toBe(' Tied on one space of the Star track, so nobody scores: Builder (Ada and Bo share a space).');
  });

  it('say nothing without the track', () => {
    const state = { ...positionFrom({ players: [{ tiles: STARTING }, { tiles: STARTING }] }), phase: 'finished' as const, publicGoals: ['builder' as GoalId] };
    expect(words(state)).toBe('');
  });
});
