import { rmSync } from "node:fs";
import path from "node:path";
import { forgetSharedPages } from "../forget-shared-pages";
import { freePort } from "../free-port";
import {
  NEXT_START_COMMAND,
  SERVICES_COMMAND,
  startServerProcess,
  type ServerProcess,
} from "../server-process";
import { SERVICES_HEALTH_PATH, WEB_HEALTH_PATH } from "./haproxy-config";
import { startBalancer, untilServerStatus, type Balancer } from "./haproxy";

export type InstanceKind = "web" | "services";

export interface ClusterOptions {
  /** The balancer's web address (the pages) and services address (the build's NEXT_PUBLIC_*). */
  webPort: number;
  servicesPort: number;
  /** Every instance's environment: DATABASE_URL, REDIS_URL, SESSION_SECRET, NEXT_DIST_DIR… */
  env: Record<string, string>;
  /** The balancer's configuration, its admin socket and one log per instance go here. */
  dir: string;
  /** Instances of each kind (2). */
  size?: number;
}

/** An instance as the cluster's control reports it. */
export interface InstanceState {
  name: string;
  kind: InstanceKind;
  port: number;
  /** Null while killed. */
  pid: number | null;
  /** The balancer's view: UP, DOWN, or on the way (`DOWN 1/2`). */
  balancer: string;
  /** The browsers' realtime sockets the balancer holds open to it (services). */
  sockets: number;
}

export interface LocalCluster {
  webUrl: string;
  servicesUrl: string;
  instances(): Promise<InstanceState[]>;
  /** SIGKILL, as a crash: the balancer finds out by its health checks. */
  kill(name: string): Promise<void>;
  /** Starts a killed instance again on its port; resolves once the balancer sends it traffic. */
  restart(name: string): Promise<void>;
  /** Resolves once the balancer has the instance UP, or DOWN (a killed one, its checks failed). */
  untilBalancer(name: string, status: "UP" | "DOWN"): Promise<void>;
  stop(): Promise<void>;
}

/** A services start migrates and seeds under a lock, one instance after the other: allow both. */
const READY_TIMEOUT_MS = 180_000;
const BALANCED_TIMEOUT_MS = 20_000;

interface Slot {
  name: string;
  kind: InstanceKind;
  port: number;
  process: ServerProcess | null;
}

/**
 * Two web and two services instances (`next start` on one build, services/main.ts) behind
 * HAProxy, over the PostgreSQL and Redis the environment names: `npm run cluster`, and the
 * cluster journeys. The instances listen on free ports; the browser sees only the balancer.
 */
export async function startLocalCluster(options: ClusterOptions): Promise<LocalCluster> {
  const size = options.size ?? 2;
  const startedAt = performance.now();
  const slots: Slot[] = [];
  for (const kind of ["services", "web"] as const) {
    for (let i = 1; i <= size; i++) {
      slots.push({ name: `${kind}-${i}`, kind, port: await freePort(), process: null });
    }
  }
  // The page cache of an earlier run holds that run's catalogue (playwright.config.ts does so too):
  // the web instances keep theirs in Redis, whose entries of this build outlive the run.
  const distDir = options.env.NEXT_DIST_DIR || ".next";
  rmSync(path.join(distDir, "server", "route-cache"), { recursive: true, force: true });
  if (options.env.REDIS_URL) await forgetSharedPages(distDir, options.env.REDIS_URL);

  const launch = async (slot: Slot) => {
    const command = commandOf(slot);
    slot.process = await startServerProcess({
      args: command.args,
      readyUrl: command.readyUrl,
      env: { ...options.env, ...clockOf(options.env, startedAt), ...command.env },
      readyTimeoutMs: READY_TIMEOUT_MS,
      logFile: path.join(options.dir, `${slot.name}.log`),
    });
  };
  const of = (kind: InstanceKind) => slots.filter((slot) => slot.kind === kind);
  let balancer: Balancer | null = null;
  try {
    await Promise.all(slots.map(launch));
    balancer = await startBalancer(
      {
        webPort: options.webPort,
        servicesPort: options.servicesPort,
        web: of("web"),
        services: of("services"),
        adminSocket: path.join(options.dir, "haproxy.sock"),
      },
      options.dir,
    );
  } catch (error) {
    await Promise.all(slots.map((slot) => slot.process?.kill()));
    throw error;
  }
  const lb = balancer;
  const slot = (name: string) => {
    const found = slots.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`No instance ${name}: ${slots.map((s) => s.name).join(", ")}`);
    return found;
  };
  const instances = async (): Promise<InstanceState[]> => {
    const states = await lb.serverStates();
    return slots.map((s) => ({
      name: s.name,
      kind: s.kind,
      port: s.port,
      pid: s.process && !s.process.exited ? s.process.pid : null,
      balancer: states[`${s.kind}/${s.name}`]?.status ?? "unknown",
      sockets: states[`services_sockets/${s.name}`]?.connections ?? 0,
    }));
  };
  const balanced = (name: string, status: "UP" | "DOWN" = "UP") =>
    untilServerStatus(lb, `${slot(name).kind}/${name}`, status, BALANCED_TIMEOUT_MS);
  await Promise.all(slots.map((s) => balanced(s.name)));

  return {
    webUrl: `http://localhost:${options.webPort}`,
    servicesUrl: `http://localhost:${options.servicesPort}`,
    instances,
    kill: async (name) => {
      await slot(name).process?.kill();
    },
    restart: async (name) => {
      const target = slot(name);
      if (target.process && !target.process.exited) throw new Error(`${name} is running`);
      await launch(target);
      await balanced(name);
    },
    untilBalancer: balanced,
    stop: async () => {
      await lb.stop();
      await Promise.all(slots.map((s) => s.process?.stop()));
    },
  };
}

/** How an instance of its kind is started, on its own port. */
function commandOf(slot: Slot): { args: string[]; readyUrl: string; env: Record<string, string> } {
  const base = `http://127.0.0.1:${slot.port}`;
  return slot.kind === "web"
    ? {
        // No `-H 127.0.0.1`: Next then sees its proxy's rewrites (a visitor's page) as going to
        // another host and fetches them over the network as outside requests, which the proxy
        // answers with 404 (vercel/next.js#94745). Without -H it listens on every interface,
        // as `npm run up`'s `next start` does.
        args: [...NEXT_START_COMMAND, "-p", String(slot.port)],
        readyUrl: `${base}${WEB_HEALTH_PATH}`,
        env: {},
      }
    : {
        args: SERVICES_COMMAND,
        readyUrl: `${base}${SERVICES_HEALTH_PATH}`,
        env: { PORT: String(slot.port), HOST: "127.0.0.1" },
      };
}

/**
 * CLOCK_START (the journeys' clock, NSE shut) moved on by the time since the cluster started: an
 * instance started later must not run behind the others.
 */
function clockOf(env: Record<string, string>, startedAt: number): Record<string, string> {
  if (!env.CLOCK_START) return {};
  const start = new Date(env.CLOCK_START).getTime() + (performance.now() - startedAt);
  return { CLOCK_START: new Date(start).toISOString() };
}
