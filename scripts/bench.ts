/**
 * `npm run bench`: measures the engine, the renderer, the whole turn without Discord's network, load and restart
 * in one run, prints a table (each target beside its number) and writes bench-results/bench.json.
 *
 *   npm run bench [-- --only engine,render,turn,load,restart,bots] [--load-seconds N] [--sets inc,star,nightlife,con,essen] [--players 2-5]
 *   npm run bench -- --against DIR [--pairs N] [--warmup W] [--games G] [--pin CPU] [--only …]
 *
 * `--sets`: every game the parts play or seed is played with those expansions (default: the base game).
 * `--players`: the table of the replay, placement-menu, state-size, profile, turn-board and whole-turn measures
 * (default 4); the games-per-second rows cover 2 to 5 players and Dale either way. `bots` (a hard bot thinking in
 * the worker thread, the main thread's event-loop delay meanwhile) always plays 4 players with every set.
 * `--against DIR`: this checkout's engine against DIR's (another checkout, e.g. a worktree of an older commit) on
 * the same seeded 4-player base policy games, N pairs of fresh processes (default 16), each timing W warm-up games
 * and the G games after them (defaults 300 and 400), pinned to one CPU with `--pin`; alone unless `--only` names
 * other parts too.
 *
 * PostgreSQL: a fresh scratch database on DATABASE_URL's server, else on postgresql://postgres@127.0.0.1:5432;
 * the PostgreSQL parts are skipped with the reason printed when no server is usable. Benchmarks measure; the
 * targets are goals, not assertions, so a missed target does not fail the run.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { playPolicyGame } from '../src/engine/index.ts';
import { ENGINE_MODES, gamesRate, menuWork, placementMenu, profile, replayRate, stateSize, type Profile } from './bench/engine.ts';
import { openScratchPglite, openScratchPostgres, type Opened } from './bench/databases.ts';
import { loadBench } from './bench/load.ts';
import { machine } from './bench/machine.ts';
import { megabytes, renderBench } from './bench/render.ts';
import { restartBench } from './bench/restart.ts';
import { botsBench } from './bench/bots.ts';
import { againstBench } from './bench/against.ts';
import { errorText, now, round } from './bench/stats.ts';
import { formatTable, judged, type Row } from './bench/table.ts';
import { wholeTurnOn, type WholeTurnOn } from './bench/whole-turn.ts';
import { parseSetsFlag, withSets } from './sets-flag.ts';

const PARTS = ['engine', 'render', 'turn', 'load', 'restart', 'bots'] as const;
type Part = (typeof PARTS)[number];

const TARGETS = {
  engineGamesPerSecond: 1_000,
  placementMenuMs: 5,
  turnBoardP95Ms: 100,
  turnBoardBytes: 1_000_000,
  wholeTurnP95Ms: 150,
  loadWithPictures: 30,
  loadWithoutPictures: 300,
  botLoopDelayMs: 50,
  /** this engine's CPU time over the compared one's (`--against`): no slower */
  againstRatio: 1,
} as const;

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'load-seconds': { type: 'string' },
    sets: { type: 'string' },
    players: { type: 'string' },
    against: { type: 'string' },
    pairs: { type: 'string' },
    warmup: { type: 'string' },
    games: { type: 'string' },
    pin: { type: 'string' },
  },
  strict: true,
});
const only = (values.only ?? (values.against === undefined ? PARTS.join(',') : '')).split(',').map((p) => p.trim()).filter((p) => p !== '');
const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length > 0) {
  console.error(`bench: unknown part(s) ${unknown.join(', ')}; parts are ${PARTS.join(', ')}`);
  process.exit(2);
}
const sets = parseSetsFlag(values.sets);
if (typeof sets === 'string') {
  console.error(`bench: ${sets}`);
  process.exit(2);
}
const players = Number(values.players ?? '4');
if (!Number.isInteger(players) || players < 2 || players > 5) {
  console.error(`bench: --players takes 2 to 5, got "${values.players ?? ''}"`);
  process.exit(2);
}
const runs = (part: Part): boolean => only.includes(part);
const loadSeconds = Number(values['load-seconds'] ?? '15');
const pairs = Number(values.pairs ?? '16');
const warmupGames = Number(values.warmup ?? '300');
const gamesPerRun = Number(values.games ?? '400');
const pin = values.pin === undefined ? undefined : Number(values.pin);
if (![pairs, warmupGames, gamesPerRun].every((n) => Number.isInteger(n) && n >= 2) || (pin !== undefined && !(Number.isInteger(pin) && pin >= 0))) {
  console.error('bench: --pairs, --warmup and --games take whole numbers from 2, --pin a CPU number');
  process.exit(2);
}

