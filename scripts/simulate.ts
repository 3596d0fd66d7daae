/**
 * Plays seeded games with the engine's built-in policy, through the same staged choices and applyMove the bot
 * uses, and prints one JSON summary line.
 *
 *   npm run simulate -- --players N --games K --seed S [--solo architect|dale] [--sets inc,star,nightlife,con,essen]
 *
 * Game i (0-based) uses seed S + i. Besides the results, the line counts the face-up tiles placed per set
 * (`placedBySet`, starting tiles left out) and, per bonus and challenge tile, how many players gained it
 * (`bonusAwards`, `challengeAwards`). With Suburbia Inc it also counts the borders placed face up
 * (`bordersPlaced`), those taken as Lake Borders (`lakeBordersPlaced`) and the Redevelopment Planners replaced
 * (`redevelopments`). With 5★ (`star`) it counts the Star track's round-end evaluations (`starRounds`) and the
 * rounds after which the turn order changed (`turnOrderChanges`). N is 1–5. Bad flags print one error line and exit
 * with status 2.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { SOLO_MODES, tileById, type Applied, type GameOptions, type GameState, type SoloMode } from '../src/engine/index.ts';
import { playPolicyGame } from '../src/engine/policy/index.ts';
import { parseSetsFlag } from './sets-flag.ts';
import { wholeNumber } from './number-flag.ts';

type Flags = { readonly options: GameOptions; readonly games: number; readonly seed: number };

const usage = 'usage: npm run simulate -- --players N --games K --seed S [--solo architect|dale] [--sets inc,star,nightlife,con,essen]';


const isSolo = (text: string): text is SoloMode => (SOLO_MODES as readonly string[]).includes(text);

/** The flags, or the one line that says what is wrong with them. */
const parseFlags = (argv: readonly string[]): Flags | string => {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { players: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, solo: { type: 'string' }, sets: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const players = wholeNumber('players', values.players, 1, 5);
  if (typeof players === 'string') return players;
  const games = wholeNumber('games', values.games, 1, 10_000_000);
  if (typeof games === 'string') return games;
  const seed = wholeNumber('seed', values.seed, 0, 0xffff_ffff);
  if (typeof seed === 'string') return seed;
  const solo = values.solo;
  if (solo !== undefined && !isSolo(solo)) return `--solo must be architect or dale, got "${solo}"`;
  if (solo !== undefined && players !== 1) return `--solo needs --players 1, got ${players}`;
  if (solo === undefined && players === 1) return '--players 1 needs --solo architect or --solo dale';
  const sets = parseSetsFlag(values.sets);
  if (typeof sets === 'string') return sets;
  return { options: { players, ...(solo === undefined ? {} : { solo }), ...(sets.length === 0 ? {} : { sets }) }, games, seed };
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

const add = (counts: Record<string, number>, key: string, n: number): void => {
  counts[key] = (counts[key] ?? 0) + n;
};

/** Face-up tiles every seat placed during the game (not its starting tiles), by set; the base game's as `base`. */
const countPlaced = (state: GameState, counts: Record<string, number>): void => {
  for (const player of state.players) {
    for (const t of player.borough) if (t.faceDown === undefined && t.placedOrder > 0) add(counts, tileById(t.tileId).set ?? 'base', 1);
  }
};

/** How many players gained each bonus and challenge tile checked during a turn. */
const countAwards = (applied: Applied, bonus: Record<string, number>, challenge: Record<string, number>): void => {
  for (const event of applied.events) if (event.kind === 'awardChecked') add(event.award === 'bonus' ? bonus : challenge, event.tileId, event.gainers.length);
};

/** Borders every seat placed, face up and as Lake Borders (Suburbia Inc; the redevelopments are counted from the moves). */
const countBorders = (state: GameState, counts: { bordersPlaced: number; lakeBordersPlaced: number; redevelopments: number }): void => {
  for (const player of state.players) {
    for (const b of player.borders ?? []) {
      if (b.faceDown === 'lake') counts.lakeBordersPlaced += 1;
      else counts.bordersPlaced += 1;
    }
  }
};

/**
 * 5★: the rounds whose end the Star track evaluated — every round end reached, the final one included, except a Dale
 * game's, which 1 More Round ends in the middle of a round (decision 17a) — and the turn-order changes.
 */
const trackCounter = (options: GameOptions) => {
  const counts = { starRounds: 0, turnOrderChanges: 0 };
  const midRoundEnd = options.solo === 'dale';
  let round = 1;
  const observe = (applied: Applied): void => {
    const { state } = applied;
    counts.starRounds += state.round - round + (state.phase === 'finished' && !midRoundEnd ? 1 : 0);
    round = state.phase === 'finished' ? 1 : state.round;
    counts.turnOrderChanges += applied.events.filter((e) => e.kind === 'turnOrder').length;
  };
  return { counts, observe };
};

const simulate = (flags: Flags) => {
  let turns = 0;
  let populationSum = 0;
  let populationCount = 0;
  let maxPopulation = 0;
  const winsBySeat: number[] = [];
  let ties = 0;
  const placedBySet: Record<string, number> = Object.fromEntries(['base', ...(flags.options.sets ?? [])].map((set) => [set, 0]));
  const bonusAwards: Record<string, number> = {};
  const challengeAwards: Record<string, number> = {};
  const inc = { bordersPlaced: 0, lakeBordersPlaced: 0, redevelopments: 0 };
  const track = trackCounter(flags.options);
  const started = performance.now();
  for (let i = 0; i < flags.games; i++) {
    const game = playPolicyGame(flags.options, (flags.seed + i) >>> 0, (applied) => {
      countAwards(applied, bonusAwards, challengeAwards);
      track.observe(applied);
    });
    countPlaced(game.state, placedBySet);
    countBorders(game.state, inc);
    inc.redevelopments += game.moves.filter((m) => m.kind === 'redevelop').length;
    turns += game.turns;
    for (const population of game.finalPopulation) {
      populationSum += population;
      populationCount += 1;
      maxPopulation = Math.max(maxPopulation, population);
    }
    if (game.winners.length === 1) {
      const seat = game.winners[0] ?? 0;
      winsBySeat[seat] = (winsBySeat[seat] ?? 0) + 1;
    } else ties += 1;
  }
  const wallMs = performance.now() - started;
  const seats = flags.options.solo === 'dale' ? 2 : flags.options.players;
  return {
    games: flags.games,
    players: flags.options.players,
    ...(flags.options.solo === undefined ? {} : { solo: flags.options.solo }),
    ...(flags.options.sets === undefined ? {} : { sets: flags.options.sets }),
    seed: flags.seed,
    turns,
    wallMs: round2(wallMs),
    gamesPerSecond: round2(flags.games / (wallMs / 1000)),
    meanFinalPopulation: round2(populationSum / Math.max(1, populationCount)),
    maxFinalPopulation: maxPopulation,
    winnersBySeat: Object.fromEntries(Array.from({ length: seats }, (_, seat) => [String(seat), winsBySeat[seat] ?? 0])),
    ties,
    placedBySet,
    bonusAwards,
    challengeAwards,
    ...(flags.options.sets?.includes('inc') === true ? inc : {}),
    ...(flags.options.sets?.includes('star') === true ? track.counts : {}),
  };
};

const flags = parseFlags(process.argv.slice(2));
if (typeof flags === 'string') {
  console.error(`simulate: ${flags} (${usage})`);
  process.exit(2);
}
console.log(JSON.stringify(simulate(flags)));
