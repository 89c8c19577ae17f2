import type { ClusterReport } from "../../services/testing/cluster/control-server";
import { E2E_CLUSTER_CONTROL_PORT } from "./environment";

// The cluster journeys' hold on the cluster they run against (scripts/cluster.ts's control).

const CONTROL_URL = `http://127.0.0.1:${E2E_CLUSTER_CONTROL_PORT}`;

async function control<T>(path: string, method = "GET"): Promise<T> {
  const response = await fetch(`${CONTROL_URL}${path}`, { method });
  if (!response.ok) throw new Error(`cluster control ${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const clusterReport = () => control<ClusterReport>("/");

/** SIGKILL of one instance (web-1, services-2…). */
export const killInstance = (name: string) => control(`/kill/${name}`, "POST");

/** Every killed instance started again, and back in the balancer's rotation. */
export async function restartKilled(): Promise<void> {
  const { instances } = await clusterReport();
  for (const instance of instances.filter((candidate) => candidate.pid === null)) {
    await control(`/restart/${instance.name}`, "POST");
  }
}

/** The services instance the balancer holds the page's realtime socket open to, if one does. */
export async function socketHolder(): Promise<string | undefined> {
  const { instances } = await clusterReport();
  const holders = instances.filter((instance) => instance.sockets > 0);
  return holders.length === 1 ? holders[0]!.name : undefined;
}

/** The other running instance of the kind: the one that must carry on after `name` is killed. */
export async function survivorOf(name: string): Promise<string> {
  const { instances } = await clusterReport();
  const kind = instances.find((instance) => instance.name === name)?.kind;
  const other = instances.find((i) => i.kind === kind && i.name !== name && i.pid !== null);
  if (!other) throw new Error(`No running instance beside ${name}`);
  return other.name;
}
