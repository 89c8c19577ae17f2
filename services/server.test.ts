import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { MATCH_INTERVAL_MS } from "./brokers/test-broker/resting-order-matcher";
import { startServices } from "./server";
import { recordingLogger } from "./testing/recording-logger";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "./testing/test-config";

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("startServices", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  it("serves every health endpoint over real HTTP and logs each base URL", async () => {
    const logger = recordingLogger();
    const services = await startServices(testConfig(), logger);
    try {
      expect(services.url).toBe(`http://127.0.0.1:${services.port}`);
      const root = await fetch(`${services.url}/health`);
      expect(root.status).toBe(200);
      expect(await root.json()).toMatchObject({ status: "ok", database: "ok" });
      // Idle connections are the balancer's to close (docs/deploy.md), so it is told 65 s.
      expect(root.headers.get("keep-alive")).toBe("timeout=65");
      const search = await fetch(`${services.url}/search/health`);
      expect(await search.json()).toEqual({ status: "ok", service: "search" });
      // The market feed answers from the embedded market (real time: any price, or none).
      const feed = await fetch(`${services.url}/market-feed/marketfeed/ltp?instrument_token=3727`);
      expect(feed.status).toBe(200);
      const prices = (await feed.json()) as { isSuccess: boolean; data: Record<string, number> };
      expect(prices.isSuccess).toBe(true);
      expect(prices.data["3727"]).toBeGreaterThan(0);
      const logged = logger.entries.map((e) => e.message).join("\n");
      expect(logged).toContain(`${services.url}/user-strategy`);
      expect(logged).toContain(`ws://127.0.0.1:${services.port}/realtime`);
    } finally {
      await services.stop();
    }
    // A second stop (say, SIGTERM after SIGINT) must not fail on already-closed resources.
    await expect(services.stop()).resolves.toBeUndefined();
  });

  it("stops the paper broker's order matcher before closing the database", async () => {
    const logger = recordingLogger();
    const services = await startServices(testConfig(), logger);
    await services.stop();
    // A matcher still ticking (every second) would now fail on the closed database, and log it.
    await sleep(MATCH_INTERVAL_MS * 1.5);
    expect(logger.entries.filter((entry) => entry.level === "error")).toEqual([]);
  });

  it("fails to start on a port already taken, closing what it opened", async () => {
    const first = await startServices(testConfig(), recordingLogger());
    try {
      await expect(
        startServices(testConfig({ port: first.port }), recordingLogger()),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.stop();
    }
  });
});

describe("services/main.ts", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  it("starts, answers /health, and exits 0 on SIGTERM", async () => {
    // node --import tsx, not the tsx CLI: the CLI relays a SIGTERM to its child and, when the
    // child has not answered within 30 ms (a busy machine), kills it and exits 143.
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(REPO_ROOT, "services/main.ts")],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, NODE_ENV: "test", PORT: "0", PGLITE_DATA_DIR: "memory://" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );
    let output = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Services listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      void exited.then((code) => reject(new Error(`exited early (${code}): ${output}`)));
    });

    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("Services stopped");
  });
});
