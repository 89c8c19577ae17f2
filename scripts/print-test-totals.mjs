// Prints one closing line per runner, 'unit: N passed, N failed', from their JSON reports.
import { existsSync, readFileSync } from "node:fs";

const [unitReport, e2eReport] = process.argv.slice(2);

function read(path) {
  return path && existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

const unit = read(unitReport);
if (unit) {
  console.log(
    `unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed, ${unit.numPendingTests} skipped`,
  );
}
const e2e = read(e2eReport);
if (e2e) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = e2e.stats ?? {};
  console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
}
