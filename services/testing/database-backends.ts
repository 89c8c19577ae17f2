import { afterAll, beforeAll, describe } from "vitest";
import { openDatabase, type Database, type Db } from "../db/database";
import { recordingLogger } from "./recording-logger";
import { createThrowawayDatabase, TEST_DATABASE_URL } from "./throwaway-postgres";

export interface DatabaseBackend {
  name: string;
  /** False when the backend is not available here; its tests then skip (the name says why). */
  enabled: boolean;
  /** A fresh, empty database, and how to get rid of it. */
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

/** Every backend the database tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_BACKENDS: DatabaseBackend[] = [
  {
    name: "PGlite (memory://)",
    enabled: true,
    open: async () => {
      const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
      return { database, dispose: () => database.close() };
    },
  },
  {
    name: TEST_DATABASE_URL
      ? "PostgreSQL (TEST_DATABASE_URL, throwaway database)"
      : "PostgreSQL (skipped: set TEST_DATABASE_URL to run)",
    enabled: TEST_DATABASE_URL !== undefined,
    open: async () => {
      if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
      const throwaway = await createThrowawayDatabase(TEST_DATABASE_URL);
      const database = openDatabase({ kind: "postgres", url: throwaway.url }, recordingLogger());
      return {
        database,
        dispose: async () => {
          await database.close();
          await throwaway.drop();
        },
      };
    },
  },
];

/**
 * A describe block run once per available backend, on a fresh migrated database; `db()` is that
 * block's database (valid inside its tests and hooks).
 */
export function describeOnEachDatabase(title: string, body: (db: () => Db) => void): void {
  for (const backend of DATABASE_BACKENDS) {
    describe.skipIf(!backend.enabled)(`${title} on ${backend.name}`, () => {
      let opened: { database: Database; dispose(): Promise<void> } | undefined;
      beforeAll(async () => {
        opened = await backend.open();
        await opened.database.migrate();
      });
      afterAll(() => opened?.dispose());
      body(() => {
        if (!opened) throw new Error("the database is open only inside tests and hooks");
        return opened.database.db;
      });
    });
  }
}
