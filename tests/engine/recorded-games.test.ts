/**
 * Stored games keep playing across engine upgrades: games recorded by `npm run record-games` — base games (base-1)
 * and games with expansions (sets-1) — must replay, on every later engine version, to a finished game with the
 * same canonical projection and final populations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finalScores, replay, type GameRecord, type GameState, type PlayerState } from '../../src/engine/index.ts';
import { projectionSha256 as sha256 } from '../../src/record/digest.ts';

type RecordedGame = GameRecord & { readonly projectionSha256: string; readonly finalPopulations: readonly number[] };

const ROOT = join(import.meta.dirname, 'recorded-games');
const filesIn = (version: string): readonly string[] =>
  readdirSync(join(ROOT, version))
    .filter((f) => f.endsWith('.json'))
    .sort();
const read = (version: string, file: string): RecordedGame => JSON.parse(readFileSync(join(ROOT, version, file), 'utf8')) as RecordedGame;

const finalState = (version: string, file: string): GameState => {
  const replayed = replay(read(version, file));
  if (!replayed.ok) throw new Error(`${file}: replay refused: ${replayed.rejection.code} (${replayed.rejection.detail ?? ''})`);
  return replayed.state;
};

const modeOf = (r: GameRecord): string => r.options.solo ?? `${r.options.players}p`;
const mixOf = (r: GameRecord): string => (r.options.sets ?? []).join('-');
const hasUndo = (r: GameRecord): boolean => r.moves.some((m) => m.kind === 'undo');

/** Games and games with an undo, per key. */
const countBy = (records: readonly GameRecord[], key: (r: GameRecord) => string) => {
  const counts: Record<string, { games: number; undos: number }> = {};
  for (const r of records) {
    const seen = counts[key(r)] ?? { games: 0, undos: 0 };
    counts[key(r)] = { games: seen.games + 1, undos: seen.undos + (hasUndo(r) ? 1 : 0) };
  }
  return counts;
};

describe('the records: 10 base games per mode, 10 games per set mix spread over the modes, 3 of each ten with an undo', () => {
  const base = filesIn('base-1').map((f) => read('base-1', f));
  const sets = filesIn('sets-1').map((f) => read('sets-1', f));
  const ten = { games: 10, undos: 3 };

  it('base-1: 10 per mode, five players included', () => {
    expect(countBy(base, modeOf)).toEqual({ '2p': ten, '3p': ten, '4p': ten, '5p': ten, architect: ten, dale: ten });
  });

  it('sets-1: 10 per mix spread over the modes (Nightlife, Con, Essen, all three; Suburbia Inc alone, with each and with all three; 5★ alone, with Inc and with every set), and 10 five-player games with 5★ and with every set', () => {
    const mixes = ['nightlife', 'con', 'essen', 'nightlife-con-essen', 'inc', 'inc-nightlife', 'inc-con', 'inc-essen', 'inc-nightlife-con-essen', 'star', 'inc-star', 'inc-star-nightlife-con-essen'];
    const fivePlayerMixes = ['star', 'inc-star-nightlife-con-essen'];
    const fewerThanFive = sets.filter((r) => r.options.players < 5);
    expect(countBy(fewerThanFive, mixOf)).toEqual(Object.fromEntries(mixes.map((mix) => [mix, ten])));
    for (const mix of mixes) {
      const perMode = Object.fromEntries(Object.entries(countBy(fewerThanFive.filter((r) => mixOf(r) === mix), modeOf)).map(([mode, c]) => [mode, c.games]));
      expect(perMode, mix).toEqual({ '2p': 2, '3p': 2, '4p': 2, architect: 2, dale: 2 });
    }
    expect(countBy(sets.filter((r) => r.options.players === 5), mixOf)).toEqual(Object.fromEntries(fivePlayerMixes.map((mix) => [mix, ten])));
  });

  it('each file is named after what it holds and lies in its rules version\'s folder', () => {
    for (const [version, records, files] of [
      ['base-1', base, filesIn('base-1')],
      ['sets-1', sets, filesIn('sets-1')],
    ] as const) {
      records.forEach((r, i) => {
        expect(r.rulesVersion).toBe(version);
        expect(files[i]).toBe(`${[mixOf(r), modeOf(r), r.seed].filter((part) => part !== '').join('-')}.json`);
      });
    }
  });
});

for (const version of ['base-1', 'sets-1']) {
  describe(`recorded ${version} games replay to the outcome they were recorded with`, () => {
    for (const file of filesIn(version)) {
      it(file, () => {
        const recorded = read(version, file);
        const state = finalState(version, file);
        expect(state.phase, `${file}: phase`).toBe('finished');
        expect(sha256(state), `${file}: projection SHA-256`).toBe(recorded.projectionSha256);
        expect(finalScores(state)?.seats.map((s) => s.population), `${file}: final populations`).toEqual(recorded.finalPopulations);
      });
    }
  });
}

describe('the projection hash', () => {
  const state = finalState('base-1', filesIn('base-1')[0] ?? '');

  it('ignores fields the projection does not pick, including ones a later state adds', () => {
    const seat = (p: PlayerState) => ({ ...p, addedLater: 1, borough: p.borough.map((t) => ({ ...t, addedLater: 1 })) });
    const widened = { ...state, addedLater: { nested: true }, rng: state.rng + 1, placedCount: 999, players: state.players.map(seat) };
    expect(sha256(widened)).toBe(sha256(state));
  });

  it('changes when a picked value changes', () => {
    const richer = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, money: p.money + 1 } : p)) };
    expect(sha256(richer)).not.toBe(sha256(state));
  });
});
