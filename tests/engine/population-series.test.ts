/** Population over a game (the finished game's chart): a point per seat at the end of every round, then the final population. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { populationSeries, type GameRecord, type PopulationSeries } from '../../src/engine/index.ts';

type Recorded = GameRecord & { readonly finalPopulations: readonly number[] };

const recorded = (path: string): Recorded => JSON.parse(readFileSync(join(import.meta.dirname, 'recorded-games', path), 'utf8')) as Recorded;

const seriesOf = (record: GameRecord): PopulationSeries => {
  const series = populationSeries(record);
  if ('ok' in series) throw new Error(`refused: ${series.rejection.code}`);
  return series;
};

/** The red lines of the population track (decision 4) as first values past each line, up to 101. */
const LISTED_LINES = [15, 22, 29, 35, 41, 47, 53, 59, 64, 69, 74, 78, 82, 86, 89, 92, 95, 98, 101];

describe('a Lone Architect game has a point per turn', () => {
  const game = recorded('base-1/architect-1001.json');
  const series = seriesOf(game);

  it('its 21 turns give 21 points, then 446 after money', () => {
    // 2 at the start; turn 1: +2 from reputation → 4; turn 2: +2 → 6; turn 3: Mobile Home Community +6 and reputation +3 → 15
    expect(series.rounds).toEqual([[4, 6, 15, 24, 43, 64, 80, 101, 119, 138, 158, 173, 194, 215, 241, 280, 302, 330, 375, 406, 443]]);
    expect(series.final).toEqual([446]);
    expect(series.final).toEqual(game.finalPopulations);
  });

  it('the red lines from 4 to 446: the listed ones, then one after every even number from 101 on', () => {
    const aboveList = Array.from({ length: (445 - 103) / 2 + 1 }, (_, i) => 103 + 2 * i);
    expect(series.redLines).toEqual([...LISTED_LINES, ...aboveList]);
  });
});

describe('a Dale the Bot game has a point per Dale turn, and the round the 1 More Round tile ends', () => {
  const series = seriesOf(recorded('base-1/dale-1002.json'));

  it('16 rounds for 16 of the human\'s turns: the last one drew the 1 More Round tile and ended the game before Dale\'s turn', () => {
    expect(series.rounds).toEqual([
      [4, 9, 12, 16, 19, 27, 34, 40, 45, 50, 57, 62, 65, 72, 80, 78],
      [4, 5, 7, 9, 11, 13, 16, 15, 14, 13, 12, 12, 14, 22, 22, 22],
    ]);
    // the human's last turn: investing in a tile, −2 from reputation (80 → 78); Dale stays at 22
    expect(series.final).toEqual([110, 87]);
    expect(series.redLines).toEqual([15, 22, 29, 35, 41, 47, 53, 59, 64, 69, 74, 78, 82, 86, 89, 92, 95, 98, 101, 103, 105, 107, 109]);
  });
});

describe('a two-player game with an undo', () => {
  const game = recorded('base-1/2p-1003.json');
  const series = seriesOf(game);

  it('has one point per round for each seat and the recorded final populations', () => {
    expect(series.rounds).toEqual([
      [4, 6, 8, 10, 13, 20, 26, 31, 33, 35, 36, 39, 42, 44, 46, 51, 55, 59, 63, 72, 82],
      [4, 6, 8, 11, 14, 21, 27, 32, 38, 43, 50, 55, 59, 67, 70, 82, 80, 83, 82, 87, 84],
    ]);
    expect(series.final).toEqual([115, 110]);
    expect(series.redLines).toEqual([...LISTED_LINES, 103, 105, 107, 109, 111, 113, 115]);
  });

  it('drops the round the undone move ended: the same series as the log without the move and its undo', () => {
    const undoAt = game.moves.findIndex((m) => m.kind === 'undo');
    // the undone move was seat 1's lake, the last turn of round 11
    expect(game.moves[undoAt - 1]).toMatchObject({ kind: 'lake', seat: 1 });
    const withoutUndo = { ...game, moves: game.moves.filter((_, i) => i !== undoAt - 1 && i !== undoAt) };
    expect(series).toEqual(seriesOf(withoutUndo));
  });
});

describe('five players with the Star track: the round end\'s gains are in the round\'s point', () => {
  it('13 rounds of five turns', () => {
    const game = recorded('sets-1/star-5p-1001.json');
    const series = seriesOf(game);
    expect(series.rounds.map((seat) => seat.length)).toEqual([13, 13, 13, 13, 13]);
    expect(series.rounds.map((seat) => seat.at(-1))).toEqual([48, 64, 55, 43, 55]);
    expect(series.final).toEqual(game.finalPopulations);
    expect(series.redLines).toEqual(LISTED_LINES.filter((v) => v <= 82));
  });
});

describe('an unfinished game', () => {
  it('has the rounds played so far and no final point', () => {
    const game = recorded('base-1/2p-1003.json');
    // moves 0 and 1 are the goal choices; 10 turns are five rounds
    const series = seriesOf({ ...game, moves: game.moves.slice(0, 12) });
    expect(series.rounds).toEqual([
      [4, 6, 8, 10, 13],
      [4, 6, 8, 11, 14],
    ]);
    expect(series.final).toBeUndefined();
    expect(series.redLines).toEqual([]);
  });

  it('is refused as replay refuses it', () => {
    const game = recorded('base-1/2p-1003.json');
    const series = populationSeries({ ...game, moves: [...game.moves.slice(0, 2), { kind: 'undo', seat: 0 }] });
    expect(series).toMatchObject({ ok: false, rejection: { code: 'nothingToUndo', detail: 'move 2' } });
  });
});
