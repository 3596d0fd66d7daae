/**
 * Plays one seeded game offline with the engine's built-in policy and writes its pictures:
 * the turn board (market + boroughs pages) after every turn, one placement view, the final results, the population
 * chart and a tile card; and the game's record, record.json, which `npm run replay` replays.
 *
 *   npm run demo -- --players 4 --seed 7 --out out/
 *   npm run demo -- --players 1 --solo dale --seed 3 --out out/dale/
 *   npm run demo -- --players 3 --sets nightlife,con,essen --seed 7 --out out/sets/
 *   npm run demo -- --players 5 --sets star --seed 7 --out out/star/
 *
 * With sets, the placement view is of the first expansion tile placed from the third round on (if any is), and a
 * tile card is written for every tile of each chosen set, a card for every border with Suburbia Inc (the Star borders
 * too with 5★) and one for every bonus and challenge tile of the chosen sets. A market that takes two pictures (the
 * 5★ Star track, five players) is written as -market.png and -market-2.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  applyMove,
  AWARD_TILES,
  INC_BORDERS,
  STAR_BORDERS,
  choiceOfMove,
  choosePolicyMove,
  finalScores,
  isSetId,
  newGame,
  populationSeries,
  offerPlacements,
  publicView,
  SET_TILES,
  SETS,
  SOLO_MODES,
  tileById,
  type ActionChoice,
  type GameState,
  type Move,
  type SetId,
  type SoloMode,
} from '../src/engine/index.ts';
import {
  awardCardView,
  borderCardView,
  finalResultsView,
  placementView,
  populationChartView,
  renderAwardCard,
  renderBorderCard,
  renderFinalResults,
  renderPlacement,
  renderPopulationChart,
  renderTileCard,
  renderTurnBoard,
  tileCardView,
  turnBoardView,
  type Picture,
  type PlacementView,
  type TableInfo,
} from '../src/render/index.ts';
import { buildRecord, recordText } from '../src/record/index.ts';

const NAMES = ['Ann', 'Bea', 'Cal', 'Dev', 'Eve'];

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    seed: { type: 'string', default: '7' },
    out: { type: 'string', default: 'out/' },
    solo: { type: 'string' },
    sets: { type: 'string', default: '' },
  },
});
const players = Number(values.players);
const seed = Number(values.seed);
const solo = SOLO_MODES.find((m) => m === values.solo);
if (values.solo !== undefined && solo === undefined) throw new Error(`--solo must be one of ${SOLO_MODES.join(', ')}`);
const setNames = values.sets.split(',').map((s) => s.trim()).filter((s) => s !== '');
const unknown = setNames.filter((s) => !isSetId(s));
if (unknown.length > 0) throw new Error(`unknown sets ${unknown.join(', ')}: --sets takes a comma-separated list of ${SETS.join(', ')}`);
const sets = setNames.filter(isSetId) satisfies SetId[];
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


const options = { players, ...(solo === undefined ? {} : { solo: solo satisfies SoloMode }), ...(sets.length === 0 ? {} : { sets }) };
let state: GameState = newGame(options, seed);
const table: TableInfo = {
  title: `Suburbia demo (seed ${seed})`,
  seats: state.players.map((p, seat) => ({ name: p.isDale === true ? 'Dale the Bot' : (NAMES[seat] ?? `Seat ${seat + 1}`), bot: p.isDale === true })),
};

const writeBoard = async (turn: number): Promise<void> => {
  const view = turnBoardView(publicView(state), table);
  const name = `turn-${String(turn).padStart(3, '0')}`;
  const { marketPages, boroughs } = await renderTurnBoard(view);
  marketPages.forEach((page, i) => write('turn board: market', `${name}-market${i === 0 ? '' : `-${i + 1}`}.png`, page));
  boroughs.forEach((page, i) => write('turn board: boroughs', `${name}-boroughs${boroughs.length === 1 ? '' : `-${i + 1}`}.png`, page.picture));
};

/** The tile a choice places face up, if any. */
const placedTileId = (choice: ActionChoice): string | undefined => {
  if (choice.action === 'basic') return choice.basic;
  if (choice.action === 'buy') return state.market.find((e) => e.slot === choice.slot)?.tileId;
  return undefined;
};

const placesSetTile = (choice: ActionChoice): boolean => {
  const id = placedTileId(choice);
  return id !== undefined && tileById(id).set !== undefined;
};

/** The placement view written: the first from the third round on, or with sets the first of a set tile if one comes. */
let placement: { readonly file: string; readonly view: PlacementView; readonly setTile: boolean } | undefined;
let turns = 0;
const moves: Move[] = [];
while (state.phase !== 'finished') {
  const move = choosePolicyMove(state);
  // goal choices have no placement; a turn move's placement view shows the offers it was picked from
  const choice = move.kind === 'chooseGoal' || move.kind === 'keepRandomGoal' || move.kind === 'undo' ? undefined : choiceOfMove(move);
  if (choice !== undefined && choice.action !== 'invest' && turns >= 2 * state.players.length) {
    const setTile = sets.length > 0 && placesSetTile(choice);
    if (placement === undefined || (setTile && !placement.setTile)) {
      const view = placementView(publicView(state), choice, offerPlacements(state, choice), table);
      placement = { file: `placement-turn-${String(turns + 1).padStart(3, '0')}.png`, view, setTile };
    }
  }
  const applied = applyMove(state, move);
  if (!applied.ok) throw new Error(`the policy's move was rejected: ${applied.rejection.code} ${JSON.stringify(move)}`);
  const wasGoals = state.phase === 'goals';
  state = applied.state;
  moves.push(move);
  if (wasGoals && state.phase === 'goals') continue;
  if (!wasGoals) turns += 1;
  await writeBoard(turns);
}

if (placement !== undefined) write('placement', placement.file, await renderPlacement(placement.view));
const scores = finalScores(state);
if (scores === undefined) throw new Error('the game ended without final scores');
write('final results', 'final-results.png', await renderFinalResults(finalResultsView(scores, table)));
const game = { options, seed, rulesVersion: state.rulesVersion, moves };
const series = populationSeries(game);
if ('ok' in series) throw new Error(`the game's log does not replay: ${series.rejection.code}`);
write('population chart', 'population.png', await renderPopulationChart(populationChartView(series, table, solo)));
const record = buildRecord({ ...game, title: table.title, seats: table.seats });
if ('ok' in record) throw new Error(`the game's log does not replay: ${record.rejection.code}`);
writeFileSync(join(outDir, 'record.json'), recordText(record));
write('tile card', 'tile-card.png', await renderTileCard(tileCardView(tileById('office-building'))));
for (const set of sets) for (const def of SET_TILES[set]) write('tile card', `tile-card-${def.id}.png`, await renderTileCard(tileCardView(def)));
if (sets.includes('inc')) for (const def of INC_BORDERS) write('border card', `border-card-${def.id}.png`, await renderBorderCard(borderCardView(def)));
// the Star borders join the border pool with Suburbia Inc and 5★ both in play
if (sets.includes('inc') && sets.includes('star')) for (const def of STAR_BORDERS) write('border card', `border-card-${def.id}.png`, await renderBorderCard(borderCardView(def)));
for (const tile of AWARD_TILES.filter((t) => sets.includes(t.set))) write('award card', `award-card-${tile.id}.png`, await renderAwardCard(awardCardView(tile)));

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
