/**
 * The canonical projection: what a game's outcome is, independent of how an engine version stores its state.
 * Every later engine version must give a recorded game the same projection (its SHA-256 is kept with recorded
 * logs and exported with player records), so the fields are picked one by one and never spread: a field the
 * state gains later stays out, and this file changes only when the outcome of a game changes meaning.
 */
import { finalScores } from './scoring.ts';
import type { GameState, PlayerState } from './state.ts';
import { BASIC_IDS } from './tiles/index.ts';

/** A plain JSON value. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

const tilesOf = (p: PlayerState): JsonValue[] =>
  p.borough.map((t) => ({ tileId: t.tileId, q: t.at.q, r: t.at.r, faceDown: t.faceDown !== undefined, invested: t.invested }));

/** Suburbia Inc: a seat's borders in placement order; only in games that have them, so other projections stay as they were. */
const bordersOf = (p: PlayerState): { readonly borders?: JsonValue[] } =>
  p.borders === undefined
    ? {}
    : { borders: p.borders.map((b) => ({ borderId: b.borderId, side: b.side, q: b.first.q, r: b.first.r, faceDown: b.faceDown !== undefined, invested: b.invested })) };

/**
 * Per seat: the four tracks, investment markers left, the borough in placement order and, once the game is
 * finished, the final score; then the market, stacks, supply and turn position. Absent values are null. Suburbia
 * Inc games add each seat's borders and the border row and stack, 5★ games the Star track and the turn order it
 * set; other games have no such keys.
 */
export const canonicalProjection = (state: GameState): JsonValue => {
  const scores = finalScores(state);
  const seats = state.players.map((p, seat) => {
    const score = scores?.seats[seat];
    return {
      money: p.money,
      income: p.income,
      reputation: p.reputation,
      population: p.population,
      investmentsLeft: p.investmentsLeft,
      borough: tilesOf(p),
      ...bordersOf(p),
      finalScore:
        score === undefined
          ? null
          : {
              goals: score.goals.map((g) => ({ goal: g.goal, bonus: g.bonus, secret: g.secret })),
              population: score.population,
              reputation: score.reputation,
              income: score.income,
              money: score.money,
              moneyConverted: score.moneyConverted,
            },
    };
  });
  return {
    seats,
    standings: scores?.standings ?? null,
    winners: scores?.winners ?? null,
    market: state.market.map((e) => ({ slot: e.slot, tileId: e.tileId })),
    stacks: { A: state.stacks.A, B: state.stacks.B, C: state.stacks.C },
    discards: state.discards,
    basics: Object.fromEntries(BASIC_IDS.map((id) => [id, state.basics[id]])),
    turn: state.turn,
    round: state.round,
    phase: state.phase,
    toMove: state.toMove,
    finalRound: state.finalRound ?? null,
    ...(state.borderRow === undefined ? {} : { borderRow: state.borderRow, borderStack: state.borderStack ?? [] }),
    ...(state.starTrack === undefined ? {} : { starTrack: state.starTrack, turnOrder: state.turnOrder }),
  };
};

/** JSON text with every object's keys sorted (arrays keep their order), so equal values give equal text. */
export const canonicalJson = (value: JsonValue): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as { readonly [key: string]: JsonValue };
  const keys = Object.keys(record).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k] ?? null)}`).join(',')}}`;
};
