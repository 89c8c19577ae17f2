import type { ChildProcess } from "node:child_process";

/**
 * Resolves once `url` answers 200; fails as soon as the process serving it exits, or after
 * `timeoutMs`. `output` (the process's last lines) is added to either failure.
 */
export async function waitForOk(
  url: string,
  server: ChildProcess,
  { timeoutMs, output }: { timeoutMs: number; output?: () => string },
): Promise<void> {
  const said = () => (output ? `:\n${output()}` : "");
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${url}: its server exited${said()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${said()}`);
}
