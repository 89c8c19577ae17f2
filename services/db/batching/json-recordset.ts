import { sql, type SQL } from "drizzle-orm";

/** The SQL types a batched statement's rows carry (code constants, never input). */
export type RecordsetType = "text" | "integer" | "bigint" | "boolean" | "uuid" | "timestamptz";

/**
 * Rows as a table for one statement (`from jsonb_to_recordset(…) as alias(…)`): a batch of
 * many callers' values in a single parameter, however many rows, typed as `columns` say. Each
 * row's keys are the column names; a Date becomes its ISO instant, which timestamptz reads.
 */
export function jsonRecordset(
  alias: string,
  columns: Readonly<Record<string, RecordsetType>>,
  rows: readonly Readonly<Record<string, unknown>>[],
): SQL {
  const definition = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(", ");
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${sql.raw(alias)}(${sql.raw(definition)})`;
}
