/**
 * Engine: whole seeded games with the built-in policy (the simulator's loop: staged choices → applyMove), the cost
 * of one full placement menu in late-game positions, the size of a finished game's state, and a CPU profile.
 */
import { Session } from 'node:inspector/promises';
import { existsSync, readFileSync } from 'node:fs';
import { findSourceMap } from 'node:module';
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMove, choiceOfOffer, newGame, offerActions, offerPlacements, playPolicyGame, type ActionChoice, type ActionOffer, type GameOptions, type GameState, type SetId } from '../../src/engine/index.ts';
import { withSets } from '../sets-flag.ts';
import { cpuMs, now, round, roundSpread, spread, type Spread } from './stats.ts';

export const ENGINE_MODES: readonly { readonly label: string; readonly options: GameOptions }[] = [
  { label: '2 players', options: { players: 2 } },
  { label: '3 players', options: { players: 3 } },
  { label: '4 players', options: { players: 4 } },
  { label: '5 players', options: { players: 5 } },
  { label: 'Dale solo', options: { players: 1, solo: 'dale' } },
];

export type GamesRate = {
  readonly mode: string;
  readonly games: number;
  readonly turns: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  /** games per wall-clock second */
  readonly gamesPerSecond: number;
  /** games per second of this process's CPU time (fairer on a shared machine) */
  readonly gamesPerCpuSecond: number;
};

const SEED_BASE = 7_000;

/** Plays games of one mode for about `budgetMs` after a short warm-up. */
export const gamesRate = (mode: (typeof ENGINE_MODES)[number], budgetMs: number): GamesRate => {
  for (let i = 0; i < 2; i++) playPolicyGame(mode.options, SEED_BASE + 10_000 + i);
  let games = 0;
  let turns = 0;
  const wall0 = now();
  const cpu0 = cpuMs();
  while (games < 3 || now() - wall0 < budgetMs) {
    turns += playPolicyGame(mode.options, SEED_BASE + games).turns;
    games += 1;
  }
  const wallMs = now() - wall0;
  const cpu = cpuMs() - cpu0;
  return { mode: mode.label, games, turns, wallMs: round(wallMs), cpuMs: round(cpu), gamesPerSecond: round(games / (wallMs / 1000)), gamesPerCpuSecond: round(games / (cpu / 1000)) };
};

export type ReplayRate = { readonly games: number; readonly moves: number; readonly wallMs: number; readonly gamesPerSecond: number; readonly gamesPerCpuSecond: number };

/** The rules alone: policy games recorded first, then replayed move by move through applyMove. */
export const replayRate = (games: number, sets: readonly SetId[], players: number): ReplayRate => {
  const options = withSets({ players }, sets);
  const recorded = Array.from({ length: games }, (_, i) => ({ seed: SEED_BASE + 900 + i, moves: playPolicyGame(options, SEED_BASE + 900 + i).moves }));
  let moves = 0;
  const wall0 = now();
  const cpu0 = cpuMs();
  for (let pass = 0; pass < 3; pass++) {
    for (const game of recorded) {
      let state = newGame(options, game.seed);
      for (const move of game.moves) {
        const applied = applyMove(state, move);
        if (!applied.ok) throw new Error(`replaying policy game ${game.seed}: ${applied.rejection.code}`);
        state = applied.state;
        moves += 1;
      }
    }
  }
  const wallMs = now() - wall0;
  const cpu = cpuMs() - cpu0;
  return { games: games * 3, moves, wallMs: round(wallMs), gamesPerSecond: round((games * 3) / (wallMs / 1000)), gamesPerCpuSecond: round((games * 3) / (cpu / 1000)) };
};

/** Every state a policy game passed through, in order. */
export const statesOf = (options: GameOptions, seed: number): readonly GameState[] => {
  let state = newGame(options, seed);
  const states: GameState[] = [];
  for (const move of playPolicyGame(options, seed).moves) {
    states.push(state);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`replaying policy game ${seed}: ${applied.rejection.code}`);
    state = applied.state;
  }
  states.push(state);
  return states;
};

