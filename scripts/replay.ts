/**
 * Replays a game record offline (src/record) and writes its pictures: the final results and the population chart.
 *
 *   npm run replay -- record.json --out dir/
 *
 * A record the engine refuses, or whose replay does not give the recorded game (a digest after a log entry, the
 * final result or the projection's SHA-256 differs), is refused with the first log entry where it goes wrong
 * (exit status 1) and nothing is written. A game that ended unfinished (abandoned) has no final results: only its
 * chart is written. Exit status 2: the command line or the file could not be used.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { finalScores, populationSeries } from '../src/engine/index.ts';
import { parseRecord, verifyRecord } from '../src/record/index.ts';
import { finalResultsView, populationChartView, renderFinalResults, renderPopulationChart, type TableInfo } from '../src/render/index.ts';

/** Ends the program with `message` on stderr (a declaration, so that the compiler knows nothing runs after it). */
function stop(status: number, message: string): never {
  console.error(message);
  process.exit(status);
}

const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
const [file, ...extra] = positionals;
if (file === undefined || extra.length > 0 || values.out === undefined) stop(2, 'usage: npm run replay -- record.json --out dir/');

let text = '';
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  stop(2, `cannot read ${file}: ${(error as Error).message}`);
}
const parsed = parseRecord(text);
if (!parsed.ok) stop(1, `refused: ${parsed.problem}`);
const { record } = parsed;
const verified = verifyRecord(record);
if (!verified.ok) stop(1, `refused: ${verified.problem}`);
const { state } = verified;

const moves = record.log.map((e) => e.move);
const series = populationSeries({ options: record.options, seed: record.seed, rulesVersion: record.rulesVersion, moves });
if ('ok' in series) throw new Error(`a verified record does not replay: ${series.rejection.code}`);
const table: TableInfo = { title: record.title, seats: record.seats };
const outDir = values.out;
mkdirSync(outDir, { recursive: true });

const written: string[] = [];
const write = (name: string, png: Buffer): void => {
  writeFileSync(join(outDir, name), png);
  written.push(join(outDir, name));
};
const scores = finalScores(state);
if (scores !== undefined) write('final-results.png', (await renderFinalResults(finalResultsView(scores, table))).png);
write('population.png', (await renderPopulationChart(populationChartView(series, table, record.options.solo))).png);

const ending = scores === undefined ? `unfinished in round ${state.round}` : `finished after round ${state.round}`;
console.log(`replayed ${record.title}: ${record.log.length} log entries, ${ending}, as recorded; wrote ${written.join(', ')}`);
