/**
 * `npm run bench`: every bench of the services, one after the other, then one table of their
 * figures against the goals (docs/performance.md). Each bench's own output comes first.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_FIGURES_FILE, formatSummary, readFigures } from "./bench-figures";

const BENCHES = ["bench/search.bench.ts", "bench/order-fill-to-socket.bench.ts"];

const dir = mkdtempSync(path.join(tmpdir(), "strikeline-bench-"));
const file = path.join(dir, "figures.jsonl");
let failed = false;
try {
  for (const bench of BENCHES) {
    const run = spawnSync(process.execPath, ["--import", "tsx", bench], {
      stdio: "inherit",
      env: { ...process.env, [BENCH_FIGURES_FILE]: file },
    });
    if (run.status !== 0) {
      console.error(`${bench} failed (exit ${run.status ?? run.signal})`);
      failed = true;
    }
  }
  console.log(`\nsummary (docs/performance.md says how each figure is measured)\n`);
  console.log(formatSummary(readFigures(file)));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