/** Late-game positions: a person (not Dale) to move in the last `fraction` of the game. */
export const lateStates = (options: GameOptions, seed: number, count: number, fraction = 0.15): readonly GameState[] => {
  const states = statesOf(options, seed).filter((s) => s.phase === 'playing' && s.players[s.toMove]?.isDale !== true);
  const late = states.slice(Math.floor(states.length * (1 - fraction)));
  return late.slice(-count);
};

export const choiceOf = (offer: ActionOffer): ActionChoice =>
  choiceOfOffer(offer);

export type PlacementMenu = {
  readonly positions: number;
  /** every placement (with its preview) of every affordable offered action of one position: median wall time of the runs */
  readonly fullMenuMs: Spread;
  /** the same in this process's CPU time per menu, averaged over the runs: the cost on one core, whatever else the machine runs */
  readonly fullMenuCpuMs: Spread;
  /** placements previewed in one full menu */
  readonly spotsPerMenu: Spread;
  /** the dearest single action's menu (what one "choose a spot" step computes), median of the runs */
  readonly oneActionMs: Spread;
};

const RUNS_PER_POSITION = 9;

/** Twelve late-game positions of two policy games. */
const latePositions = (sets: readonly SetId[], players: number): readonly GameState[] => {
  const options = withSets({ players }, sets);
  return [...lateStates(options, SEED_BASE + 1, 6), ...lateStates(options, SEED_BASE + 2, 6)];
};

/** One full placement menu of each late-game position in turn: the work profiled for the menu's cost. */
export const menuWork = (sets: readonly SetId[], players: number): ((i: number) => void) => {
  const positions = latePositions(sets, players);
  return (i) => {
    const state = positions[i % positions.length];
    if (state === undefined) return;
    for (const offer of offerActions(state)) if (offer.affordable) offerPlacements(state, choiceOf(offer));
  };
};

/** The cost of computing every placement preview a player can open in a late-game position. */
export const placementMenu = (sets: readonly SetId[], players: number): PlacementMenu => {
  const positions = latePositions(sets, players);
  const wall: number[] = [];
  const cpu: number[] = [];
  const spots: number[] = [];
  const single: number[] = [];
  for (const state of positions) {
    const choices = offerActions(state).filter((o) => o.affordable).map(choiceOf);
    for (const choice of choices) offerPlacements(state, choice);
    const runs: number[] = [];
    const perAction: number[][] = choices.map(() => []);
    let count = 0;
    const cpu0 = cpuMs();
    for (let r = 0; r < RUNS_PER_POSITION; r++) {
      const t0 = now();
      count = 0;
      choices.forEach((choice, i) => {
        const a0 = now();
        count += offerPlacements(state, choice).length;
        perAction[i]?.push(now() - a0);
      });
      runs.push(now() - t0);
    }
    cpu.push((cpuMs() - cpu0) / RUNS_PER_POSITION);
    wall.push(spread(runs).p50);
    spots.push(count);
    single.push(Math.max(0, ...perAction.map((xs) => spread(xs).p50)));
  }
  return {
    positions: positions.length,
    fullMenuMs: roundSpread(spread(wall), 3),
    fullMenuCpuMs: roundSpread(spread(cpu), 3),
    spotsPerMenu: roundSpread(spread(spots), 0),
    oneActionMs: roundSpread(spread(single), 3),
  };
};

export type StateSize = { readonly finalStateBytes: number; readonly moveLogBytes: number; readonly moves: number };

export const stateSize = (sets: readonly SetId[], players: number): StateSize => {
  const game = playPolicyGame(withSets({ players }, sets), SEED_BASE);
  return {
    finalStateBytes: Buffer.byteLength(JSON.stringify(game.state)),
    moveLogBytes: Buffer.byteLength(JSON.stringify(game.moves)),
    moves: game.moves.length,
  };
};

