/**
 * One side of `npm run bench -- --against DIR`: plays seeded 4-player base games with the built-in policy of the
 * engine under `process.argv[2]` (a checkout's root) and prints one JSON line: the CPU time of the first `warmup`
 * games of the fresh process (module loading left out: V8 is still compiling the engine then, on threads of its
 * own) and of the `games` after them (the steady state a bot process that runs for days is in), and a digest of
 * every game's turns, winners and final populations, which two trees playing the same rules must share.
 */
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type PolicyGame = { readonly turns: number; readonly finalPopulation: readonly number[]; readonly winners: readonly number[] };
type Engine = { readonly playPolicyGame: (options: { readonly players: number }, seed: number) => PolicyGame };

const [root, warmupText, gamesText] = process.argv.slice(2);
if (root === undefined) throw new Error('policy-games-child: the tree to measure is missing');
const warmup = Number(warmupText ?? '300');
const games = Number(gamesText ?? '400');
const engine = (await import(pathToFileURL(join(resolve(root), 'src/engine/index.ts')).href)) as Engine;

const digest = createHash('sha256');
/** CPU time of the whole process (every thread) while games `from` … `to` − 1 are played. */
const play = (from: number, to: number): number => {
  const before = process.cpuUsage();
  for (let i = from; i < to; i++) {
    const game = engine.playPolicyGame({ players: 4 }, 1_000 + i);
    digest.update(`${game.turns}:${game.finalPopulation.join(',')}:${game.winners.join(',')};`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};
const warmupCpuMs = play(0, warmup);
const cpuMs = play(warmup, warmup + games);
console.log(JSON.stringify({ warmup, games, warmupCpuMs, cpuMs, digest: digest.digest('hex').slice(0, 16) }));
