import { sql } from "drizzle-orm";
import { bigint, timestamp } from "drizzle-orm/pg-core";
import type { TransactionType } from "../../lib/domain/enums";
import type { Paise } from "../../lib/money/paise";

// Column kinds and checks shared by the schema files. Money is integer paise in bigint columns
// read as JS numbers (safe integers, see lib/money/paise.ts).

export const TRANSACTION_TYPE_VALUES = [
  "BUY",
  "SELL",
] as const satisfies readonly TransactionType[];

/** `column in ('A', 'B')`, from the list the type is made of (values are code, never input). */
export function oneOf(column: { name: string }, values: readonly string[]) {
  return sql.raw(`${column.name} in (${values.map((v) => `'${v}'`).join(", ")})`);
}

export const paiseColumn = (name: string) => bigint(name, { mode: "number" }).$type<Paise>();
export const instant = (name: string) => timestamp(name, { withTimezone: true });
