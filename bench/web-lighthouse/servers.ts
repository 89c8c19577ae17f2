// The processes the Lighthouse bench starts, each in its own process group so stopping one
// stops what it started (npx → node).
import { spawn, type ChildProcess } from "node:child_process";

/** How long a server the bench starts may take to answer. */
export const START_TIMEOUT_MS = 120_000;
const children: ChildProcess[] = [];
let stopping = false;

/** `npx <args>` with extra environment; its last output is printed if it dies early. */
export function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn("npx", args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", (code) => {
    if (code && !stopping) console.error(`${name} exited with ${code}:\n${log}`);
  });
  children.push(child);
  return child;
}

export function stopAll(): void {
  stopping = true;
  for (const child of children) {
    if (!child.pid || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
