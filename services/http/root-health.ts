import type { Handler } from "hono";
import type { Database } from "../db/database";
import type { Logger } from "../logger";
import { SERVICE_NAMES } from "../service-catalogue";

// A database that hangs must not hang the health check with it.
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** `GET /health` for the whole process: which services it mounts and whether the database answers. */
export function rootHealth(database: Database, logger: Logger): Handler {
  return async (c) => {
    const databaseOk = await withTimeout(database.ping(), DATABASE_CHECK_TIMEOUT_MS).then(
      () => true,
      (error: unknown) => {
        logger.warn("Health check: database failed", { error });
        return false;
      },
    );
    return c.json(
      {
        status: databaseOk ? "ok" : "degraded",
        services: SERVICE_NAMES,
        database: databaseOk ? "ok" : "error",
        uptime_s: Math.floor(process.uptime()),
      },
      databaseOk ? 200 : 503,
    );
  };
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
