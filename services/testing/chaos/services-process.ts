import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GO_LINE } from "./drill-go";

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
  /** SIGKILL: no shutdown, no cleanup, as a crash. */
  kill(): Promise<void>;
}

/** A services process spawned with its code loaded, that opens nothing until told to start. */
export interface SpareProcess {
  /** Opens the database and listens; resolves once it does. */
  start(): Promise<ServicesProcess>;
  kill(): Promise<void>;
}

/**
 * Spawns drill-services.ts (TypeScript through tsx's loader) with `env` over the test's own
 * environment (PATH, and faketime's variables under `npm run test:dates`). It loads its code
 * and waits: a restart then costs what starting the services costs, not Node and tsx loading
 * every module again on a busy machine.
 */
export function spareServicesProcess(env: Record<string, string>): SpareProcess {
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
  child.stderr.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
  });
  const listening = new Promise<{ url: string; inspectionUrl: string }>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
      const url = /Services listening on (http:\/\/\S+)/.exec(output)?.[1];
      const inspectionUrl = /Drill inspection on (http:\/\/\S+)/.exec(output)?.[1];
      if (url && inspectionUrl) resolve({ url, inspectionUrl });
    });
    void exited.then(() => reject(new Error(`services exited before listening:\n${output}`)));
  });
  // Unheard until start() is called: a spare killed unused is no failure.
  listening.catch(() => undefined);
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  return {
    kill,
    start: async () => {
      child.stdin.write(`${GO_LINE}\n`);
      return { ...(await listening), kill };
    },
  };
}

/** Spawns a services process and starts it at once. */
export function startServicesProcess(env: Record<string, string>): Promise<ServicesProcess> {
  return spareServicesProcess(env).start();
}
