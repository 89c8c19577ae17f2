import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "../db/database";
import { basketLeases } from "../db/schema";

/** A lease holder's name, unique per process start: host, process id and a random part. */
export function newLeaseHolder(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Takes or renews `holder`'s lease on a basket until `expiresAt`: granted when no one holds it,
 * when `holder` already does, or when the holder's lease lapsed at `now` (a dead instance hands
 * its baskets over this way). One statement, so two instances racing for a basket cannot both
 * win. Whether `holder` now holds it.
 */
export async function claimBasketLease(
  db: Db,
  lease: { basketId: string; holder: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const { basketId, holder, now, expiresAt } = lease;
  const [claimed] = await db
    .insert(basketLeases)
    .values({ basketId, holder, expiresAt })
    .onConflictDoUpdate({
      target: basketLeases.basketId,
      set: { holder, expiresAt },
      setWhere: or(eq(basketLeases.holder, holder), lt(basketLeases.expiresAt, now)),
    })
    .returning({ basketId: basketLeases.basketId });
  return claimed !== undefined;
}

/** `holder`'s claim on one basket: taken and renewed at the database, checked cheaply between. */
export interface BasketLeaseClaim {
  /** Takes or renews the lease for a full term from now; whether `holder` holds it. */
  renew(): Promise<boolean>;
  /**
   * Whether `holder` still holds it, asking the database only once half the term since the last
   * renewal has passed: until then the lease cannot have lapsed, so no one else can hold it.
   * A send checks before each order; at a surge that is one round trip per order saved.
   */
  held(): Promise<boolean>;
}

/** `holder`'s claim on one basket for `leaseMs` from each renewal's `now()`. */
export function basketLeaseClaim(
  db: Db,
  claim: { basketId: string; holder: string; leaseMs: number; now: () => Date },
): BasketLeaseClaim {
  const { basketId, holder, leaseMs, now } = claim;
  let sureUntil = Number.NEGATIVE_INFINITY;
  const renew = async () => {
    const at = now();
    const expiresAt = new Date(at.getTime() + leaseMs);
    const held = await claimBasketLease(db, { basketId, holder, now: at, expiresAt });
    sureUntil = held ? at.getTime() + leaseMs / 2 : Number.NEGATIVE_INFINITY;
    return held;
  };
  return { renew, held: async () => now().getTime() < sureUntil || renew() };
}

/** Gives up `holder`'s lease on a basket (nothing left to reconcile), if it still holds it. */
export async function releaseBasketLease(db: Db, basketId: string, holder: string) {
  await db
    .delete(basketLeases)
    .where(and(eq(basketLeases.basketId, basketId), eq(basketLeases.holder, holder)));
}

/** Gives up every lease `holder` has: a clean shutdown hands its baskets over at once. */
export async function releaseLeasesOf(db: Db, holder: string) {
  await db.delete(basketLeases).where(eq(basketLeases.holder, holder));
}
