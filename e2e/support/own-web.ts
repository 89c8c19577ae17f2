import { spawn } from "node:child_process";
import { freePort } from "../../services/testing/free-port";
import { waitForOk } from "../../services/testing/wait-for-ok";
import { E2E_WEB_ENV } from "./environment";

/**
 * A web instance of a journey's own: `next start` of the suite's build on a free port, calling
 * the suite's services, with `env` over the suite's web environment (a shared page cache).
 */
export interface OwnWeb {
  url: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
const NEXT_BIN = "node_modules/next/dist/bin/next";

export async function startOwnWeb(env: Record<string, string>): Promise<OwnWeb> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // Node itself rather than npx: stopping the child stops the server.
  const child = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port)], {
    env: { ...process.env, ...E2E_WEB_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  await waitForOk(url, child, { timeoutMs: READY_TIMEOUT_MS, output: () => output });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
