/**
 * Plays seeded games between built-in players and prints one JSON summary line.
 *
 *   npm run arena -- --players N --seats hard,normal,normal,normal --games K --seed S [--sets ...] [--budget B] [--jobs J]
 *
 * N is 2 to 5. Seat names: easy, normal, hard, uniform, perturbed (arena/seats.ts). Game g plays deal ⌊g / N⌋ (seed S + deal)
 * with the names rotated g places, so each deal is played from every seat. Per name: `winRate` is its share of
 * seat-games won (a k-way tie for first counts 1/k), `lower95` the Wilson 95 % lower bound on it, `meanPopulation`
 * its mean final population, and `cpuMsPerMove` (with p50 / p95) the CPU time of its decisions. `--budget` is the
 * hard player's search budget in simulated turns; `--jobs` plays the games in that many child processes.
 * Bad flags print one error line and exit with status 2.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ARENA_USAGE, parseArenaFlags, type ArenaFlags } from './arena/flags.ts';
import { playArenaGame, type SeatResult } from './arena/play.ts';
import { summarize } from './arena/stats.ts';

type Played = { readonly game: number; readonly seats: readonly SeatResult[] };

const playPart = (flags: ArenaFlags, index: number, of: number): Played[] => {
  const played: Played[] = [];
  for (let game = index; game < flags.games; game += of) played.push({ game, seats: playArenaGame(flags.options, flags.seed, flags.seats, game, flags.budget) });
  return played;
};

/** Each child plays every `jobs`-th game and sends its results back over the IPC channel. */
const playInChildren = async (flags: ArenaFlags, argv: readonly string[]): Promise<Played[]> => {
  const script = fileURLToPath(import.meta.url);
  const parts = Array.from(
    { length: flags.jobs },
    (_, index) =>
      new Promise<Played[]>((resolve, reject) => {
        const child = fork(script, [...argv, '--part', `${index}/${flags.jobs}`], { execArgv: process.execArgv });
        let result: Played[] | undefined;
        child.on('message', (message) => (result = message as Played[]));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 && result !== undefined ? resolve(result) : reject(new Error(`arena part ${index} exited with ${code}`))));
      }),
  );
  return (await Promise.all(parts)).flat().sort((a, b) => a.game - b.game);
};

const main = async (): Promise<void> => {
  const argv = process.argv.slice(2);
  const flags = parseArenaFlags(argv);
  if (typeof flags === 'string') {
    process.stderr.write(`${flags}\n${ARENA_USAGE}\n`);
    process.exit(2);
  }
  if (flags.part !== undefined) {
    process.send?.(playPart(flags, flags.part.index, flags.part.of));
    return;
  }
  const played = flags.jobs === 1 ? playPart(flags, 0, 1) : await playInChildren(flags, argv);
  const line = {
    games: flags.games,
    players: flags.options.players,
    seats: flags.seats,
    sets: flags.options.sets ?? [],
    seed: flags.seed,
    ...(flags.budget === undefined ? {} : { budget: flags.budget }),
    results: summarize(flags.seats, played.map((p) => p.seats)),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

await main();
