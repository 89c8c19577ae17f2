import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../database";

/**
 * Inserts many rows as one jsonb parameter: `insert into t (…) select … from
 * jsonb_to_recordset($1)`, then `tail` (an on-conflict clause). Built by drizzle row by row, an
 * insert of a batch's rows binds a parameter per value (64 paper orders: 900 of them, each
 * checked and mapped), which cost more than the database's own work; as one jsonb value it is
 * parsed once, inside the database. Every row names the same columns (the first row's); those
 * it leaves out take their defaults. Returns the rows inserted (or updated by `tail`) as the
 * table's rows, when `returning` is set.
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
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  const given = columns.filter(([key]) => key in (rows[0] as object));
  const names = sql.raw(given.map(([, column]) => `"${column.name}"`).join(", "));
  const definition = sql.raw(
    given.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(", "),
  );
  const json = rows.map((row) =>
    Object.fromEntries(
      given.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        return [
          column.name,
          value === null || value === undefined ? null : driverValue(column, value),
        ];
      }),
    ),
  );
  const statement = sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as r(${definition}) ${options.tail ?? sql``}`;
  if (!options.returning) {
    await db.execute(statement);
    return;
  }
  const result = await db.execute(sql`${statement} returning *`);
  return result.rows.map((raw) => rowOf(columns, raw) as T["$inferSelect"]);
}

/** A value as jsonb carries it to the column: a Date as its instant, the rest as the driver would. */
function driverValue(column: PgColumn, value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : column.mapToDriverValue(value);
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
