import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { waitForOk } from "./wait-for-ok";

/** The services' entry as the journeys and the local cluster run it: node with tsx's loader. */
// node --import tsx, not the tsx CLI: the CLI runs the services in a child of its own, which a
// SIGKILL of the CLI would leave running.
export const SERVICES_COMMAND = ["--import", "tsx", "services/main.ts"];
/** `next start` run by node itself, for the same reason (npx would stand between). */
export const NEXT_START_COMMAND = ["node_modules/next/dist/bin/next", "start"];

export interface ServerSpec {
  /** Node's arguments (SERVICES_COMMAND, NEXT_START_COMMAND plus its options). */
  args: string[];
  /** Over the parent's environment. */
  env: Record<string, string>;
  /** Resolved once this answers 200. */
  readyUrl: string;
  readyTimeoutMs: number;
  /** Every line the process writes is appended here too (the local cluster's logs). */
  logFile?: string;
}

/** A server process started by a test or the local cluster. */
export interface ServerProcess {
  readonly pid: number;
  /** Whether it has exited (or been killed). */
  readonly exited: boolean;
  /** SIGKILL: no shutdown, as a crash. */
  kill(): Promise<void>;
  /** SIGTERM: its own clean shutdown. */
  stop(): Promise<void>;
}

const KEPT_OUTPUT = 4_000;

/** Spawns `node …args` and resolves once `readyUrl` answers; fails with its last output if it dies. */
export async function startServerProcess(spec: ServerSpec): Promise<ServerProcess> {
  const child = spawn(process.execPath, spec.args, {
    env: { ...process.env, ...spec.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const log = spec.logFile ? createWriteStream(spec.logFile, { flags: "a" }) : undefined;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
    log?.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  // A runner that stops mid-test (a timeout) must not leave the server behind it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      process.off("exit", killOnExit);
      log?.end();
      resolve();
    }),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals) => {
    if (alive()) child.kill(signal);
    await exited;
  };
  try {
    await waitForOk(spec.readyUrl, child, {
      timeoutMs: spec.readyTimeoutMs,
      output: () => output,
    });
  } catch (error) {
    await end("SIGKILL");
    throw error;
  }
  return {
    pid: child.pid!,
    get exited() {
      return !alive();
    },
    kill: () => end("SIGKILL"),
    stop: () => end("SIGTERM"),
  };
}
