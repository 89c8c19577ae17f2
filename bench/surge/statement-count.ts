import { NodePgPreparedQuery } from "drizzle-orm/node-postgres";
import { PglitePreparedQuery } from "drizzle-orm/pglite";

type Executes = { execute(...args: unknown[]): Promise<unknown> };

/**
 * Counts the SQL statements this process sends through drizzle, on PGlite and node-postgres
 * alike: the surge's cost in round trips, a figure that does not move with how busy the machine
 * is, unlike its times. Bench-only: it wraps both drivers' `execute` for the whole process
 * (on node-postgres a transaction's BEGIN and COMMIT are statements and are counted; PGlite's
 * driver does not send them as statements).
 */
export function countStatements(): { readonly count: number; reset(): void } {
  let count = 0;
  for (const prepared of [PglitePreparedQuery, NodePgPreparedQuery]) {
    const prototype = prepared.prototype as unknown as Executes;
    const execute = prototype.execute;
    prototype.execute = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return execute.apply(this, args);
    };
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}
