import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Kept for the error when the instance dies before listening. */
const KEPT_OUTPUT = 4_000;

/**
 * A second services process (services/main.ts, as `npm run services` runs it) with `env`, on a
 * free port; resolves once it listens. Used to put the trader's socket on another instance than
 * the one that places the order.
 */
export function startServicesInstance(
  env: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "services/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: process.env.NODE_ENV ?? "development",
      ...env,
      PORT: "0",
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  let output = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
      const url = /Services listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, stop });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then(() => reject(new Error(`The second instance exited:\n${output}`)));
  });
}
