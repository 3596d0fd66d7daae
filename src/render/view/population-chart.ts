/** The population chart's view model: the engine's population series with the seats' names and colours. */
import type { PopulationSeries, SoloMode } from '../../engine/index.ts';
import type { PopulationChartView } from '../view-model.ts';
import { seatName, type TableInfo } from './seats.ts';

/** A Lone Architect round is one turn, so its chart counts turns; Dale the Bot's rounds end with his turn. */
export const populationChartView = (series: PopulationSeries, table: TableInfo, solo: SoloMode | undefined): PopulationChartView => ({
  title: table.title,
  step: solo === 'architect' ? 'Turn' : 'Round',
  lines: series.rounds.map((rounds, seat) => {
    const final = series.final?.[seat];
    return { seat, name: seatName(table, seat), colour: seat, rounds, ...(final === undefined ? {} : { final }) };
  }),
  redLines: series.redLines,
});
