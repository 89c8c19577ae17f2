import { formatTable } from "../summary/text-table";
import type { Percentiles } from "../summary/percentiles";

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
  /** SQL statements per basket placed and per basket exited (the paper broker's included). */
  statementsPerPlace: number;
  statementsPerExit: number;
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
    "statements per place / exit",
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
    `${f.statementsPerPlace.toFixed(1)} / ${f.statementsPerExit.toFixed(1)}`,
  ]);
  return formatTable(header, rows).lines.join("\n");
}
