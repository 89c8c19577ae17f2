import { brokerByCode, type BrokerCode } from "../../../lib/brokers";
import type { BrokerOrder, BrokerSession, OrderRequest } from "../../brokers/broker";
import type { BrokerRegistry } from "../../brokers/registry";
import type { Logger } from "../../logger";
import type { BrokerHalts } from "./broker-halts";

/**
 * When a broker's first answered order is looked for by its tag: the book may lag the answer by
 * a moment, so a miss is asked again, and only a miss at the last one is taken as no echo.
 */
export const TAG_ECHO_CHECK_AFTER_MS: readonly number[] = [2_000, 10_000, 30_000];

/**
 * The first live order through each broker settles what no document does: that its order book
 * echoes our tag (the client order id, remarks or order tag an adapter writes) so that the search
 * by tag (Broker.findOrder) finds the order its answer named. Everything that stops a double
 * order rests on it: a send whose answer is lost is found by that search or, once its hold has
 * passed, sent again. A broker whose book drops or alters the tag would get every such order
 * twice; on the first order that shows it, its new positions stop (BrokerHalts), with a message
 * and an error report, rather than trading on a wrong reading. Checked once per broker per
 * process: one book read, in the background, after the first answer with an order id.
 */
export class TagEchoCheck {
  private readonly settled = new Set<BrokerCode>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly deps: {
      brokers: BrokerRegistry;
      logger: Logger;
      halts: BrokerHalts;
      now: () => Date;
    },
    private readonly afterMs: readonly number[] = TAG_ECHO_CHECK_AFTER_MS,
  ) {}

  /** Told of each answered send: the broker's first starts its check. */
  answered(broker: BrokerCode, session: BrokerSession, request: OrderRequest, order: BrokerOrder) {
    if (this.settled.has(broker) || !order.orderId) return;
    this.settled.add(broker);
    this.askAt(0, broker, session, request, order.orderId);
  }

  /** Stops the checks still waiting (the engine stops). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private askAt(
    attempt: number,
    broker: BrokerCode,
    session: BrokerSession,
    request: OrderRequest,
    orderId: string,
  ): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.ask(attempt, broker, session, request, orderId);
    }, this.afterMs[attempt]);
    timer.unref();
    this.timers.add(timer);
  }

  private async ask(
    attempt: number,
    broker: BrokerCode,
    session: BrokerSession,
    request: OrderRequest,
    orderId: string,
  ): Promise<void> {
    let found: BrokerOrder | undefined;
    try {
      found = await this.deps.brokers[broker].findOrder(session, request);
    } catch (error) {
      // The book could not be read (a session ended, a busy broker): another order checks it.
      this.deps.logger.warn("Order tag check not made", { broker, error });
      this.settled.delete(broker);
      return;
    }
    if (found?.orderId === orderId) return;
    if (!found && attempt + 1 < this.afterMs.length) {
      this.askAt(attempt + 1, broker, session, request, orderId);
      return;
    }
    const name = brokerByCode(broker)?.name ?? broker;
    const reason = found
      ? `${name}'s order book shows another order (${found.orderId}) under the tag of order ` +
        orderId
      : `${name}'s order book does not show our tag on order ${orderId}, so an order whose ` +
        `answer is lost could be sent twice`;
    await this.deps.halts.halt(broker, reason, this.deps.now());
  }
}
