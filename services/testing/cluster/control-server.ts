import { createServer, type Server } from "node:http";
import type { LocalCluster } from "./local-cluster";

/** What `GET /` on the control answers: where the cluster is, and its instances. */
export interface ClusterReport {
  webUrl: string;
  servicesUrl: string;
  databaseUrl: string;
  instances: Awaited<ReturnType<LocalCluster["instances"]>>;
}

/**
 * The local cluster's control, on 127.0.0.1 only: `GET /` reports it, `POST /kill/{name}` and
 * `POST /restart/{name}` kill an instance (SIGKILL) and start it again. The cluster drill drives
 * it; by hand: `curl -X POST localhost:{port}/kill/services-1`.
 */
export function serveControl(
  cluster: LocalCluster,
  port: number,
  databaseUrl: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const action = /^\/(kill|restart)\/([\w-]+)$/.exec(request.url ?? "");
    const work: Promise<unknown> =
      request.method === "GET" && request.url === "/"
        ? cluster.instances().then((instances) => ({
            webUrl: cluster.webUrl,
            servicesUrl: cluster.servicesUrl,
            databaseUrl,
            instances,
          }))
        : request.method === "POST" && action
          ? (action[1] === "kill" ? cluster.kill(action[2]!) : cluster.restart(action[2]!)).then(
              () => ({ done: `${action[1]} ${action[2]}` }),
            )
          : Promise.reject(new Error("GET /, POST /kill/{name} or POST /restart/{name}"));
    work.then(
      (body) => answer(200, body),
      (error: unknown) => answer(400, { error: String(error) }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
