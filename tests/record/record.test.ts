/**
 * Game records: built from a game's plain data, written as text, read back and replayed to the same game; a record
 * whose replay goes another way is refused, naming the first log entry where it does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame, type GameRecord } from '../../src/engine/index.ts';
import { buildRecord, parseRecord, recordText, verifyRecord, type GameRecordFile, type RecordSeat } from '../../src/record/index.ts';

type RecordedGame = GameRecord & { readonly projectionSha256: string; readonly finalPopulations: readonly number[] };

const ROOT = join(import.meta.dirname, '..', 'engine', 'recorded-games');
const read = (path: string): RecordedGame => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as RecordedGame;

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed'];
const seatsFor = (game: RecordedGame): RecordSeat[] =>
  newGame(game.options, game.seed).players.map((p, seat) => (p.isDale === true ? { name: 'Dale the Bot', bot: true } : { name: NAMES[seat] ?? '', bot: seat === 2 }));

const recordOf = (game: RecordedGame, moves = game.moves): GameRecordFile => {
  const built = buildRecord({ title: 'Suburbia #7', options: game.options, seed: game.seed, rulesVersion: game.rulesVersion, seats: seatsFor(game), moves });
  if ('ok' in built) throw new Error(`refused: ${built.rejection.code}`);
  return built;
};

/** The verdict on a record's text after `edit`. */
const verdict = (text: string) => {
  const parsed = parseRecord(text);
  return parsed.ok ? verifyRecord(parsed.record) : parsed;
};

/** One recorded game of every mode with every set mix: `<mix>-<mode>`, the base game's mix being empty. */
const oneOfEach = (): readonly string[] => {
  const seen = new Map<string, string>();
  for (const version of ['base-1', 'sets-1']) {
    for (const file of readdirSync(join(ROOT, version)).sort()) {
      const key = `${version}/${file.replace(/-\d+\.json$/, '')}`;
      if (!seen.has(key)) seen.set(key, `${version}/${file}`);
    }
  }
  return [...seen.values()];
};

describe('a record round trip: every mode with every set mix', () => {
  const files = oneOfEach();

  it('covers the six modes of the base game and the 62 mode and mix pairs of the expansions', () => {
    expect(files).toHaveLength(68);
    expect(files.filter((f) => f.startsWith('base-1/')).map((f) => f.replace(/^base-1\/|-\d+\.json$/g, ''))).toEqual(['2p', '3p', '4p', '5p', 'architect', 'dale']);
  });

  for (const file of files) {
    it(file, () => {
      const game = read(file);
      const record = recordOf(game);
      // the hash the recorded games keep, computed by the same code
      expect(record.projectionSha256).toBe(game.projectionSha256);
      expect(record.finalResult?.seats.map((s) => s.population)).toEqual(game.finalPopulations);
      const text = recordText(record);
      const parsed = parseRecord(text);
      expect(parsed).toEqual({ ok: true, record });
      expect(recordText(record)).toBe(text);
      expect(verifyRecord(record)).toMatchObject({ ok: true, state: { phase: 'finished' } });
    });
  }
});

describe('what a record holds', () => {
  const game = read('base-1/2p-1001.json');
  const record = recordOf(game);

  it('options, seed, rules version, seats by name, every move with its digest, the final result and the projection hash', () => {
    const text = recordText(record);
    expect(text.split('\n').slice(0, 10)).toEqual([
      '{',
      '  "format": "suburbia-game-record",',
      '  "formatVersion": 1,',
      '  "title": "Suburbia #7",',
      '  "rulesVersion": "base-1",',
      '  "options": {"players":2},',
      '  "seed": 1001,',
      '  "seats": [{"name":"Ada","bot":false},{"name":"Bo","bot":false}],',
      '  "finalResult": {"seats":[{"population":138,"reputation":-3,"income":-3,"money":1},{"population":125,"reputation":-3,"income":2,"money":4}],"standings":[0,1],"winners":[0]},',
      `  "projectionSha256": "${game.projectionSha256}",`,
    ]);
    expect(record.log).toHaveLength(game.moves.length);
    expect(record.log[0]).toEqual({ move: { kind: 'chooseGoal', seat: 0, goal: 'industrialist' }, after: '9d97371f17566ced' });
  });

  it('an abandoned game: the moves so far and no final result, and it replays', () => {
    const abandoned = recordOf(game, game.moves.slice(0, 30));
    expect(abandoned.finalResult).toBeNull();
    expect(abandoned.log).toHaveLength(30);
    expect(verifyRecord(abandoned)).toMatchObject({ ok: true, state: { phase: 'playing' } });
  });

  it('Dale the Bot has a seat of his own', () => {
    expect(recordOf(read('base-1/dale-1001.json')).seats).toEqual([
      { name: 'Ada', bot: false },
      { name: 'Dale the Bot', bot: true },
    ]);
  });
});

