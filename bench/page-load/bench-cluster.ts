// The local cluster as the page bench runs it: the last production build, two web and two
// services instances behind HAProxy, over a throwaway PostgreSQL database and the test Redis.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { haproxyInstalled } from "../../services/testing/cluster/haproxy";
import { startLocalCluster, type LocalCluster } from "../../services/testing/cluster/local-cluster";
import { freePort } from "../../services/testing/free-port";
import {
  createThrowawayDatabase,
  TEST_DATABASE_URL,
} from "../../services/testing/throwaway-postgres";
import { builtServicesPort } from "../web-lighthouse/web-app";
import { TEST_REDIS_URL } from "../../services/testing/test-redis-url";

export interface BenchCluster {
  cluster: LocalCluster;
  stop(): Promise<void>;
}

/** Why the cluster cannot run here (printed as the bench's skip), or null when it can. */
export function clusterMissing(): string | null {
  if (!TEST_DATABASE_URL || !TEST_REDIS_URL) return "set TEST_DATABASE_URL and TEST_REDIS_URL";
  if (!haproxyInstalled()) return "no HAProxy: bash scripts/ensure-haproxy.sh";
  return null;
}

/**
 * The cluster on the build in NEXT_DIST_DIR (else .next), its balancer at the services address
 * the build's pages call (4000 by default: it must be free) and a free web port. Call
 * clusterMissing() first.
 */
export async function startBenchCluster(): Promise<BenchCluster> {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(distDir, "BUILD_ID"))) {
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` first.`);
  }
  const servicesPort = await builtServicesPort();
  const webPort = await freePort();
  const database = await createThrowawayDatabase(TEST_DATABASE_URL!);
  const dir = mkdtempSync(path.join(tmpdir(), "strikeline-bench-cluster-"));
  const cleanUp = async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const cluster = await startLocalCluster({
      webPort,
      servicesPort,
      dir,
      env: {
        NEXT_DIST_DIR: distDir,
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL!,
        // Empty counts as unset (services/config.ts): a developer's .env stays out of it.
        PGLITE_DATA_DIR: "",
        SEED_SAMPLE_CATALOGUE: "1",
        SESSION_SECRET: randomBytes(32).toString("hex"),
        WEB_ORIGIN: `http://localhost:${webPort}`,
      },
    });
    return {
      cluster,
      stop: async () => {
        await cluster.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
