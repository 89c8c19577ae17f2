import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import { formatTable } from "./text-table";

/**
 * One figure a bench measured, against its goal: `npm run bench` collects every bench's figures
 * in the file BENCH_FIGURES_FILE names and prints them as one table at the end (run-all.ts).
 * A bench run alone (no BENCH_FIGURES_FILE) prints only its own output.
 */
export const benchFigureSchema = z.object({
  figure: z.string().min(1),
  measured: z.string().min(1),
  goal: z.string().min(1),
  met: z.boolean(),
});
export type BenchFigure = z.infer<typeof benchFigureSchema>;

export const BENCH_FIGURES_FILE = "BENCH_FIGURES_FILE";

/** Adds a figure to the run's summary, when a summary is being collected. */
export function recordFigure(figure: BenchFigure): void {
  const file = process.env[BENCH_FIGURES_FILE];
  if (!file) return;
  appendFileSync(file, `${JSON.stringify(benchFigureSchema.parse(figure))}\n`);
}

/** Every figure recorded in `file` (one JSON object a line), in the order recorded. */
export function readFigures(file: string): BenchFigure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => benchFigureSchema.parse(JSON.parse(line)));
}

/** The figures as a plain-text table, with how many goals were met. */
export function formatSummary(figures: readonly BenchFigure[]): string {
  const header = ["figure", "measured", "goal", ""];
  const rows = figures.map((f) => [f.figure, f.measured, f.goal, f.met ? "met" : "NOT met"]);
  const { widths, lines, line } = formatTable(header, rows);
  const met = figures.filter((f) => f.met).length;
  return [
    lines[0],
    line(widths.map((w) => "-".repeat(w))),
    ...lines.slice(1),
    `${met} of ${figures.length} goals met`,
  ].join("\n");
}