describe('an edited record is refused, naming the first move where it goes wrong', () => {
  const game = read('base-1/2p-1001.json');
  const text = recordText(recordOf(game));
  const BO_FIRST_BUY = '{"kind":"buy","seat":1,"slot":3,"at":{"q":1,"r":-2}}';

  it('a move that is still legal: the game after it is not the recorded one', () => {
    expect(verdict(text.replace(BO_FIRST_BUY, '{"kind":"buy","seat":1,"slot":3,"at":{"q":-1,"r":0}}'))).toEqual({
      ok: false,
      problem: 'move 2 (Bo: buy): the game after it is not the one recorded',
      move: 2,
    });
  });

  it('a goal choice swapped for the other goal offered: the secret goal is in every digest', () => {
    const other = newGame(game.options, game.seed).players[0]?.secretGoalOffers.find((g) => g !== 'industrialist') ?? '';
    expect(verdict(text.replace('"goal":"industrialist"', `"goal":"${other}"`))).toMatchObject({ ok: false, move: 0, problem: 'move 0 (Ada: chooseGoal): the game after it is not the one recorded' });
  });

  it('a move the engine refuses', () => {
    expect(verdict(text.replace(BO_FIRST_BUY, '{"kind":"buy","seat":1,"slot":3,"at":{"q":0,"r":-1}}'))).toEqual({ ok: false, problem: 'move 2 (Bo: buy): the engine refuses it (occupied)', move: 2 });
    expect(verdict(text.replace(BO_FIRST_BUY, '{"kind":"buy","seat":1,"slot":9,"at":{"q":1,"r":-2}}'))).toMatchObject({ ok: false, move: 2, problem: 'move 2 (Bo: buy): the engine refuses it (noSuchSlot)' });
  });

  it('a move missing a field the engine needs', () => {
    expect(verdict(text.replace(BO_FIRST_BUY, '{"kind":"buy","seat":1,"slot":3}'))).toMatchObject({ ok: false, move: 2, problem: expect.stringContaining('move 2 (Bo: buy): the engine cannot read this move') as string });
  });

  it('an entry\'s digest changed', () => {
    expect(verdict(text.replace('"after":"9d97371f17566ced"', '"after":"9d97371f17566cee"'))).toMatchObject({ ok: false, move: 0 });
  });

  it('a final score changed, and the projection hash changed', () => {
    expect(verdict(text.replace('{"population":138', '{"population":139'))).toEqual({ ok: false, problem: "final result: Ada's population is 139 in the record, 138 on replay" });
    expect(verdict(text.replace('"winners":[0]', '"winners":[1]'))).toEqual({ ok: false, problem: 'final result: the winners are 1 in the record, 0 on replay' });
    expect(verdict(text.replace(game.projectionSha256, '0'.repeat(64)))).toEqual({ ok: false, problem: 'the SHA-256 of the final projection is not the recorded one' });
  });

  it('the log cut short, and another rules version', () => {
    const lines = text.split('\n');
    const cut = [...lines.slice(0, 20), lines[20]?.replace(/,$/, '') ?? '', '  ]', '}'].join('\n');
    expect(verdict(cut)).toEqual({ ok: false, problem: 'the record has a final result, but its log ends before the game does' });
    expect(verdict(text.replace('"rulesVersion": "base-1"', '"rulesVersion": "sets-1"'))).toEqual({ ok: false, problem: 'rules version: a game with these options is base-1, the log says sets-1' });
  });

  it('text that is not a record, with the field named', () => {
    expect(verdict('{"format":')).toMatchObject({ ok: false, problem: expect.stringMatching(/^not JSON: /) as string });
    expect(verdict(text.replace('"seed": 1001', '"seed": -1'))).toEqual({ ok: false, problem: '`seed` must be a whole number from 0 to 4294967295' });
    expect(verdict(text.replace('"options": {"players":2}', '"options": {"players":2,"table":{}}'))).toEqual({ ok: false, problem: '`options.table` is not an option a game is played with' });
    expect(verdict(text.replace('"formatVersion": 1', '"formatVersion": 2'))).toEqual({ ok: false, problem: '`formatVersion` must be 1, the version this program reads' });
    expect(verdict(text.replace('"after":"9d97371f17566ced"', '"after":"9D97"'))).toEqual({ ok: false, problem: '`log[0].after` must be 16 lower-case hex digits' });
  });
});