const rows: Row[] = [];
const skipped: string[] = [];
const results: Record<string, unknown> = {};
const started = now();
const host = machine();
results['machine'] = host;
results['sets'] = sets;
results['players'] = players;
const progress = (text: string): void => console.error(`[bench ${((now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);
const ms = (n: number): string => `${round(n, 2)} ms`;

if (runs('engine')) {
  progress('engine: policy games per mode');
  const rates = ENGINE_MODES.map((mode) => gamesRate({ ...mode, options: withSets(mode.options, sets) }, 2_500));
  for (const r of rates) {
    const four = r.mode === '4 players';
    rows.push({
      section: 'engine',
      measure: `policy games/s, ${r.mode} (one core)`,
      value: `${r.gamesPerCpuSecond} per CPU-s, ${r.gamesPerSecond} per wall-s (${r.games} games, ${r.turns} turns)`,
      ...(four ? { target: `≥ ${TARGETS.engineGamesPerSecond} per CPU-s`, verdict: judged(r.gamesPerCpuSecond >= TARGETS.engineGamesPerSecond) } : {}),
    });
  }
  const replay = replayRate(100, sets, players);
  rows.push({
    section: 'engine',
    measure: `${players}-player games replayed through applyMove alone (no policy)`,
    value: `${replay.gamesPerCpuSecond} per CPU-s, ${replay.gamesPerSecond} per wall-s (${replay.games} games, ${replay.moves} moves)`,
  });
  progress('engine: placement menus, state size, profile');
  const menu = placementMenu(sets, players);
  rows.push({
    section: 'engine',
    measure: `full placement menu with previews, late ${players}p (${menu.positions} positions, ${menu.spotsPerMenu.p50} spots median, ${menu.spotsPerMenu.max} max)`,
    value: `CPU p50 ${ms(menu.fullMenuCpuMs.p50)}, p95 ${ms(menu.fullMenuCpuMs.p95)}; wall p50 ${ms(menu.fullMenuMs.p50)}, p95 ${ms(menu.fullMenuMs.p95)}; dearest single action p95 ${ms(menu.oneActionMs.p95)}`,
    target: `CPU p95 ≤ ${TARGETS.placementMenuMs} ms`,
    verdict: judged(menu.fullMenuCpuMs.p95 <= TARGETS.placementMenuMs),
  });
  const size = stateSize(sets, players);
  rows.push({ section: 'engine', measure: `state JSON at the end of a ${players}-player game`, value: `${(size.finalStateBytes / 1024).toFixed(1)} KiB (move log ${(size.moveLogBytes / 1024).toFixed(1)} KiB, ${size.moves} moves)` });
  const profiles: Record<string, Profile> = {};
  for (const [name, work, budget] of [
    ['policy games', (i: number) => void playPolicyGame(withSets({ players }, sets), 7_500 + i), 2_000],
    ['placement menus', menuWork(sets, players), 1_000],
  ] as const) {
    const sampled = await profile(work, budget, name === 'policy games' ? 10 : 6);
    profiles[name] = sampled;
    const section = `profile: ${name}`;
    for (const entry of sampled.entries) rows.push({ section, measure: `${entry.function} (${entry.where})`, value: `${entry.selfPercent}% self (${entry.selfMs} ms of ${sampled.sampledMs} ms)` });
    for (const f of sampled.files.slice(0, 5)) rows.push({ section, measure: `self time in ${f.file}`, value: `${f.selfPercent}%` });
  }
  results['engine'] = { rates, replay, placementMenu: menu, stateSize: size, profiles };
}

if (runs('render')) {
  progress('renderer');
  const pictures = await renderBench({ count: 20, budgetMs: 5_000 }, sets, players);
  for (const p of pictures) {
    const board = p.picture.startsWith('turn board');
    rows.push({
      section: 'render',
      measure: `${p.picture} [${p.size}], ${p.runs} runs`,
      value: `p50 ${ms(p.totalMs.p50)}, p95 ${ms(p.totalMs.p95)} (draw p95 ${ms(p.drawMs.p95)}, encode p95 ${ms(p.encodeMs.p95)}; CPU p50 ${ms(p.cpuMs.p50)}); ${megabytes(p.bytes.max)} MB`,
      ...(board
        ? { target: `p95 ≤ ${TARGETS.turnBoardP95Ms} ms, ≤ 1 MB`, verdict: judged(p.totalMs.p95 <= TARGETS.turnBoardP95Ms && p.bytes.max <= TARGETS.turnBoardBytes) }
        : {}),
    });
  }
  results['render'] = pictures;
}

let postgres: Opened | undefined;
const openPostgres = async (): Promise<Opened> => (postgres ??= await openScratchPostgres('turns'));

if (runs('turn')) {
  const turns: WholeTurnOn[] = [];
  for (const [label, open] of [
    ['PGlite', openScratchPglite],
    ['PostgreSQL', openPostgres],
  ] as const) {
    progress(`whole turn on ${label}: opening the database`);
    const opened = await open();
    if (!opened.ok) {
      skipped.push(`whole turn on ${label}: ${opened.reason}`);
      rows.push({ section: 'whole turn', measure: label, value: `skipped: ${opened.reason}` });
      continue;
    }
    progress(`whole turn on ${label}`);
    try {
      const t = await wholeTurnOn(opened.scratch.label, opened.scratch.store, { count: 25, budgetMs: 10_000, sets, players });
      turns.push(t);
      const pg = label === 'PostgreSQL';
      rows.push({
        section: 'whole turn',
        measure: `${label}: Confirm → reply with pictures (${t.withPictures.turns} turns, ${t.withPictures.errors} errors)`,
        value: `p50 ${ms(t.withPictures.ms.p50)}, p95 ${ms(t.withPictures.ms.p95)}`,
        ...(pg ? { target: `p95 ≤ ${TARGETS.wholeTurnP95Ms} ms`, verdict: judged(t.withPictures.ms.p95 <= TARGETS.wholeTurnP95Ms && t.withPictures.errors === 0) } : {}),
      });
      const steps = t.withoutPictures.phasesP50;
      rows.push({
        section: 'whole turn',
        measure: `${label}: the same without pictures (${t.withoutPictures.turns} turns, ${t.withoutPictures.errors} errors)`,
        value: `p50 ${ms(t.withoutPictures.ms.p50)}, p95 ${ms(t.withoutPictures.ms.p95)}`,
      });
      for (const v of [t.withPictures, t.withoutPictures]) {
        if (v.firstError !== undefined) rows.push({ section: 'whole turn', measure: `${label}: first error`, value: v.firstError.slice(0, 110) });
      }
      if (steps !== undefined) {
        rows.push({
          section: 'whole turn',
          measure: `${label}: steps without pictures, p50`,
          value: `load ${ms(steps.load)}, engine ${ms(steps.engine)}, append ${ms(steps.append)}, turn jobs ${ms(steps.jobs)}, reply ${ms(steps.reply)}`,
        });
      }
    } finally {
      if (label === 'PGlite') await opened.scratch.dispose();
    }
  }
  results['wholeTurn'] = turns;
}

if (runs('load')) {
  progress('load: seeding 200 games on PostgreSQL');
  const opened = await openPostgres();
  if (!opened.ok) {
    skipped.push(`load: ${opened.reason}`);
    rows.push({ section: 'load', measure: '200 concurrent games', value: `skipped: ${opened.reason}` });
  } else {
    const load = await loadBench(opened.scratch.store, { games: 200, seconds: loadSeconds, maxMoves: 50_000, sets });
    for (const v of [load.withoutPictures, load.withPictures]) {
      const target = v === load.withPictures ? TARGETS.loadWithPictures : TARGETS.loadWithoutPictures;
      rows.push({
        section: 'load',
        measure: `200 games on PostgreSQL, ${v.variant} (${v.windowSeconds} s window + wait = ${v.seconds} s, ${v.moves} moves)`,
        value: `${v.movesPerSecond} moves/s (${v.movesInWindowPerSecond} in window), p95 ${v.latencyMs.p95} ms, ${v.errors} errors, peak RSS ${v.peakRssMiB} MiB (from ${v.rssAtStartMiB}), CPU ${v.cpuCoresUsed} cores, loop delay p99 ${v.eventLoopDelayP99Ms} ms`,
        target: `≥ ${target} moves/s, 0 errors`,
        verdict: judged(v.movesPerSecond >= target && v.errors === 0),
      });
      if (v.firstError !== undefined) rows.push({ section: 'load', measure: `${v.variant}: first error`, value: v.firstError.slice(0, 110) });
    }
    results['load'] = load;
  }
}
if (postgres?.ok === true) await postgres.scratch.dispose();

if (runs('restart')) {
  progress('restart: seeding 1,000 unfinished games on PostgreSQL');
  const opened = await openScratchPostgres('restart');
  if (!opened.ok || opened.scratch.url === undefined) {
    const reason = opened.ok ? 'no database URL' : opened.reason;
    skipped.push(`restart: ${reason}`);
    rows.push({ section: 'restart', measure: '1,000 unfinished games', value: `skipped: ${reason}` });
  } else {
    try {
      const restart = await restartBench(opened.scratch.store, opened.scratch.url, 1_000, 3, sets);
      rows.push({
        section: 'restart',
        measure: `process start → ready, ${restart.unfinishedGames} unfinished games on PostgreSQL (median of ${restart.runs})`,
        value: `${restart.readyMs} ms: Node + tsx up at ${restart.processBootMs} ms, bot modules loaded at ${restart.modulesLoadedMs} ms, store open at ${restart.storeOpenMs} ms, then the first job poll`,
      });
      rows.push({ section: 'restart', measure: '… and every unfinished game with its state loaded (beyond start-up)', value: `${restart.allGamesLoadedMs} ms` });
      results['restart'] = restart;
    } catch (error) {
      skipped.push(`restart: ${errorText(error)}`);
      rows.push({ section: 'restart', measure: '1,000 unfinished games', value: `failed: ${errorText(error)}` });
    } finally {
      await opened.scratch.dispose();
    }
  }
}

if (runs('bots')) {
  progress('bots: hard decisions in the worker thread, every set, 4 players');
  const bots = await botsBench({ seeds: [101, 102], players: 4 });
  const delay = bots.loopDelayMs;
  rows.push({
    section: 'bots',
    measure: `main thread's event-loop delay while a hard bot thinks in the worker (${bots.decisions} decisions, budget ${bots.budget}, ${bots.players}p, every set)`,
    value: `max ${ms(delay.max)}, p99 ${ms(delay.p99)}, p50 ${ms(delay.p50)} (10 ms resolution; idle for as long, nothing running: max ${ms(bots.idleLoopDelayMs.max)}, p99 ${ms(bots.idleLoopDelayMs.p99)})`,
    target: `< ${TARGETS.botLoopDelayMs} ms`,
    verdict: judged(delay.max < TARGETS.botLoopDelayMs),
  });
  rows.push({
    section: 'bots',
    measure: "a hard decision's wall time in the worker (what it would hold the event loop on the main thread)",
    value: `p50 ${ms(bots.thinkMs.p50)}, p95 ${ms(bots.thinkMs.p95)}, max ${ms(bots.thinkMs.max)}`,
  });
  results['bots'] = bots;
}

