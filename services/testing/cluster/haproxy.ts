import { execFile, spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { haproxyConfig, type BalancerLayout } from "./haproxy-config";

/** Debian's HAProxy (scripts/ensure-haproxy.sh installs it); HAPROXY_PATH names another. */
function haproxyBinary(): string {
  if (process.env.HAPROXY_PATH) return process.env.HAPROXY_PATH;
  // /usr/sbin is not on every user's PATH.
  return existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy";
}

/** Whether HAProxy runs here: the benches through the balancer skip without it. */
export function haproxyInstalled(): boolean {
  return spawnSync(haproxyBinary(), ["-v"], { stdio: "ignore" }).status === 0;
}

/**
 * Each server as the balancer sees it, by `backend/server`: its status (UP, DOWN, or on the way:
 * `DOWN 1/2`), its connections now, and since the balancer started the requests it sent there,
 * the connections it opened to it and the requests it sent on one already open.
 */
export type ServerStates = Record<
  string,
  { status: string; connections: number; requests: number; opened: number; reused: number }
>;

export interface Balancer {
  serverStates(): Promise<ServerStates>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;

/** Writes the configuration into `dir`, checks it, and runs HAProxy in the foreground. */
export async function startBalancer(layout: BalancerLayout, dir: string): Promise<Balancer> {
  const configFile = path.join(dir, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig(layout));
  const binary = haproxyBinary();
  await promisify(execFile)(binary, ["-c", "-q", "-f", configFile]);
  // -db: stay in the foreground, so stopping this process stops the balancer.
  const child = spawn(binary, ["-db", "-f", configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  // Its log: one line per request, naming the server and the retries (haproxy-config.ts).
  const log = createWriteStream(path.join(dir, "haproxy.log"));
  child.stderr.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
    log.write(chunk);
  });
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      log.end();
      resolve();
    }),
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const adminCommand = (command: string) => askAdminSocket(layout.adminSocket, command);
  const deadline = performance.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${output}`);
    if (await adminCommand("show info").then(Boolean, () => false)) break;
    if (performance.now() > deadline) throw new Error(`HAProxy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    serverStates: async () => parseServerStates(await adminCommand("show stat")),
    stop: async () => {
      process.off("exit", killOnExit);
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Resolves once the balancer reports `server` (`backend/name`) as `status` (UP, DOWN): taken into
 * rotation, or out of it after its failed health checks.
 */
export async function untilServerStatus(
  balancer: Balancer,
  server: string,
  status: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while ((await balancer.serverStates())[server]?.status !== status) {
    if (performance.now() > deadline) throw new Error(`The balancer never saw ${server} ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One command on HAProxy's runtime API; resolves to its whole answer. */
function askAdminSocket(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(socketPath, () => socket.end(`${command}\n`));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/** `show stat`'s CSV (`# pxname,svname,…,status,…`) to the servers' states. */
export function parseServerStates(csv: string): ServerStates {
  const [header, ...rows] = csv.trim().split("\n");
  const columns = (header ?? "").replace(/^# /, "").split(",");
  const at = (name: string) => columns.indexOf(name);
  const states: ServerStates = {};
  for (const row of rows) {
    const cells = row.split(",");
    const server = cells[at("svname")];
    if (!server || server === "FRONTEND" || server === "BACKEND") continue;
    const count = (column: string) => Number(cells[at(column)] || 0);
    states[`${cells[at("pxname")]}/${server}`] = {
      status: cells[at("status")] ?? "",
      connections: count("scur"),
      requests: count("stot"),
      opened: count("connect"),
      reused: count("reuse"),
    };
  }
  return states;
}
