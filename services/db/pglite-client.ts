import { PGlite, types, type QueryOptions, type Transaction } from "@electric-sql/pglite";

/**
 * The types drizzle's PGlite driver reads as text (its own column mapping parses them): its
 * every query passes identity parsers for them (drizzle-orm/pglite/session.js).
 */
const READ_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const READ_AS_TEXT_SET = new Set(READ_AS_TEXT.map(String));
const asText = (value: string) => value;

/**
 * A PGlite database for drizzle, without a per-query cost drizzle's driver brings: PGlite merges
 * a query's `parsers` into a fresh copy of all ~300 of its own on every call, which took longer
 * than a small query itself (a primary-key select: about 250 µs alone, 350–490 µs with the copy;
 * docs/performance.md, "The 09:15 surge"). Here the instance reads those types as text itself,
 * and the client drizzle is given leaves a query's parsers off when they name only those types:
 * the same rows, without the copy. Any other parsers are passed on as they are.
 */
export function pgliteForDrizzle(dataDir: string): { client: PGlite; forDrizzle: PGlite } {
  const parsers = Object.fromEntries(READ_AS_TEXT.map((type) => [type, asText]));
  const client = new PGlite(dataDir, { parsers });
  // Before any other statement (PGlite runs them in the order asked), for this one session.
  void client.exec(PREFER_INDEXES).catch(() => undefined);
  return { client, forDrizzle: withoutRepeatedParsers(client) };
}

/**
 * Index scans wherever an index serves: nothing runs ANALYZE in an embedded database (no
 * autovacuum), so its planner never knows a table's rows, and chose a sequential scan for a
 * read of a few keys (`id in (…)`) of a table grown to thousands of rows: at the 09:15 surge
 * each batched read of five traders scanned every user, 1.5 ms where their index takes 0.5 ms.
 * A query no index serves still scans the table.
 */
const PREFER_INDEXES = "set enable_seqscan = off";

/** What queries: the database, or one of its transactions. */
type Queryable = Pick<Transaction, "query">;

/** `queryable` with its query (and a transaction's) given lean options; the rest as it is. */
function withoutRepeatedParsers<T extends Queryable>(queryable: T): T {
  return new Proxy(queryable, {
    get(target, property) {
      if (property === "query") {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, leanOptions(options));
      }
      if (property === "transaction" && target instanceof PGlite) {
        return <R>(run: (tx: Transaction) => Promise<R>) =>
          target.transaction((tx) => run(withoutRepeatedParsers(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      // Bound to PGlite itself: its methods reach private state a proxy does not carry.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function leanOptions(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((type) => READ_AS_TEXT_SET.has(type))) return options;
  return { ...options, parsers: undefined };
}
