/** Nearest-rank percentiles of a set of times (ms); an unfinished one counts as Infinity. */
export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

export function percentiles(values: readonly number[]): Percentiles {
  if (values.length === 0) return { p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1)! };
}

/** One setup's figures at one crowd size. */
export interface SurgeFigures {
  label: string;
  traders: number;
  placeAnswer: Percentiles;
  toTracking: Percentiles;
  /** Hedges filled, a SELL not yet sent. */
  halfEntered: Percentiles;
  exitAnswer: Percentiles;
  toExited: Percentiles;
  /** The distinct counts of broker orders per leg and action: [1] when none was doubled. */
  ordersPerLeg: number[];
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "never");
const pair = (p: Percentiles) => `${ms(p.p50)} / ${ms(p.p99)}`;

/** The figures as a table: each time as p50 / p99. */
export function surgeRows(figures: readonly SurgeFigures[]): string {
  const header = [
    "setup",
    "traders",
    "place answer",
    "to TRACKING",
    "half entered (max)",
    "exit answer",
    "to EXITED",
    "orders/leg",
  ];
  const rows = figures.map((f) => [
    f.label,
    String(f.traders),
    pair(f.placeAnswer),
    pair(f.toTracking),
    `${pair(f.halfEntered)} (${ms(f.halfEntered.max)})`,
    pair(f.exitAnswer),
    pair(f.toExited),
    f.ordersPerLeg.join(","),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}
