/**
 * Plays one seeded game offline with the engine's built-in policy and writes its pictures:
 * the turn board (market + boroughs pages) after every turn, one placement view, the final results and a tile card.
 *
 *   npm run demo -- --players 4 --seed 7 --out out/
 *   npm run demo -- --players 1 --solo dale --seed 3 --out out/dale/
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  applyMove,
  choiceOfMove,
  choosePolicyMove,
  finalScores,
  newGame,
  offerPlacements,
  publicView,
  SOLO_MODES,
  tileById,
  type GameState,
  type SoloMode,
} from '../src/engine/index.ts';
import {
  finalResultsView,
  placementView,
  renderFinalResults,
  renderPlacement,
  renderTileCard,
  renderTurnBoard,
  tileCardView,
  turnBoardView,
  type Picture,
  type TableInfo,
} from '../src/render/index.ts';

const NAMES = ['Ann', 'Bea', 'Cal', 'Dev', 'Eve'];

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    seed: { type: 'string', default: '7' },
    out: { type: 'string', default: 'out/' },
    solo: { type: 'string' },
  },
});
const players = Number(values.players);
const seed = Number(values.seed);
const solo = SOLO_MODES.find((m) => m === values.solo);
if (values.solo !== undefined && solo === undefined) throw new Error(`--solo must be one of ${SOLO_MODES.join(', ')}`);
const outDir = values.out;
mkdirSync(outDir, { recursive: true });

const stats = new Map<string, { count: number; drawMs: number; encodeMs: number; bytes: number; maxBytes: number }>();

const write = (kind: string, file: string, picture: Picture): void => {
  writeFileSync(join(outDir, file), picture.png);
  const s = stats.get(kind) ?? { count: 0, drawMs: 0, encodeMs: 0, bytes: 0, maxBytes: 0 };
  stats.set(kind, {
    count: s.count + 1,
    drawMs: s.drawMs + picture.drawMs,
    encodeMs: s.encodeMs + picture.encodeMs,
    bytes: s.bytes + picture.png.length,
    maxBytes: Math.max(s.maxBytes, picture.png.length),
  });
};


const options = solo === undefined ? { players } : { players, solo: solo satisfies SoloMode };
let state: GameState = newGame(options, seed);
const table: TableInfo = {
  title: `Suburbia demo (seed ${seed})`,
  seats: state.players.map((p, seat) => ({ name: p.isDale === true ? 'Dale the Bot' : (NAMES[seat] ?? `Seat ${seat + 1}`), bot: p.isDale === true })),
};

const writeBoard = async (turn: number): Promise<void> => {
  const view = turnBoardView(publicView(state), table);
  const name = `turn-${String(turn).padStart(3, '0')}`;
  const { market, boroughs } = await renderTurnBoard(view);
  write('turn board: market', `${name}-market.png`, market);
  boroughs.forEach((page, i) => write('turn board: boroughs', `${name}-boroughs${boroughs.length === 1 ? '' : `-${i + 1}`}.png`, page.picture));
};

let turns = 0;
let placementWritten = false;
while (state.phase !== 'finished') {
  const move = choosePolicyMove(state);
  // goal choices have no placement; a turn move's placement view shows the offers it was picked from
  const choice = move.kind === 'chooseGoal' || move.kind === 'keepRandomGoal' || move.kind === 'undo' ? undefined : choiceOfMove(move);
  if (choice !== undefined && !placementWritten && turns >= 2 * state.players.length && choice.action !== 'invest') {
    const offers = offerPlacements(state, choice);
    write('placement', `placement-turn-${String(turns + 1).padStart(3, '0')}.png`, await renderPlacement(placementView(publicView(state), choice, offers, table)));
    placementWritten = true;
  }
  const applied = applyMove(state, move);
  if (!applied.ok) throw new Error(`the policy's move was rejected: ${applied.rejection.code} ${JSON.stringify(move)}`);
  const wasGoals = state.phase === 'goals';
  state = applied.state;
  if (wasGoals && state.phase === 'goals') continue;
  if (!wasGoals) turns += 1;
  await writeBoard(turns);
}

const scores = finalScores(state);
if (scores === undefined) throw new Error('the game ended without final scores');
write('final results', 'final-results.png', await renderFinalResults(finalResultsView(scores, table)));
write('tile card', 'tile-card.png', await renderTileCard(tileCardView(tileById('office-building'))));

console.log(`${turns} turns, pictures in ${outDir}`);
console.log('picture                 count  draw ms  encode ms  mean KB  max KB');
for (const [kind, s] of stats) {
  const row = [
    kind.padEnd(22),
    String(s.count).padStart(6),
    (s.drawMs / s.count).toFixed(1).padStart(8),
    (s.encodeMs / s.count).toFixed(1).padStart(10),
    (s.bytes / s.count / 1024).toFixed(0).padStart(8),
    (s.maxBytes / 1024).toFixed(0).padStart(7),
  ];
  console.log(row.join(' '));
}
