// npm run cluster (scripts/cluster.sh builds and installs HAProxy first): two web and two services
// instances behind HAProxy, over PostgreSQL and Redis, until Ctrl-C. docs/deploy.md.
//
// DATABASE_URL, REDIS_URL and SESSION_SECRET (environment or .env) are required.
// CLUSTER_WEB_PORT (3000) and CLUSTER_SERVICES_PORT (the build's services port,
// NEXT_PUBLIC_BRIDGE_URL's: 4000) are the balancer's addresses; CLUSTER_CONTROL_PORT the
// control's (any free one);
// CLUSTER_FRESH_DATABASE=1 runs on a new database beside DATABASE_URL's, dropped at the end;
// CLUSTER_DIR keeps the balancer's configuration and the instances' logs (a temporary folder).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVICE_URLS } from "../lib/env/service-urls";
import { loadEnvFileIfPresent } from "../services/load-env-file";
import { serveControl } from "../services/testing/cluster/control-server";
import { startLocalCluster } from "../services/testing/cluster/local-cluster";
import { freePort } from "../services/testing/free-port";
import { createThrowawayDatabase } from "../services/testing/throwaway-postgres";

loadEnvFileIfPresent();
const env = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);
// next start refuses every page without SESSION_SECRET (npm run up writes one into .env): the
// web instances would never pass their health check.
const missing = ["DATABASE_URL", "REDIS_URL", "SESSION_SECRET"].filter((name) => !env[name]);
if (missing.length > 0) {
  console.error(
    `The cluster runs over PostgreSQL and Redis with one session secret: set ${missing.join(", ")} ` +
      "(environment or .env), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/strikeline " +
      "REDIS_URL=redis://127.0.0.1:6379 SESSION_SECRET=$(openssl rand -hex 32)",
  );
  process.exit(1);
}

const webPort = Number(env.CLUSTER_WEB_PORT || 3000);
// The build's pages call the services where NEXT_PUBLIC_BRIDGE_URL said at build time.
const servicesPort = Number(env.CLUSTER_SERVICES_PORT || new URL(SERVICE_URLS.bridge).port || 80);
const controlPort = Number(env.CLUSTER_CONTROL_PORT || (await freePort()));
const keepDir = Boolean(env.CLUSTER_DIR);
const dir = keepDir
  ? path.resolve(env.CLUSTER_DIR!)
  : mkdtempSync(path.join(tmpdir(), "strikeline-cluster-"));
// A kept folder holds this run's logs alone.
if (keepDir) rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const database =
  env.CLUSTER_FRESH_DATABASE === "1" ? await createThrowawayDatabase(env.DATABASE_URL!) : null;
const databaseUrl = database?.url ?? env.DATABASE_URL!;

let stopping: Promise<void> | null = null;
const cleanUp = async () => {
  await database?.drop();
  if (!keepDir) rmSync(dir, { recursive: true, force: true });
};

try {
  const cluster = await startLocalCluster({
    webPort,
    servicesPort,
    dir,
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      WEB_ORIGIN: env.WEB_ORIGIN || `http://localhost:${webPort}`,
    },
  });
  const control = await serveControl(cluster, controlPort, databaseUrl);
  const stop = async () => {
    control.close();
    await cluster.stop();
    await cleanUp();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      // A second signal: at once.
      if (stopping) process.exit(1);
      console.info("Stopping the cluster…");
      stopping = stop().then(() => process.exit(0));
    });
  }
  console.info(`Strikeline cluster: open ${cluster.webUrl} (services at ${cluster.servicesUrl})`);
  for (const instance of await cluster.instances()) {
    console.info(`  ${instance.name}: port ${instance.port}, pid ${instance.pid}`);
  }
  console.info(`  logs and balancer configuration: ${dir}`);
  console.info(
    `  control: http://127.0.0.1:${controlPort}/ (POST /kill/{name}, POST /restart/{name})`,
  );
  console.info("Ctrl-C stops everything.");
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}
