import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paise } from "../../../../lib/money/paise";
import { ManualClock } from "../../../../lib/time/clock";
import { TEST_INSTANT } from "../../../testing/test-clock";
import type { BrokerOrder, BrokerSession, OrderRequest } from "../../broker";
import { ScripDirectory } from "../../real/scrip-master";
import { fixtureScrips, logInAtFake, startHdfcSkyOnFake, type HdfcSkyOnFake } from "./testing";

const scrips = fixtureScrips();
const call = scrips.find((s) => s.tradingSymbol === "NIFTY26DEC24000CE")!;

function order(key: string): OrderRequest {
  return {
    idempotencyKey: key,
    instrumentToken: call.instrumentToken,
    transactionType: "BUY",
    quantity: 65,
    product: "MIS",
    orderType: "LIMIT",
    limitPrice: paise(10_000),
  };
}

describe("HDFC SKY order book, read row by row", () => {
  let on: HdfcSkyOnFake;
  let session: BrokerSession;
  beforeEach(async () => {
    on = await startHdfcSkyOnFake(
      new ScripDirectory("HDFC SKY", scrips),
      new ManualClock(TEST_INSTANT),
    );
    session = (await logInAtFake(on, "R1")).session;
  });
  afterEach(async () => {
    await on.close();
    expect(on.server.violations).toEqual([]);
  });

  /** The broker sends this order's row in a form we cannot read (a field left empty). */
  function unreadable(
    orderId: string,
    change: Record<string, unknown> = { filled_quantity: null },
  ) {
    on.quirks.orderRow = (row, fakeOrder) =>
      fakeOrder.orderId === orderId ? { ...row, ...change } : row;
  }

  const unreadableLogged = () =>
    on.logger.entries.filter((e) => e.level === "warn" && /cannot read/.test(e.message));

  it("reads, finds and places around a row it cannot read, and logs that row", async () => {
    const a = await on.broker.placeOrder(session, order("k-a"));
    const b = await on.broker.placeOrder(session, order("k-b"));
    unreadable(a.orderId);
    await expect(on.broker.orderStatus(session, b.orderId)).resolves.toMatchObject({
      orderId: b.orderId,
      idempotencyKey: "k-b",
      status: "COMPLETE",
    });
    const c = await on.broker.placeOrder(session, order("k-c"));
    expect(c.status).toBe("OPEN");
    expect(on.exchange.orders).toHaveLength(3);
    expect(unreadableLogged().length).toBeGreaterThan(0);
  });

  it("holds a send whose own row it cannot read, never placing it twice", async () => {
    const a = await on.broker.placeOrder(session, order("k-held"));
    unreadable(a.orderId);
    await expect(on.broker.placeOrder(session, order("k-held"))).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
    expect(on.exchange.orders).toHaveLength(1);
    // Its status is unknown for now, not "no such order".
    await expect(on.broker.orderStatus(session, a.orderId)).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
  });

  it("tells a fill while another row's amount is not a number", async () => {
    const a = await on.broker.placeOrder(session, order("k-done"));
    unreadable(a.orderId, { average_price: "" });
    on.exchange.holdNext();
    const resting = await on.broker.placeOrder(session, order("k-resting"));
    const told: BrokerOrder[] = [];
    const stop = on.broker.onOrderUpdate(session, (update) => told.push(update));
    try {
      on.exchange.fill(resting.orderId);
      await vi.waitFor(
        () =>
          expect(told).toContainEqual(
            expect.objectContaining({ orderId: resting.orderId, status: "COMPLETE" }),
          ),
        { timeout: 2_000, interval: 25 },
      );
    } finally {
      stop();
    }
  });
});
