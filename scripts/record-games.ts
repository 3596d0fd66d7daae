/**
 * Records seeded games played by the built-in policy, one JSON file per game, into
 * tests/engine/recorded-games/<rules version>/. Every later engine version must replay them to the same
 * outcome (tests/engine/recorded-games.test.ts): a stored game keeps playing across an upgrade.
 *
 *   npm run record-games
 *
 * Base games (base-1): ten per mode (2, 3 and 4 players, Lone Architect, Dale the Bot) with seeds 1001–1010,
 * named `<mode>-<seed>.json`. Games with expansions (sets-1): ten per set mix (Nightlife, Con, Essen, all three
 * together; Suburbia Inc alone, with each of them and with all three; the 5★ Star tiles alone, with Inc and with
 * every set) with seeds 1001–1010, the modes taken in turn (1001 2 players, 1002 3 players, 1003 4 players, 1004
 * Lone Architect, 1005 Dale the Bot, 1006 2 players, …), named `<mix>-<mode>-<seed>.json`. Five-player games (decision 15): ten each of the base game (base-1), the
 * Star tiles and every set (sets-1), named `[<mix>-]5p-<seed>.json`. In the games with seeds
 * 1003, 1006 and 1009 the seat to move at the game's middle (the first turn at or past half the turns the plain
 * policy game takes) first plays another legal move — the first affordable offered action at its first offered
 * placement, with the first affordable discards — and undoes it; the policy then plays on. A record is never
 * overwritten: one the engine records identically again is left alone, one it would record differently is
 * refused (exit status 1).
 *
 * A record holds the rules version, options, seed, the whole move log (goal choices included), the SHA-256 of
 * the canonical projection of the final state, and every seat's final population (Dale's too).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  applyMove,
  choiceOfOffer,
  canUndo,
  choosePolicyMove,
  draftFor,
  finalScores,
  newGame,
  offerActions,
  offerDiscards,
  offerPlacements,
  replay,
  rulesVersionFor,
  type ActionChoice,
  type ActionOffer,
  type GameOptions,
  type GameState,
  type Move,
  type SetId,
  type TurnDraft,
  type TurnMove,
} from '../src/engine/index.ts';
import { playPolicyGame } from '../src/engine/policy/index.ts';
import { projectionSha256 } from '../src/record/digest.ts';

const MODES: readonly { readonly name: string; readonly options: GameOptions }[] = [
  { name: '2p', options: { players: 2 } },
  { name: '3p', options: { players: 3 } },
  { name: '4p', options: { players: 4 } },
  { name: 'architect', options: { players: 1, solo: 'architect' } },
  { name: 'dale', options: { players: 1, solo: 'dale' } },
];
const SET_MIXES: readonly { readonly name: string; readonly sets: readonly SetId[] }[] = [
  { name: 'nightlife', sets: ['nightlife'] },
  { name: 'con', sets: ['con'] },
  { name: 'essen', sets: ['essen'] },
  { name: 'nightlife-con-essen', sets: ['nightlife', 'con', 'essen'] },
  { name: 'inc', sets: ['inc'] },
  { name: 'inc-nightlife', sets: ['inc', 'nightlife'] },
  { name: 'inc-con', sets: ['inc', 'con'] },
  { name: 'inc-essen', sets: ['inc', 'essen'] },
  { name: 'inc-nightlife-con-essen', sets: ['inc', 'nightlife', 'con', 'essen'] },
  { name: 'star', sets: ['star'] },
  { name: 'inc-star', sets: ['inc', 'star'] },
  { name: 'inc-star-nightlife-con-essen', sets: ['inc', 'star', 'nightlife', 'con', 'essen'] },
];
/** Five-player tables (decision 15): the base game, with the Star tiles, and with every set. */
const FIVE_PLAYER_MIXES: readonly { readonly name: string; readonly sets: readonly SetId[] }[] = [
  { name: '', sets: [] },
  { name: 'star', sets: ['star'] },
  { name: 'inc-star-nightlife-con-essen', sets: ['inc', 'star', 'nightlife', 'con', 'essen'] },
];
const SEEDS = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010];
const UNDO_SEEDS = [1003, 1006, 1009];

/** One game to record: its file name (without .json), options and seed. */
type Planned = { readonly name: string; readonly options: GameOptions; readonly seed: number };

const BASE_GAMES: readonly Planned[] = MODES.flatMap((mode) => SEEDS.map((seed) => ({ name: `${mode.name}-${seed}`, options: mode.options, seed })));

/** Each mix's ten seeds take the modes in turn, two games per mode. */
const SET_GAMES: readonly Planned[] = SET_MIXES.flatMap((mix) =>
  SEEDS.map((seed, i) => {
    const mode = MODES[i % MODES.length];
    if (mode === undefined) throw new Error('no modes');
    return { name: `${mix.name}-${mode.name}-${seed}`, options: { ...mode.options, sets: mix.sets }, seed };
  }),
);
/** Ten five-player games per five-player mix. */
const FIVE_PLAYER_GAMES: readonly Planned[] = FIVE_PLAYER_MIXES.flatMap((mix) =>
  SEEDS.map((seed) => ({
    name: [mix.name, '5p', seed].filter((part) => part !== '').join('-'),
    options: mix.sets.length === 0 ? { players: 5 } : { players: 5, sets: mix.sets },
    seed,
  })),
);
const RECORDS_DIR = join(import.meta.dirname, '..', 'tests', 'engine', 'recorded-games');
/** More moves than any game can take. */
const MOVE_LIMIT = 2_000;