export type ProfileEntry = { readonly function: string; readonly where: string; readonly selfMs: number; readonly selfPercent: number };

type ProfileNode = {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number };
  readonly hitCount?: number;
};

const sources = new Map<string, readonly string[]>();
const sourceLines = (path: string): readonly string[] => {
  let lines = sources.get(path);
  if (lines === undefined) {
    lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n') : [];
    sources.set(path, lines);
  }
  return lines;
};

const DECLARATION = /(?:const|let|function)\s+([A-Za-z_$][\w$]*)\s*[=(:<]/;

/**
 * Where a sampled function is in the TypeScript source: tsx hands V8 transformed code (one line, arrow functions
 * without names), so the position goes back through tsx's source map and the name is the nearest declaration at or
 * above it.
 */
const origin = (frame: ProfileNode['callFrame']): { readonly name: string; readonly where: string } => {
  if (frame.url === '') return { name: frame.functionName === '' ? '(anonymous)' : frame.functionName, where: '(native)' };
  const found = findSourceMap(frame.url)?.findOrigin(frame.lineNumber + 1, frame.columnNumber + 1);
  if (found === undefined || !('fileName' in found)) return { name: frame.functionName === '' ? '(anonymous)' : frame.functionName, where: basename(frame.url) };
  const path = found.fileName.startsWith('file:') ? fileURLToPath(found.fileName) : found.fileName;
  const lines = sourceLines(path);
  let name = frame.functionName;
  for (let line = found.lineNumber - 1; name === '' && line >= 0 && line >= found.lineNumber - 80; line--) name = DECLARATION.exec(lines[line] ?? '')?.[1] ?? '';
  return { name: name === '' ? '(anonymous)' : name, where: `${relative(process.cwd(), path)}:${found.lineNumber}` };
};

export type Profile = { readonly sampledMs: number; readonly entries: readonly ProfileEntry[]; readonly files: readonly { readonly file: string; readonly selfPercent: number }[] };

/** Runs `work` again and again for about `budgetMs` under the V8 sampling profiler; the top entries by self time. */
export const profile = async (work: (i: number) => void, budgetMs: number, top: number): Promise<Profile> => {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const t0 = now();
    for (let i = 0; now() - t0 < budgetMs; i++) work(i);
    const { profile: sampled } = await session.post('Profiler.stop');
    const nodes = sampled.nodes as readonly ProfileNode[];
    const totalHits = nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
    const sampledMs = (sampled.endTime - sampled.startTime) / 1000;
    const byFunction = new Map<string, { function: string; where: string; hits: number }>();
    for (const node of nodes) {
      const { name: fn, where } = origin(node.callFrame);
      const key = `${fn}@${where}`;
      const entry = byFunction.get(key) ?? { function: fn, where, hits: 0 };
      entry.hits += node.hitCount ?? 0;
      byFunction.set(key, entry);
    }
    const entries = [...byFunction.values()]
      .filter((e) => e.function !== '(idle)' && e.function !== '(program)')
      .sort((a, b) => b.hits - a.hits)
      .slice(0, top)
      .map((e) => ({ function: e.function, where: e.where, selfMs: round((e.hits / Math.max(1, totalHits)) * sampledMs, 1), selfPercent: round((100 * e.hits) / Math.max(1, totalHits), 1) }));
    const byFile = new Map<string, number>();
    for (const e of byFunction.values()) {
      const file = e.where.replace(/:\d+$/, '');
      byFile.set(file, (byFile.get(file) ?? 0) + e.hits);
    }
    const files = [...byFile.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([file, hits]) => ({ file, selfPercent: round((100 * hits) / Math.max(1, totalHits), 1) }));
    return { sampledMs: round(sampledMs, 0), entries, files };
  } finally {
    await session.post('Profiler.disable').catch(() => undefined);
    session.disconnect();
  }
};
