import { and, eq, ne } from "drizzle-orm";
import type { AlertKind } from "../../lib/alerts/alert-kinds";
import { alertPayload } from "../../lib/alerts/alert-payload";
import type { UserBasketStatus } from "../../lib/domain/enums";
import type { RuleWait } from "../../lib/exit-rules/exit-rules-wire";
import { RULE_WAIT_MESSAGES } from "../../lib/exit-rules/rule-waits";
import type { Db } from "../db/database";
import { strategies, userBaskets } from "../db/schema";
import { OnceClaims } from "../db/once-claims";
import type { Logger } from "../logger";
import { basketAlertKey, tradeboxAlertKey } from "./alert-keys";
import { forgetEndpoint, settingsOf, subscriptionsOf } from "./alerts-repo";
import type { PushSender } from "./push-sender";
import type { ExitRuleAlerts } from "../exit-rules/exit-rule-watcher";

/** A basket an alert is about. */
export interface AlertedBasket {
  id: string;
  userId: string;
  strategyId: string;
  /** Why the services exited it by themselves (an exit rule): the alert says so. */
  exitReason?: string | null;
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
export class TraderAlerts implements ExitRuleAlerts {
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

  /** An analyst's level exited legs of a trader's basket (exit-rule-watcher.ts). */
  legsExited(basket: { id: string; userId: string }, reason: string): void {
    this.track(
      this.ruleAlert(basket, reason, () => basketAlertKey(this.deps.db, "exitRules", basket.id)),
    );
  }

  /** A trader's exit rules cannot act until they log in again (their broker session lapsed). */
  rulesWaiting(
    basket: { id: string; userId: string },
    wait: RuleWait,
    since: Date,
    broker: string,
  ) {
    const reason = RULE_WAIT_MESSAGES[wait](broker);
    const key = `alert:exitRules:${wait}:${basket.id}:${since.toISOString()}`;
    this.track(this.ruleAlert(basket, reason, async () => key));
  }

  private async ruleAlert(
    basket: { id: string; userId: string },
    reason: string,
    eventKey: () => Promise<string>,
  ) {
    const [row] = await this.deps.db
      .select({ strategyId: userBaskets.strategyId })
      .from(userBaskets)
      .where(eq(userBaskets.id, basket.id));
    if (row) await this.alert("exitRules", { ...basket, ...row, exitReason: reason }, eventKey);
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
      reason: basket.exitReason,
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