const choiceOf = (offer: ActionOffer): ActionChoice =>
  choiceOfOffer(offer);

/** The draft with the first affordable discard of every stage the engine still asks for. */
const withDiscards = (state: GameState, draft: TurnDraft): TurnMove | undefined => {
  let current = draft;
  for (let due = offerDiscards(state, current); due.length > 0; due = offerDiscards(state, current)) {
    const discard = due.find((d) => d.affordable);
    if (discard === undefined) return undefined;
    current = discard.stage === 'extra' ? { ...current, extraDiscardSlot: discard.slot } : { ...current, discardSlot: discard.slot };
  }
  if (current.kind === 'buy' || current.kind === 'lake') return current;
  return current.discardSlot === undefined ? undefined : { ...current, discardSlot: current.discardSlot };
};

/** The first affordable offered action at its first offered placement that the engine accepts and the policy would not play. */
const otherMove = (state: GameState, policyMove: Move): TurnMove => {
  for (const offer of offerActions(state)) {
    if (!offer.affordable) continue;
    const choice = choiceOf(offer);
    const placement = offerPlacements(state, choice)[0];
    if (placement === undefined) continue;
    const move = withDiscards(state, draftFor(choice, state.toMove, placement.at));
    if (move !== undefined && !isDeepStrictEqual(move, policyMove) && applyMove(state, move).ok) return move;
  }
  throw new Error(`turn ${state.turn}: no legal move other than the policy's`);
};

/** A policy game; from the first human turn at or after `undoFromTurn`, one other move is played and undone. */
const playRecorded = (options: GameOptions, seed: number, undoFromTurn: number | undefined): { moves: Move[]; state: GameState } => {
  let state = newGame(options, seed);
  const moves: Move[] = [];
  let undoAt = undoFromTurn;
  while (state.phase !== 'finished') {
    if (moves.length >= MOVE_LIMIT) throw new Error(`game ${seed} did not end in ${MOVE_LIMIT} moves`);
    const move = choosePolicyMove(state);
    if (undoAt !== undefined && state.phase === 'playing' && state.turn >= undoAt) {
      undoAt = undefined;
      const other = otherMove(state, move);
      moves.push(other);
      if (!canUndo(moves, other.seat)) throw new Error(`game ${seed}: the engine does not offer undo after move ${moves.length - 1}`);
      moves.push({ kind: 'undo', seat: other.seat });
      const undone = replay({ options, seed, rulesVersion: rulesVersionFor(options), moves });
      if (!undone.ok || !isDeepStrictEqual(undone.state, state)) throw new Error(`game ${seed}: undo did not bring back the turn before move ${moves.length - 2}`);
    }
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`game ${seed}: policy move rejected (${applied.rejection.code})`);
    moves.push(move);
    state = applied.state;
  }
  const replayed = replay({ options, seed, rulesVersion: rulesVersionFor(options), moves });
  if (!replayed.ok || !isDeepStrictEqual(replayed.state, state)) throw new Error(`game ${seed}: replaying the log does not give the live state`);
  return { moves, state };
};

/** The record as JSON text: one field a line, one move a line. */
const recordText = (options: GameOptions, seed: number, game: { moves: readonly Move[]; state: GameState }): string => {
  const header = {
    rulesVersion: rulesVersionFor(options),
    options,
    seed,
    projectionSha256: projectionSha256(game.state),
    finalPopulations: finalScores(game.state)?.seats.map((s) => s.population) ?? [],
  };
  const fields = Object.entries(header).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  const moves = game.moves.map((m) => `    ${JSON.stringify(m)}`).join(',\n');
  return ['{', ...fields, '  "moves": [', moves, '  ]', '}', ''].join('\n');
};

const refused: string[] = [];
for (const { name, options, seed } of [...BASE_GAMES, ...SET_GAMES, ...FIVE_PLAYER_GAMES]) {
  const undoFromTurn = UNDO_SEEDS.includes(seed) ? Math.ceil(playPolicyGame(options, seed).turns / 2) : undefined;
  const game = playRecorded(options, seed, undoFromTurn);
  const dir = join(RECORDS_DIR, rulesVersionFor(options));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  const text = recordText(options, seed, game);
  const undoAt = game.moves.findIndex((m) => m.kind === 'undo');
  const note = undoAt < 0 ? '' : ` (undo at move ${undoAt})`;
  if (!existsSync(file)) {
    writeFileSync(file, text);
    console.log(`wrote ${relative(process.cwd(), file)}${note}`);
  } else if (readFileSync(file, 'utf8') === text) console.log(`unchanged ${relative(process.cwd(), file)}${note}`);
  else refused.push(relative(process.cwd(), file));
}
for (const file of refused) console.error(`refused: ${file} exists and this engine records it differently`);
process.exitCode = refused.length > 0 ? 1 : 0;
