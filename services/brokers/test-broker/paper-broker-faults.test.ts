import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { BrokerError, type BrokerOrder } from "../broker";
import { DEFAULT_FAULT_REJECTION } from "./faults";
import { login, niftyOption, orderOf, paperSetup } from "./testing/paper-fixture";

describeOnEachDatabase("paper broker fault injection", (db) => {
  async function setup(clientId: string) {
    const setup = paperSetup(db());
    const session = await login(setup.broker, setup.market, clientId);
    return { ...setup, session, call: niftyOption(setup.market, "call") };
  }

  it("rejects the next N orders with the drill's reason, then trades again", async () => {
    const { broker, faults, session, call } = await setup("FLT001");
    faults.configure({ rejectNext: { count: 2, reason: "RMS: drill" } });
    const first = await broker.placeOrder(session, orderOf(call));
    const second = await broker.placeOrder(session, orderOf(call));
    const third = await broker.placeOrder(session, orderOf(call));
    expect([first, second].map((o) => [o.status, o.statusMessage])).toEqual([
      ["REJECTED", "RMS: drill"],
      ["REJECTED", "RMS: drill"],
    ]);
    expect(third.status).toBe("COMPLETE");
    faults.configure({ rejectNext: { count: 1 } });
    expect((await broker.placeOrder(session, orderOf(call))).statusMessage).toBe(
      DEFAULT_FAULT_REJECTION,
    );
  });

  it("fills part of an order and cancels the rest by default", async () => {
    const { broker, faults, session, call } = await setup("FLT002");
    faults.configure({ partialFill: { fraction: 0.5 } });
    const order = await broker.placeOrder(session, orderOf(call, { quantity: 5 * 65 }));
    expect(order).toMatchObject({
      status: "CANCELLED",
      quantity: 325,
      filledQuantity: 130,
      statusMessage: "Partially filled: 130 of 325; the rest was cancelled",
    });
    expect((await broker.positions(session))[0]?.netQuantity).toBe(130);
  });

  it("can leave the rest of a partial fill resting, to fill at the next match", async () => {
    const { broker, faults, session, call } = await setup("FLT003");
    faults.configure({ partialFill: { fraction: 0.25, remainder: "rest" } });
    const order = await broker.placeOrder(session, orderOf(call, { quantity: 4 * 65 }));
    expect(order).toMatchObject({ status: "OPEN", filledQuantity: 65 });
    await broker.matchRestingOrders();
    const rest = await broker.orderStatus(session, order.orderId);
    expect(rest).toMatchObject({ status: "COMPLETE", filledQuantity: 260, statusMessage: null });
  });

  it("delays fills by market-clock time", async () => {
    const { broker, clock, faults, session, call } = await setup("FLT004");
    faults.configure({ fillDelayMs: 5_000 });
    const order = await broker.placeOrder(session, orderOf(call));
    expect(order).toMatchObject({ status: "OPEN", filledQuantity: 0 });
    clock.advance(4_999);
    await broker.matchRestingOrders();
    expect((await broker.orderStatus(session, order.orderId)).status).toBe("OPEN");
    clock.advance(1);
    await broker.matchRestingOrders();
    expect((await broker.orderStatus(session, order.orderId)).status).toBe("COMPLETE");
  });

  it("times out after recording the order, so an idempotent retry returns it", async () => {
    const { broker, faults, session, call } = await setup("FLT005");
    faults.configure({ timeoutNext: 1 });
    const order = orderOf(call);
    const timeout = await broker.placeOrder(session, order).catch((error: unknown) => error);
    expect(timeout).toBeInstanceOf(BrokerError);
    expect(timeout).toMatchObject({ code: "TIMEOUT" });
    const retried = await broker.placeOrder(session, order);
    expect(retried).toMatchObject({ status: "COMPLETE", filledQuantity: 65 });
    expect(await broker.positions(session)).toHaveLength(1);
    expect((await broker.positions(session))[0]?.netQuantity).toBe(65);
  });

  it("drops the order-update stream while asked, and delivers again after a reset", async () => {
    const { broker, faults, session, call } = await setup("FLT006");
    const seen: BrokerOrder[] = [];
    broker.onOrderUpdate(session, (update) => seen.push(update));
    faults.configure({ dropOrderUpdates: true });
    const dropped = await broker.placeOrder(session, orderOf(call));
    expect(dropped.status).toBe("COMPLETE");
    expect(seen).toEqual([]);
    faults.reset();
    await broker.placeOrder(session, orderOf(call));
    expect(seen.map((update) => update.status)).toEqual(["OPEN", "COMPLETE"]);
  });
});