if (values.against !== undefined) {
  progress(`against: ${pairs} pairs of ${warmupGames} + ${gamesPerRun} four-player base policy games, this checkout and ${values.against}`);
  const against = againstBench({ other: values.against, pairs, warmup: warmupGames, games: gamesPerRun, ...(pin === undefined ? {} : { pin }), progress });
  const summary = (r: typeof against.steady): string =>
    `geometric mean ${r.geometricMean}× (95 % ${r.lower95}–${r.upper95}), median ${r.medianRatio}×, fastest runs ${r.fastestRatio}×`;
  const setting = `${pairs} pairs of fresh processes${pin === undefined ? '' : `, pinned to CPU ${pin}`}`;
  rows.push({
    section: 'against',
    measure: `CPU time of ${gamesPerRun} four-player base policy games after ${warmupGames} of warm-up, this engine over ${against.other}'s (${setting})`,
    value: `${summary(against.steady)}; ${against.gamesPerCpuSecond.here} against ${against.gamesPerCpuSecond.other} games per CPU-s`,
    target: `upper 95 % ≤ ${TARGETS.againstRatio}×`,
    verdict: judged(against.steady.upper95 <= TARGETS.againstRatio),
  });
  rows.push({ section: 'against', measure: `… and of the ${warmupGames} warm-up games of each fresh process (V8 still compiling)`, value: summary(against.warmup) });
  results['against'] = against;
}

const totalSeconds = round((now() - started) / 1000, 1);
const loadAtEnd = loadavg().map((n) => round(n, 2));
results['loadAverageAtEnd'] = loadAtEnd;
const machineLine = `machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB, Node ${host.node} (${host.platform}), load average at start ${host.loadAverageAtStart.join(' ')}, at end ${loadAtEnd.join(' ')}`;
console.log(machineLine);
console.log(`games played with ${sets.length === 0 ? 'the base game only' : `the sets ${sets.join(', ')}`}`);
console.log(formatTable(rows));
for (const reason of skipped) console.log(`skipped: ${reason}`);
console.log(`bench took ${totalSeconds} s; results in bench-results/bench.json`);
results['rows'] = rows;
results['skipped'] = skipped;
results['totalSeconds'] = totalSeconds;
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
