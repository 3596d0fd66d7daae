/**
 * One side of `npm run bench -- --against DIR`: plays seeded 4-player base games with the built-in policy of the
 * engine under `process.argv[2]` (a checkout's root) and prints one JSON line: the CPU time of the games alone
 * (module loading and a warm-up left out) and a digest of every game's winners and final populations, which two
 * trees playing the same rules must share.
 */
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type PolicyGame = { readonly turns: number; readonly finalPopulation: readonly number[]; readonly winners: readonly number[] };
type Engine = { readonly playPolicyGame: (options: { readonly players: number }, seed: number) => PolicyGame };

const [root, gamesText, seedText] = process.argv.slice(2);
if (root === undefined) throw new Error('policy-games-child: the tree to measure is missing');
const games = Number(gamesText ?? '400');
const firstSeed = Number(seedText ?? '1000');
const engine = (await import(pathToFileURL(join(resolve(root), 'src/engine/index.ts')).href)) as Engine;

for (let i = 0; i < 3; i++) engine.playPolicyGame({ players: 4 }, 900 + i);
const digest = createHash('sha256');
const before = process.cpuUsage();
for (let i = 0; i < games; i++) {
  const game = engine.playPolicyGame({ players: 4 }, firstSeed + i);
  digest.update(`${game.turns}:${game.finalPopulation.join(',')}:${game.winners.join(',')};`);
}
const used = process.cpuUsage(before);
console.log(JSON.stringify({ games, cpuMs: (used.user + used.system) / 1000, digest: digest.digest('hex').slice(0, 16) }));
