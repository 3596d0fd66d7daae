/** The machine a run was measured on, recorded next to the numbers. */
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

export type Machine = {
  readonly cpu: string;
  readonly cores: number;
  readonly node: string;
  readonly platform: string;
  readonly memoryGiB: number;
  readonly loadAverageAtStart: readonly number[];
  readonly startedAt: string;
};

const cpuModel = (): string => {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
    if (line !== undefined) return line.slice(line.indexOf(':') + 1).trim();
  } catch {
    // not Linux: fall back to what Node reports
  }
  return cpus()[0]?.model ?? 'unknown';
};

export const machine = (): Machine => ({
  cpu: cpuModel(),
  cores: availableParallelism(),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
  loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
  startedAt: new Date().toISOString(),
});
