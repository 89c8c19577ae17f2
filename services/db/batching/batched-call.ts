import type { Db } from "../database";
import { Batcher, type BatcherOptions } from "./batcher";

/**
 * A database call that many callers' calls share (batcher.ts): `runMany` does for all the items
 * what the call does for one, on the database (or transaction) given, answering each item in
 * order. The calls of a moment on the same database, or on the same transaction (the baskets of
 * one grouped transaction, grouped-transaction.ts), go in one statement.
 */
export function batchedCall<In, Out>(
  runMany: (db: Db, items: readonly In[]) => Promise<readonly Out[]>,
  options?: BatcherOptions<In>,
): (db: Db, item: In) => Promise<Out> {
  const batchers = new WeakMap<Db, Batcher<In, Out>>();
  return (db, item) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = new Batcher((items) => runMany(db, items), options);
      batchers.set(db, batcher);
    }
    return batcher.run(item);
  };
}
