import { describe, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../testing/database-backends";
import type { BrokerOrder, BrokerSession, OrderRequest } from "../broker";
import { login, niftyOption, orderOf, paperSetup } from "../test-broker/testing/paper-fixture";
import { OrderRateLimiters } from "./order-rate-limiters";
import { placeOrderWithinLimits } from "./place-within-limits";
import type { LimiterClock } from "./rate-limiter";

class VirtualClock implements LimiterClock {
  ms = 0;
  now = () => this.ms;
  sleep = async (ms: number) => {
    this.ms += ms;
  };
}

const SESSION: BrokerSession = { clientId: "C1", accessToken: "t" };

/** A broker that records what it was sent, and when, and accepts everything. */
function recordingBroker(clock: VirtualClock) {
  const sent: { order: OrderRequest; at: number }[] = [];
  const placeOrder = async (_: BrokerSession, order: OrderRequest): Promise<BrokerOrder> => {
    sent.push({ order, at: clock.now() });
    const at = new Date(clock.now());
    return {
      ...order,
      orderId: `o-${sent.length}`,
      clientId: SESSION.clientId,
      filledQuantity: 0,
      averagePrice: null,
      limitPrice: null,
      status: "OPEN",
      statusMessage: null,
      placedAt: at,
      updatedAt: at,
    };
  };
  return { broker: { code: "iifl" as const, placeOrder }, sent };
}

describe("placing an order within the broker's limits", () => {
  it("sends 12 Bank Nifty freeze slices at 10 a second: the 11th and 12th wait", async () => {
    const clock = new VirtualClock();
    const { broker, sent } = recordingBroker(clock);
    const order: OrderRequest = {
      idempotencyKey: "bk-1",
      instrumentToken: 1,
      transactionType: "SELL",
      quantity: 12 * 600,
      product: "NRML",
      orderType: "MARKET",
    };
    const instrument = { lotSize: 30, freezeQuantity: 600 };
    const limiters = new OrderRateLimiters(clock);
    const placed = await placeOrderWithinLimits({
      broker,
      session: SESSION,
      order,
      instrument,
      limiters,
    });
    expect(placed).toHaveLength(12);
    expect(sent.map((s) => s.order.quantity)).toEqual(Array<number>(12).fill(600));
    expect(sent.map((s) => s.at)).toEqual([...Array<number>(10).fill(0), 1_000, 1_000]);
    expect(sent.map((s) => s.order.idempotencyKey)).toEqual(
      Array.from({ length: 12 }, (_, i) => `bk-1:${i + 1}`),
    );
  });
});

describeOnEachDatabase("slicing on the paper broker", (db) => {
  it("fills 2,600 NIFTY units as 1,755 + 845, and a retry places nothing new", async () => {
    const { broker, market } = paperSetup(db());
    const session = await login(broker, market, "SLICE1");
    const call = niftyOption(market, "call", 8);
    const order = orderOf(call, { quantity: 2_600 });
    const limiters = new OrderRateLimiters(new VirtualClock());
    const request = { broker, session, order, instrument: call, limiters };
    const placed = await placeOrderWithinLimits(request);
    expect(placed.map((o) => [o.quantity, o.status, o.idempotencyKey])).toEqual([
      [1_755, "COMPLETE", `${order.idempotencyKey}:1`],
      [845, "COMPLETE", `${order.idempotencyKey}:2`],
    ]);
    expect(await placeOrderWithinLimits(request)).toEqual(placed);
    expect((await broker.positions(session))[0]?.netQuantity).toBe(2_600);
  });
});
