import { percentiles } from "../summary/percentiles";

/** The realtime bench's figures: one row per setup. */
export interface FillRow {
  label: string;
  sockets: number;
  fills: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of fill → socket latencies (ms). */
export function fillPercentiles(latencies: readonly number[]) {
  if (latencies.length === 0) throw new Error("No fill reached the trader's socket");
  return { fills: latencies.length, ...percentiles(latencies) };
}

export function formatFillRow(row: FillRow): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `  ${row.label}: ${row.sockets} sockets, ${row.fills} fills: ` +
    `p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, max ${ms(row.max)}`
  );
}
