import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../database";

// Many callers' rows of a table as one jsonb parameter (`jsonb_to_recordset`), for the batched
// statements (batched-call.ts): however many rows, one value, parsed once inside the database.
// Drizzle's own multi-row statements bind and map a parameter per value (64 paper orders: 900 of
// them), which cost more than the database's own work.

/** Some of a table's columns; null where a statement reads "keep the row's" (coalesce). */
type Row<T extends PgTable> = { [K in keyof T["$inferSelect"]]?: T["$inferSelect"][K] | null };

/** The table's columns a row names (by its keys in the table's type), in the table's order. */
function namedColumns<T extends PgTable>(table: T, keys: readonly string[]): [string, PgColumn][] {
  const wanted = new Set(keys);
  return Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key]) =>
    wanted.has(key),
  );
}

/** A value as jsonb carries it to the column: a Date as its instant, the rest as the driver would. */
function driverValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : column.mapToDriverValue(value);
}

/**
 * `rows` as the table `alias` for one statement: `jsonb_to_recordset(…) as alias(…)`, its columns
 * those the first row names, with the table's names and types. Every row names the same keys.
 */
export function tableRecordset<T extends PgTable>(
  table: T,
  alias: string,
  rows: readonly Row<T>[],
): SQL {
  const columns = namedColumns(table, Object.keys(rows[0] ?? {}));
  const definition = columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`);
  const json = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => [
        column.name,
        driverValue(column, (row as Record<string, unknown>)[key]),
      ]),
    ),
  );
  return sql`jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as ${sql.raw(alias)}(${sql.raw(definition.join(", "))})`;
}

/** An update's `set` from the recordset `alias`: each key takes the alias's value of its column. */
export function setFromRecordset<T extends PgTable>(
  table: T,
  alias: string,
  keys: readonly (keyof T["$inferSelect"] & string)[],
): Record<string, SQL> {
  return Object.fromEntries(
    namedColumns(table, keys).map(([key, column]) => [key, sql.raw(`${alias}."${column.name}"`)]),
  );
}

/** Rows whose `keys` are those of a row of the recordset: `(a, b) in (select a, b from …)`. */
export function inRecordset<T extends PgTable>(
  table: T,
  keys: readonly (keyof T["$inferSelect"] & string)[],
  recordset: SQL,
): SQL {
  const names = sql.raw(
    namedColumns(table, keys)
      .map(([, column]) => `"${column.name}"`)
      .join(", "),
  );
  return sql`(${names}) in (select ${names} from ${recordset})`;
}

/**
 * Inserts many rows in one statement, then `tail` (an on-conflict clause); the columns are those
 * the first row names, the rest take their defaults. The rows inserted (or updated by `tail`),
 * as the table's rows, when `returning` is set.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  options: { tail?: SQL; returning: true },
): Promise<T["$inferSelect"][]>;
export async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  options?: { tail?: SQL; returning?: false },
): Promise<void>;
export async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  options: { tail?: SQL; returning?: boolean } = {},
): Promise<T["$inferSelect"][] | void> {
  if (rows.length === 0) return options.returning ? [] : undefined;
  const given = namedColumns(table, Object.keys(rows[0] as object));
  const names = sql.raw(given.map(([, column]) => `"${column.name}"`).join(", "));
  const source = tableRecordset(table, "r", rows as readonly Row<T>[]);
  const statement = sql`insert into ${table} (${names}) select ${names} from ${source} ${options.tail ?? sql``}`;
  if (!options.returning) {
    await db.execute(statement);
    return;
  }
  const result = await db.execute(sql`${statement} returning *`);
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  return result.rows.map((raw) => rowOf(columns, raw) as T["$inferSelect"]);
}

/** A row the database returned, as drizzle's typed queries map it. */
function rowOf(
  columns: readonly [string, PgColumn][],
  raw: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    columns.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  );
}
