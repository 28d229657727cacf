import type { BenchRow } from './bench-row';

const COLUMNS = ['section', 'figure', 'value', 'ratio', 'note'] as const;

/** The rows as a plain-text table (monospace, `|` separated) that pastes into an issue as it is. */
export function formatBenchTable(rows: BenchRow[]): string {
  const cells = rows.map((row) => COLUMNS.map((column) => row[column] ?? ''));
  const widths = COLUMNS.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: readonly string[]) => `| ${values.map((v, i) => (i === 2 || i === 3 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 2 || i === 3 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(COLUMNS), rule, ...cells.map(line)].join('\n');
}
