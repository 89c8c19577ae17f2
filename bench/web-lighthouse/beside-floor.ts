// Each page beside the floor measured in the same run (issue #55): a bare Next.js page with
// Chakra's provider (bench/web-floor). A page's absolute figures move with the machine; how far
// it is from the floor on the same machine at the same time is what the goals hold.
import { formatTable } from "../summary/text-table";

export interface Measured {
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

/** How far from the floor a page may be; a figure without a bound is printed, not held. */
export interface FloorGoals {
  /** At most this many performance points under the floor's. */
  performanceBelow?: number;
  /** LCP at most this many milliseconds after the floor's. */
  lcpAfterMs?: number;
  /** TBT at most this many milliseconds over the floor's. */
  tbtOverMs?: number;
}

export interface FloorFigure {
  figure: string;
  measured: string;
  goal: string;
  met: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/** The bounds `row` misses: each figure further from the floor's than its goal allows. */
function misses(row: Measured, floor: Measured, goals: FloorGoals) {
  const { performanceBelow, lcpAfterMs, tbtOverMs } = goals;
  return {
    performance:
      performanceBelow !== undefined && row.performance < floor.performance - performanceBelow,
    lcp: lcpAfterMs !== undefined && row.lcpMs > floor.lcpMs + lcpAfterMs,
    tbt: tbtOverMs !== undefined && row.tbtMs > floor.tbtMs + tbtOverMs,
  };
}

/** Each bounded figure of `row` against the floor's, as the bench summary records them. */
export function floorFigures(row: Measured, floor: Measured, goals: FloorGoals): FloorFigure[] {
  const missed = misses(row, floor, goals);
  const figures: FloorFigure[] = [];
  if (goals.performanceBelow !== undefined) {
    figures.push({
      figure: `Lighthouse performance beside the floor, ${row.page}`,
      measured: `${row.performance} (floor ${floor.performance})`,
      goal: `≥ floor − ${goals.performanceBelow}`,
      met: !missed.performance,
    });
  }
  if (goals.lcpAfterMs !== undefined) {
    figures.push({
      figure: `Largest Contentful Paint beside the floor, ${row.page}`,
      measured: `${seconds(row.lcpMs)} (floor ${seconds(floor.lcpMs)})`,
      goal: `≤ floor + ${seconds(goals.lcpAfterMs)}`,
      met: !missed.lcp,
    });
  }
  if (goals.tbtOverMs !== undefined) {
    figures.push({
      figure: `Total Blocking Time beside the floor, ${row.page}`,
      measured: `${millis(row.tbtMs)} (floor ${millis(floor.tbtMs)})`,
      goal: goals.tbtOverMs ? `≤ floor + ${millis(goals.tbtOverMs)}` : "≤ floor",
      met: !missed.tbt,
    });
  }
  return figures;
}

/**
 * The floor's row, then each page's figures and their difference from the floor's; a difference
 * past the page's goal is marked '!'.
 */
export function besideFloorTable(
  floor: Measured,
  rows: readonly (Measured & { goals: FloorGoals })[],
): string {
  const header = ["page", "performance", "LCP", "TBT", "± performance", "± LCP", "± TBT"];
  const figures = (row: Measured) => [
    row.page,
    String(row.performance),
    seconds(row.lcpMs),
    millis(row.tbtMs),
  ];
  const mark = (missed: boolean) => (missed ? "!" : "");
  const lines = rows.map((row) => {
    const missed = misses(row, floor, row.goals);
    const performance = row.performance - floor.performance;
    const lcp = row.lcpMs - floor.lcpMs;
    const tbt = row.tbtMs - floor.tbtMs;
    return [
      ...figures(row),
      signed(String(performance), performance) + mark(missed.performance),
      signed(seconds(lcp), lcp) + mark(missed.lcp),
      signed(millis(tbt), tbt) + mark(missed.tbt),
    ];
  });
  const floorRow = [...figures({ ...floor, page: "floor" }), "", "", ""];
  return formatTable(header, [floorRow, ...lines]).lines.join("\n");
}
