import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BENCH_FIGURES_FILE, formatSummary, readFigures, recordFigure } from "./bench-figures";

describe("the bench summary", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-figures-"));
  const file = path.join(dir, "figures.jsonl");
  afterEach(() => {
    delete process.env[BENCH_FIGURES_FILE];
    rmSync(file, { force: true });
  });

  it("collects what each bench records, in order, when a summary is being collected", () => {
    process.env[BENCH_FIGURES_FILE] = file;
    recordFigure({ figure: "search p99", measured: "3.0 ms", goal: "< 10 ms", met: true });
    recordFigure({ figure: "JS on /", measured: "282 kB", goal: "≤ 200 kB", met: false });
    expect(readFigures(file).map((f) => f.figure)).toEqual(["search p99", "JS on /"]);
  });

  it("records nothing when a bench runs alone", () => {
    recordFigure({ figure: "search p99", measured: "3.0 ms", goal: "< 10 ms", met: true });
    expect(readFigures(file)).toEqual([]);
  });

  it("prints one aligned row a figure and says how many goals were met", () => {
    const table = formatSummary([
      { figure: "search p99", measured: "3.0 ms", goal: "< 10 ms", met: true },
      { figure: "JavaScript on /", measured: "282 kB", goal: "≤ 200 kB", met: false },
    ]);
    expect(table.split("\n")).toEqual([
      "figure           measured  goal",
      "---------------  --------  --------  -------",
      "search p99       3.0 ms    < 10 ms   met",
      "JavaScript on /  282 kB    ≤ 200 kB  NOT met",
      "1 of 2 goals met",
    ]);
  });
});
