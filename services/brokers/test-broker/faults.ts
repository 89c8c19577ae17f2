import { z } from "zod";

/** The rejection a drill's 'reject the next N orders' gives when it names no reason. */
export const DEFAULT_FAULT_REJECTION = "RMS: order rejected by the broker (fault injection)";

/**
 * What the paper broker should get wrong, for tests and drills; every fault is off unless named.
 * - rejectNext: the next `count` new orders (of `clientId` only, if given) are rejected with
 *   `reason`.
 * - partialFill: an order fills only `fraction` of its units at placement (whole lots, at least
 *   one, at most all but one); the rest is cancelled (default, like a market order's protection
 *   cancelling what the book could not fill) or rests OPEN and fills at a later match.
 * - fillDelayMs: new orders fill no sooner than this many ms of market-clock time after placement
 *   (matchRestingOrders fills them once the clock has moved on).
 * - timeoutNext: the next `count` placeOrder calls record (and fill) the order, then throw
 *   BrokerError TIMEOUT, as a broker that acted but never answered: an idempotent retry finds it.
 * - dropOrderUpdates: order updates are not delivered to listeners (lost, not queued).
 * - lateBookMs: new orders are booked (and filled) at once, but their send's answer is lost
 *   (TIMEOUT) and the order shows (its status, a search of the book by key, its updates) only
 *   this many ms of market-clock time later, as a broker still booking when its gateway gave up.
 *   The order is in the database from the start, so it survives the death of whoever sent it. A
 *   repeat of its key before it shows is booked as a second order, as a broker that has no
 *   idempotency of its own and no sight of the first one yet would book it.
 */
export const faultConfigSchema = z.strictObject({
  rejectNext: z
    .strictObject({
      count: z.number().int().min(0),
      reason: z.string().trim().min(1).default(DEFAULT_FAULT_REJECTION),
      /** Only this client's orders (a drill among other traders); anyone's when unset. */
      clientId: z.string().trim().min(1).optional(),
    })
    .optional(),
  partialFill: z
    .strictObject({
      fraction: z.number().gt(0).lt(1),
      remainder: z.enum(["cancel", "rest"]).default("cancel"),
    })
    .optional(),
  fillDelayMs: z.number().int().min(0).optional(),
  timeoutNext: z.number().int().min(0).optional(),
  dropOrderUpdates: z.boolean().optional(),
  lateBookMs: z.number().int().min(0).optional(),
});

/** The config as callers write it (defaults optional). */
export type FaultConfig = z.input<typeof faultConfigSchema>;
/** The config in force, defaults applied. */
export type ActiveFaults = z.output<typeof faultConfigSchema>;
export type PartialFillFault = NonNullable<ActiveFaults["partialFill"]>;

/**
 * The paper broker's fault switchboard. In memory (a restart clears every fault); one per
 * broker instance. `configure` replaces the whole set; the counters count down as they fire.
 */
export class FaultInjector {
  private faults: ActiveFaults = {};

  /** Replaces the active faults with `config` (validated: a bad config throws, nothing changes). */
  configure(config: FaultConfig): void {
    this.faults = faultConfigSchema.parse(config);
  }

  /** Every fault off. */
  reset(): void {
    this.faults = {};
  }

  /** The faults in force now, counters as they stand. */
  active(): ActiveFaults {
    return structuredClone(this.faults);
  }

  /** The reason to reject the next order with, consuming one; null when none is due. */
  /** Whether a rejection is armed for this client's next order (without consuming it). */
  rejectionArmed(clientId?: string): boolean {
    const reject = this.faults.rejectNext;
    return !!reject && reject.count > 0 && (reject.clientId ?? clientId) === clientId;
  }

  takeRejection(clientId?: string): string | null {
    const reject = this.faults.rejectNext;
    if (!reject || !this.rejectionArmed(clientId)) return null;
    reject.count -= 1;
    return reject.reason;
  }

  /** Whether this placeOrder call should time out, consuming one. */
  takeTimeout(): boolean {
    const left = this.faults.timeoutNext ?? 0;
    if (left <= 0) return false;
    this.faults.timeoutNext = left - 1;
    return true;
  }

  partialFill(): PartialFillFault | null {
    return this.faults.partialFill ?? null;
  }

  fillDelayMs(): number {
    return this.faults.fillDelayMs ?? 0;
  }

  lateBookMs(): number {
    return this.faults.lateBookMs ?? 0;
  }

  dropsOrderUpdates(): boolean {
    return this.faults.dropOrderUpdates ?? false;
  }
}

/**
 * Units a partial fill takes of `remaining`: floor(remaining × fraction / lot) lots, at least one
 * lot and at most all but one; an order of one lot cannot split and fills whole.
 */
export function partialQuantity(remaining: number, lotSize: number, fraction: number): number {
  const lots = remaining / lotSize;
  if (lots < 2) return remaining;
  const taken = Math.min(Math.max(Math.floor(lots * fraction), 1), lots - 1);
  return taken * lotSize;
}
