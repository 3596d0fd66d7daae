/** `npm run replay -- record.json --out dir/`: replays a game record offline and writes its final results and chart. */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/engine/index.ts';
import { buildRecord, recordText } from '../../src/record/index.ts';

const run = promisify(execFile);
const replay = (args: readonly string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args], { encoding: 'utf8' });
const failure = (args: readonly string[]) => replay(args).then(
  () => ({ code: 0, stderr: '' }),
  (error: unknown) => error as { code: number; stderr: string },
);

const dir = mkdtempSync(join(tmpdir(), 'suburbia-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed'];

/** A record of a recorded game written to a file; `moves` cuts its log short (an abandoned game). */
const recordFile = (path: string, name: string, moves?: number): string => {
  const game = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'engine', 'recorded-games', path), 'utf8')) as GameRecord;
  const seats = NAMES.slice(0, game.options.solo === 'dale' ? 1 : game.options.players).map((n) => ({ name: n, bot: false }));
  const built = buildRecord({
    title: 'Suburbia #12',
    options: game.options,
    seed: game.seed,
    rulesVersion: game.rulesVersion,
    seats: game.options.solo === 'dale' ? [...seats, { name: 'Dale the Bot', bot: true }] : seats,
    moves: game.moves.slice(0, moves ?? game.moves.length),
  });
  if ('ok' in built) throw new Error(`refused: ${built.rejection.code}`);
  const file = join(dir, `${name}.json`);
  writeFileSync(file, recordText(built));
  return file;
};

const widthOf = async (file: string): Promise<number> => (await loadImage(readFileSync(file))).width;

describe('npm run replay', () => {
  it('five players with every set: replays as recorded and writes the final results and the chart', { timeout: 60_000 }, async () => {
    const out = join(dir, 'every-set');
    const { stdout } = await replay([recordFile('sets-1/inc-star-nightlife-con-essen-5p-1003.json', 'every-set'), '--out', out]);
    expect(stdout.trim()).toBe(`replayed Suburbia #12: 62 log entries, finished after round 11, as recorded; wrote ${join(out, 'final-results.png')}, ${join(out, 'population.png')}`);
    expect(await widthOf(join(out, 'final-results.png'))).toBe(1000);
    expect(await widthOf(join(out, 'population.png'))).toBe(1000);
  });

  it('an abandoned Dale the Bot game: the chart only', { timeout: 60_000 }, async () => {
    const out = join(dir, 'abandoned');
    const { stdout } = await replay([recordFile('base-1/dale-1002.json', 'abandoned', 8), '--out', out]);
    expect(stdout.trim()).toBe(`replayed Suburbia #12: 8 log entries, unfinished in round 8, as recorded; wrote ${join(out, 'population.png')}`);
    expect(existsSync(join(out, 'final-results.png'))).toBe(false);
  });

  it('an edited record is refused with the first move where it goes wrong, and nothing is written', { timeout: 60_000 }, async () => {
    const file = recordFile('sets-1/inc-star-nightlife-con-essen-5p-1003.json', 'edited');
    const text = readFileSync(file, 'utf8');
    // Cy's first purchase placed elsewhere: still a legal move, but another game from there on
    const edited = text.replace('{"kind":"buy","seat":2,"slot":5,"at":{"q":1,"r":-2}}', '{"kind":"buy","seat":2,"slot":5,"at":{"q":-1,"r":0}}');
    expect(edited).not.toBe(text);
    writeFileSync(file, edited);
    const out = join(dir, 'edited-out');
    expect(await failure([file, '--out', out])).toMatchObject({ code: 1, stderr: 'refused: move 6 (Cy: buy): the game after it is not the one recorded\n' });
    expect(existsSync(out)).toBe(false);
  });

  it('a file that is not a record, and a command line without --out', { timeout: 60_000 }, async () => {
    const file = join(dir, 'not-a-record.json');
    writeFileSync(file, '{"format":"something else"}');
    expect(await failure([file, '--out', join(dir, 'x')])).toMatchObject({ code: 1, stderr: 'refused: `format` must be "suburbia-game-record"\n' });
    expect(await failure([file])).toMatchObject({ code: 2, stderr: 'usage: npm run replay -- record.json --out dir/\n' });
  });
});
