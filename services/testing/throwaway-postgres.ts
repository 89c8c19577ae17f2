import { randomBytes } from "node:crypto";
import { Client } from "pg";

/**
 * TEST_DATABASE_URL points at a PostgreSQL server the tests may use (e.g.
 * postgres://postgres@127.0.0.1:5432/test). Unset, the PostgreSQL variants of the tests skip.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Create a uniquely named database on the test server, so parallel and repeated runs never see
 * each other's rows; `drop()` removes it (forcing out connections a failed test left open).
 */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `strikeline_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)),
  };
}

async function withAdmin(
  adminUrl: string,
  work: (admin: Client) => Promise<unknown>,
): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
