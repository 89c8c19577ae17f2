// Prints one closing line per runner, 'unit: N passed, N failed', from their JSON reports, and
// under it the name of every test that failed: CI shows only the end of its log, so a red run
// must name its failures there.
import { existsSync, readFileSync } from "node:fs";

const [unitReport, e2eReport, clusterReport] = process.argv.slice(2);

function read(path) {
  return path && existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

/** Vitest's JSON report: failed tests, and files that failed outside any test (an import, a hook). */
function unitFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) failures.push(`${file.name}: ${test.fullName}`);
    if (file.status === "failed" && failedTests.length === 0) {
      failures.push(`${file.name}: ${String(file.message ?? "failed").split("\n")[0]}`);
    }
  }
  return failures;
}

/** Playwright's JSON report: tests whose every try failed. */
function e2eFailures(report) {
  const failures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected") {
          failures.push(`${spec.file}:${spec.line} [${test.projectName}] ${spec.title}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return failures;
}

function printFailures(failures) {
  for (const failure of failures) console.log(`  failed: ${failure}`);
}

const unit = read(unitReport);
if (unit) {
  console.log(
    `unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed, ${unit.numPendingTests} skipped`,
  );
  const failures = unitFailures(unit);
  printFailures(failures);
  // Vitest fails a run on an error thrown outside every test (an unhandled rejection, say).
  if (unit.success === false && failures.length === 0) {
    console.log("  failed: an error outside any test (the run's 'Errors' above names it)");
  }
}
/** One line for a Playwright run, and its failures. */
function printE2e(name, report) {
  if (!report) return;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  console.log(`${name}: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
  printFailures(e2eFailures(report));
}

printE2e("e2e", read(e2eReport));
printE2e("e2e cluster", read(clusterReport));
