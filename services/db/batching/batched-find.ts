import type { Db } from "../database";
import { batchedCall } from "./batched-call";

/**
 * A read of one row by its key, shared with the reads of the moment: `select` reads the rows of
 * all the keys asked for (each once), and each caller gets the row of its key, or undefined.
 */
export function batchedFind<K, Row>(
  select: (db: Db, keys: K[]) => Promise<Row[]>,
  keyOfRow: (row: Row) => K,
): (db: Db, key: K) => Promise<Row | undefined> {
  return batchedCall(async (db: Db, keys: readonly K[]) => {
    const rows = await select(db, [...new Set(keys)]);
    const byKey = new Map(rows.map((row) => [keyOfRow(row), row]));
    return keys.map((key) => byKey.get(key));
  });
}
