import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { pgliteForDrizzle } from "./pglite-client";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import type { DatabaseConfig } from "../config";
import type { Logger } from "../logger";
import * as tables from "./schema";

/** The tables, as drizzle's typed queries read them. */
const schema = { ...tables };

/**
 * What a raw `db.execute(sql)` resolves to on both drivers: PGlite's Results and node-postgres'
 * QueryResult both carry `rows`, which is all callers may rely on.
 */
export interface CommonQueryResultHKT extends PgQueryResultHKT {
  type: { rows: Record<string, unknown>[] };
}

/** The query interface every repository takes; the same for PGlite and node-postgres. */
export type Db = PgDatabase<CommonQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseConfig["kind"];
  /** Where it lives, safe to log: a PGlite directory, or a server's host/database (no password). */
  readonly label: string;
  /** Apply every migration in services/db/migrations not yet applied. */
  migrate(): Promise<void>;
  /**
   * Takes the start-up lock (migrations and the sample seed run under it): on PostgreSQL a
   * session advisory lock every instance takes, so instances started together (a rolling
   * deploy) wait their turn instead of migrating or seeding at once; it is let go by the
   * function it resolves to, or by the instance's death. PGlite belongs to one process: at once.
   */
  startupLock(): Promise<() => Promise<void>>;
  /** Round-trip `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Resolved from this file, not the cwd, so the CLI, the server and the tests run from anywhere.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

const IN_MEMORY = "memory://";
/** The advisory lock's key: any number no other user of the database takes ('SL' 'UP'). */
export const STARTUP_LOCK_KEY = 0x534c_5550;

/** Open the database the config names. PGlite's data directory is created if it is missing. */
export function openDatabase(config: DatabaseConfig, logger: Logger): Database {
  return config.kind === "postgres" ? openPostgres(config.url, logger) : openPglite(config.dataDir);
}

function openPglite(dataDir: string): Database {
  if (!dataDir.startsWith(IN_MEMORY)) mkdirSync(dataDir, { recursive: true });
  const { client, forDrizzle } = pgliteForDrizzle(dataDir);
  const db = drizzlePglite({ client: forDrizzle, schema });
  return withCommon(db, "pglite", `pglite ${dataDir}`, {
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    startupLock: async () => async () => undefined,
    close: () => client.close(),
  });
}

function openPostgres(url: string, logger: Logger): Database {
  const pool = new Pool({ connectionString: url });
  // An idle client losing its server emits 'error' on the pool; unheard, it would kill the process.
  pool.on("error", (error) => logger.error("PostgreSQL idle client error", { error }));
  const db = drizzleNodePg({ client: pool, schema });
  return withCommon(db, "postgres", `postgres ${serverLabel(url)}`, {
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    startupLock: () => postgresStartupLock(pool, logger),
    close: () => pool.end(),
  });
}

/** The lock lives on one connection of its own, held until it is let go. */
async function postgresStartupLock(pool: Pool, logger: Logger): Promise<() => Promise<void>> {
  const client = await pool.connect();
  try {
    const tried = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock($1) as locked",
      [STARTUP_LOCK_KEY],
    );
    if (!tried.rows[0]?.locked) {
      logger.info("Another instance is starting up (migrating, seeding): waiting for it");
      await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    }
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    try {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
      client.release();
    } catch (error) {
      // A connection that cannot unlock is destroyed: its session's end lets the lock go.
      client.release(error instanceof Error ? error : true);
    }
  };
}

function withCommon(
  db: Db,
  kind: Database["kind"],
  label: string,
  driver: Pick<Database, "migrate" | "startupLock" | "close">,
): Database {
  let closed: Promise<void> | undefined;
  return {
    db,
    kind,
    label,
    migrate: driver.migrate,
    startupLock: driver.startupLock,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // Shutdown paths may call close twice (signal + error); the driver must see it once.
    close: () => (closed ??= driver.close()),
  };
}

function serverLabel(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
