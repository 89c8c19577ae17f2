import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Test files that run for minutes: begun first, beside the rest. */
const LONG_RUNNING = ["services/baskets/reconciling/chaos-drill.test.ts"];

/**
 * Vitest's own order, with the long-running files first in their project. In a fresh clone (CI)
 * vitest has no durations cached and begins the largest files first, which left the chaos drill
 * (a short file, minutes of killed and restarted processes) to begin near the end, alone on one
 * worker while the others had finished.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const firstOf = new Map<string, number>();
    sorted.forEach((file, i) => {
      if (!firstOf.has(file.project.name)) firstOf.set(file.project.name, i);
    });
    const isLong = (file: TestSpecification) =>
      LONG_RUNNING.some((path) => file.moduleId.endsWith(path));
    return sorted
      .map((file, i) => ({ file, at: isLong(file) ? firstOf.get(file.project.name)! - 0.5 : i }))
      .sort((a, b) => a.at - b.at)
      .map(({ file }) => file);
  }
}
