import type { Clock } from "../../../../lib/time/clock";
import { BrokerError, type BrokerOrder, type BrokerSession } from "../../broker";
import type { ScripDirectory } from "../../real/scrip-master";
import type { AliceBlueApi } from "./api";
import { ALICE_BLUE_NAME as NAME } from "./errors";
import type { TagBook } from "./order-tag";
import { brokerOrderOf } from "./orders";
import {
  ALICE_BLUE_PATHS,
  orderBookResponseSchema,
  orderRefResponseSchema,
  type PlaceOrderItem,
} from "./wire";

/** The order book and the place call, on a trader's session (04-orders-management.md). */
export function aliceBlueOrderCalls(
  api: AliceBlueApi,
  scrips: ScripDirectory,
  tags: TagBook,
  clock: Clock,
) {
  async function orderBook(session: BrokerSession): Promise<BrokerOrder[]> {
    const rows = await api.rows(session, {
      method: "GET",
      path: ALICE_BLUE_PATHS.orderBook,
      schema: orderBookResponseSchema,
    });
    const context = {
      scrips,
      tags,
      clientId: session.clientId,
      now: clock.now(),
    };
    return rows.flatMap((row) => brokerOrderOf(row, context) ?? []);
  }

  /** Sends one order; its broker id, or undefined when the answer could not be read. */
  async function sendPlacement(
    session: BrokerSession,
    item: PlaceOrderItem,
  ): Promise<string | undefined> {
    try {
      const [placed] = await api.rows(session, {
        method: "POST",
        path: ALICE_BLUE_PATHS.placeOrder,
        json: [item],
        schema: orderRefResponseSchema,
      });
      return placed?.brokerOrderId || undefined;
    } catch (error) {
      if (error instanceof BrokerError && error.code === "BAD_RESPONSE") return undefined;
      throw error;
    }
  }

  async function orderStatus(session: BrokerSession, orderId: string): Promise<BrokerOrder> {
    const order = (await orderBook(session)).find((o) => o.orderId === orderId);
    if (!order) {
      throw new BrokerError("UNKNOWN_ORDER", `${NAME} has no order ${orderId} today`);
    }
    return order;
  }

  return { orderBook, sendPlacement, orderStatus };
}
