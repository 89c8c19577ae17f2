import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_BACKENDS } from "../testing/database-backends";
import { recordingLogger } from "../testing/recording-logger";
import { PGLITE_BOOT_TIMEOUT_MS } from "../testing/test-config";
import { openDatabase, type Database } from "./database";
import { findUserById, upsertUser } from "./users-repo";

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TSX = path.join(REPO_ROOT, "node_modules/.bin/tsx");
const MIGRATE_CLI = path.join(REPO_ROOT, "services/db/migrate-cli.ts");

async function columnsOf(database: Database, table: string): Promise<string[]> {
  const result = await database.db.execute(
    sql`select column_name from information_schema.columns where table_name = ${table} order by ordinal_position`,
  );
  return result.rows.map((row) => String(row.column_name));
}

async function appliedMigrationCount(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n);
}

for (const backend of DATABASE_BACKENDS) {
  describe.skipIf(!backend.enabled)(`migrations on ${backend.name}`, () => {
    let database: Database;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ database, dispose } = await backend.open());
    });
    afterAll(() => dispose?.());

    it("creates the users table", async () => {
      expect(await columnsOf(database, "users")).toEqual([]);
      await database.migrate();
      expect(await columnsOf(database, "users")).toEqual([
        "id",
        "broker",
        "client_id",
        "name",
        "email",
        "phone_number",
        "user_type",
        "created_at",
        "updated_at",
      ]);
    });

    it("is a no-op when run again", async () => {
      const before = await appliedMigrationCount(database);
      expect(before).toBeGreaterThan(0);
      await database.migrate();
      expect(await appliedMigrationCount(database)).toBe(before);
    });

    it("answers ping while open", async () => {
      await expect(database.ping()).resolves.toBeUndefined();
    });
  });
}

describe("PGlite on disk", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("creates a missing data directory and keeps rows across a restart", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sl-pglite-"));
    const dataDir = path.join(dir, "nested", "pglite");
    const first = openDatabase({ kind: "pglite", dataDir }, recordingLogger());
    await first.migrate();
    const { user } = await upsertUser(first.db, { broker: "hdfc_sky", clientId: "DISK01" });
    await first.close();
    expect(existsSync(dataDir)).toBe(true);

    const second = openDatabase({ kind: "pglite", dataDir }, recordingLogger());
    try {
      expect(await findUserById(second.db, user.id)).toMatchObject({ clientId: "DISK01" });
    } finally {
      await second.close();
    }
  });
});

describe("a closed database", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  it("rejects ping", async () => {
    const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe("migrate CLI", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sl-migrate-cli-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Run from a directory that has no migrations folder: the CLI must find its own.
  const cli = (env: Record<string, string>) =>
    run(TSX, [MIGRATE_CLI], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", ...env },
    });

  it("migrates the configured database from any working directory", async () => {
    const dataDir = path.join(dir, "pglite");
    const { stdout } = await cli({ PGLITE_DATA_DIR: dataDir });
    expect(stdout).toContain("Migrations applied");

    const database = openDatabase({ kind: "pglite", dataDir }, recordingLogger());
    try {
      expect(await columnsOf(database, "users")).toContain("client_id");
    } finally {
      await database.close();
    }
  });

  it("exits non-zero and names the variable when the config is bad", async () => {
    await expect(cli({ PORT: "not-a-port" })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("PORT"),
    });
  });
});
