import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { boundedLoad, percentile } from "./bounded-load";

describe("bounded load", () => {
  it("takes the nearest-rank percentile", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("keeps at most `concurrency` requests in flight and counts answers and failures", async () => {
    let inFlight = 0;
    let most = 0;
    let served = 0;
    const server = createServer((request, response) => {
      inFlight++;
      most = Math.max(most, inFlight);
      const status = ++served % 5 === 0 ? 500 : 200;
      setTimeout(() => {
        inFlight--;
        response.writeHead(status).end("ok");
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const figures = await boundedLoad({ url, concurrency: 3, durationMs: 300 });
      expect(most).toBeLessThanOrEqual(3);
      expect(figures.requests + figures.failures).toBe(served);
      expect(figures.failures).toBe(Math.floor(served / 5));
      expect(figures.p99Ms).toBeGreaterThanOrEqual(figures.p50Ms);
      expect(figures.requestsPerSecond).toBeGreaterThan(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
