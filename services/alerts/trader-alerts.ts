import { and, eq, ne } from "drizzle-orm";
import type { AlertKind } from "../../lib/alerts/alert-kinds";
import { alertPayload } from "../../lib/alerts/alert-payload";
import type { UserBasketStatus } from "../../lib/domain/enums";
import type { Db } from "../db/database";
import { strategies, userBaskets } from "../db/schema";
import { OnceClaims } from "../db/once-claims";
import type { Logger } from "../logger";
import { basketAlertKey, tradeboxAlertKey } from "./alert-keys";
import { forgetEndpoint, settingsOf, subscriptionsOf } from "./alerts-repo";
import type { PushSender } from "./push-sender";

/** A basket an alert is about. */
export interface AlertedBasket {
  id: string;
  userId: string;
  strategyId: string;
}

/** The basket statuses a trader hears of: a rejected leg leaves it in ERROR ('Retry Orders'). */
const ALERT_OF_STATUS: Partial<Record<UserBasketStatus, AlertKind>> = {
  ERROR: "rejected",
  EXITED: "exited",
};

/**
 * Alerts to traders' devices while the app is closed: an analyst's adjustment or close of a
 * tradebox they hold, a rejected leg, a basket fully exited. Each goes to every device of the
 * trader that subscribed, unless the trader turned its kind off; a device its push service says
 * is gone is forgotten. Sending happens beside the basket's work, never in its way: a failure is
 * logged, and `idle()` waits for what is on its way (tests, shutdown). Several instances may
 * hear one event (each settles a fill its own order updates brought): an alert is claimed in the
 * database under its event's key first (alert-keys.ts), and only the instance that claims it sends.
 */
export class TraderAlerts {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly claims: OnceClaims;

  constructor(private readonly deps: { db: Db; sender: PushSender; logger: Logger }) {
    this.claims = new OnceClaims(deps.db);
  }

  /** A basket's status changed: the alert it calls for, if any, goes out. */
  basketStatusChanged(basket: AlertedBasket, status: UserBasketStatus): void {
    const kind = ALERT_OF_STATUS[status];
    if (!kind) return;
    this.track(this.alert(kind, basket, () => basketAlertKey(this.deps.db, kind, basket.id)));
  }

  /** The analyst adjusted or closed a tradebox: every trader still holding it hears. */
  tradeboxChanged(strategyId: string): void {
    this.track(
      (async () => {
        const { db } = this.deps;
        const [tradebox] = await db
          .select({ updatedAt: strategies.updatedAt })
          .from(strategies)
          .where(eq(strategies.id, strategyId));
        if (!tradebox) return;
        const live = await db
          .select({ id: userBaskets.id, userId: userBaskets.userId })
          .from(userBaskets)
          .where(and(eq(userBaskets.strategyId, strategyId), ne(userBaskets.status, "EXITED")));
        await Promise.all(
          live.map((basket) =>
            this.alert("adjustment", { ...basket, strategyId }, async () =>
              tradeboxAlertKey(basket.id, tradebox.updatedAt),
            ),
          ),
        );
      })(),
    );
  }

  /** Resolves once every alert under way has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => this.deps.logger.error("Alert not sent", { error }))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Sends `kind` to the trader's devices, unless turned off or another instance claimed it. */
  private async alert(
    kind: AlertKind,
    basket: AlertedBasket,
    eventKey: () => Promise<string>,
  ): Promise<void> {
    const { db, sender, logger } = this.deps;
    if (!(await settingsOf(db, basket.userId))[kind]) return;
    const devices = await subscriptionsOf(db, basket.userId);
    if (devices.length === 0) return;
    if (!(await this.claims.claim(await eventKey()))) return;
    const [strategy] = await db
      .select({ name: strategies.name })
      .from(strategies)
      .where(eq(strategies.id, basket.strategyId));
    const payload = alertPayload(kind, {
      id: basket.id,
      tradebox: strategy?.name ?? "Your tradebox",
    });
    for (const device of devices) {
      try {
        if ((await sender.send(device, payload)) === "gone")
          await forgetEndpoint(db, device.endpoint);
      } catch (error) {
        logger.warn("Push not delivered", { kind, basketId: basket.id, error });
      }
    }
  }
}
