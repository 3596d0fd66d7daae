/** The population chart of a game: its view model holds the log's per-round populations, and it draws as a PNG. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { populationSeries, type GameRecord, type PopulationSeries } from '../../src/engine/index.ts';
import { populationChartView, renderPopulationChart, type PopulationChartView, type TableInfo } from '../../src/render/index.ts';
import { PLAYER_COLOURS } from '../../src/render/palette.ts';
import { labelledRounds } from '../../src/render/pictures/population-chart.ts';

const recorded = (path: string): GameRecord => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'engine', 'recorded-games', path), 'utf8')) as GameRecord;

const seriesOf = (record: GameRecord): PopulationSeries => {
  const series = populationSeries(record);
  if ('ok' in series) throw new Error(`refused: ${series.rejection.code}`);
  return series;
};

const table = (names: readonly string[]): TableInfo => ({ title: 'Suburbia #7', seats: names.map((name) => ({ name, bot: name === 'Dale the Bot' })) });

/** The picture's pixels as 0xRRGGBB numbers, and its size. */
const pixels = async (png: Buffer): Promise<{ width: number; height: number; colours: Set<number> }> => {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4) colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  return { width: image.width, height: image.height, colours };
};

const hex = (colour: string): number => Number.parseInt(colour.slice(1), 16);

describe('the chart of a two-player game (recorded game 2p-1003, with an undo)', () => {
  const view = populationChartView(seriesOf(recorded('base-1/2p-1003.json')), table(['Ada', 'Bo']), undefined);

  it('holds each seat\'s population at the end of each of the 21 rounds, the final populations and the red lines in range', () => {
    expect(view).toEqual({
      title: 'Suburbia #7',
      step: 'Round',
      lines: [
        { seat: 0, name: 'Ada', colour: 0, rounds: [4, 6, 8, 10, 13, 20, 26, 31, 33, 35, 36, 39, 42, 44, 46, 51, 55, 59, 63, 72, 82], final: 115 },
        { seat: 1, name: 'Bo', colour: 1, rounds: [4, 6, 8, 11, 14, 21, 27, 32, 38, 43, 50, 55, 59, 67, 70, 82, 80, 83, 82, 87, 84], final: 110 },
      ],
      redLines: [15, 22, 29, 35, 41, 47, 53, 59, 64, 69, 74, 78, 82, 86, 89, 92, 95, 98, 101, 103, 105, 107, 109, 111, 113, 115],
    } satisfies PopulationChartView);
  });

  it('draws as a PNG 1000 px wide (shown about 390 px wide on a phone) with both seats\' colours and the red lines', async () => {
    const picture = await renderPopulationChart(view);
    const decoded = await pixels(picture.png);
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 1000, height: 880 });
    expect(picture.png.length).toBeLessThan(300_000);
    expect(decoded.colours.has(hex(PLAYER_COLOURS[0]))).toBe(true);
    expect(decoded.colours.has(hex(PLAYER_COLOURS[1]))).toBe(true);
    // a red line at 70 % over the white plot: #B8000E blended with white, unlike any seat's colour
    expect([...decoded.colours].some((c) => c >> 16 > 190 && ((c >> 8) & 0xff) < 100 && (c & 0xff) > 60 && (c & 0xff) < 110)).toBe(true);
  });
});

describe('solo games', () => {
  it('the Lone Architect\'s chart counts turns', () => {
    const view = populationChartView(seriesOf(recorded('base-1/architect-1001.json')), table(['Ada']), 'architect');
    expect(view.step).toBe('Turn');
    expect(view.lines).toEqual([{ seat: 0, name: 'Ada', colour: 0, rounds: [4, 6, 15, 24, 43, 64, 80, 101, 119, 138, 158, 173, 194, 215, 241, 280, 302, 330, 375, 406, 443], final: 446 }]);
  });

  it('Dale the Bot has his own line, a point per Dale turn', async () => {
    const view = populationChartView(seriesOf(recorded('base-1/dale-1002.json')), table(['Ada', 'Dale the Bot']), 'dale');
    expect(view.step).toBe('Round');
    expect(view.lines[1]).toEqual({ seat: 1, name: 'Dale the Bot', colour: 1, rounds: [4, 5, 7, 9, 11, 13, 16, 15, 14, 13, 12, 12, 14, 22, 22, 22], final: 87 });
    expect((await pixels((await renderPopulationChart(view)).png)).colours.has(hex(PLAYER_COLOURS[1]))).toBe(true);
  });
});

describe('a game that did not finish', () => {
  const game = recorded('sets-1/star-5p-1001.json');

  it('five players, ten turns in: two rounds and no final point', async () => {
    const view = populationChartView(seriesOf({ ...game, moves: game.moves.slice(0, 15) }), table(['Ada', 'Bo', 'Cy', 'Di', 'Ed']), undefined);
    expect(view.lines.map((l) => l.rounds)).toEqual([
      [5, 9],
      [2, 2],
      [9, 14],
      [7, 14],
      [6, 12],
    ]);
    expect(view.lines.every((l) => l.final === undefined)).toBe(true);
    const decoded = await pixels((await renderPopulationChart(view)).png);
    expect(decoded.height).toBe(1024);
    for (const colour of PLAYER_COLOURS) expect(decoded.colours.has(hex(colour)), colour).toBe(true);
  });

  it('no round finished: the chart says so', async () => {
    const view = populationChartView(seriesOf({ ...game, moves: game.moves.slice(0, 5) }), table(['Ada', 'Bo', 'Cy', 'Di', 'Ed']), undefined);
    expect(view.lines.map((l) => l.rounds)).toEqual([[], [], [], [], []]);
    const decoded = await pixels((await renderPopulationChart(view)).png);
    expect(decoded.colours.has(hex(PLAYER_COLOURS[4]))).toBe(true);
  });
});

describe('the round numbers under the axis', () => {
  it('always number the last round: 21 rounds and the final point show every second round, then 21 (20 would crowd it)', () => {
    expect(labelledRounds(22, true)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 21]);
  });

  it('a Dale the Bot game of 16 rounds: every second round, 16 the last', () => {
    expect(labelledRounds(17, true)).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
  });

  it('13 rounds have room for every number; an unfinished game numbers its last finished round', () => {
    expect(labelledRounds(14, true)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(labelledRounds(2, false)).toEqual([1, 2]);
    expect(labelledRounds(0, false)).toEqual([]);
  });
});
