import { afterAll, beforeAll, describe } from "vitest";
import type { DatabaseConfig } from "../config";
import { openDatabase, type Database, type Db } from "../db/database";
import { recordingLogger } from "./recording-logger";
import { createThrowawayDatabase, TEST_DATABASE_URL } from "./throwaway-postgres";

export interface DatabaseBackend {
  name: string;
  /** False when the backend is not available here; its tests then skip (the name says why). */
  enabled: boolean;
  /**
   * Where a fresh, empty database is, and how to get rid of it once whoever opened it has closed
   * it (a whole services process given this config, say).
   */
  provision(): Promise<{ config: DatabaseConfig; dispose(): Promise<void> }>;
  /** A fresh, empty database, and how to get rid of it. */
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

/** A backend whose `open()` opens what its `provision()` gives. */
function backendOf(spec: Omit<DatabaseBackend, "open">): DatabaseBackend {
  return {
    ...spec,
    open: async () => {
      const provisioned = await spec.provision();
      const database = openDatabase(provisioned.config, recordingLogger());
      return {
        database,
        dispose: async () => {
          await database.close();
          await provisioned.dispose();
        },
      };
    },
  };
}

/** Every backend the database tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_BACKENDS: DatabaseBackend[] = [
  backendOf({
    name: "PGlite (memory://)",
    enabled: true,
    // Each PGlite opened on memory:// is a database of its own, gone when closed.
    provision: async () => ({
      config: { kind: "pglite", dataDir: "memory://" },
      dispose: async () => {},
    }),
  }),
  backendOf({
    name: TEST_DATABASE_URL
      ? "PostgreSQL (TEST_DATABASE_URL, throwaway database)"
      : "PostgreSQL (skipped: set TEST_DATABASE_URL to run)",
    enabled: TEST_DATABASE_URL !== undefined,
    provision: async () => {
      if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
      const throwaway = await createThrowawayDatabase(TEST_DATABASE_URL);
      return { config: { kind: "postgres", url: throwaway.url }, dispose: () => throwaway.drop() };
    },
  }),
];

/**
 * A describe block run once per available backend, on a fresh migrated database; `db()` is that
 * block's database (valid inside its tests and hooks), `database()` the same with its handle
 * (for code that takes a whole Database, such as the app's dependencies).
 */
export function describeOnEachDatabase(
  title: string,
  body: (db: () => Db, database: () => Database) => void,
): void {
  for (const backend of DATABASE_BACKENDS) {
    describe.skipIf(!backend.enabled)(`${title} on ${backend.name}`, () => {
      let opened: { database: Database; dispose(): Promise<void> } | undefined;
      beforeAll(async () => {
        opened = await backend.open();
        await opened.database.migrate();
      });
      afterAll(() => opened?.dispose());
      const database = () => {
        if (!opened) throw new Error("the database is open only inside tests and hooks");
        return opened.database;
      };
      body(() => database().db, database);
    });
  }
}

/**
 * A describe block run once per available backend, for tests that open the database themselves
 * (a whole services process): `config()` is where that block's fresh, empty database is (valid
 * inside its tests and hooks). The block must close what it opened in its own afterAll; the
 * database is dropped after that.
 */
export function describeOnEachDatabaseConfig(
  title: string,
  body: (config: () => DatabaseConfig) => void,
): void {
  for (const backend of DATABASE_BACKENDS) {
    describe.skipIf(!backend.enabled)(`${title} on ${backend.name}`, () => {
      let provisioned: { config: DatabaseConfig; dispose(): Promise<void> } | undefined;
      beforeAll(async () => {
        provisioned = await backend.provision();
      });
      afterAll(() => provisioned?.dispose());
      body(() => {
        if (!provisioned) throw new Error("the database exists only inside tests and hooks");
        return provisioned.config;
      });
    });
  }
}
