import type { Logger } from "../logger";
import type { LeaseStore } from "./leases";

/** How long a lease lasts unrenewed: a dead instance's lapses this long after its last beat. */
export const LEASE_TTL_MS = 5_000;
/** How often a live instance renews its leases and tries for those it wants but lacks. */
export const LEASE_BEAT_MS = 1_000;

/** One instance's hold on a named lease, as the work it guards sees it. */
export interface HeldLease {
  /** Whether this instance holds the lease now: do the work only while it does. */
  held(): boolean;
  /** This user of the lease is done with it; the last one's going lets it go. */
  release(): void;
}

export interface LeaseKeeperOptions {
  store: LeaseStore;
  /** This instance's name in the lease table: unique per process start. */
  holder: string;
  logger: Logger;
  ttlMs?: number;
  beatMs?: number;
  /** A monotonic clock in ms (tests may state one). */
  now?: () => number;
}

interface Wanted {
  users: number;
  /** Held until then by this process's clock; 0 when not held. */
  heldUntil: number;
}

/**
 * The leases this instance wants (one per trader's broker connection it would serve), claimed
 * and renewed together on a beat: one statement per beat, however many traders. A lease counts
 * as held until a beat before it would lapse at the database: a renewal that failed (the
 * database slow or gone) stops the work here before another instance may take the lease, and
 * the work begun in that last beat ends before then.
 */
export class LeaseKeeper {
  readonly holder: string;
  private readonly wanted = new Map<string, Wanted>();
  private readonly ttlMs: number;
  private readonly beatMs: number;
  private readonly now: () => number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private beating: Promise<void> | undefined;
  private stopped = false;
  private lastFailure: string | undefined;

  constructor(private readonly options: LeaseKeeperOptions) {
    this.holder = options.holder;
    this.ttlMs = options.ttlMs ?? LEASE_TTL_MS;
    this.beatMs = options.beatMs ?? LEASE_BEAT_MS;
    this.now = options.now ?? (() => performance.now());
    // Held until a beat before the lapse: with fewer than two beats per lease, never held.
    if (this.ttlMs < 2 * this.beatMs) throw new Error("a lease must last at least two beats");
  }

  /** Beats every `beatMs` from now on until stopped. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.beat(), this.beatMs);
    this.timer.unref?.();
  }

  /** Wants `name` from now on (claimed at once, then each beat) until every user releases it. */
  hold(name: string): HeldLease {
    let wanted = this.wanted.get(name);
    if (!wanted) {
      wanted = { users: 0, heldUntil: 0 };
      this.wanted.set(name, wanted);
      if (this.timer) void this.beat();
    }
    wanted.users += 1;
    const entry = wanted;
    let released = false;
    return {
      held: () => !this.stopped && entry.heldUntil > this.now(),
      release: () => {
        if (released) return;
        released = true;
        entry.users -= 1;
        if (entry.users > 0 || this.wanted.get(name) !== entry) return;
        this.wanted.delete(name);
        // Let go at once, so another instance that wants it need not wait for it to lapse.
        if (entry.heldUntil > 0) void this.releaseNames([name]);
      },
    };
  }

  /** One round of claims (the timer's; tests call it too). Never two at once. */
  beat(): Promise<void> {
    this.beating ??= this.claimAll().finally(() => {
      this.beating = undefined;
    });
    return this.beating;
  }

  /** Stops beating and lets go of every lease, so the other instances take them over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.beating;
    this.wanted.clear();
    await this.options.store.releaseAll(this.holder).catch((error: unknown) => {
      this.options.logger.warn("Leases not released at shutdown: they lapse instead", { error });
    });
  }

  private async claimAll(): Promise<void> {
    if (this.stopped || this.wanted.size === 0) return;
    const names = [...this.wanted.keys()];
    const sentAt = this.now();
    try {
      const held = await this.options.store.claim(this.holder, names, this.ttlMs);
      if (this.stopped) return;
      // A release while the claim was on its way: the row it may have renewed goes too.
      const late = names.filter((name) => held.has(name) && !this.wanted.has(name));
      if (late.length > 0) await this.releaseNames(late);
      for (const name of names) {
        const wanted = this.wanted.get(name);
        if (wanted) wanted.heldUntil = held.has(name) ? sentAt + this.ttlMs - this.beatMs : 0;
      }
      this.lastFailure = undefined;
    } catch (error) {
      // What was held stays held until its local deadline: a failed beat alone changes nothing.
      const message = error instanceof Error ? error.message : String(error);
      if (message !== this.lastFailure) {
        this.options.logger.warn("Leases not renewed", { error: message });
      }
      this.lastFailure = message;
    }
  }

  private async releaseNames(names: readonly string[]): Promise<void> {
    await this.options.store.release(this.holder, names).catch((error: unknown) => {
      this.options.logger.warn("Lease not released: it lapses instead", { names, error });
    });
  }
}
