import type { LogLevel } from '../config/env.ts';

export type Log = {
  readonly error: (message: string, detail?: unknown) => void;
  readonly warn: (message: string, detail?: unknown) => void;
  readonly info: (message: string, detail?: unknown) => void;
  readonly debug: (message: string, detail?: unknown) => void;
};

const RANK: Readonly<Record<LogLevel, number>> = { error: 0, warn: 1, info: 2, debug: 3 };

/** One line per event on stderr, prefixed by its level; events below `level` are dropped. */
export const createLog = (level: LogLevel): Log => {
  const at = (eventLevel: LogLevel) => (message: string, detail?: unknown): void => {
    if (RANK[eventLevel] > RANK[level]) return;
    const suffix = detail === undefined ? '' : ` ${detail instanceof Error ? (detail.stack ?? detail.message) : JSON.stringify(detail)}`;
    process.stderr.write(`${new Date().toISOString()} ${eventLevel.toUpperCase()} ${message}${suffix}\n`);
  };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
};
