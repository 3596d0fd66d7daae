/** applyMove and replay: the only ways a state moves on. */
import { daleTurn } from './dale.ts';
import { reject, type Applied, type Change, type Move, type Rejected, type TurnEvent } from './moves.ts';
import { nextBelow } from './rng.ts';
import { newGame } from './setup.ts';
import { copyPlayer, copyState, playerWithGoal, rulesVersionFor, RULES_VERSIONS, type GameOptions, type GameState, type GoalId, type Seat } from './state.ts';
import { playTurn } from './turn.ts';

/** Goals are kept in any order (R1; alternative: in turn order); the first turn starts once every seat has kept one (start player to move). */
const keepGoal = (state: GameState, seat: Seat, goal: GoalId, rng = state.rng): Applied => {
  const players = state.players.map((p, i) => {
    if (i !== seat) return p;
    if (p.borders === undefined && p.isDale !== true) return playerWithGoal(p, p.borough, [], goal);
    const kept = copyPlayer(p);
    kept.secretGoalOffers = [];
    kept.secretGoal = goal;
    return kept;
  });
  const everyoneChose = players.every((p) => p.secretGoalOffers.length === 0);
  const next = copyState(state);
  next.players = players;
  next.rng = rng;
  next.phase = everyoneChose ? 'playing' : 'goals';
  return { ok: true, state: next, changes: [], events: [] };
};

const goalMove = (state: GameState, move: Extract<Move, { kind: 'chooseGoal' | 'keepRandomGoal' }>): Applied | Rejected => {
  if (state.phase !== 'goals') return reject(state.phase === 'finished' ? 'gameOver' : 'wrongPhase');
  const me = state.players[move.seat];
  if (me === undefined) return reject('wrongSeat');
  if (me.secretGoalOffers.length === 0) return reject('goalAlreadyKept');
  if (move.kind === 'chooseGoal') {
    if (!me.secretGoalOffers.includes(move.goal)) return reject('goalNotOffered');
    return keepGoal(state, move.seat, move.goal);
  }
  const [pick, rng] = nextBelow(state.rng, me.secretGoalOffers.length);
  const goal = me.secretGoalOffers[pick];
  if (goal === undefined) throw new Error('random goal out of range');
  return keepGoal(state, move.seat, goal, rng);
};

/**
 * Applies one move. Dale the Bot's turn follows the human's inside the same call (his changes are appended), so
 * the log holds only human moves. 'undo' is answered with `undoViaReplay`: replay the log with the undo in it.
 */
export const applyMove = (state: GameState, move: Move): Applied | Rejected => {
  switch (move.kind) {
    case 'chooseGoal':
    case 'keepRandomGoal':
      return goalMove(state, move);
    case 'undo':
      return reject('undoViaReplay');
    default: {
      const played = playTurn(state, move);
      if (!played.ok) return played;
      const dale = played.state.players[played.state.toMove];
      if (played.state.phase !== 'playing' || dale?.isDale !== true) return played;
      const daleDone = daleTurn(played.state);
      const changes: readonly Change[] = [...played.changes, ...daleDone.changes];
      const events: readonly TurnEvent[] = [...played.events, ...daleDone.events];
      return { ok: true, state: daleDone.state, changes, events };
    }
  }
};

export type GameRecord = {
  readonly options: GameOptions;
  readonly seed: number;
  readonly rulesVersion: string;
  readonly moves: readonly Move[];
};

const isTurnMove = (m: Move): boolean => m.kind === 'buy' || m.kind === 'basic' || m.kind === 'lake' || m.kind === 'invest' || m.kind === 'border' || m.kind === 'lakeBorder' || m.kind === 'redevelop';

/** Sees the state after each entry of a log as replay goes: an undo's is the state it brings back. */
export type EntryVisitor = (index: number, state: GameState) => void;

/**
 * Rebuilds a game from its record. An undo cancels the seat's last turn move when it is the last turn move of
 * the log so far (no other seat has moved since); Dale's automatic turn goes with it (R12). `changes` are the last
 * effective move's. `visit`, if given, sees the state after every entry up to the first one refused.
 */
export const replay = (record: GameRecord, visit?: EntryVisitor): Applied | Rejected => {
  if (!(RULES_VERSIONS as readonly string[]).includes(record.rulesVersion)) return reject('rulesVersionMismatch', `log has ${record.rulesVersion}, engine plays ${RULES_VERSIONS.join(', ')}`);
  const expected = rulesVersionFor(record.options);
  if (record.rulesVersion !== expected) return reject('rulesVersionMismatch', `a game with these options is ${expected}, the log says ${record.rulesVersion}`);
  const history: { move: Move; state: GameState; changes: readonly Change[]; events: readonly TurnEvent[] }[] = [];
  const initial = newGame(record.options, record.seed);
  const current = (): GameState => history.at(-1)?.state ?? initial;
  for (const [i, move] of record.moves.entries()) {
    if (move.kind === 'undo') {
      const last = history.at(-1);
      if (last === undefined || !isTurnMove(last.move) || last.move.seat !== move.seat) return reject('nothingToUndo', `move ${i}`);
      history.pop();
      visit?.(i, current());
      continue;
    }
    const applied = applyMove(current(), move);
    if (!applied.ok) return { ok: false, rejection: { ...applied.rejection, detail: `move ${i}: ${applied.rejection.detail ?? applied.rejection.code}` } };
    history.push({ move, state: applied.state, changes: applied.changes, events: applied.events });
    visit?.(i, applied.state);
  }
  const last = history.at(-1);
  return { ok: true, state: current(), changes: last?.changes ?? [], events: last?.events ?? [] };
};

/** Whether `seat` could undo now: its turn move is the last one in the log (after goal choices, none). */
export const canUndo = (moves: readonly Move[], seat: Seat): boolean => {
  let depth = 0;
  for (let i = moves.length - 1; i >= 0; i--) {
    const m = moves[i];
    if (m === undefined) break;
    if (m.kind === 'undo') depth += 1;
    else if (depth > 0) depth -= 1;
    else return isTurnMove(m) && m.seat === seat;
  }
  return false;
};
