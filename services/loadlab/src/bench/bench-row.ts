/** One line of the bench table: a figure, and where it has one, its ratio to the figure it is measured against. */
export interface BenchRow {
  section: string;
  figure: string;
  value: string;
  /** e.g. `0.18x bare`: measured side by side in the same run, so it means more than the value. */
  ratio?: string;
  note?: string;
}

/** Progress for the person watching (stderr, so stdout carries only the table). */
export type BenchLog = (line: string) => void;

export const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `a / b` as `0.18x against`: two decimals below 10 (1.03x is not 1.0x), none above; `n/a` when b is 0. */
export const times = (a: number, b: number, against: string) => (b > 0 && Number.isFinite(a / b) ? `${fixed(a / b, a / b >= 10 ? 0 : 2)}x ${against}` : 'n/a');

export const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The value at quantile q (0..1) of some values, nearest rank. */
export const quantile = (values: number[], q: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};

export const kb = (bytes: number) => `${fixed(bytes / 1024, 1)} KB`;
export const ms = (millis: number) => (Number.isFinite(millis) ? `${fixed(millis, millis < 10 ? 1 : 0)} ms` : 'n/a');
