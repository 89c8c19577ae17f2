import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBalancer, untilServerStatus } from "../../services/testing/cluster/haproxy";
import { freePort } from "../../services/testing/free-port";

/** HAProxy in front of services instances, configured as the local cluster's (docs/deploy.md). */
export interface ServicesBalancer {
  /** The balancer's services address, http://127.0.0.1:{port}. */
  url: string;
  /** The realtime sockets the balancer holds open to each instance (services-1, services-2…). */
  socketsPerInstance(): Promise<Record<string, number>>;
  /** Since it started: the requests it sent the instances, on connections opened or reused. */
  requestConnections(): Promise<{ requests: number; opened: number; reused: number }>;
  stop(): Promise<void>;
}

const BALANCED_TIMEOUT_MS = 20_000;

/**
 * The cluster's balancer (services/testing/cluster) over the services at `urls`, named
 * services-1, services-2… in order; resolves once it sends traffic to each.
 */
export async function balanceServices(urls: readonly string[]): Promise<ServicesBalancer> {
  const dir = mkdtempSync(path.join(tmpdir(), "strikeline-bench-balancer-"));
  const services = urls.map((url, i) => ({
    name: `services-${i + 1}`,
    port: Number(new URL(url).port),
  }));
  const servicesPort = await freePort();
  const balancer = await startBalancer(
    {
      // No web instances here: the web frontend answers 503 to no one.
      webPort: await freePort(),
      servicesPort,
      web: [],
      services,
      adminSocket: path.join(dir, "haproxy.sock"),
    },
    dir,
  );
  const stop = async () => {
    await balancer.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(
      services.map((server) =>
        untilServerStatus(balancer, `services/${server.name}`, "UP", BALANCED_TIMEOUT_MS),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${servicesPort}`,
    socketsPerInstance: async () => {
      const states = await balancer.serverStates();
      return Object.fromEntries(
        services.map((s) => [s.name, states[`services_sockets/${s.name}`]?.connections ?? 0]),
      );
    },
    requestConnections: async () => {
      const states = await balancer.serverStates();
      const total = { requests: 0, opened: 0, reused: 0 };
      for (const s of services) {
        const state = states[`services/${s.name}`];
        total.requests += state?.requests ?? 0;
        total.opened += state?.opened ?? 0;
        total.reused += state?.reused ?? 0;
      }
      return total;
    },
    stop,
  };
}
