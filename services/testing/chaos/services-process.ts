import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const ENTRY = path.join(REPO_ROOT, "services/testing/chaos/drill-services.ts");
/** The log lines kept for a failure's message: the end of the process's output. */
const KEPT_OUTPUT = 8_000;

const DRILL_SET = ["DATABASE_URL", "REDIS_URL", "PGLITE_DATA_DIR", "SESSION_SECRET"];

/** A services process of the chaos drill, as its output announced it. */
export interface ServicesProcess {
  url: string;
  /** The drill's order book endpoint (drill-services.ts). */
  inspectionUrl: string;
  /** The end of what it printed, for a failure's message. */
  output(): string;
  /** SIGKILL: no shutdown, no cleanup, as a crash. */
  kill(): Promise<void>;
}

/**
 * Starts drill-services.ts (TypeScript through tsx's loader) with `env` over the test's own environment (PATH, and
 * faketime's variables under `npm run test:dates`), and resolves once it listens.
 */
export function startServicesProcess(env: Record<string, string>): Promise<ServicesProcess> {
  // The drill names the database and Redis itself; a developer's own must not leak in.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !DRILL_SET.includes(name)),
  );
  // node --import tsx, not the tsx CLI: the CLI runs the services in a child of its own, which
  // a SIGKILL of the CLI would leave running (and holding the PGlite directory).
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
    cwd: REPO_ROOT,
    env: { ...inherited, NODE_ENV: "test", PORT: "0", ...env },
  });
  // A test runner that stops mid-drill (a timeout) must not leave the services behind it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      process.off("exit", killOnExit);
      resolve();
    }),
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
  };
  child.stderr.on("data", keep);
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      keep(chunk);
      const url = /Services listening on (http:\/\/\S+)/.exec(output)?.[1];
      const inspectionUrl = /Drill inspection on (http:\/\/\S+)/.exec(output)?.[1];
      if (url && inspectionUrl)
        resolve(running(child, exited, { url, inspectionUrl }, () => output));
    });
    void exited.then(() => reject(new Error(`services exited before listening:\n${output}`)));
  });
}

function running(
  child: ChildProcessWithoutNullStreams,
  exited: Promise<void>,
  urls: { url: string; inspectionUrl: string },
  output: () => string,
): ServicesProcess {
  return {
    ...urls,
    output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
