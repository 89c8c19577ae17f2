/** What a bounded load run measured: requests answered per second and their latency. */
export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

export interface LoadRun {
  url: string;
  headers?: Record<string, string>;
  /** Requests in flight at once: each worker sends its next as soon as its last is answered. */
  concurrency: number;
  durationMs: number;
}

/** The value below which `fraction` of the sorted `values` lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/**
 * A closed-loop load run on loopback: `concurrency` workers, each sending GET after GET for the
 * duration and reading every body in full. Bounded by construction, so it measures the server
 * at a fixed pressure rather than queueing an open flood.
 */
export async function boundedLoad(run: LoadRun): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + run.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await fetch(run.url, { headers: run.headers, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status === 200) latencies.push(performance.now() - sent);
        else failures++;
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: run.concurrency }, worker));
  const elapsedSeconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    requestsPerSecond: sorted.length / elapsedSeconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures,
  };
}

/** One printed line of a load run's figures, its label padded to `width`. */
export function formatLoadRow(label: string, f: LoadFigures, width = 44): string {
  return `  ${label.padEnd(width)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${f.p50Ms.toFixed(1).padStart(6)} ms   p99 ${f.p99Ms.toFixed(1).padStart(6)} ms   (${f.requests} answered, ${f.failures} failed)`;
}
