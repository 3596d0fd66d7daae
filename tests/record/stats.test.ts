import { describe, expect, it } from 'vitest';
import { playPolicyGame, finalScores } from '../../src/engine/index.ts';
import { personStats, playedResultOf, standingTurns } from '../../src/record/index.ts';
import { FULL_TIE, SERVER_GAMES } from './played-games.ts';

const MINUTE = 60_000;

describe("a person's stats on a server", () => {
  it('Ada: four multiplayer games played, three finished (the abandoned one is not), two wins (one of them a full tie)', () => {
    const ada = personStats(SERVER_GAMES, 'ada');
    expect(ada.name).toBe('Ada');
    expect(ada.multiplayer).toEqual({
      played: 4,
      finished: 3,
      wins: 2,
      winRate: 2 / 3,
      // 52 (full tie), 70 (lost to Cy's seat), 60 (beat the bot seat)
      meanPopulation: (52 + 70 + 60) / 3,
      bestPopulation: 70,
    });
  });

  it('Ada: solo games apart, one Lone Architect title, one game lost to Dale and one abandoned', () => {
    expect(personStats(SERVER_GAMES, 'ada').solo).toEqual({
      architect: { played: 1, finished: 1, titles: [{ title: 'Architectural Designer', count: 1 }] },
      dale: { played: 2, won: 0, lost: 1 },
    });
  });

  it('Ada: time to move over the turns she played that stand, the turn she took back left out', () => {
    const ada = personStats(SERVER_GAMES, 'ada');
    // game 1: 3 min after her undo, 6 after the bot's turn; game 2: 2, 15 (across Bo's kick) and 7;
    // the abandoned game: 3 after the start; Lone Architect: 6 after the start. 42 minutes over 7 turns.
    expect(ada.timedMoves).toBe(7);
    expect(ada.meanTimeToMoveMs).toBe(6 * MINUTE);
  });

  it('Ada: the sets of every game she played, solo ones too, in the box order', () => {
    expect(personStats(SERVER_GAMES, 'ada').sets).toEqual(['inc', 'star', 'nightlife']);
  });

  it('Bo: kicked from game 2, which he played but did not finish; his wins are the full tie and the game before actors', () => {
    const bo = personStats(SERVER_GAMES, 'bo');
    expect(bo.multiplayer).toEqual({ played: 3, finished: 2, wins: 2, winRate: 1, meanPopulation: (52 + 45) / 2, bestPopulation: 52 });
    // game 1: 10 min; game 2: 5 min before his kick; the game logged before actors has no times
    expect([bo.timedMoves, bo.meanTimeToMoveMs]).toEqual([2, 7.5 * MINUTE]);
    expect(bo.sets).toEqual(['inc']);
    expect(bo.solo).toEqual({ architect: { played: 0, finished: 0, titles: [] }, dale: { played: 0, won: 0, lost: 0 } });
  });

  it("Cy: takes over Bo's seat and wins game 2 with it; his time runs from taking the seat, not from the turn before", () => {
    const cy = personStats(SERVER_GAMES, 'cy');
    expect(cy.multiplayer).toEqual({ played: 3, finished: 2, wins: 1, winRate: 0.5, meanPopulation: (75 + 44) / 2, bestPopulation: 75 });
    // the turn before ended at 0:31, he took the seat at 0:35 and moved at 0:40
    expect([cy.timedMoves, cy.meanTimeToMoveMs]).toEqual([1, 5 * MINUTE]);
    expect(cy.sets).toEqual(['inc', 'star']);
  });

  it('someone who never sat at a table has played nothing', () => {
    expect(personStats(SERVER_GAMES, 'dee')).toEqual({
      userId: 'dee',
      name: undefined,
      multiplayer: { played: 0, finished: 0, wins: 0, winRate: undefined, meanPopulation: undefined, bestPopulation: undefined },
      solo: { architect: { played: 0, finished: 0, titles: [] }, dale: { played: 0, won: 0, lost: 0 } },
      meanTimeToMoveMs: undefined,
      timedMoves: 0,
      sets: [],
    });
  });
});

describe('the turns of a log that stand', () => {
  it('an undo takes back the last turn still standing; goal choices are no turns', () => {
    expect([...standingTurns(FULL_TIE.entries)]).toEqual([5, 6, 7, 8]);
    const kinds = ['chooseGoal', 'buy', 'buy', 'undo', 'undo', 'basic'] as const;
    expect([...standingTurns(kinds.map((kind) => ({ kind })))]).toEqual([5]);
  });
});

describe("a finished game's result", () => {
  it("is the engine's final scoring: numbers by seat, standings, winners; a solo game's title and whether Dale was beaten", () => {
    const multi = playPolicyGame({ players: 2 }, 17).state;
    const scores = finalScores(multi);
    expect(playedResultOf(multi)).toEqual({
      seats: scores?.seats.map((s) => ({ population: s.population, reputation: s.reputation, income: s.income, money: s.money })),
      standings: scores?.standings,
      winners: scores?.winners,
    });
    const dale = playPolicyGame({ players: 1, solo: 'dale' }, 17).state;
    expect(playedResultOf(dale)?.solo).toEqual(finalScores(dale)?.solo);
    expect(typeof playedResultOf(dale)?.solo?.beatDale).toBe('boolean');
  });
});
