/** The printed table: one row per number, each target beside the number it judges, met or missed. */
export type Verdict = 'met' | 'missed';
export type Row = { readonly section: string; readonly measure: string; readonly value: string; readonly target?: string; readonly verdict?: Verdict };

export const judged = (met: boolean): Verdict => (met ? 'met' : 'missed');

const pad = (text: string, width: number): string => (text.length >= width ? text : text + ' '.repeat(width - text.length));

export const formatTable = (rows: readonly Row[]): string => {
  const header: Row = { section: 'section', measure: 'measure', value: 'value', target: 'target', verdict: undefined };
  const cells = [header, ...rows].map((r) => [r.section, r.measure, r.value, r.target ?? '', r.verdict ?? (r === header ? 'verdict' : '')]);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...cells.map((row) => (row[c] ?? '').length)));
  const line = (row: readonly string[]) => row.map((cell, c) => (c < 4 ? pad(cell, widths[c] ?? 0) : cell)).join(' | ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-') + '-+--------';
  return [line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join('\n');
};
