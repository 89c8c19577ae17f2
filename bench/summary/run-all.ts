/**
 * `npm run bench`: every bench, one after the other (the web pages' only when a production build
 * is there), then one table of their figures against the goals (docs/performance.md). Each
 * bench's own output comes first.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_FIGURES_FILE, formatSummary, readFigures } from "./bench-figures";

const SERVICE_BENCHES = [
  "bench/search.bench.ts",
  "bench/order-fill-to-socket.bench.ts",
  "bench/order-surge.bench.ts",
  "bench/broker-price-fanout.bench.ts",
  "bench/exit-rules.bench.ts",
];
/** Lighthouse, page weight and page load need a production build; without one they are left out. */
const WEB_BENCHES = [
  "bench/web-lighthouse.ts",
  "bench/public-page-load.ts",
  "bench/public-page-instances.ts",
];
const built = existsSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"));
const BENCHES = built ? [...SERVICE_BENCHES, ...WEB_BENCHES] : SERVICE_BENCHES;

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
  if (!built) console.log("web pages: left out (no production build: npm run build first)\n");
  console.log(formatSummary(readFigures(file)));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
