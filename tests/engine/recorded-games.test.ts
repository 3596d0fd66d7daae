/**
 * Stored games keep playing across engine upgrades: base games recorded by `npm run record-games` must replay, on
 * every later engine version, to a finished game with the same canonical projection and final populations.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalProjection, finalScores, replay, type GameRecord, type GameState, type PlayerState } from '../../src/engine/index.ts';

type RecordedGame = GameRecord & { readonly projectionSha256: string; readonly finalPopulations: readonly number[] };

const DIR = join(import.meta.dirname, 'recorded-games', 'base-1');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const read = (file: string): RecordedGame => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as RecordedGame;

const sha256 = (state: GameState): string => createHash('sha256').update(canonicalJson(canonicalProjection(state))).digest('hex');

const finalState = (file: string): GameState => {
  const replayed = replay(read(file));
  if (!replayed.ok) throw new Error(`${file}: replay refused: ${replayed.rejection.code} (${replayed.rejection.detail ?? ''})`);
  return replayed.state;
};

describe('recorded base games replay to the outcome they were recorded with', () => {
  it('the record holds 10 games per mode, 3 of each with an undo', () => {
    const byMode = new Map<string, { games: number; undos: number }>();
    for (const file of FILES) {
      const { options, moves } = read(file);
      const mode = options.solo ?? `${options.players}p`;
      const seen = byMode.get(mode) ?? { games: 0, undos: 0 };
      byMode.set(mode, { games: seen.games + 1, undos: seen.undos + (moves.some((m) => m.kind === 'undo') ? 1 : 0) });
    }
    const each = { games: 10, undos: 3 };
    expect(Object.fromEntries(byMode)).toEqual({ '2p': each, '3p': each, '4p': each, architect: each, dale: each });
  });

  for (const file of FILES) {
    it(file, () => {
      const recorded = read(file);
      const state = finalState(file);
      expect(state.phase, `${file}: phase`).toBe('finished');
      expect(sha256(state), `${file}: projection SHA-256`).toBe(recorded.projectionSha256);
      expect(finalScores(state)?.seats.map((s) => s.population), `${file}: final populations`).toEqual(recorded.finalPopulations);
    });
  }
});

describe('the projection hash', () => {
  const state = finalState(FILES[0] ?? '');

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
